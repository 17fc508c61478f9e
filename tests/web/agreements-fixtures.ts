import { http, HttpResponse } from 'msw';
import type { Agreement, AgreementHistoryEntry, PersonOption } from '../../src/resources/agreements/types.ts';
import { API, page } from './fixtures.ts';

export const C = `${API}/companies/companies/1`;
export const AGREEMENTS = `${C}/performance_review/agreements/`;
export const PERIODS = `${C}/performance_review/assessment_periods/`;
export const PEOPLE = `${C}/structure/managed_employee_in_positions/`;
export const historyUrl = (id: number) => `${C}/performance_review/assessment_forms/items/agreements/${id}/history/`;

export function agreement(overrides: Partial<Agreement> = {}): Agreement {
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

export const PERIOD_ROWS = [
  { id: 2, name: 'Оценка за второе полугодие', status: 'active', start_date: '2025-07-01', end_date: '2025-12-31' },
  { id: 1, name: 'Оценка за первое полугодие', status: 'closed', start_date: '2025-01-01', end_date: '2025-06-30' },
];

export function person(overrides: Partial<PersonOption> = {}): PersonOption {
  return {
    id: 21,
    full_name: 'Сергей Петров',
    position: 'Разработчик',
    department_name: 'Разработка',
    is_active: true,
    ...overrides,
  };
}

export const PEOPLE_ROWS = [person(), person({ id: 22, full_name: 'Анна Смирнова', position: 'Аналитик' })];

/** The reads every agreements screen makes: the list, one record, periods, people and the history. */
export function readHandlers({ rows = [agreement()], history = [] as AgreementHistoryEntry[] } = {}) {
  return [
    http.get(AGREEMENTS, () => HttpResponse.json(page(rows))),
    http.get(`${AGREEMENTS}:id/`, ({ params }) => {
      const found = rows.find((row) => String(row.id) === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
    }),
    http.get(PERIODS, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids');
      const wanted = ids ? ids.split(',') : null;
      return HttpResponse.json(page(PERIOD_ROWS.filter((row) => !wanted || wanted.includes(String(row.id)))));
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
