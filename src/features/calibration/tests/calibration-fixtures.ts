import { http, HttpResponse } from 'msw';
import type {
  NineBoxOut,
  NineBoxPersonOut,
  NineBoxSettingsOut,
  SessionDetailOut,
  SessionPersonOut,
} from '../../../api/types.ts';
import { API } from '../../../../tests/web/fixtures.ts';

export const PR = `${API}/companies/companies/1/performance_review`;
export const NINE_BOX = `${PR}/nine_box/`;

export const SPRING = { id: 3, name: 'Весна 2026', status: 'active' as const };
export const AUTUMN = { id: 2, name: 'Осень 2025', status: 'closed' as const };
export const SALES = { id: 5, name: 'Продажи' };

/** The period and department choices of the review's filters. */
export const filterOptions = () =>
  http.get(`${PR}/assessment_forms/filter_options/`, () =>
    HttpResponse.json({ periods: [SPRING, AUTUMN], departments: [SALES] }),
  );

export function thresholds(overrides: Partial<NineBoxSettingsOut> = {}): NineBoxSettingsOut {
  return {
    performance_medium_from: 3,
    performance_high_from: 4,
    potential_medium_from: 0.34,
    potential_high_from: 0.67,
    version: 0,
    updated_at: null,
    ...overrides,
  };
}

export function person(overrides: Partial<NineBoxPersonOut> = {}): NineBoxPersonOut {
  return {
    form_id: 41,
    employee_id: 9,
    full_name: 'Ольга Кузнецова',
    position: 'Аналитик',
    department_id: 5,
    department: 'Продажи',
    stage: 'COMPLETE',
    performance: { value: 4, level: 'high' },
    grade_label: null,
    potential: { value: 1, level: 'high' },
    overall_grade: 4,
    calibrated_grade: null,
    calibrated_potential: null,
    ...overrides,
  };
}

const LEVELS = ['low', 'medium', 'high'] as const;

/** A grid with the given people in their boxes (by the levels of their card) and counts to match. */
export function nineBox(people: NineBoxPersonOut[], overrides: Partial<NineBoxOut> = {}): NineBoxOut {
  const boxes = LEVELS.flatMap((performance) =>
    LEVELS.map((potential) => {
      const inside = people.filter((p) => p.performance.level === performance && p.potential?.level === potential);
      return {
        key: `${performance}_${potential}` as const,
        performance,
        potential,
        count: inside.length,
        people: inside,
      };
    }),
  );
  const apart = people.filter((p) => p.potential === null);
  return {
    period: { id: SPRING.id, name: SPRING.name },
    thresholds: thresholds(),
    boxes,
    no_potential: { count: apart.length, people: apart },
    not_assessed: { count: 0 },
    page: 1,
    page_size: 50,
    ...overrides,
  };
}

export const SESSIONS = `${PR}/calibration/sessions/`;

type Level = (typeof LEVELS)[number];

/** A session's person at the levels and grades given; the entry as never changed unless told. */
export function sessionPerson(
  formId: number,
  fullName: string,
  performance: Level,
  potential: Level | null,
  overall: number,
  entry: Partial<SessionPersonOut['entry']> = {},
): SessionPersonOut {
  const full = {
    calibrated_grade: null,
    performance: null,
    potential: null,
    version: 0,
    updated_by: null,
    updated_at: null,
    ...entry,
  };
  const finalPerformance = full.performance ?? performance;
  const finalPotential = full.potential ?? potential;
  return {
    form_id: formId,
    employee_id: formId + 100,
    full_name: fullName,
    position: 'Инженер',
    department_id: SALES.id,
    department: SALES.name,
    reviewer: { id: 3, full_name: 'Иван Петров' },
    stage: 'COMPLETE',
    overall_grade: overall,
    scale: null,
    performance: { value: overall, level: performance },
    potential: potential === null ? null : { value: 0.5, level: potential },
    entry: full,
    final: {
      grade: full.calibrated_grade ?? overall,
      performance: finalPerformance,
      potential: finalPotential,
      box: finalPotential === null ? null : `${finalPerformance}_${finalPotential}`,
    },
  };
}

const CURVE = { '0': 0, '1': 10, '2': 20, '3': 40, '4': 20, '5': 10 } as const;

/** A session of the given people with its boxes and distribution worked out as the server does. */
export function session(people: SessionPersonOut[], overrides: Partial<SessionDetailOut> = {}): SessionDetailOut {
  const total = people.length;
  const percent = (n: number) => (total ? Math.round((n * 10000) / total) / 100 : 0);
  const boxes = LEVELS.flatMap((performance) =>
    LEVELS.map((potential) => {
      const key = `${performance}_${potential}` as const;
      const ids = people.filter((p) => p.final.box === key).map((p) => p.form_id);
      return { key, count: ids.length, form_ids: ids };
    }),
  );
  const apart = people.filter((p) => p.final.box === null).map((p) => p.form_id);
  const grades = ([0, 1, 2, 3, 4, 5] as const).map((grade) => {
    const count = people.filter((p) => p.final.grade === grade).length;
    const managerCount = people.filter((p) => p.overall_grade === grade).length;
    const target = CURVE[grade];
    return {
      grade,
      count,
      percent: percent(count),
      manager_count: managerCount,
      manager_percent: percent(managerCount),
      target,
      deviation: Math.round((percent(count) - target) * 100) / 100,
    };
  });
  return {
    id: 12,
    name: 'Калибровка продаж',
    period: { id: SPRING.id, name: SPRING.name },
    department_ids: [SALES.id],
    target_curve: CURVE,
    status: 'open',
    participants_count: 1,
    created_by: { id: 7, full_name: 'Анна Смирнова' },
    created_at: '2026-03-01T09:00:00.000Z',
    locked_at: null,
    locked_by: null,
    version: 1,
    departments: [SALES],
    participants: [{ id: 3, full_name: 'Иван Петров', email: 'ivan@example.com' }],
    me: { is_admin: true, is_participant: false, can_edit: true },
    thresholds: thresholds(),
    people,
    boxes,
    no_potential: { count: apart.length, form_ids: apart },
    distribution: { total, grades },
    ...overrides,
  };
}
