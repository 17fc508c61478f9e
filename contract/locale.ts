/**
 * The cookie in which the web keeps the interface's language (beside localStorage), so that the server can write a
 * page's first paint in it before any script runs. Absent or unknown: Russian, as in the app.
 */
export const LOCALE_COOKIE = 'perf_review_locale';
