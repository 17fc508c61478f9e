import type { Lang } from '../../../../contract/errors/index.ts';
import { ownTemplateItems, type ExportItem, type Side } from '../exports/template-items.ts';
import type { FormDetailOut } from '../forms/forms.schemas.ts';
import type { GapBulletOut, SourceOut } from './ai.schemas.ts';
import { splitSentences } from './offline/sentences.ts';

/** Self and manager grades this far apart are worth a conversation. */
export const GRADE_GAP = 2;

type GapKind = 'value' | 'agreement' | 'item';

const words = {
  ru: {
    // The name is quoted after a noun ("по ценности «…»"), so it keeps its own form and needs no declension.
    gap: (kind: GapKind, name: string) =>
      `Самооценка и оценка руководителя по ${{ value: 'ценности', agreement: 'договорённости', item: 'пункту' }[kind]} «${name}» заметно расходятся: это стоит обсудить.`,
    missed: (title: string, due: string) => `Договорённость «${title}» не выполнена к сроку (${due}).`,
  },
  en: {
    gap: (kind: GapKind, name: string) =>
      `The self-assessment and the manager's view of the ${kind} "${name}" differ markedly: worth discussing.`,
    missed: (title: string, due: string) => `The agreement "${title}" was not met by its due date (${due}).`,
  },
} satisfies Record<Lang, unknown>;

type Graded = {
  id: number;
  self_grade: number | null;
  manager_grade: number | null;
  self_comment: string | null;
  manager_comment: string | null;
};

/** The texts behind a gap: the comments people wrote on the item, else the item's own name. */
function sourcesOf(kind: 'value' | 'agreement', item: Graded, title: string): SourceOut[] {
  const sources: SourceOut[] = [];
  for (const field of ['self_comment', 'manager_comment'] as const) {
    const quote = firstSentence(item[field] ?? '');
    if (quote) sources.push({ kind, id: item.id, field, quote });
  }
  return sources.length > 0 ? sources : [{ kind, id: item.id, field: 'title', quote: title }];
}

/**
 * The first sentence of a text, as written, for a short quote: cut by the summary's own sentence splitter
 * (which knows "т.е." and "1.5"), at most 240 characters.
 */
function firstSentence(text: string): string {
  const sentence = splitSentences(text).at(0)?.text ?? '';
  return sentence.length > 240 ? sentence.slice(0, 240).trimEnd() : sentence;
}

const apart = (i: Graded) =>
  i.self_grade !== null && i.manager_grade !== null && Math.abs(i.self_grade - i.manager_grade) >= GRADE_GAP;

/**
 * What to discuss, from the data the caller sees, not from an engine: grades of the same item that are two or
 * more apart (only once both are visible to the caller) and agreements past their due date that are not done.
 * The text names the item, never the grades.
 */
export function gapsOf(form: FormDetailOut, lang: Lang, today: string): GapBulletOut[] {
  const t = words[lang];
  const gaps: GapBulletOut[] = [];
  for (const v of form.values) {
    if (apart(v))
      gaps.push({ section: 'grade_gap', text: t.gap('value', v.name), sources: sourcesOf('value', v, v.name) });
  }
  for (const a of form.agreements) {
    if (apart(a))
      gaps.push({
        section: 'grade_gap',
        text: t.gap('agreement', a.title),
        sources: sourcesOf('agreement', a, a.title),
      });
  }
  gaps.push(...templateGaps(form, lang));
  for (const a of form.agreements) {
    const open = a.status === 'new' || a.status === 'in_progress';
    if (open && a.due_date !== null && a.due_date < today) {
      gaps.push({
        section: 'missed_agreement',
        text: t.missed(a.title, dateIn(a.due_date, lang)),
        sources: [{ kind: 'agreement', id: a.id, field: 'title', quote: a.title }],
      });
    }
  }
  return gaps;
}

/** How far apart two points of a scale are, put on the 0..5 the built-in grades use (analytics' rule). */
function apartOnScale(item: ExportItem, self: Side | null, reviewer: Side | null): boolean {
  const points = (item.scale?.points ?? []).map((p) => p.value);
  if (!self || !reviewer || self.value === null || reviewer.value === null || points.length < 2) return false;
  const span = Math.max(...points) - Math.min(...points);
  return (Math.abs(self.value - reviewer.value) / span) * 5 >= GRADE_GAP;
}

/**
 * On a company's own template: the ratings (questions and competencies) both sides gave, as far apart as two points
 * of the 0..5 scale once put on it, named by their section and item; sourced by what either side wrote on it, else
 * by the item's name.
 */
function templateGaps(form: FormDetailOut, lang: Lang): GapBulletOut[] {
  return ownTemplateItems(form.template).flatMap(({ section, item, answer, self, reviewer }) => {
    if (!answer || item.type !== 'rating' || !apartOnScale(item, self, reviewer)) return [];
    const title = `${section.title[lang]}: ${item.title[lang]}`;
    const sources: SourceOut[] = [];
    for (const [field, side] of [
      ['self_comment', self],
      ['manager_comment', reviewer],
    ] as const) {
      const quote = firstSentence(side?.text ?? '');
      if (quote) sources.push({ kind: 'template_answer', id: answer.id, field, quote });
    }
    if (!sources.length) sources.push({ kind: 'template_answer', id: answer.id, field: 'title', quote: title });
    return [{ section: 'grade_gap' as const, text: words[lang].gap('item', title), sources }];
  });
}

function dateIn(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
