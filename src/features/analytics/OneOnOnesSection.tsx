import { useTranslate } from 'react-admin';
import type { Query } from '../../httpClient.ts';
import { DataTable, figureColumns, type Named } from './DataTable.tsx';
import { useFormats } from './format.ts';
import { Section, withScope } from './Section.tsx';
import { useMeasure } from './useAnalyticsFilters.ts';

type Row = Named & {
  series: number;
  due: number | null;
  held: number | null;
  kept: number | null;
  suppressed: boolean;
};

/**
 * Per manager: the 1:1 meetings held against those their series' cadences called for over the period; a manager
 * with too few series is withheld, as every section withholds a small group.
 */
export function OneOnOnesSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const translate = useTranslate();
  const format = useFormats();
  const answer = useMeasure('one_on_ones', query, enabled, async (api, q) =>
    withScope(await api.getAnalyticsOneOnOnes(q)),
  );
  const title = translate('app.analytics.one_on_ones.title');
  const label = (id: 'due' | 'held' | 'kept') => translate(`app.analytics.one_on_ones.${id}`);
  return (
    <Section
      title={title}
      about={translate('app.analytics.one_on_ones.about')}
      query={answer}
      empty={(data) => data.results.length === 0}
      table={(data) => {
        const flags = (row: Row) => ({ suppressed: row.suppressed, partial: false });
        return (
          <DataTable<Row>
            label={title}
            head={translate('app.analytics.one_on_ones.manager')}
            rows={data.results.map(({ manager, ...row }) => ({ key: String(manager.id), name: manager.name, ...row }))}
            columns={[
              {
                id: 'series',
                label: translate('app.analytics.one_on_ones.series'),
                numeric: true,
                cell: (row: Row) => format.count(row.series),
              },
              ...figureColumns<Row>(data.min_group_size, [
                { id: 'due', label: label('due'), text: (row) => format.count(row.due), flags },
                { id: 'held', label: label('held'), text: (row) => format.count(row.held), flags },
                { id: 'kept', label: label('kept'), text: (row) => format.share(row.kept), flags },
              ]),
            ]}
          />
        );
      }}
    />
  );
}
