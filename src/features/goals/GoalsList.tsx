import { Alert, Paper, TablePagination } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import type { GoalScope } from '../../../contract/enums.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { GoalsTable } from './GoalsTable.tsx';
import { countLabel } from './counts.ts';

const PAGE_SIZE = 25;

/** The caller's own goals, or their team's: a page at a time. */
export function GoalsList({ scope, period }: { scope: GoalScope; period: number | null }) {
  const translate = useGoalsTranslate();
  const { api, companyId } = useCompanyApi();
  const [page, setPage] = useState(1);
  const query = { scope, period: period ?? undefined, page, page_size: PAGE_SIZE };
  const goals = useQuery({
    queryKey: queryKeys.goals.list(companyId, query),
    queryFn: () => api.getGoals(query),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryState query={goals}>
      {(data) =>
        data.count === 0 ? (
          <Alert severity="info">{translate('app.goals.empty')}</Alert>
        ) : (
          <Paper variant="outlined">
            <GoalsTable goals={data.results} />
            {data.count > PAGE_SIZE ? (
              <TablePagination
                component="div"
                count={data.count}
                labelDisplayedRows={({ from, to }) =>
                  translate('app.goals.rows_shown', { from, to, count: countLabel(data.count, data.count_capped) })
                }
                page={page - 1}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_event, next) => setPage(next + 1)}
              />
            ) : null}
          </Paper>
        )
      }
    </QueryState>
  );
}
