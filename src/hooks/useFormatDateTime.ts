import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

/** A timestamp with its time of day in the reader's language, e.g. «5 мая 2025 г., 14:30». */
export function useFormatDateTime(): (value: string | null | undefined) => string {
  const [locale] = useLocaleState();
  return useCallback(
    (value: string | null | undefined) => {
      if (!value) return '';
      const date = dayjs(value);
      return date.isValid() ? date.locale(locale === 'en' ? 'en' : 'ru').format('LLL') : value;
    },
    [locale],
  );
}
