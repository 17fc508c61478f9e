import { DEFAULT_VISIBILITY, type TemplateSection } from '../../../../contract/templates.ts';

/** A new section's defaults: a questions section with one text question, answered by both. */
export function newSection(existing: TemplateSection[]): TemplateSection {
  let n = existing.length + 1;
  while (existing.some((s) => s.key === `section-${n}`)) n += 1;
  return {
    key: `section-${n}`,
    kind: 'questions',
    title: { ru: '', en: '' },
    answeredBy: 'both',
    visibility: DEFAULT_VISIBILITY,
    required: true,
    weight: 0,
    questions: [{ key: 'q1', type: 'text', text: { ru: '', en: '' }, required: true }],
  };
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** Fields that do not apply to a section's kind dropped, as the server expects. */
export function withKind(section: TemplateSection, kind: TemplateSection['kind']): TemplateSection {
  const base: TemplateSection = { ...section, kind, weight: 0 };
  delete base.scaleId;
  delete base.competencyIds;
  delete base.questions;
  if (kind === 'questions') return { ...base, questions: section.questions ?? [] };
  if (kind === 'competencies') return { ...base, competencyIds: section.competencyIds ?? [] };
  if (kind === 'results') return { ...base, answeredBy: 'employee' };
  if (kind === 'manager_summary' || kind === 'hipo') return { ...base, answeredBy: 'reviewer' };
  return base;
}
