import dayjs from 'dayjs';
import 'dayjs/locale/ru.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import { DEFAULT_LOCALE, isAppLocale } from './locale.ts';

dayjs.extend(localizedFormat);

/**
 * A date (`YYYY-MM-DD`) or timestamp in the reader's language, e.g. «5 мая 2025 г.». The server's first paint writes
 * dates with it too (server/src/http/first-paint.ts), so that they read as the app then draws them.
 */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(isAppLocale(locale) ? locale : DEFAULT_LOCALE).format('LL') : value;
}
