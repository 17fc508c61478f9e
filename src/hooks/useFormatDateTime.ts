import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { useTimeZone } from '../shell/sessionContext.tsx';
import dayjs from './zonedDayjs.ts';

/**
 * A timestamp with its time of day in the reader's language, e.g. «5 мая 2025 г., 14:30», on the clock of the
 * reader's zone in the company (their own, else the company's); outside a company, the browser's.
 */
export function useFormatDateTime(): (value: string | null | undefined) => string {
  const [locale] = useLocaleState();
  const zone = useTimeZone();
  return useCallback(
    (value: string | null | undefined) => {
      if (!value) return '';
      const date = dayjs(value);
      if (!date.isValid()) return value;
      return (zone ? date.tz(zone) : date).locale(locale === 'en' ? 'en' : 'ru').format('LLL');
    },
    [locale, zone],
  );
}
