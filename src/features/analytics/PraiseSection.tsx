import type { Query } from '../../httpClient.ts';
import { DataTable, type Named } from './DataTable.tsx';
import { Figure } from './Figure.tsx';
import { useFormats } from './format.ts';
import { Section, withScope } from './Section.tsx';
import { useMeasure } from './useAnalyticsFilters.ts';
import { useTranslate } from 'react-admin';

type Cell = { count: number | null; suppressed: boolean };
type Row = Named & { cells: Map<number, Cell> };

/**
 * Praise of the period per company value (the totals row) and per department of those praised; a department with
 * too few people praised is withheld cell by cell, as every section withholds a small group.
 */
export function PraiseSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const translate = useTranslate();
  const format = useFormats();
  const answer = useMeasure('praise', query, enabled, async (api, q) => withScope(await api.getAnalyticsPraise(q)));
  const title = translate('app.analytics.praise.title');
  return (
    <Section
      title={title}
      about={translate('app.analytics.praise.about')}
      query={answer}
      empty={(data) => data.by_value.length === 0}
      table={(data) => {
        const rows = new Map<string, Row>();
        for (const cell of data.by_department) {
          const key = String(cell.department ?? 'none');
          const row = rows.get(key) ?? {
            key,
            name: cell.name || translate('app.analytics.no_department'),
            cells: new Map(),
          };
          row.cells.set(cell.value, cell);
          rows.set(key, row);
        }
        const total: Row = {
          key: 'total',
          name: translate('app.analytics.total'),
          cells: new Map(data.by_value.map((v) => [v.value, { count: v.count, suppressed: false }])),
        };
        return (
          <DataTable<Row>
            label={title}
            head={translate('app.analytics.department')}
            rows={[...rows.values()]}
            total={total}
            columns={data.by_value.map((value) => ({
              id: `value-${String(value.value)}`,
              label: value.name,
              numeric: true,
              cell: (row: Row) => {
                const cell = row.cells.get(value.value);
                return (
                  <Figure
                    text={format.count(cell?.count ?? 0)}
                    suppressed={cell?.suppressed}
                    minGroup={data.min_group_size}
                  />
                );
              },
            }))}
          />
        );
      }}
    />
  );
}
