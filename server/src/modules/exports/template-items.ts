import type { Lang } from '../../../../contract/errors/index.ts';
import type { LocalizedText } from '../../../../contract/templates.ts';
import type { AnswerOut, FormTemplateOut, SectionOut } from '../forms/template.schemas.ts';
import type { ExportTexts } from './texts.ts';

/**
 * The answered items of a template section as the files show them: a question, or a competency rated on the
 * section's scale (with the behaviours expected at the person's level). Built from the form view's section
 * (forms/template.ts), so a file names and reads items exactly as the form page does.
 */
type Scale = SectionOut['scale'];
export type ExportItem = {
  key: string;
  type: 'rating' | 'text' | 'choice' | 'yes_no';
  title: LocalizedText;
  behaviours: LocalizedText | null;
  scale: Scale;
  options: { key: string; label: LocalizedText }[];
};
export type Side = NonNullable<AnswerOut['self']>;

export function exportItems(section: SectionOut): ExportItem[] {
  if (section.kind === 'competencies')
    return section.competencies.map((c) => ({
      key: c.key,
      type: 'rating',
      title: c.name,
      behaviours: c.behaviours,
      scale: section.scale,
      options: [],
    }));
  if (section.kind !== 'questions') return [];
  return section.questions.map((q) => ({
    key: q.key,
    type: q.type,
    title: q.text,
    behaviours: null,
    scale: q.scale,
    options: q.options,
  }));
}

/** Which sides answer a section: the employee's (self), the reviewer's, or both. */
export function sidesOf(section: SectionOut): ('self' | 'reviewer')[] {
  if (section.answered_by === 'employee') return ['self'];
  if (section.answered_by === 'reviewer') return ['reviewer'];
  return ['self', 'reviewer'];
}

/** An answer's key in a form's answers by item. */
export const answerKey = (sectionKey: string, itemKey: string) => `${sectionKey}\u0000${itemKey}`;

/** The answers of a form's view by section and item. */
export function answersByItem(answers: AnswerOut[]): Map<string, AnswerOut> {
  return new Map(answers.map((a) => [answerKey(a.section_key, a.item_key), a]));
}

export function sideOf(
  answers: Map<string, AnswerOut>,
  section: SectionOut,
  item: ExportItem,
  side: 'self' | 'reviewer',
): Side | null {
  return answers.get(answerKey(section.key, item.key))?.[side] ?? null;
}

/**
 * One side's answer in words: a rating as "3 — Соответствует ожиданиям" (`withLabel`) or its value alone, N/A, a
 * choice's label, yes or no, a text; null when that side gave none (or the reader may not see it).
 */
export function answerWords(
  item: ExportItem,
  side: Side | null,
  t: ExportTexts,
  lang: Lang,
  withLabel = true,
): string | number | null {
  if (!side) return null;
  if (item.type === 'text') return side.text.trim() === '' ? null : side.text;
  if (item.type === 'rating') {
    if (side.not_applicable) return t.template.notApplicable;
    if (side.value === null) return null;
    const point = item.scale?.points.find((p) => p.value === side.value);
    return withLabel && point ? `${String(side.value)} — ${point.label[lang]}` : side.value;
  }
  if (side.choice === null) return null;
  // A yes/no question's options are the yes/no pair the form's view gives it (contract YES_NO_OPTIONS).
  return item.options.find((o) => o.key === side.choice)?.label[lang] ?? side.choice;
}

/** A side's answer with the text written beside a rating or a choice, on its own line (the review PDF). */
export function answerWithText(item: ExportItem, side: Side | null, t: ExportTexts, lang: Lang): string | null {
  const words = answerWords(item, side, t, lang);
  const note = item.type !== 'text' ? (side?.text.trim() ?? '') : '';
  if (!note) return words === null ? null : String(words);
  return words === null ? note : `${String(words)}\n${note}`;
}

/**
 * Each item of a form's own template (none for a built-in one) with its answer row, when it has one, and each side
 * as the form's view shows it to the reader: what the AI summary reads and cites.
 */
export function ownTemplateItems(template: FormTemplateOut | null | undefined): {
  section: SectionOut;
  item: ExportItem;
  answer: AnswerOut | undefined;
  self: Side | null;
  reviewer: Side | null;
}[] {
  if (!template || template.built_in !== null) return [];
  const answers = answersByItem(template.answers);
  return template.sections.flatMap((section) =>
    exportItems(section).map((item) => ({
      section,
      item,
      answer: answers.get(answerKey(section.key, item.key)),
      self: sideOf(answers, section, item, 'self'),
      reviewer: sideOf(answers, section, item, 'reviewer'),
    })),
  );
}
