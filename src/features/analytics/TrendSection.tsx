import { LineChart } from '@mui/x-charts/LineChart';
import type { TrendPoint } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { ChartBox } from './ChartBox.tsx';
import { DataTable, figureColumns, type Named } from './DataTable.tsx';
import { SERIES } from './GradesSection.tsx';
import { Section } from './Section.tsx';
import { useSection } from './useAnalyticsFilters.ts';

const PERIODS = 4;
type Row = TrendPoint & Named;

/** The headline figures of the chosen period and the ones before it. */
export function TrendSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('trend', { ...query, periods: PERIODS }, enabled, (api, q) =>
    api.getAnalyticsTrend(q),
  );
  const seriesLabel = (series: (typeof SERIES)[number]) => translate(`app.analytics.series.${series}`);

  return (
    <Section
      title={title}
      about={translate('app.analytics.trend.about', { count: PERIODS })}
      query={answer}
      empty={(data) => data.periods.length === 0}
      chart={(data) => (
        <ChartBox label={title}>
          <LineChart
            height={280}
            xAxis={[{ scaleType: 'band', data: data.periods.map((point) => point.period.name) }]}
            yAxis={[{ min: 0, max: 5, label: translate('app.analytics.mean') }]}
            series={SERIES.map((series) => ({
              id: series,
              label: seriesLabel(series),
              data: data.periods.map((point) => point.grades[series].mean),
              valueFormatter: (value: number | null) => format.mean(value),
              connectNulls: true,
              showMark: true,
            }))}
          />
        </ChartBox>
      )}
      table={(data) => (
        <DataTable<Row>
          label={title}
          head={translate('app.analytics.period')}
          rows={data.periods.map((point) => ({ ...point, key: String(point.period.id), name: point.period.name }))}
          columns={figureColumns<Row>(data.scope.min_group_size, [
            {
              id: 'forms',
              label: translate('app.analytics.completion.forms'),
              flags: (point) => point.completion,
              text: (point) => format.count(point.completion.forms),
            },
            {
              id: 'completed',
              label: translate('app.analytics.completion.completed_share'),
              flags: (point) => point.completion,
              text: (point) => format.share(point.completion.completed_share),
            },
            ...SERIES.map((series) => ({
              id: series,
              label: seriesLabel(series),
              flags: (point: Row) => point.grades[series],
              text: (point: Row) => format.mean(point.grades[series].mean),
            })),
            {
              id: 'gap',
              label: translate('app.analytics.gap.gap'),
              flags: (point) => point.gap,
              text: (point) => format.gap(point.gap.gap),
            },
            {
              id: 'hipo',
              label: translate('app.analytics.hipo.share'),
              flags: (point) => point.hipo,
              text: (point) => format.share(point.hipo.share),
            },
          ])}
        />
      )}
    />
  );
}
