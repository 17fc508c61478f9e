import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useLocaleState, useTranslate, type Exporter } from 'react-admin';
import { downloadList } from '../csv.ts';
import { ROUTES } from '../../../resources/registry.ts';
import type { AgreementOut } from '../../../api/types.ts';

/** The API's page size cap; the export takes the filtered list up to it. */
export const EXPORT_MAX_ROWS = 500;

const COLUMNS = ['title', 'employee', 'period', 'due_date', 'status', 'description', 'updated_at'] as const;

/** CSV of the filtered list: translated headers and statuses, dates in the user's language. */
export function useAgreementExporter(): Exporter<AgreementOut> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (records: AgreementOut[]) => {
      const rows = records.map((record) => [
        record.title,
        record.employee_name,
        record.period_name,
        record.due_date ? dayjs(record.due_date).locale(locale).format('L') : '',
        translate(`app.agreements.status.${record.status}`, { _: record.status }),
        record.description,
        dayjs(record.updated_at).locale(locale).format('L LT'),
      ]);
      downloadList(translate, ROUTES.agreements, COLUMNS, rows, locale);
    },
    [translate, locale],
  );
}
