import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useLocaleState, useResourceContext, useTranslate, type Exporter } from 'react-admin';
import { ROUTES } from '../../../resources/registry.ts';
import { downloadList } from '../csv.ts';
import type { CatalogueOut } from '../../../api/types.ts';

/** The API's page size cap; a company has far fewer values. */
export const EXPORT_MAX_ROWS = 500;

const COLUMNS = ['order', 'name', 'description', 'is_active', 'updated_at'] as const;

/** CSV of the filtered list with translated headers and values in the user's language (values and hipo skills). */
export function useValueExporter(): Exporter<CatalogueOut> {
  const translate = useTranslate();
  const resource = useResourceContext() ?? ROUTES.values;
  const [locale] = useLocaleState();
  return useCallback(
    (records: CatalogueOut[]) => {
      const rows = records.map((record) => [
        record.order,
        record.name,
        record.description,
        translate(record.is_active ? 'ra.boolean.true' : 'ra.boolean.false'),
        dayjs(record.updated_at).locale(locale).format('L LT'),
      ]);
      downloadList(translate, resource, COLUMNS, rows, locale);
    },
    [translate, locale, resource],
  );
}
