import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import dayjs from '../hooks/zonedDayjs.ts';
import { useTimeZone } from '../shell/sessionContext.tsx';
import { formatDate } from './index.ts';

/**
 * Formats API dates in the language the user picked (dayjs follows the same switch). A timestamp is read as the
 * day it is on the reader's clock in the company (their zone, else the company's); a plain date stays as it is.
 */
export function useFormatDate(): (value: string | null | undefined) => string {
  const [locale] = useLocaleState();
  const zone = useTimeZone();
  return useCallback(
    (value: string | null | undefined) => {
      if (zone && value && value.length > 10) {
        const date = dayjs(value);
        if (date.isValid()) return formatDate(date.tz(zone).format('YYYY-MM-DD'), locale);
      }
      return formatDate(value, locale);
    },
    [locale, zone],
  );
}
