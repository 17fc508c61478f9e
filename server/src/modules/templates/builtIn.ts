import {
  DEFAULT_VISIBILITY,
  type BuiltInTemplate,
  type LocalizedText,
  type ScalePoint,
  type TemplateSection,
} from '../../../../contract/templates.ts';

/**
 * The spec's two forms as templates: SMPL (values, results, the reviewer's summary) and STND (with agreements and
 * high-potential skills). Every company has both, made by the database (migration 0022_templates: a trigger on new
 * companies) from this very content, which a server test compares.
 */
export const BUILT_IN_NAMES: Record<BuiltInTemplate, LocalizedText> = {
  SMPL: { ru: 'Упрощённая анкета', en: 'Simple form' },
  STND: { ru: 'Стандартная анкета', en: 'Standard form' },
};

/** The spec's Value0..Value5. */
export const BUILT_IN_SCALE: { name: LocalizedText; points: ScalePoint[] } = {
  name: { ru: 'Шкала 0–5', en: 'Scale 0–5' },
  points: [
    { value: 0, label: { ru: 'Нет оценки', en: 'Not graded' } },
    { value: 1, label: { ru: 'Значительно ниже ожиданий', en: 'Far below expectations' } },
    { value: 2, label: { ru: 'Ниже ожиданий', en: 'Below expectations' } },
    { value: 3, label: { ru: 'Соответствует ожиданиям', en: 'Meets expectations' } },
    { value: 4, label: { ru: 'Выше ожиданий', en: 'Above expectations' } },
    { value: 5, label: { ru: 'Значительно выше ожиданий', en: 'Far above expectations' } },
  ],
};

const section = (
  key: string,
  kind: TemplateSection['kind'],
  title: LocalizedText,
  answeredBy: TemplateSection['answeredBy'],
  weight: number,
): TemplateSection => ({ key, kind, title, answeredBy, visibility: DEFAULT_VISIBILITY, required: true, weight });

const values = (weight: number) =>
  section('values', 'values', { ru: 'Ценности компании', en: 'Company values' }, 'both', weight);
const results = section('results', 'results', { ru: 'Результаты', en: 'Results' }, 'employee', 0);
const summary = section(
  'summary',
  'manager_summary',
  { ru: 'Итог руководителя', en: 'Manager summary' },
  'reviewer',
  0,
);

export const BUILT_IN_SECTIONS: Record<BuiltInTemplate, TemplateSection[]> = {
  SMPL: [values(100), results, summary],
  STND: [
    values(50),
    section('agreements', 'agreements', { ru: 'Договорённости', en: 'Agreements' }, 'both', 50),
    section('hipo', 'hipo', { ru: 'Навыки высокого потенциала', en: 'High-potential skills' }, 'reviewer', 0),
    results,
    summary,
  ],
};
