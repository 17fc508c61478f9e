import { http, HttpResponse } from 'msw';
import type { NomineeOut, RequestBriefOut, Review360SettingsOut, SubjectOut } from '../../../api/types.ts';
import { page } from '../../../../tests/web/fixtures.ts';
import { PR, SALES, SPRING } from '../../calibration/tests/calibration-fixtures.ts';

export const R360 = `${PR}/review360`;
export const DEPARTMENTS = '/api/companies/companies/1/structure/departments/';

export function settings(overrides: Partial<Review360SettingsOut> = {}): Review360SettingsOut {
  return {
    period: SPRING.id,
    period_name: SPRING.name,
    enabled: true,
    nomination_mode: 'employee_proposes',
    min_reviewers: 3,
    max_reviewers: 8,
    max_requests_per_reviewer: 8,
    anonymity_threshold: 3,
    deadline: null,
    effective_deadline: '2026-04-15',
    questions: [],
    questions_frozen: false,
    results_released: false,
    version: 1,
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export function request(overrides: Partial<RequestBriefOut> = {}): RequestBriefOut {
  return {
    id: 101,
    reviewer: 21,
    reviewer_name: 'Ольга Кузнецова',
    reviewer_position: 'Аналитик',
    reviewer_department: SALES.name,
    relationship: 'peer',
    status: 'proposed',
    decline_reason: '',
    ...overrides,
  };
}

export function subject(overrides: Partial<SubjectOut> = {}): SubjectOut {
  return {
    id: 7,
    period: SPRING.id,
    employee: 11,
    employee_name: 'Анна Смирнова',
    position: 'Разработчик',
    department: 'Разработка',
    form_id: 41,
    form_stage: 'SELF',
    status: 'nominating',
    requests: [],
    can_edit: true,
    can_submit: true,
    can_approve: false,
    version: 1,
    ...overrides,
  };
}

export function nominee(overrides: Partial<NomineeOut> = {}): NomineeOut {
  return {
    id: 21,
    name: 'Ольга Кузнецова',
    position: 'Аналитик',
    department: SALES.name,
    department_id: SALES.id,
    relationship: 'peer',
    requests_received: 2,
    full: false,
    ...overrides,
  };
}

/** The company's department tree, as every member reads it. */
export const departments = () =>
  http.get(DEPARTMENTS, () =>
    HttpResponse.json(
      page([
        {
          id: SALES.id,
          name: SALES.name,
          parent_id: null,
          path: SALES.name,
          depth: 0,
          head: null,
          employees_count: 4,
          children_count: 0,
          version: 1,
        },
      ]),
    ),
  );
