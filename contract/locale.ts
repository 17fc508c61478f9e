/**
 * The cookie in which the web keeps the interface's language (beside localStorage), so that the server can write a
 * page's first paint in it before any script runs. Absent or unknown: Russian, as in the app.
 */
export const LOCALE_COOKIE = 'perf_review_locale';

/** The languages of the interface. */
export type AppLocale = 'ru' | 'en';
export const DEFAULT_LOCALE: AppLocale = 'ru';

export function isAppLocale(value: unknown): value is AppLocale {
  return value === 'ru' || value === 'en';
}
