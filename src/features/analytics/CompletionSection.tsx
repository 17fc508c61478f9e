import { STAGES } from '../../../contract/enums.ts';
import type { CompletionFigure, CompletionOut } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { BandBars } from './ChartBox.tsx';
import { DataTable, figureColumns, type Named } from './DataTable.tsx';
import { byDepartment } from './format.ts';
import { Section } from './Section.tsx';
import { useSection } from './useAnalyticsFilters.ts';

type Row = CompletionFigure & Named;

/** Forms per stage in each department, the overdue ones, and the share completed. */
export function CompletionSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('completion', query, enabled, (api, q) =>
    api.getAnalyticsCompletion(q),
  );
  const forms = translate('app.analytics.completion.forms');
  const rowsOf = (data: CompletionOut) => byDepartment(data.departments, format);

  return (
    <Section
      title={title}
      about={translate('app.analytics.completion.about')}
      query={answer}
      empty={(data) => data.departments.length === 0}
      chart={(data) => {
        const rows = rowsOf(data);
        return (
          <BandBars
            label={title}
            bands={rows.map((row) => row.name)}
            axis={{ label: forms, tickMinStep: 1, valueFormatter: (value: number) => format.count(value) }}
            series={STAGES.map((stage) => ({
              id: stage,
              label: translate(`app.stages.${stage}`),
              stack: 'stages',
              data: rows.map((row) => row.by_stage?.[stage] ?? null),
            }))}
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
              { id: 'forms', label: forms, flags, text: (row) => format.count(row.forms) },
              ...STAGES.map((stage) => ({
                id: stage,
                label: translate(`app.stages.${stage}`),
                flags,
                text: (row: Row) => format.count(row.by_stage?.[stage] ?? 0),
              })),
              {
                id: 'overdue',
                label: translate('app.analytics.completion.overdue'),
                flags,
                text: (row) => format.count(row.overdue),
              },
              {
                id: 'completed',
                label: translate('app.analytics.completion.completed_share'),
                flags,
                text: (row) => format.share(row.completed_share),
              },
            ])}
          />
        );
      }}
    />
  );
}
