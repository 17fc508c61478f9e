import type { Lang } from '../../../../contract/errors/index.ts';

/** The language a text is written in: Russian when Cyrillic letters outnumber Latin ones, else English. */
export function langOfText(text: string): Lang {
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return cyrillic >= latin && cyrillic > 0 ? 'ru' : latin > 0 ? 'en' : 'ru';
}
