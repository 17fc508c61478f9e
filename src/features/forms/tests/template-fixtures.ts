import { http } from 'msw';
import type { FormDetailOut as FormDetail } from '../../../api/types.ts';
import { server } from '../../../../tests/web/msw.ts';
import { json, PR } from './review-fixtures.ts';

/** A form on a company's own template: one questions section of a rating and a text, answered by both sides. */
export const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
export const ANSWERS = `${PR}/assessment_forms/items/answers/7/`;
export type Template = NonNullable<FormDetail['template']>;

const scale = {
  points: [1, 2, 3].map((value) => ({
    value,
    label: { ru: ['Ниже ожиданий', 'Соответствует', 'Выше ожиданий'][value - 1], en: `Level ${value}` },
  })),
  allow_not_applicable: false,
};

export function template(answers: Template['answers'] = []): Template {
  return {
    id: 3,
    version_id: 4,
    name: { ru: 'Инженерный', en: 'Engineering' },
    built_in: null,
    sections: [
      {
        key: 'q',
        kind: 'questions',
        title: { ru: 'Вопросы о полугодии', en: 'Questions' },
        description: null,
        answered_by: 'both',
        required: true,
        weight: 1,
        visibility: { reviewer_sees_employee_from: 'MANAGER', employee_sees_reviewer_from: 'FEEDBACK' },
        scale,
        questions: [
          {
            key: 'r1',
            type: 'rating',
            text: { ru: 'Качество работы', en: 'Quality' },
            required: true,
            options: [],
            scale,
          },
          {
            key: 't1',
            type: 'text',
            text: { ru: 'Что получилось', en: 'Wins' },
            required: true,
            options: [],
            scale: null,
          },
        ],
        competencies: [],
      },
    ],
    answers,
  };
}

export const side = (value: number | null, text = '') => ({ value, not_applicable: false, choice: null, text });

export function serveForm(form: FormDetail) {
  server.use(http.get(`${PR}/assessment_forms/7/`, () => json(form)));
}
