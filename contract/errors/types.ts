/** One message of the catalogue, in every language the product speaks. `%{name}` marks a parameter. */
export type Texts = { ru: string; en: string };
export type Lang = keyof Texts;
export const LANGS: readonly Lang[] = ['ru', 'en'];
