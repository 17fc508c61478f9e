import { Typography } from '@mui/material';
import type { GapFigure, GapOut } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { BandBars } from './ChartBox.tsx';
import { DataTable, figureColumns, type Named } from './DataTable.tsx';
import { byDepartment } from './format.ts';
import { Section } from './Section.tsx';
import { useSection } from './useAnalyticsFilters.ts';

type Row = GapFigure & Named;

/** Self grades against the reviewers' grades, per company value and per department. */
export function GapSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('gap', query, enabled, (api, q) => api.getAnalyticsGap(q));
  const gapLabel = translate('app.analytics.gap.gap');
  const byValue = (data: GapOut): (Row & { name: string })[] =>
    data.values.map((row) => ({ ...row, key: String(row.value.id), name: row.value.name }));

  const columns = (minGroup: number) => {
    const flags = (row: Row) => row;
    return figureColumns<Row>(minGroup, [
      {
        id: 'self',
        label: translate('app.analytics.gap.self_mean'),
        flags,
        text: (row) => format.mean(row.self_mean),
      },
      {
        id: 'manager',
        label: translate('app.analytics.gap.manager_mean'),
        flags,
        text: (row) => format.mean(row.manager_mean),
      },
      { id: 'gap', label: gapLabel, flags, text: (row) => format.gap(row.gap) },
      {
        id: 'self-grades',
        label: translate('app.analytics.gap.self_grades'),
        flags,
        text: (row) => format.count(row.self_grades),
      },
      {
        id: 'manager-grades',
        label: translate('app.analytics.gap.manager_grades'),
        flags,
        text: (row) => format.count(row.manager_grades),
      },
    ]);
  };

  return (
    <Section
      title={title}
      about={translate('app.analytics.gap.about')}
      query={answer}
      empty={(data) => data.values.length === 0}
      chart={(data) => {
        const rows = byValue(data);
        return (
          <BandBars
            label={title}
            bands={rows.map((row) => row.name)}
            axis={{ label: gapLabel, valueFormatter: (value: number) => format.gap(value) }}
            series={[
              {
                id: 'gap',
                label: gapLabel,
                data: rows.map((row) => row.gap),
                valueFormatter: (value: number | null) => format.gap(value),
              },
            ]}
          />
        );
      }}
      table={(data) => {
        const minGroup = data.scope.min_group_size;
        const total = { ...data.total, key: 'total', name: translate('app.analytics.total') };
        const byDepartmentTitle = translate('app.analytics.gap.by_department');
        return (
          <>
            <DataTable<Row>
              label={title}
              head={translate('app.analytics.value')}
              rows={byValue(data)}
              total={total}
              columns={columns(minGroup)}
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {byDepartmentTitle}
            </Typography>
            <DataTable<Row>
              label={byDepartmentTitle}
              head={translate('app.analytics.department')}
              rows={byDepartment(data.departments, format)}
              total={total}
              columns={columns(minGroup)}
            />
          </>
        );
      }}
    />
  );
}
