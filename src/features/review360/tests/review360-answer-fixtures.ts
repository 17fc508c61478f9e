import { http, HttpResponse } from 'msw';
import type { DraftPut, QuestionOut, RequestDetailOut, RequestOut } from '../../../api/types.ts';
import { problem } from '../../../../tests/web/fixtures.ts';
import { server } from '../../../../tests/web/msw.ts';
import { PR } from '../../forms/tests/review-fixtures.ts';

/** A 360 request (id 5) on its answer page, as the reviewer's server holds it. */
export const R360 = `${PR}/review360`;
export const PAGE = '/c/1/performance-review/feedback-requests/5/';

export function question(id: number, kind: QuestionOut['kind'], extra: Partial<QuestionOut> = {}): QuestionOut {
  return { id, kind, value: null, value_name: null, value_description: null, text: '', order: id, ...extra };
}

export const QUESTIONS = [
  question(101, 'value', {
    value: 1,
    value_name: 'Клиентоориентированность',
    value_description: 'Решаем задачи клиента',
  }),
  question(102, 'value', { value: 2, value_name: 'Командная работа', value_description: 'Помогаем друг другу' }),
  question(103, 'continue'),
  question(104, 'change'),
];

export function brief(overrides: Partial<RequestOut> = {}): RequestOut {
  return {
    id: 5,
    period: 2,
    period_name: 'Весна 2025',
    subject: 21,
    subject_name: 'Ольга Кузнецова',
    subject_position: 'Ведущий аналитик',
    relationship: 'peer',
    status: 'open',
    deadline: '2025-04-15',
    closed: false,
    decline_reason: '',
    version: 3,
    ...overrides,
  };
}

export function detail(overrides: Partial<RequestDetailOut> = {}): RequestDetailOut {
  return {
    ...brief(),
    questions: QUESTIONS,
    answers: [{ question_id: 101, grade: 4, comment: 'Всегда на связи' }],
    ...overrides,
  };
}

/** Every graded question answered: the answer may be sent. */
export const GRADED = [
  { question_id: 101, grade: 4, comment: 'Всегда на связи' },
  { question_id: 102, grade: 3, comment: '' },
];

function isDraft(body: unknown): body is DraftPut {
  return (
    typeof body === 'object' &&
    body !== null &&
    'version' in body &&
    typeof body.version === 'number' &&
    'answers' in body &&
    Array.isArray(body.answers)
  );
}

/** The request as the server holds it (`state.current`), and the bodies of the writes sent to it. */
export function requestApi(initial: RequestDetailOut) {
  const state = { current: initial };
  const sent: DraftPut[] = [];
  server.use(
    http.get(`${R360}/requests/5/`, () => HttpResponse.json(state.current)),
    http.put(`${R360}/requests/5/draft/`, async ({ request }) => {
      const body: unknown = await request.json();
      if (!isDraft(body)) return problem(400, 'invalid');
      sent.push(body);
      if (body.version !== state.current.version) return problem(409, 'stale_version', undefined, { current: {} });
      state.current = { ...state.current, answers: body.answers, version: state.current.version + 1 };
      return HttpResponse.json(state.current);
    }),
  );
  return { state, sent };
}
