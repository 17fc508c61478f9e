import type { SourceOut, SummaryBulletOut } from './ai.schemas.ts';
import type { DraftBullet, SourceItem } from './engine.ts';

/**
 * The server's check of what an engine writes, whichever engine it is: a bullet survives only if every source
 * it cites is a text the caller can read on this form and its quote is copied from that text exactly, and
 * only if it does not grade, rate or label the person. A model may be wrong or manipulated by the form's own
 * text; nothing it says reaches a reader unchecked.
 */

/** A quote shorter than this proves little ("и", "задачи"), unless it is the whole text it cites. */
export const MIN_QUOTE = 12;
const MAX_BULLET = 600;

/**
 * Claims the assistant must never make: a grade or score (a number next to a grade word, "5 из 5", "4/5"),
 * a rating or ranking, a hipo verdict, a promotion, pay or dismissal call. Russian stems cover the cases.
 */
const GRADE_LIKE: RegExp[] = [
  /(оцен|балл|грейд|рейтинг|grade|score|rating|rated)\S*\s*(—|-|:|=|на|в|of)?\s*\d/iu,
  /\b[0-5](?:[.,]\d)?\s*(из|\/|out of)\s*5(?![\d\s]*\p{L})/iu,
  /\d\s*(балл|звезд|stars?\b)/iu,
  /\b(value|level)\s*[0-5]\b/iu,
  /рейтинг|ранжир|\brank(ed|ing)?\b|\brating\b|\brate (him|her|them|me)\b/iu,
  /(высок|низк)\S*\s+потенциал|\bhipo\b|hi-po|high[- ]potential|low[- ]potential/iu,
  /(заслуживает|достоин|стоит|следует|рекоменду\S*)\s+(\S+\s+){0,3}(повышени|продвижени|преми|бонус|увольнени|понижени|оценк)/iu,
  /\b(deserves?|should (be|get)|recommend(ed)?)\s+(\S+\s+){0,3}(promot|rais|bonus|fir|demot|grade|rating)/iu,
  /\b(promote|fire|dismiss|demote)\b|уволить|повысить в должности|понизить в должности/iu,
  /(лучш|худш|слаб|сильн)\S*\s+(сотрудник|работник|специалист)|\b(top|best|worst|low|under)[- ]?performer/iu,
  /(отличн|хорош|удовлетворительн|неудовлетворительн|плох)\S*\s+оценк|оценк\S*\s+(отличн|хорош|удовлетворительн|неудовлетворительн|плох)/iu,
];

export function isGradeLike(text: string): boolean {
  return GRADE_LIKE.some((re) => re.test(text));
}

const keyOf = (s: { kind: string; id: number; field: string }) => `${s.kind}:${s.id}:${s.field}`;

/**
 * Every text of the input by kind, id and field (a feedback id alone is ambiguous: the manager's feedback, the
 * overall grade's comment and the employee's answer are rows of different tables, told apart by the field).
 */
export function textIndex(items: SourceItem[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const item of items) {
    for (const t of item.texts) index.set(keyOf({ kind: item.kind, id: item.id, field: t.field }), t.text);
  }
  return index;
}

function quoteHolds(source: SourceOut, index: Map<string, string>): boolean {
  const text = source.field === 'title' ? undefined : index.get(keyOf(source));
  if (text === undefined) return false;
  const quote = source.quote.trim();
  if (quote.length === 0 || !text.includes(quote)) return false;
  return quote.length >= MIN_QUOTE || quote === text.trim();
}

export type Checked = { kept: SummaryBulletOut[]; dropped: number };

/** The bullets that check out, each with its sources deduplicated; the rest counted as dropped. */
export function checkBullets(drafts: DraftBullet[], items: SourceItem[]): Checked {
  const index = textIndex(items);
  const kept: SummaryBulletOut[] = [];
  for (const draft of drafts) {
    const text = draft.text.trim();
    const sources = draft.sources.map((s) => ({ ...s, quote: s.quote.trim() }));
    const ok =
      text.length > 0 &&
      text.length <= MAX_BULLET &&
      sources.length > 0 &&
      sources.every((s) => quoteHolds(s, index)) &&
      !isGradeLike(text) &&
      !sources.some((s) => isGradeLike(s.quote));
    if (ok) kept.push({ section: draft.section, text, sources: uniqueSources(sources) });
  }
  return { kept, dropped: drafts.length - kept.length };
}

function uniqueSources(sources: SourceOut[]): SourceOut[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = `${s.kind}:${s.id}:${s.field}:${s.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every number written in a text (digits, with a decimal part), for the improver's "no invented numbers" rule. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)?/gu)].map((m) => m[0].replace(',', '.'));
}

/** True when the suggestion uses only numbers the original text has. */
export function addsNoNumbers(original: string, suggestion: string): boolean {
  const known = new Set(numbersIn(original));
  return numbersIn(suggestion).every((n) => known.has(n));
}
