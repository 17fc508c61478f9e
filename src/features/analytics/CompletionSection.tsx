import { STAGES } from '../../../contract/enums.ts';
import type { CompletionFigure, CompletionOut } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { DepartmentSection } from './DepartmentSection.tsx';
import { useSection } from './useAnalyticsFilters.ts';

/** Forms per stage in each department, the overdue ones, and the share completed. */
export function CompletionSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('completion', query, enabled, (api, q) =>
    api.getAnalyticsCompletion(q),
  );
  const forms = translate('app.analytics.completion.forms');
  return (
    <DepartmentSection<CompletionFigure, CompletionOut>
      title={title}
      about={translate('app.analytics.completion.about')}
      answer={answer}
      axis={{ label: forms, tickMinStep: 1, valueFormatter: (value: number) => format.count(value) }}
      series={(rows) =>
        STAGES.map((stage) => ({
          id: stage,
          label: translate(`app.stages.${stage}`),
          stack: 'stages',
          data: rows.map((row) => row.by_stage?.[stage] ?? null),
        }))
      }
      figures={[
        { id: 'forms', label: forms, text: (row) => format.count(row.forms) },
        ...STAGES.map((stage) => ({
          id: stage,
          label: translate(`app.stages.${stage}`),
          text: (row: CompletionFigure) => format.count(row.by_stage?.[stage] ?? 0),
        })),
        {
          id: 'overdue',
          label: translate('app.analytics.completion.overdue'),
          text: (row) => format.count(row.overdue),
        },
        {
          id: 'completed',
          label: translate('app.analytics.completion.completed_share'),
          text: (row) => format.share(row.completed_share),
        },
      ]}
    />
  );
}
