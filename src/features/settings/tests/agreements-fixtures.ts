import { http, HttpResponse } from 'msw';
import type { AgreementHistoryOut, AgreementOut, ManagedPersonOut, PeriodOut } from '../../../api/types.ts';
import { API, page, problem } from '../../../../tests/web/fixtures.ts';

export const C = `${API}/companies/companies/1`;
export const AGREEMENTS = `${C}/performance_review/agreements/`;
export const PERIODS = `${C}/performance_review/assessment_periods/`;
export const PEOPLE = `${C}/structure/managed_employee_in_positions/`;
export const historyUrl = (id: number) => `${C}/performance_review/assessment_forms/items/agreements/${id}/history/`;

export function agreement(overrides: Partial<AgreementOut> = {}): AgreementOut {
  return {
    id: 5,
    employee: 21,
    employee_name: 'Сергей Петров',
    period: 2,
    period_name: 'Оценка за второе полугодие',
    title: 'Выступить на митапе',
    description: 'Доклад о нашем опыте с Kubernetes',
    due_date: '2025-04-30',
    status: 'in_progress',
    created_by: 7,
    version: 3,
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-02-01T12:30:00Z',
    can_edit: true,
    ...overrides,
  };
}

export function period(overrides: Partial<PeriodOut> = {}): PeriodOut {
  return {
    id: 2,
    name: 'Оценка за второе полугодие',
    start_date: '2025-07-01',
    self_deadline: '2025-11-01',
    manager_deadline: '2025-11-20',
    feedback_deadline: '2025-12-10',
    end_date: '2025-12-31',
    status: 'active',
    form_type: 'STND',
    reminder_days: [3, 1],
    overdue_every_days: 2,
    overdue_max_times: 3,
    escalate_after_days: 3,
    self_deadline_action: 'none',
    template_id: null,
    template_rules: [],
    forms_count: 0,
    open_forms_count: 0,
    agreements_count: 0,
    version: 1,
    created_at: '2025-06-01T09:00:00Z',
    updated_at: '2025-06-01T09:00:00Z',
    ...overrides,
  };
}

export const PERIOD_ROWS = [
  period(),
  period({
    id: 1,
    name: 'Оценка за первое полугодие',
    status: 'closed',
    start_date: '2025-01-01',
    self_deadline: '2025-05-01',
    manager_deadline: '2025-05-20',
    feedback_deadline: '2025-06-10',
    end_date: '2025-06-30',
  }),
];

export function person(overrides: Partial<ManagedPersonOut> = {}): ManagedPersonOut {
  return {
    id: 21,
    user_id: 121,
    email: 'sergey@example.com',
    first_name: 'Сергей',
    last_name: 'Петров',
    full_name: 'Сергей Петров',
    position: 'Разработчик',
    department_id: 3,
    department_name: 'Разработка',
    manager_id: 11,
    manager_name: 'Дмитрий Иванов',
    job_family_id: null,
    job_level: null,
    is_active: true,
    role: 'EMPLOYEE',
    is_admin: false,
    version: 1,
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-01-10T09:00:00Z',
    ...overrides,
  };
}

export const PEOPLE_ROWS = [person(), person({ id: 22, full_name: 'Анна Смирнова', position: 'Аналитик' })];

/** The reads every agreements screen makes: the list, one record, periods, people and the history. */
export function readHandlers({ rows = [agreement()], history = [] as AgreementHistoryOut[] } = {}) {
  return [
    http.get(AGREEMENTS, () => HttpResponse.json(page(rows))),
    http.get(`${AGREEMENTS}:id/`, ({ params }) => {
      const found = rows.find((row) => String(row.id) === params.id);
      return found ? HttpResponse.json(found) : problem(404, 'not_found');
    }),
    http.get(PERIODS, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids');
      const wanted = ids ? ids.split(',') : null;
      return HttpResponse.json(page(PERIOD_ROWS.filter((row) => !wanted || wanted.includes(String(row.id)))));
    }),
    http.get(`${PERIODS}:id/`, ({ params }) => {
      const found = PERIOD_ROWS.find((row) => String(row.id) === params.id);
      return found ? HttpResponse.json(found) : problem(404, 'not_found');
    }),
    http.get(PEOPLE, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return HttpResponse.json(page(PEOPLE_ROWS.filter((row) => row.full_name.toLowerCase().includes(search))));
    }),
    http.get(`${C}/performance_review/assessment_forms/items/agreements/:id/history/`, () =>
      HttpResponse.json(page(history)),
    ),
  ];
}
