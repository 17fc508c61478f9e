import { http } from 'msw';
import type { FormDetailOut, ImproveOut, ResultOut, SummaryOut } from '../../../api/types.ts';
import { server } from '../../../../tests/web/msw.ts';
import { json, PR } from '../../forms/tests/review-fixtures.ts';

/** Form 7's page, where both of the assistant's entry points are. */
export const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';

export function serveForm(form: FormDetailOut) {
  server.use(http.get(`${PR}/assessment_forms/7/`, () => json(form)));
}

export const AI = `${PR}/ai`;
export const SUMMARY_URL = `${AI}/get_participant_form_summary/`;
export const IMPROVE_URL = `${AI}/improve_result/`;

/** The form's one result (id 41), as the form page and its writes answer. */
export function resultItem(overrides: Partial<ResultOut> = {}): ResultOut {
  return {
    id: 41,
    text: 'сделал отчёты быстрее',
    version: 4,
    created_at: '2025-03-02T09:00:00Z',
    updated_at: '2025-03-02T09:00:00Z',
    ...overrides,
  };
}

/** A summary of form 7 (review-fixtures' reviewerForm): one bullet per section, each citing the form. */
export function summaryAnswer(overrides: Partial<SummaryOut> = {}): SummaryOut {
  return {
    summary: [
      {
        section: 'strength',
        text: 'Доводит начатое до результата.',
        sources: [{ kind: 'value', id: 31, field: 'self_comment', quote: 'Довожу дела до конца' }],
      },
      {
        section: 'growth_area',
        text: 'Стоит чаще делиться планами с командой.',
        sources: [{ kind: 'result', id: 41, field: 'text', quote: 'сделал отчёты быстрее' }],
      },
    ],
    gaps: [
      {
        section: 'grade_gap',
        text: 'Самооценка и оценка руководителя по ценности «Ответственность» заметно расходятся: это стоит обсудить.',
        sources: [{ kind: 'value', id: 31, field: 'title', quote: 'Ответственность' }],
      },
    ],
    engine: 'offline',
    generated_at: '2025-04-02T11:30:00Z',
    dropped: 2,
    ...overrides,
  };
}

export function improveAnswer(overrides: Partial<ImproveOut> = {}): ImproveOut {
  return {
    suggestion: 'Ускорил подготовку отчётов.',
    changes: ['Начало с глагола действия'],
    hints: ['Добавьте, насколько быстрее стали отчёты'],
    lang: 'ru',
    engine: 'offline',
    ...overrides,
  };
}
