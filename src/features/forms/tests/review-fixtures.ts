import { http, HttpResponse } from 'msw';
import type { FormDetailOut, FormListRowOut, ManagerGradesUpdateOut, ValueItemOut } from '../../../api/types.ts';
import { API } from '../../../../tests/web/fixtures.ts';

export const PR = `${API}/companies/companies/1/performance_review`;
export const STRUCTURE = `${API}/companies/companies/1/structure`;

/** The form's one value item (id 31), as the form page and every write of it answer. */
export function valueItem(overrides: Partial<ValueItemOut> = {}): ValueItemOut {
  return {
    id: 31,
    value_id: 1,
    name: 'Ответственность',
    description: '',
    version: 3,
    self_grade: null,
    self_comment: '',
    manager_grade: null,
    manager_comment: null,
    ...overrides,
  };
}

/** The answer of manager_grades_update: the grades, with the value items the call changed. */
export function managerGradesUpdate(overrides: Partial<ManagerGradesUpdateOut> = {}): ManagerGradesUpdateOut {
  return { id: 12, version: 2, overall_grade: null, final_comment: '', values: [], ...overrides };
}

export function reviewForm(overrides: Partial<FormDetailOut> = {}): FormDetailOut {
  return {
    id: 7,
    type: 'STND',
    stage: 'SELF',
    version: 1,
    created_at: '2025-03-01T09:00:00Z',
    updated_at: '2025-03-01T09:00:00Z',
    submitted_at: null,
    completed_at: null,
    period: {
      id: 2,
      name: 'Весна 2025',
      status: 'active',
      self_deadline: '2025-03-20',
      manager_deadline: '2025-04-15',
      feedback_deadline: '2025-05-10',
      end_date: '2025-05-31',
    },
    employee: { id: 5, full_name: 'Анна Смирнова', position: 'Разработчик', department: 'Разработка' },
    reviewer: { id: 4, full_name: 'Дмитрий Иванов' },
    me: { is_employee: true, is_reviewer: false, is_admin: false, read_only: false },
    values: [valueItem()],
    agreements: [],
    hipo: [],
    results: [],
    manager_grades: null,
    manager_feedback: null,
    participant_feedback: { id: 9, version: 1, agreement: null, comment: '', feedback_to_manager: '' },
    progress: { self: { done: 0, total: 1 }, manager: { done: 0, total: 2 } },
    transitions: [],
    delegations: [],
    available_transitions: [{ stage: 'MANAGER', reason_required: false, missing: [] }],
    ...overrides,
  };
}

/** The same form as its reviewer sees it at the MANAGER stage. */
export function reviewerForm(overrides: Partial<FormDetailOut> = {}): FormDetailOut {
  return reviewForm({
    stage: 'MANAGER',
    me: { is_employee: false, is_reviewer: true, is_admin: false, read_only: false },
    values: [valueItem({ version: 6, self_grade: 4, self_comment: 'Довожу дела до конца', manager_comment: '' })],
    manager_grades: { id: 12, version: 2, overall_grade: null, final_comment: '' },
    manager_feedback: { id: 13, version: 1, strengths: '', growth_areas: '', recommendation: '' },
    participant_feedback: null,
    available_transitions: [
      { stage: 'SELF', reason_required: true, missing: [] },
      {
        stage: 'FEEDBACK',
        reason_required: false,
        missing: [{ code: 'no_overall_grade', count: 1 }],
      },
    ],
    ...overrides,
  });
}

export function formRow(overrides: Partial<FormListRowOut> = {}): FormListRowOut {
  return {
    id: 21,
    type: 'STND',
    stage: 'SELF',
    version: 1,
    updated_at: '2025-03-01T09:00:00Z',
    submitted_at: null,
    period: { id: 2, name: 'Весна 2025', status: 'active' },
    employee: { id: 5, full_name: 'Анна Смирнова', position: 'Разработчик', is_active: true },
    department: { id: 3, name: 'Разработка' },
    reviewer: { id: 11, full_name: 'Дмитрий Иванов' },
    deadlines: { self: '2025-03-20', manager: '2025-04-15', feedback: '2025-05-10' },
    progress: { self: { done: null, total: 5 }, manager: { done: 0, total: 6 } },
    ...overrides,
  };
}

export function pageOf<T>(
  results: T[],
  count = results.length,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  return { count, next: null, previous: null, results };
}

export type Sent = { method: string; url: URL; body: unknown };

/** Records every write the screen sends, answering it with `answer(body)`. */
export function recordWrites(
  sent: Sent[],
  method: 'patch' | 'post',
  url: string,
  answer: (body: unknown) => Response | Promise<Response>,
) {
  return http[method](url, async ({ request }) => {
    const body: unknown = await request.json();
    sent.push({ method: request.method, url: new URL(request.url), body });
    return answer(body);
  });
}

export function json(body: Parameters<typeof HttpResponse.json>[0], status = 200): Response {
  return HttpResponse.json(body, { status });
}
