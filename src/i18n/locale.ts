/** The languages of the interface, and the one in use now (which the API is asked to answer in). */
export type AppLocale = 'ru' | 'en';
export const DEFAULT_LOCALE: AppLocale = 'ru';

export function isAppLocale(value: unknown): value is AppLocale {
  return value === 'ru' || value === 'en';
}

let active: AppLocale = DEFAULT_LOCALE;

/** The interface's language, set by the i18n provider whenever it switches. */
export function activeLocale(): AppLocale {
  return active;
}

export function setActiveLocale(locale: AppLocale): void {
  active = locale;
}
