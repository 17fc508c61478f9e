import type { HipoFigure, HipoOut } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { BandBars } from './ChartBox.tsx';
import { DataTable, figureColumns, type Named } from './DataTable.tsx';
import { byDepartment } from './format.ts';
import { Section } from './Section.tsx';
import { useSection } from './useAnalyticsFilters.ts';

type Row = HipoFigure & Named;

/** The share of hipo decisions that were "high potential", per department. */
export function HipoSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('hipo', query, enabled, (api, q) => api.getAnalyticsHipo(q));
  const share = translate('app.analytics.hipo.share');
  const rowsOf = (data: HipoOut) => byDepartment(data.departments, format);

  return (
    <Section
      title={title}
      about={translate('app.analytics.hipo.about')}
      query={answer}
      empty={(data) => data.departments.length === 0}
      chart={(data) => {
        const rows = rowsOf(data);
        return (
          <BandBars
            label={title}
            bands={rows.map((row) => row.name)}
            axis={{ min: 0, max: 1, valueFormatter: (value: number) => format.share(value) }}
            series={[
              {
                id: 'share',
                label: share,
                data: rows.map((row) => row.share),
                valueFormatter: (value: number | null) => format.share(value),
              },
            ]}
          />
        );
      }}
      table={(data) => {
        const flags = (row: Row) => row;
        return (
          <DataTable<Row>
            label={title}
            head={translate('app.analytics.department')}
            rows={rowsOf(data)}
            total={{ ...data.total, key: 'total', name: translate('app.analytics.total') }}
            columns={figureColumns<Row>(data.scope.min_group_size, [
              {
                id: 'people',
                label: translate('app.analytics.people'),
                flags,
                text: (row) => format.count(row.people),
              },
              {
                id: 'decided',
                label: translate('app.analytics.hipo.decided'),
                flags,
                text: (row) => format.count(row.decided),
              },
              { id: 'hipo', label: translate('app.analytics.hipo.hipo'), flags, text: (row) => format.count(row.hipo) },
              { id: 'share', label: share, flags, text: (row) => format.share(row.share) },
            ])}
          />
        );
      }}
    />
  );
}
