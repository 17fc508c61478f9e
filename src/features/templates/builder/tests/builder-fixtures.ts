import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_VISIBILITY, type TemplateSection } from '../../../../../contract/templates.ts';
import { company, fieldErrors, sessionHandlers, user } from '../../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../../tests/web/harness.tsx';

/** The builder's web tests: a template of the company, its scales, and the API the builder calls. */
export const R = '/api/companies/companies/1/performance_review/';
export const T = `${R}templates/5/`;
const scale = (id: number, name: string, values: number[], builtIn = false) => ({
  id,
  name: { ru: name, en: name.replace('Шкала', 'Scale').replace('Оценки', 'Grades') },
  points: values.map((value) => ({ value, label: { ru: `Балл ${String(value)}`, en: `Point ${String(value)}` } })),
  allow_not_applicable: false,
  built_in: builtIn,
  templates_count: 1,
  version: 1,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
});
/** The company's scales: the built-in one first, then its own 1–4. */
export const SCALES = {
  count: 2,
  results: [scale(1, 'Оценки 0–5', [0, 1, 2, 3, 4, 5], true), scale(2, 'Шкала 1–4', [1, 2, 3, 4])],
};

export const section = (key: string, ru: string, extra: Partial<TemplateSection> = {}): TemplateSection => ({
  key,
  kind: 'values',
  title: { ru, en: key },
  answeredBy: 'both',
  visibility: DEFAULT_VISIBILITY,
  required: true,
  weight: 0,
  ...extra,
});
export const SECTIONS = [
  section('values', 'Ценности', { weight: 100 }),
  section('results', 'Результаты', { kind: 'results', answeredBy: 'employee' }),
  section('summary', 'Итог', { kind: 'manager_summary', answeredBy: 'reviewer' }),
];
export const template = (sections: TemplateSection[] = SECTIONS, version = 1) => ({
  id: 5,
  name: { ru: 'Инженерный', en: 'Engineering' },
  built_in: null,
  is_archived: false,
  version,
  current_version: { id: 9, number: 1, frozen: false },
  updated_at: '2026-11-01T10:00:00Z',
  sections,
});

export function handlers(saved: TemplateSection[][], refuse = false, sections: TemplateSection[] = SECTIONS) {
  return [
    ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: true })]),
    http.get(T, () => HttpResponse.json(template(sections))),
    http.get(`${R}rating_scales/`, () => HttpResponse.json(SCALES)),
    http.get(`${R}competencies/`, () => HttpResponse.json({ count: 0, results: [] })),
    http.put(`${T}sections/`, async ({ request }) => {
      const body = (await request.json()) as { sections: TemplateSection[] };
      saved.push(body.sections);
      if (refuse)
        return fieldErrors({
          'sections.1.questions': [{ code: 'template_questions_required' }],
          sections: [{ code: 'template_weights_sum', params: { sum: 80 } }],
        });
      return HttpResponse.json(template(body.sections, 2));
    }),
  ];
}

export const QUESTIONS = section('questions', 'Вопросы', {
  kind: 'questions',
  questions: [{ key: 'q1', type: 'rating', text: { ru: 'Как прошёл год', en: 'The year' }, required: true }],
});

export async function openBuilder() {
  renderApp('/c/1/settings/templates/5/');
  return screen.findByRole('list', { name: 'Разделы' });
}
