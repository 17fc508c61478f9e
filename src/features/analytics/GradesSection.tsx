import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { GradesOut, SeriesFigure, SeriesSet } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { ChartBox } from './ChartBox.tsx';
import { DataTable, figureColumns, type Named } from './DataTable.tsx';
import { byDepartment } from './format.ts';
import { Section } from './Section.tsx';
import { useSection } from './useAnalyticsFilters.ts';

export const SERIES = ['self', 'manager', 'overall', 'calibrated'] as const;
const GRADES = ['0', '1', '2', '3', '4', '5'] as const;

/** Each grade's share of the series (0..1); null where the series is withheld or empty. */
const shareOf = (series: SeriesFigure, grade: (typeof GRADES)[number]) =>
  series.counts && series.grades ? series.counts[grade] / series.grades : null;

type SeriesRow = SeriesFigure & Named;
type DepartmentRow = SeriesSet & Named;

/** How the self, manager, overall and calibrated grades spread over 0..5, and each department's means. */
export function GradesSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('grades', query, enabled, (api, q) =>
    api.getAnalyticsGrades(q),
  );
  const seriesLabel = (series: (typeof SERIES)[number]) => translate(`app.analytics.series.${series}`);

  const table = (data: GradesOut) => {
    const minGroup = data.scope.min_group_size;
    const flags = (row: SeriesRow) => row;
    const byDepartmentTitle = translate('app.analytics.grades.by_department');
    return (
      <>
        <DataTable<SeriesRow>
          label={title}
          head={translate('app.analytics.grades.series')}
          rows={SERIES.map((series) => ({ ...data.total[series], key: series, name: seriesLabel(series) }))}
          columns={figureColumns<SeriesRow>(minGroup, [
            ...GRADES.map((grade) => ({
              id: grade,
              label: translate('app.analytics.grades.grade', { grade }),
              flags,
              text: (row: SeriesRow) => `${format.count(row.counts?.[grade])} (${format.share(shareOf(row, grade))})`,
            })),
            {
              id: 'grades',
              label: translate('app.analytics.grades.count'),
              flags,
              text: (row) => format.count(row.grades),
            },
            { id: 'mean', label: translate('app.analytics.mean'), flags, text: (row) => format.mean(row.mean) },
          ])}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {byDepartmentTitle}
        </Typography>
        <DataTable<DepartmentRow>
          label={byDepartmentTitle}
          head={translate('app.analytics.department')}
          rows={byDepartment(data.departments, format)}
          total={{ ...data.total, key: 'total', name: translate('app.analytics.total') }}
          columns={figureColumns<DepartmentRow>(
            minGroup,
            SERIES.map((series) => ({
              id: series,
              label: seriesLabel(series),
              flags: (row: DepartmentRow) => row[series],
              text: (row: DepartmentRow) => format.mean(row[series].mean),
            })),
          )}
        />
      </>
    );
  };

  return (
    <Section
      title={title}
      about={translate('app.analytics.grades.about')}
      query={answer}
      empty={(data) => SERIES.every((series) => !data.total[series].grades && !data.total[series].suppressed)}
      chart={(data) => (
        <ChartBox label={title}>
          <BarChart
            height={300}
            xAxis={[{ scaleType: 'band', data: [...GRADES], label: translate('app.analytics.grade') }]}
            yAxis={[{ valueFormatter: (value: number) => format.share(value), width: 'auto' }]}
            series={SERIES.map((series) => ({
              id: series,
              label: seriesLabel(series),
              data: GRADES.map((grade) => shareOf(data.total[series], grade)),
              valueFormatter: (value: number | null) => format.share(value),
            }))}
          />
        </ChartBox>
      )}
      table={table}
    />
  );
}
