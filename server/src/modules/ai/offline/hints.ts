import type { Lang } from '../../../../../contract/errors/index.ts';
import { splitSentences } from './sentences.ts';
import { matchesOf, words, wordsPattern, wordsOf } from './words.ts';

/**
 * What a result text misses, by rules anyone can check: a number, a date, what changed, concrete words, an
 * actor, a readable length. Each hint is a code (tests and the web can rely on it) and a short phrase in the
 * text's language.
 */
export const HINT_CODES = [
  'no_measurable_result',
  'no_deadline',
  'no_outcome',
  'vague_words',
  'passive_voice',
  'too_long',
] as const;
export type HintCode = (typeof HINT_CODES)[number];

const PHRASES: Record<HintCode, Record<Lang, string>> = {
  no_measurable_result: { ru: 'нет измеримого результата', en: 'no measurable result' },
  no_deadline: { ru: 'не указан срок', en: 'no date or deadline' },
  no_outcome: { ru: 'не указан итог: что изменилось в результате', en: 'no outcome: what changed as a result' },
  vague_words: { ru: 'размытые слова', en: 'vague words' },
  passive_voice: { ru: 'пассивный залог: непонятно, кто сделал', en: 'passive voice: unclear who did it' },
  too_long: { ru: 'слишком длинно: разбейте на короткие предложения', en: 'too long: split into short sentences' },
};

export const MAX_CHARS = 600;
export const MAX_SENTENCE_WORDS = 35;

/** Numbers in words count as a measure too: "вдвое", "в два раза", "half", "twice". */
const NUMBER_WORDS = wordsPattern(
  words(
    'вдвое|втрое|вчетверо|в два раза|в три раза|в полтора раза|половин|треть|четверть|десят|сотн|тысяч|' +
      'процент|млн|млрд|twice|double|triple|half|third|quarter|percent|dozen|hundred|thousand|million|billion',
  ),
  { prefix: true },
);
const DATE = wordsPattern(
  words(
    'январ|феврал|март|апрел|мая|май|мае|июн|июл|август|сентябр|октябр|ноябр|декабр|квартал|полугоди|' +
      'недел|месяц|полгод|к концу|до конца|в течение|срок|дедлайн|в этом году|за год|в прошлом году|q1|q2|q3|q4|' +
      'january|february|march|april|june|july|august|september|october|november|december|quarter|' +
      'deadline|by the end|h1|h2',
  ),
  { prefix: true },
);
/** "15.03", "15.03.2025", or a year ("в 2025 году", "к 2025"), not an amount ("2000 заявок"). */
/** English periods as whole words: "in a week", "over the year", but not "monthly" (a frequency). */
const PERIOD_EN = wordsPattern(words('week|weeks|month|months|year|years|quarters'));
const DATE_DIGITS =
  /(?<![\p{N}.,])(?:20\d\d(?![\p{N}])(?!\s*(?!г\.|год)\p{L})|(?:0?[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])(?:\.\d{2,4})?(?![\p{N}]))/u;
const OUTCOME = wordsPattern(
  words(
    'в результате|в итоге|итог|что позволило|это позволило|позволил|благодаря|сократил|сократились|снизил|' +
      'снизилось|снизилась|увеличил|вырос|выросл|ускорил|улучшил|сэкономил|уменьшил|повысил|теперь|стал|' +
      'стала|стало|перестал|больше не|результат|as a result|resulting|so that|led to|reduced|increased|' +
      'improved|cut|saved|grew|decreased|boosted|now|no longer|dropped|raised|sped up|halved|doubled',
  ),
  { prefix: true },
);
const VAGUE = {
  ru: wordsPattern(
    words(
      'помогал|помогала|помогали|участвовал|участвовала|участвовали|занимался|занималась|занимались|различные|' +
        'работал над|работала над|работали над|различным|разными|некоторыми|некоторым|' +
        'различных|различными|некоторые|некоторых|много|многое|многих|разные|разных|какие-то|определённые|' +
        'определенные|и т.д.|и т. д.|и т.п.|и т. п.|и прочее|по возможности|в целом|так или иначе',
    ),
  ),
  en: wordsPattern(
    words(
      'helped|helped with|worked on|various|a lot|lots of|etc.|some|many|stuff|things|involved in|' +
        'participated in|and so on|as needed|several',
    ),
  ),
};
const PASSIVE = {
  ru: /(?<![\p{L}])(?:был|была|было|были|будет|будут)\s+(?:\p{L}+\s+)?\p{L}+(?:ен|ён|ан|ян|ят|ит|ыт|ут)[аоы]?(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:was|were|has been|have been|had been|is being|are being|been)\s+(?:\p{L}+ly\s+)?\p{L}+(?:ed|done|made|built|written|taken|given|set|run|sent|held|led|shown|seen)(?![\p{L}])/iu,
};

export type Found = { code: HintCode; words: string[] };

/** The hint codes of a text, in the order of HINT_CODES, with the words that set off a vague_words hint. */
export function findHints(text: string, lang: Lang): Found[] {
  const found: Found[] = [];
  const add = (code: HintCode, hit: boolean, w: string[] = []) => (hit ? found.push({ code, words: w }) : 0);
  const measured = /\d/u.test(text) || NUMBER_WORDS.test(text);
  add('no_measurable_result', !measured);
  add('no_deadline', !DATE.test(text) && !PERIOD_EN.test(text) && !DATE_DIGITS.test(text));
  add('no_outcome', !OUTCOME.test(text));
  const vague = matchesOf(text, VAGUE[lang]);
  add('vague_words', vague.length > 0, vague);
  add('passive_voice', PASSIVE[lang].test(text));
  const long = splitSentences(text).some((s) => wordsOf(s.text).length > MAX_SENTENCE_WORDS);
  add('too_long', text.length > MAX_CHARS || long);
  return found;
}

export function hintCodes(text: string, lang: Lang): HintCode[] {
  return findHints(text, lang).map((h) => h.code);
}

/** The phrases a person reads: "размытые слова: помогал, различные". */
export function hintTexts(text: string, lang: Lang): string[] {
  return findHints(text, lang).map((h) =>
    h.words.length > 0 ? `${PHRASES[h.code][lang]}: ${h.words.join(', ')}` : PHRASES[h.code][lang],
  );
}

/** A sentence that says little about what was done (vague words or no actor), in either language. */
export function saysLittle(sentence: string): boolean {
  return [VAGUE.ru, VAGUE.en, PASSIVE.ru, PASSIVE.en].some((re) => re.test(sentence));
}
