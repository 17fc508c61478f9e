import type { HipoFigure, HipoOut } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { DepartmentSection } from './DepartmentSection.tsx';
import { useSection } from './useAnalyticsFilters.ts';

/** The share of hipo decisions that were "high potential", per department. */
export function HipoSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('hipo', query, enabled, (api, q) => api.getAnalyticsHipo(q));
  const share = translate('app.analytics.hipo.share');
  return (
    <DepartmentSection<HipoFigure, HipoOut>
      title={title}
      about={translate('app.analytics.hipo.about')}
      answer={answer}
      axis={{ min: 0, max: 1, valueFormatter: (value: number) => format.share(value) }}
      series={(rows) => [
        {
          id: 'share',
          label: share,
          data: rows.map((row) => row.share),
          valueFormatter: (value: number | null) => format.share(value),
        },
      ]}
      figures={[
        { id: 'people', label: translate('app.analytics.people'), text: (row) => format.count(row.people) },
        { id: 'decided', label: translate('app.analytics.hipo.decided'), text: (row) => format.count(row.decided) },
        { id: 'hipo', label: translate('app.analytics.hipo.hipo'), text: (row) => format.count(row.hipo) },
        { id: 'share', label: share, text: (row) => format.share(row.share) },
      ]}
    />
  );
}
