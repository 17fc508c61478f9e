import type { Lang } from '../../../../../contract/errors/index.ts';
import { splitSentences } from './sentences.ts';
import { wordsOf } from './words.ts';

/**
 * The steps of the offline rewrite. Each one only moves, drops or re-cases what the person wrote: no step can
 * bring in a fact, a number, a name or a date. Each returns the text and what it did, or the text unchanged.
 */

export type Step = { text: string; did: string[] };

const LETTER = '\\p{L}\\p{N}';

/** Spaces and punctuation: one space between words, none before ",.;:!?", one after ",;:" before a word. */
export function tidySpacing(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/g, ' ')
        .replace(/ ([,.;:!?)»])/g, '$1')
        .replace(/([(«]) /g, '$1')
        .replace(/([,;:])(?=\p{L})/gu, '$1 ')
        .replace(/(\p{Ll}{2})\.(?=\p{Lu}\p{Ll})/gu, '$1. ')
        .replace(/(\p{Script=Cyrillic}{3})\.(?=\p{Script=Cyrillic}{3})/gu, '$1. ')
        .replace(/([!?])\1+/g, '$1')
        .replace(/,{2,}/g, ',')
        .replace(/(?<!\.)\.\.(?!\.)/g, '.')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type Filler = { word: string; keep?: (before: string, after: string) => boolean };

const afterNot = (before: string) => /(?<![\p{L}])(?:не|not)\s*$/iu.test(before);
/** "достаточно быстро", "достаточно сложный": a modifier; "достаточно данных": a quantity, kept. */
const modifiesWord = (after: string) => /^\s*\p{L}+(?:о|ый|ий|ой|ая|яя|ое|ее|ые|ие)(?![\p{L}])/iu.test(after);

const FILLERS: Record<Lang, Filler[]> = {
  ru: [
    { word: 'в принципе' },
    { word: 'как бы', keep: (_b, a) => /^\s*не(?![\p{L}])/iu.test(a) },
    { word: 'очень', keep: afterNot },
    { word: 'достаточно', keep: (b, a) => afterNot(b) || !modifiesWord(a) },
    { word: 'в общем-то' },
    { word: 'собственно говоря' },
    { word: 'собственно' },
    { word: 'так сказать' },
    { word: 'на самом деле' },
    { word: 'типа', keep: (_b, a) => !/^\s*,/u.test(a) },
  ],
  en: [
    { word: 'basically' },
    { word: 'really', keep: afterNot },
    { word: 'actually' },
    { word: 'very', keep: afterNot },
    { word: 'quite', keep: afterNot },
    { word: 'kind of' },
    { word: 'sort of' },
    { word: 'literally' },
  ],
};

/** Drops filler words with the commas around them: "Я, как бы, сделал" -> "Я сделал". */
export function dropFillers(text: string, lang: Lang): Step {
  let out = text;
  const did: string[] = [];
  for (const filler of FILLERS[lang]) {
    const re = new RegExp(
      `(,\\s*)?(?<![${LETTER}-])${filler.word.replace(/ /g, '\\s+')}(?![${LETTER}-])(\\s*,)?`,
      'giu',
    );
    out = out.replace(re, (match: string, lead: string | undefined, trail: string | undefined, at: number) => {
      const before = out.slice(0, at);
      const after = out.slice(at + match.length);
      if (filler.keep?.(before, after)) return match;
      if (!did.includes(filler.word)) did.push(filler.word);
      return lead && !trail && /^\s*\p{L}/u.test(after) ? ',' : '';
    });
  }
  const lower = text.toLowerCase();
  did.sort((a, b) => lower.indexOf(a) - lower.indexOf(b));
  return {
    text: out
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/ ([,.;:!?])/g, '$1')
      .replace(/^[ ,]+/gmu, ''),
    did,
  };
}

/** "занимался разработкой" -> "вёл разработку": the accusative of the nouns whose case we can be sure of. */
function accusative(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 6 || ['такой', 'какой', 'никакой', 'другой'].includes(w)) return null;
  if (w.endsWith('ством')) return `${word.slice(0, -2)}о`;
  if (w.endsWith('ием')) return word.slice(0, -1);
  if (w.endsWith('кой') && !/[сц]кой$/u.test(w)) return `${word.slice(0, -2)}у`;
  if (w.endsWith('цией')) return `${word.slice(0, -2)}ю`;
  if (/[бвгджзклмнпрстфхцчшщ]ом$/u.test(w)) return word.slice(0, -2);
  return null;
}

const LED: Record<string, string> = { занимался: 'вёл', занималась: 'вела', занимались: 'вели' };
const OPENING =
  /(^|[.!?]\s+|\n\s*(?:[-–—•*]\s+)?|(?<![\p{L}])я\s+)(занимался|занималась|занимались)\s+(\p{L}+)(?:(\s+и\s+|,\s+)(\p{L}+))?/giu;

