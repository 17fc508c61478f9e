/**
 * Words for the offline assistant: tokens, a light Russian and English stemmer, stop words, and whole-word
 * patterns that work for Cyrillic (JavaScript's `\b` knows only Latin letters).
 */

const LETTER = '\\p{L}\\p{N}';

/** A pattern that matches any of `words` as whole words (`prefix`: the word may go on, for stems). */
export function wordsPattern(words: readonly string[], opts: { prefix?: boolean; flags?: string } = {}): RegExp {
  const body = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|');
  const end = opts.prefix ? '' : `(?![${LETTER}])`;
  return new RegExp(`(?<![${LETTER}])(?:${body})${end}`, opts.flags ?? 'iu');
}

/** The matches of a global pattern, lower-cased, in order of appearance and without repeats. */
export function matchesOf(text: string, pattern: RegExp): string[] {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const found: string[] = [];
  for (const m of text.matchAll(global)) {
    const word = m[0].toLowerCase().replace(/\s+/g, ' ');
    if (!found.includes(word)) found.push(word);
  }
  return found;
}

const STOP = new Set(
  (
    'и в во не что он на я с со как а то все всё она так его но да ты к у же вы за бы по только ее её мне было ' +
    'вот от меня еще ещё нет о об из ему когда даже ну ли если уже или ни быть был него до вас там потом себя ' +
    'ей может они тут где есть для мы тебя их чем была сам без чего раз тоже себе под будет ж тогда кто этот ' +
    'того потому этого какой ним здесь этом тем чтобы нее сейчас были всех можно при об другой после над больше ' +
    'тот через эти нас про всего них какая эту моя свою этой перед том такой им более всегда всю между это ' +
    'также очень свой свои своих своей нашей наш наши который которые которая которых its ' +
    'the a an and or of to in on for with at by from is was were be been it this that i we he she they my ' +
    'our his her their as but not so has have had are also which who into than then there'
  ).split(' '),
);

const RU_ENDINGS = (
  'иями ями ами ией иям ием иях ого его ому ему ыми ими ешь ете ила ыла ала яла ило или али ать ять ить еть ая яя ое ее ые ие ый ий ой ей ом ем ам ям ' +
  'ах ях ую юю ов ев ию ья ье ьи ью ть ти ла ло ли ил ыл ал ял ет ит ут ют ат ят а я о е ы и у ю ь й л'
).split(' ');
const EN_ENDINGS = 'ations ation ments ment ings ing edly ed ies es ly s'.split(' ');

/** A crude stem: enough to see that "запустил", "запуск" and "запуска" or "deliver" and "delivered" are one word. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/ё/g, 'е');
  const cyrillic = /[а-я]/.test(w);
  if (cyrillic) w = w.replace(/(ся|сь)$/, '');
  for (const ending of cyrillic ? RU_ENDINGS : EN_ENDINGS) {
    if (w.endsWith(ending) && w.length - ending.length >= 3) return w.slice(0, -ending.length);
  }
  return w;
}

/** The words of a text, lower-cased, digits kept apart, punctuation dropped. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}

/** The content stems of a text: what two sentences must share to be about the same thing. */
export function stemsOf(text: string): string[] {
  return wordsOf(text)
    .filter((w) => !STOP.has(w) && w.length > 1 && !/^\d+$/.test(w))
    .map(stem);
}

/** Shared stems over all stems: 1 for the same words, 0 for nothing in common. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** A word list written as one "a|b|c" string: long lists stay compact. */
export function words(list: string): string[] {
  return list.split('|');
}
