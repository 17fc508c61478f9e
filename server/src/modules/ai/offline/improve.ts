import type { Lang } from '../../../../../contract/errors/index.ts';
import type { ImproveDraft, ImproveInput } from '../engine.ts';
import { hintTexts, MAX_SENTENCE_WORDS } from './hints.ts';
import { activeOpening, capitalise, dropFillers, splitAchievements, splitLong, tidySpacing } from './rewrite.ts';

/**
 * The offline improver: hints on what a result text misses, and a cleaner version of the same text. The
 * cleaner version only drops filler words, fixes spacing, capitals and full stops, splits long sentences and
 * turns "занимался X" into "Вёл X"; it never adds a fact, so every number in it is one the person wrote.
 */

const CHANGES: Record<Lang, Record<string, string>> = {
  ru: {
    spacing: 'исправлены пробелы и знаки препинания',
    fillers: 'убраны слова-паразиты',
    verb: 'процесс заменён действием',
    achievements: 'каждое достижение — отдельным предложением',
    long: 'длинное предложение разбито на части',
    capitals: 'предложения начинаются с заглавной буквы',
    stops: 'в конце предложений поставлены точки',
  },
  en: {
    spacing: 'fixed spacing and punctuation',
    fillers: 'removed filler words',
    verb: 'a process turned into an action',
    achievements: 'each achievement is its own sentence',
    long: 'split an over-long sentence',
    capitals: 'sentences start with a capital letter',
    stops: 'added full stops at the ends of sentences',
  },
};

export function improve(input: ImproveInput): ImproveDraft {
  const { text, lang } = input;
  const t = CHANGES[lang];
  const changes: string[] = [];

  const tidy = tidySpacing(text);
  if (tidy !== text.trim()) changes.push(t.spacing);
  const fillers = dropFillers(tidy, lang);
  if (fillers.did.length > 0) changes.push(`${t.fillers}: ${fillers.did.join(', ')}`);
  const opening = activeOpening(fillers.text, lang);
  if (opening.did.length > 0) changes.push(`${t.verb}: ${opening.did.map((v) => `«${v}»`).join(', ')}`);
  const achievements = splitAchievements(opening.text, lang);
  if (achievements.did.length > 0) changes.push(t.achievements);
  const long = splitLong(achievements.text, lang, MAX_SENTENCE_WORDS);
  if (long.did.length > 0) changes.push(t.long);
  const cased = capitalise(long.text);
  for (const did of cased.did) changes.push(t[did]);

  const suggestion = cased.text;
  if (suggestion === text) return { suggestion: text, changes: [], hints: hintTexts(text, lang) };
  return { suggestion, changes, hints: hintTexts(text, lang) };
}
