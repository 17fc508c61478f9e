import { DEFAULT_LOCALE, type AppLocale } from '../../contract/locale.ts';

export { DEFAULT_LOCALE, isAppLocale, type AppLocale } from '../../contract/locale.ts';

/** The interface's language in use now (which the API is asked to answer in). */

let active: AppLocale = DEFAULT_LOCALE;

/** The interface's language, set by the i18n provider whenever it switches. */
export function activeLocale(): AppLocale {
  return active;
}

export function setActiveLocale(locale: AppLocale): void {
  active = locale;
}
