import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DepartmentRef } from '../../api/types.ts';

/** Figures in the reader's language: means to two decimals, shares as percents, gaps with their sign. */
export function useFormats() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(() => {
    const tag = locale === 'en' ? 'en-GB' : 'ru-RU';
    const mean = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const signed = new Intl.NumberFormat(tag, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    const count = new Intl.NumberFormat(tag);
    const orDash = (format: (value: number) => string) => (value: number | null | undefined) =>
      value === null || value === undefined ? '—' : format(value);
    return {
      mean: orDash((value) => mean.format(value)),
      gap: orDash((value) => signed.format(value)),
      share: orDash((value) => percent.format(value)),
      count: orDash((value) => count.format(value)),
      department: (department: DepartmentRef) => department.name ?? translate('app.analytics.no_department'),
    };
  }, [locale, translate]);
}

export type Formats = ReturnType<typeof useFormats>;

/** A department's rows with their key and name (the people in no department under a name of their own). */
export function byDepartment<R extends { department: DepartmentRef }>(rows: R[], format: Formats) {
  return rows.map((row) => ({ ...row, key: String(row.department.id), name: format.department(row.department) }));
}
