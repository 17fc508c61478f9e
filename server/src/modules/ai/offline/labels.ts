import type { Lang } from '../../../../../contract/errors/index.ts';
import type { SourceField } from '../ai.schemas.ts';
import type { Author, SourceItem } from '../engine.ts';

/**
 * The few words the offline summary adds around a quote, in the reader's language: where the quote is from
 * (a value's or an agreement's name, "Результат", "Зоны роста") and who wrote it. Quotes stay as written.
 */
const TEXTS = {
  ru: {
    text: 'Результат',
    strengths: 'Сильные стороны',
    growth_areas: 'Зоны роста',
    recommendation: 'Рекомендация руководителя',
    final_comment: 'Итоговый комментарий',
    comment: 'Комментарий сотрудника',
    employee: 'самооценка',
    manager: 'руководитель',
    colleague: 'коллега',
    peer_feedback: 'Обратная связь коллеги',
    praise: 'Благодарность',
    open: '«',
    close: '»',
  },
  en: {
    text: 'Result',
    strengths: 'Strengths',
    growth_areas: 'Growth areas',
    recommendation: "Manager's recommendation",
    final_comment: 'Final comment',
    comment: "Employee's comment",
    employee: 'self-assessment',
    manager: 'manager',
    colleague: 'colleague',
    peer_feedback: "A colleague's feedback",
    praise: 'Praise',
    open: '“',
    close: '”',
  },
} satisfies Record<Lang, Record<string, string>>;

/** Fields whose own name says where the quote is from, without the item's title. */
const NAMED_FIELDS = ['text', 'strengths', 'growth_areas', 'recommendation', 'final_comment', 'comment'] as const;
type NamedField = (typeof NAMED_FIELDS)[number];
const isNamed = (field: SourceField): field is NamedField => (NAMED_FIELDS as readonly SourceField[]).includes(field);

/** Items named by their title: a check-in by its goal's, with who wrote it (the owner or their manager). */
const TITLED: readonly SourceItem['kind'][] = ['value', 'agreement', 'hipo', 'check_in', 'template_answer'];

/** "«Ответственность» (руководитель)", "Результат", "“Ownership” (self-assessment)". */
export function originLabel(item: SourceItem, field: SourceField, author: Author, lang: Lang): string {
  const t = TEXTS[lang];
  if (item.kind === 'peer_feedback') return t.peer_feedback;
  if (item.kind === 'praise')
    return item.title.trim() ? `${t.praise} ${t.open}${item.title.trim()}${t.close}` : t.praise;
  if (item.title.trim() !== '' && TITLED.includes(item.kind)) {
    return `${t.open}${item.title.trim()}${t.close} (${t[author]})`;
  }
  return isNamed(field) && !(item.kind === 'hipo' && field === 'comment') ? t[field] : t[author];
}

const MAX_SHOWN = 240;

/** A quote as a bullet shows it: a capital first letter, no trailing ";", cut at a word if it runs long. */
export function shown(quote: string): string {
  let text = quote.replace(/[;,:]+$/u, '').trim();
  text = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  if (text.length <= MAX_SHOWN) return text;
  const cut = text.slice(0, MAX_SHOWN);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_SHOWN / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:—–-]+$/u, '')}…`;
}
