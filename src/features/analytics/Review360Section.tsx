import { useTranslate } from 'react-admin';
import type { Review360AnalyticsOut, Review360Total } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { BandBars } from './ChartBox.tsx';
import { DataTable, type Named } from './DataTable.tsx';
import { Figure } from './Figure.tsx';
import { byDepartment, useFormats } from './format.ts';
import { Section } from './Section.tsx';
import { useMeasure } from './useAnalyticsFilters.ts';

type Mean = Omit<Review360Total, 'partial'> & { partial?: boolean };
type Row = Named & { name: string; cells: Map<number, Mean>; total: Mean };

/**
 * The mean 360 grade of each company value in each department, over people whose 360 closed and only over the
 * reviewer groups that reached the threshold; for managers, cells of too few people are withheld.
 */
export function Review360Section({ query, enabled }: { query: Query; enabled: boolean }) {
  const translate = useTranslate();
  const format = useFormats();
  const answer = useMeasure('review360', query, enabled, (api, q) => api.getReview360Analytics(q));
  const title = translate('app.review360.results.analytics.title');

  const rowsOf = (data: Review360AnalyticsOut): Row[] =>
    byDepartment(data.departments, format).map((row) => ({
      key: row.key,
      name: row.name,
      cells: new Map(row.cells.map((cell) => [cell.value_id, cell])),
      total: row.total,
    }));

  const table = (data: Review360AnalyticsOut) => {
    const minGroup = data.scope.min_group_size;
    const figure = (cell: Mean | undefined) =>
      cell ? (
        <Figure text={format.mean(cell.mean)} suppressed={cell.suppressed} partial={cell.partial} minGroup={minGroup} />
      ) : (
        '—'
      );
    return (
      <DataTable<Row>
        label={title}
        head={translate('app.analytics.department')}
        rows={rowsOf(data)}
        total={{
          key: 'total',
          name: translate('app.analytics.total'),
          cells: new Map(data.value_totals.map((cell) => [cell.value_id, cell])),
          total: data.total,
        }}
        columns={[
          ...data.values.map((value) => ({
            id: `value-${value.id}`,
            label: value.name,
            numeric: true,
            cell: (row: Row) => figure(row.cells.get(value.id)),
          })),
          {
            id: 'department-mean',
            label: translate('app.analytics.heatmap.department_mean'),
            numeric: true,
            cell: (row: Row) => figure(row.total),
          },
        ]}
      />
    );
  };

  return (
    <Section
      title={title}
      about={translate('app.review360.results.analytics.about')}
      query={answer}
      empty={(data) => data.departments.length === 0 || data.values.length === 0}
      chart={(data) => {
        const rows = rowsOf(data);
        return (
          <BandBars
            label={title}
            bands={rows.map((row) => row.name)}
            axis={{ label: translate('app.analytics.mean'), min: 0, max: 5 }}
            series={data.values.map((value) => ({
              id: `value-${value.id}`,
              label: value.name,
              data: rows.map((row) => row.cells.get(value.id)?.mean ?? null),
              valueFormatter: (mean: number | null) => format.mean(mean),
            }))}
          />
        );
      }}
      table={table}
    />
  );
}
