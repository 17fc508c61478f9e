import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useLocaleState, useTranslate, type Exporter } from 'react-admin';
import { downloadList } from '../csv.ts';
import { ROUTES } from '../../../resources/registry.ts';
import type { PeriodOut } from '../../../api/types.ts';

/** The API's page size cap; a company has far fewer periods. */
export const EXPORT_MAX_ROWS = 500;

const DATES = ['start_date', 'self_deadline', 'manager_deadline', 'feedback_deadline', 'end_date'] as const;
const COLUMNS = ['name', ...DATES, 'status', 'form_type', 'forms_count', 'updated_at'] as const;

/** CSV of the filtered list: translated headers, status and form type in words, dates in the user's language. */
export function usePeriodExporter(): Exporter<PeriodOut> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (records: PeriodOut[]) => {
      const rows = records.map((record) => [
        record.name,
        ...DATES.map((field) => dayjs(record[field]).locale(locale).format('L')),
        translate(`app.periods.status.${record.status}`, { _: record.status }),
        translate(`app.periods.form_type.${record.form_type}`, { _: record.form_type }),
        record.forms_count,
        dayjs(record.updated_at).locale(locale).format('L LT'),
      ]);
      downloadList(translate, ROUTES.assessment_periods, COLUMNS, rows, locale);
    },
    [translate, locale],
  );
}