/** An opening "занимался X" becomes "Вёл X" where the noun's case can be changed safely. */
export function activeOpening(text: string, lang: Lang): Step {
  if (lang !== 'ru') return { text, did: [] };
  const did: string[] = [];
  const out = text.replace(
    OPENING,
    (
      match: string,
      lead: string,
      verb: string,
      noun: string,
      joint: string | undefined,
      second: string | undefined,
    ) => {
      const first = accusative(noun);
      const next = second === undefined ? '' : accusative(second);
      if (first === null || next === null) return match;
      const led = LED[verb.toLowerCase()];
      const shown = /\p{Lu}/u.test(verb[0]) ? led[0].toUpperCase() + led.slice(1) : led;
      if (!did.includes(verb.toLowerCase())) did.push(verb.toLowerCase());
      return `${lead}${shown} ${first}${joint ?? ''}${next}`;
    },
  );
  return { text: out, did };
}

/** A clause that opens with a past verb is an achievement of its own: "…; наладил Y", "…; launched Y". */
const OPENS_ACHIEVEMENT: Record<Lang, RegExp> = {
  ru: /^\p{Ll}\p{L}*(?:л|ла|ли|лся|лась|лись)(?![\p{L}])/u,
  en: /^\p{Ll}\p{L}*ed(?![\p{L}])/u,
};

/** "Запустил X; наладил Y" -> "Запустил X. Наладил Y": each achievement a sentence of its own. */
export function splitAchievements(text: string, lang: Lang): Step {
  let splits = 0;
  const out = text.replace(/;\s+(?=\p{L})/gu, (match: string, at: number) => {
    const before = text.slice(Math.max(0, text.lastIndexOf('\n', at)), at);
    const words = wordsOf(before.split(/[.;!?]\s/u).pop() ?? '').length;
    if (words < 3 || !OPENS_ACHIEVEMENT[lang].test(text.slice(at + match.length))) return match;
    splits += 1;
    return '. ';
  });
  return { text: out, did: splits > 0 ? ['split'] : [] };
}

const PAST_VERB = '\\p{L}+(?:ил|ал|ял|ел|ыл|ол|ла|ли|лся|лась|лись)';
const JOINTS: Record<Lang, { re: RegExp; to: (m: string) => string }[]> = {
  ru: [
    { re: /,\s+а\s+также\s+/giu, to: () => '. Также ' },
    { re: /,\s+после\s+чего\s+/giu, to: () => '. После этого ' },
    { re: /,\s+что\s+позволило\s+/giu, to: () => '. Это позволило ' },
    { re: new RegExp(`,?\\s+и\\s+(?=${PAST_VERB}(?![\\p{L}]))`, 'giu'), to: () => '. ' },
  ],
  en: [{ re: /,\s+and\s+(?=\p{L}+ed(?![\p{L}]))/giu, to: () => '. ' }],
};

/** Cuts a sentence longer than `max` words at the joint nearest its middle, until none is that long. */
export function splitLong(text: string, lang: Lang, max: number): Step {
  let out = text;
  let did = false;
  for (let guard = 0; guard < 20; guard += 1) {
    const long = splitSentences(out).find((s) => wordsOf(s.text).length > max);
    if (!long) break;
    const middle = long.start + long.text.length / 2;
    let best: { at: number; length: number; to: string } | null = null;
    for (const joint of JOINTS[lang]) {
      for (const m of long.text.matchAll(joint.re)) {
        const at = long.start + m.index;
        if (best === null || Math.abs(at - middle) < Math.abs(best.at - middle)) {
          best = { at, length: m[0].length, to: joint.to(m[0]) };
        }
      }
    }
    if (best === null) break;
    out = `${out.slice(0, best.at)}. ${capitalFirst(best.to.slice(2) + out.slice(best.at + best.length))}`;
    did = true;
  }
  return { text: out, did: did ? ['split'] : [] };
}

function capitalFirst(text: string): string {
  const m = /^(\p{Ll})(\p{Ll}*)(?![\p{Lu}\p{N}])/u.exec(text);
  return m ? m[1].toUpperCase() + text.slice(1) : text;
}

/** Capital letters at the start of sentences and lines, a full stop at the end of prose lines. */
export function capitalise(text: string): Step {
  const chars = text.split('');
  let capitals = false;
  for (const s of splitSentences(text, true)) {
    if (/;\s*$/u.test(text.slice(0, s.start))) continue;
    const fixed = capitalFirst(s.text);
    if (fixed !== s.text) {
      chars[s.start] = fixed[0];
      capitals = true;
    }
  }
  let stops = 0;
  const lines = chars
    .join('')
    .split('\n')
    .map((line) => {
      const prose = !/^\s*(?:[-–—•*]|\d{1,2}[.)])\s/u.test(line) && wordsOf(line).length >= 3;
      if (!prose || !/[\p{L}\p{N})»"]$/u.test(line)) return line;
      stops += 1;
      return `${line}.`;
    });
  return { text: lines.join('\n'), did: [...(capitals ? ['capitals'] : []), ...(stops > 0 ? ['stops'] : [])] };
}
