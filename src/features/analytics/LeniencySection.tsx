import { Box, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import type { LeniencyOut, LeniencyRow } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { BandBars } from './ChartBox.tsx';
import { DataTable, figureColumns, type Named } from './DataTable.tsx';
import { Section } from './Section.tsx';
import { useSection } from './useAnalyticsFilters.ts';

const PAGE_SIZE = 25;
type Row = LeniencyRow & Named;

/** Each reviewer's mean overall grade against the company's mean (or, for a manager, their own scope's). */
export function LeniencySection({ query, enabled }: { query: Query; enabled: boolean }) {
  const [page, setPage] = useState(0);
  const paged = { ...query, page: page + 1, page_size: PAGE_SIZE, ordering: '-deviation' };
  const { translate, format, answer, title } = useSection('leniency', paged, enabled, (api, q) =>
    api.getAnalyticsLeniency(q),
  );
  const deviation = translate('app.analytics.leniency.deviation');

  const reference = (data: LeniencyOut) => {
    const mean = data.reference === 'company' ? (data.company?.mean ?? null) : data.scope_mean.mean;
    return translate(`app.analytics.leniency.reference_${data.reference}`, { mean: format.mean(mean) });
  };
  const rowsOf = (data: LeniencyOut): Row[] =>
    data.results.map((row) => ({
      ...row,
      key: String(row.reviewer.id),
      name: (
        <>
          {row.reviewer.name}
          {row.reviewer.position ? (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {row.reviewer.position}
            </Typography>
          ) : null}
        </>
      ),
    }));

  return (
    <Section
      title={title}
      about={translate('app.analytics.leniency.about')}
      query={answer}
      empty={(data) => data.count === 0}
      chart={(data) => (
        <BandBars
          label={title}
          bands={data.results.map((row) => row.reviewer.name)}
          axis={{ label: deviation, valueFormatter: (value: number) => format.gap(value) }}
          series={[
            {
              id: 'deviation',
              label: deviation,
              data: data.results.map((row) => row.deviation),
              valueFormatter: (value: number | null) => format.gap(value),
            },
          ]}
        />
      )}
      table={(data) => {
        const flags = (row: Row) => row;
        return (
          <DataTable<Row>
            label={title}
            head={translate('app.analytics.leniency.reviewer')}
            rows={rowsOf(data)}
            columns={figureColumns<Row>(data.scope.min_group_size, [
              {
                id: 'people',
                label: translate('app.analytics.people'),
                flags,
                text: (row) => format.count(row.people),
              },
              { id: 'mean', label: translate('app.analytics.mean'), flags, text: (row) => format.mean(row.mean) },
              { id: 'deviation', label: deviation, flags, text: (row) => format.gap(row.deviation) },
            ])}
          />
        );
      }}
      footer={(data) => (
        <Box>
          <Typography variant="body2">{reference(data)}</Typography>
          {data.count > PAGE_SIZE ? (
            <TablePagination
              component="div"
              count={data.count}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_event, next) => setPage(next)}
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
            />
          ) : null}
        </Box>
      )}
    />
  );
}
