import {
  Alert,
  Button,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { TeamResultOut } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { useErrorText } from '../../../api/errors.ts';
import { review360StateOf, useReview360StateText } from '../../../components/Review360State.tsx';
import { REVIEW_PATHS } from '../../forms/queries.ts';
import { StackedList } from '../../../components/StackedList.tsx';
import { useFitsWidth } from '../../../components/useFitsWidth.ts';
import { REVIEW360_ANCHOR } from './Review360FormResults.tsx';
import { useResultWords } from './words.ts';

const PAGE_SIZE = 50;

/** The company values the rows speak of, in the order the server gives them. */
function valuesOf(rows: TeamResultOut[]): { value: number; value_name: string }[] {
  const seen = new Map<number, string>();
  for (const row of rows)
    for (const item of row.values) if (!seen.has(item.value)) seen.set(item.value, item.value_name);
  return [...seen].map(([value, value_name]) => ({ value, value_name }));
}

/**
 * "Обратная связь 360 команды" on the manager dashboard: each person of the caller's scope in the active period,
 * their 360 state (worded as everywhere else) and, under "Средняя оценка 360", the mean per value (over the
 * reviewer groups shown; "—" before collecting is over). Not drawn when the period has no 360.
 */
export function TeamResultsCard({ period }: { period: number }) {
  const words = useResultWords();
  const stateText = useReview360StateText();
  const errorText = useErrorText();
  const basename = useBasename();
  const headingId = useId();
  const { api, companyId } = useCompanyApi();
  const [page, setPage] = useState(0);
  // Too narrow for a column a value (a phone, a tablet beside the menu), the table is a list of people.
  const [box, fits] = useFitsWidth<HTMLDivElement>();
  const settings = useQuery({
    queryKey: queryKeys.review360.settings(companyId, period),
    queryFn: () => api.getReview360Settings(period),
  });
  const query = { period, page: page + 1, page_size: PAGE_SIZE };
  const team = useQuery({
    queryKey: queryKeys.review360.team(companyId, query),
    enabled: settings.data?.enabled === true,
    placeholderData: keepPreviousData,
    queryFn: () => api.getReview360TeamResults(query),
  });
  if (settings.data?.enabled === false) return null;
  const failed = settings.error ?? team.error;
  const rows = team.data?.results ?? [];
  const values = valuesOf(rows);
  const title = words.t('team.title');
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {words.t('team.about')}
        </Typography>
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void (settings.error ? settings.refetch() : team.refetch())}
              >
                {words.translate('app.retry')}
              </Button>
            }
          >
            {words.translate('app.errors.load_failed')} {errorText(failed)}
          </Alert>
        ) : null}
        {team.data && rows.length === 0 ? (
          <Typography color="text.secondary">{words.t('team.empty')}</Typography>
        ) : null}
        {rows.length ? (
          <TableContainer
            ref={box}
            tabIndex={0}
            role="region"
            aria-label={words.t('table_label', { title })}
            sx={{ overflowX: 'auto', contain: 'inline-size' }}
          >
            {fits ? null : (
              <StackedList
                items={rows.map((row) => ({
                  key: String(row.form_id),
                  title: (
                    <Link
                      component={RouterLink}
                      to={`${basename}${REVIEW_PATHS.form}?id=${row.form_id}#${REVIEW360_ANCHOR}`}
                    >
                      {row.employee_name}
                    </Link>
                  ),
                  pairs: [
                    {
                      key: 'status',
                      label: words.t('team.status'),
                      value: row.status === null ? '—' : stateText(review360StateOf(row.status, row.reviewers)),
                    },
                    ...values.map((value) => ({
                      key: String(value.value),
                      label: value.value_name,
                      value: words.mean(row.values.find((item) => item.value === value.value)?.mean ?? null),
                    })),
                  ],
                }))}
              />
            )}
            <Table size="small" aria-label={title} sx={fits ? undefined : { display: 'none' }}>
              <TableHead>
                <TableRow>
                  <TableCell rowSpan={values.length ? 2 : 1}>{words.t('team.person')}</TableCell>
                  <TableCell rowSpan={values.length ? 2 : 1}>{words.t('team.status')}</TableCell>
                  {values.length ? (
                    <TableCell colSpan={values.length} align="center" scope="colgroup">
                      {words.t('team.means')}
                    </TableCell>
                  ) : null}
                </TableRow>
                <TableRow>
                  {values.map((value) => (
                    <TableCell key={value.value} align="right" sx={{ verticalAlign: 'bottom' }}>
                      {value.value_name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.form_id}>
                    <TableCell component="th" scope="row">
                      <Link
                        component={RouterLink}
                        to={`${basename}${REVIEW_PATHS.form}?id=${row.form_id}#${REVIEW360_ANCHOR}`}
                      >
                        {row.employee_name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {row.status === null ? '—' : stateText(review360StateOf(row.status, row.reviewers))}
                    </TableCell>
                    {values.map((value) => (
                      <TableCell key={value.value} align="right">
                        {words.mean(row.values.find((item) => item.value === value.value)?.mean ?? null)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        {team.data && team.data.count > PAGE_SIZE ? (
          <TablePagination
            component="div"
            count={team.data.count}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_event, next) => setPage(next)}
            getItemAriaLabel={(type) => words.translate(`ra.navigation.${type}`)}
            labelDisplayedRows={({ from, to, count }) =>
              words.translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
