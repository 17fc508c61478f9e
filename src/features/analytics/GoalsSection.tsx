import type { GoalsFigure, GoalsOut } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { DepartmentSection } from './DepartmentSection.tsx';
import { useSection } from './useAnalyticsFilters.ts';

/** People's goals of the period per department: mean progress, and how many are on track, at risk, off track. */
export function GoalsSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('goals', query, enabled, (api, q) =>
    api.getAnalyticsGoals(q),
  );
  const progress = translate('app.analytics.goals.mean_progress');
  const count = (id: 'goals' | 'on_track' | 'at_risk' | 'off_track' | 'no_health') => ({
    id,
    label: translate(`app.analytics.goals.${id}`),
    text: (row: GoalsFigure) => format.count(row[id]),
  });
  return (
    <DepartmentSection<GoalsFigure, GoalsOut>
      title={title}
      about={translate('app.analytics.goals.about')}
      answer={answer}
      axis={{ min: 0, max: 1, valueFormatter: (value: number) => format.share(value) }}
      series={(rows) => [
        {
          id: 'mean_progress',
          label: progress,
          data: rows.map((row) => row.mean_progress),
          valueFormatter: (value: number | null) => format.share(value),
        },
      ]}
      figures={[
        { id: 'people', label: translate('app.analytics.people'), text: (row) => format.count(row.people) },
        count('goals'),
        { id: 'mean_progress', label: progress, text: (row) => format.share(row.mean_progress) },
        count('on_track'),
        count('at_risk'),
        count('off_track'),
        count('no_health'),
      ]}
    />
  );
}
