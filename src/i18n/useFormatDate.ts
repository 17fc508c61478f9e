import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDate } from './index.ts';

/** Formats API dates in the language the user picked (dayjs follows the same switch). */
export function useFormatDate(): (value: string | null | undefined) => string {
  const [locale] = useLocaleState();
  return useCallback((value: string | null | undefined) => formatDate(value, locale), [locale]);
}
