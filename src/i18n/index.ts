import dayjs from 'dayjs';
import { LOCALE_COOKIE } from '../../contract/locale.ts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { appEn, en } from './en.ts';
import { activeLocale, DEFAULT_LOCALE, isAppLocale, setActiveLocale, type AppLocale } from './locale.ts';
import { appRu, ru } from './ru.ts';

// dates.ts also loads dayjs's Russian and its localized formats, which the language switch below relies on.
export { formatDate } from '../../contract/dates.ts';

export { DEFAULT_LOCALE, isAppLocale, type AppLocale };
export const LOCALES: { locale: AppLocale; name: string }[] = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];
export const LOCALE_STORAGE_KEY = 'perf-review.locale';

const MESSAGES: Record<AppLocale, TranslationMessages> = { ru, en };

export function storedLocale(): AppLocale {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isAppLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function applyLocale(locale: AppLocale): void {
  setActiveLocale(locale);
  dayjs.locale(locale);
  document.documentElement.lang = locale;
  document.title = (locale === 'en' ? appEn : appRu).name;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}

/**
 * The language for the server's first paint of the next page load (server/src/http/first-paint.ts), kept in a
 * cookie only once it is not the default: the server paints in Russian without one, as the app starts.
 */
function rememberForServer(locale: AppLocale): void {
  const cookie = `${LOCALE_COOKIE}=${locale}`;
  if (locale === DEFAULT_LOCALE && !document.cookie.includes(`${LOCALE_COOKIE}=`)) return;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

/** Polyglot over ru/en; switching the language also switches dayjs and is remembered in localStorage. */
export function createI18nProvider(initial: AppLocale = storedLocale()): I18nProvider {
  applyLocale(initial);
  // In a task of its own: reading document.cookie waits for the browser's answer. The language then in use is the one
  // remembered, should it have been switched meanwhile.
  setTimeout(() => rememberForServer(activeLocale()), 0);
  const base = polyglotI18nProvider(
    (locale) => MESSAGES[isAppLocale(locale) ? locale : DEFAULT_LOCALE],
    initial,
    LOCALES,
    {
      allowMissing: true,
    },
  );
  return {
    ...base,
    changeLocale: async (locale: string, options?: unknown) => {
      const next = isAppLocale(locale) ? locale : DEFAULT_LOCALE;
      await base.changeLocale(next, options);
      applyLocale(next);
      rememberForServer(next);
    },
  };
}
