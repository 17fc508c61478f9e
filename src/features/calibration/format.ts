import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

/** Numbers in the reader's language («3,5» in Russian), with at most `digits` decimals. */
export function useFormatNumber(): (value: number, digits?: number) => string {
  const [locale] = useLocaleState();
  return useCallback(
    (value: number, digits = 2) =>
      new Intl.NumberFormat(locale === 'en' ? 'en' : 'ru', { maximumFractionDigits: digits }).format(value),
    [locale],
  );
}

/** The form's page, under the company's basename. */
export const formPath = (basename: string, formId: number) =>
  `${basename}/performance-review/employee-dashboard/form/?id=${formId}`;

/** The calibration sessions' list, and one session's page. */
export const sessionsPath = (basename: string) => `${basename}/performance-review/calibration/`;
export const sessionPath = (basename: string, id: number) => `${sessionsPath(basename)}${id}/`;
