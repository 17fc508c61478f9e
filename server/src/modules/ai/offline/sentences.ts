/**
 * Sentences of what a person wrote, each an exact slice of the text, so a bullet can quote it as is.
 * Reviews are written fast: lists with dashes or numbers, line breaks instead of full stops, "т.е.", "т. д.",
 * "в 2024 г.", "1.5 раза", clauses joined by ";". A sentence ends at a line break, at ";", and at ".", "!",
 * "?" or "…" followed by a space and a capital letter, unless the word before is an abbreviation.
 */

export type Sentence = { text: string; start: number };

/** Abbreviations that never end a sentence: "т.е. быстрее", "см. выше", "e.g. Jira", "И. Петров". */
const NEVER_ENDS = new Set(
  (
    'т.е т.к т.н т.ч напр см ср им ул тел e.g i.e vs mr mrs ms dr no st approx ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec'
  ).split(' '),
);
/** Abbreviations that end a sentence when a capital letter follows: "4.2 млн руб. Подготовила", "etc. Then". */
const MAY_END = new Set('т.д т.п др пр г гг руб тыс млн млрд коп шт мин сек ок прим вкл искл англ etc'.split(' '));

const LIST_MARKER = /^(?:[-–—•*·▪]|\d{1,2}[.)]|[a-zа-я]\))\s+/iu;
const INLINE_NUMBER = /\s(?=\d{1,2}\)\s)/gu;

/** The word before a full stop: "т.д" for "и т. д.", else the last word ("руб" in "тыс. руб."). */
function abbreviationBefore(text: string, dot: number): string {
  const m = /([\p{L}]+(?:\.\s?[\p{L}]+)*)$/u.exec(text.slice(0, dot));
  if (!m) return '';
  const joined = m[1].replace(/\s/g, '').toLowerCase();
  return NEVER_ENDS.has(joined) || MAY_END.has(joined) ? joined : (joined.split('.').pop() ?? '');
}

/** Where a full stop (or "!", "?", "…") at `i` ends the sentence: the index after the run, else -1. */
function endAt(text: string, i: number, loose: boolean): number {
  let j = i;
  while (j < text.length && '.!?…'.includes(text[j])) j += 1;
  if (j < text.length && !/\s/u.test(text[j])) return -1;
  let k = j;
  while (k < text.length && /\s/u.test(text[k])) k += 1;
  if (k >= text.length) return j;
  const next = text[k];
  const capital = /\p{Lu}/u.test(next) || '«"“(—–'.includes(next);
  if (!capital && !/\d/u.test(next) && !(loose && /\p{Ll}/u.test(next))) return -1;
  if (text[i] !== '.' || j - i > 1) return j;
  const word = abbreviationBefore(text, i);
  if (NEVER_ENDS.has(word) || (word.length === 1 && /\p{L}/u.test(word))) return -1;
  if (MAY_END.has(word)) return capital ? j : -1;
  return j;
}

/** Cuts a line into pieces at sentence ends, ";" and inline "2) " numbering; offsets stay the text's. */
function cutLine(line: string, offset: number, out: Sentence[], loose: boolean): void {
  const cuts: { from: number; to: number }[] = [];
  let from = 0;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (ch === ';') {
      cuts.push({ from, to: i });
      from = i + 1;
    } else if ('.!?…'.includes(ch)) {
      const end = endAt(line, i, loose);
      if (end > 0) {
        cuts.push({ from, to: end });
        from = end;
        i = end - 1;
      } else {
        while (i + 1 < line.length && '.!?…'.includes(line[i + 1])) i += 1;
      }
    }
  }
  cuts.push({ from, to: line.length });
  for (const cut of cuts) {
    const piece = line.slice(cut.from, cut.to);
    let start = 0;
    for (const m of piece.matchAll(INLINE_NUMBER)) {
      push(piece.slice(start, m.index), offset + cut.from + start, out);
      start = m.index;
    }
    push(piece.slice(start), offset + cut.from + start, out);
  }
}

function push(raw: string, offset: number, out: Sentence[]): void {
  let start = raw.length - raw.trimStart().length;
  let text = raw.trim();
  const marker = LIST_MARKER.exec(text);
  if (marker) {
    start += marker[0].length;
    text = text.slice(marker[0].length).trim();
  }
  if (text.length > 0) out.push({ text, start: offset + start });
}

/**
 * `loose`: a full stop ends a sentence even before a small letter ("сделал. потом"), for fixing capitals; the
 * summary reads only the strict split, where "т.е. быстрее" and "1.5 раза" never look like two sentences.
 */
export function splitSentences(text: string, loose = false): Sentence[] {
  const out: Sentence[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    cutLine(line.replace(/\r$/, ''), offset, out, loose);
    offset += line.length + 1;
  }
  return out;
}
