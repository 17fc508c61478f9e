import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../api/queryKeys.ts';
import type { ChangeOut, ChangeState } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { boxKey } from './boxes.ts';

const PAGE_SIZE = 20;

/** What a change did, in one line: the grade or the box before and after, or the session locked or opened. */
function useChangeText() {
  const translate = useTranslate();
  const boxOf = (state: ChangeState) =>
    state.performance && state.potential
      ? translate(`app.calibration.boxes.${boxKey(state.performance, state.potential)}`)
      : translate('app.calibration.history.no_box');
  const gradeOf = (state: ChangeState) =>
    state.grade === null || state.grade === undefined ? '—' : String(state.grade);
  return (change: ChangeOut) => {
    switch (change.kind) {
      case 'grade':
        return translate('app.calibration.history.grade', {
          before: gradeOf(change.before),
          after: gradeOf(change.after),
        });
      case 'box':
        return translate('app.calibration.history.box', { before: boxOf(change.before), after: boxOf(change.after) });
      case 'lock':
        return translate('app.calibration.history.lock', {
          grades: change.after.grades_written ?? 0,
          potentials: change.after.potentials_written ?? 0,
        });
      case 'reopen':
        return translate('app.calibration.history.reopen');
    }
  };
}

/** The session's changes, newest first, a page at a time: who, when, what before and after, and why. */
export function HistoryList({ sessionId }: { sessionId: number }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const { api, companyId } = useCompanyApi();
  const text = useChangeText();
  const history = useInfiniteQuery({
    queryKey: queryKeys.calibration.history(companyId, sessionId, { page_size: PAGE_SIZE }),
    queryFn: ({ pageParam }) => api.getCalibrationHistory(sessionId, { page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
  return (
    <Box component="section" aria-labelledby="session-history">
      <Typography id="session-history" component="h2" variant="h6">
        {translate('app.calibration.history.title')}
      </Typography>
      <QueryState query={history}>
        {(data) => {
          const changes = data.pages.flatMap((page) => page.results);
          if (!changes.length)
            return <Typography color="text.secondary">{translate('app.calibration.history.empty')}</Typography>;
          return (
            <>
              <List dense aria-label={translate('app.calibration.history.list')}>
                {changes.map((change) => (
                  <ListItem key={change.id} divider alignItems="flex-start" disableGutters>
                    <ListItemText
                      primary={change.employee_name ? `${change.employee_name}. ${text(change)}` : text(change)}
                      secondary={
                        <>
                          {translate('app.calibration.history.who', {
                            name: change.by?.full_name ?? translate('app.calibration.history.someone'),
                            date: formatDateTime(change.at),
                          })}
                          {change.reason ? (
                            <>
                              <br />
                              {translate('app.calibration.history.reason', { reason: change.reason })}
                            </>
                          ) : null}
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
              {history.hasNextPage ? (
                <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                  {translate('app.calibration.history.more')}
                </Button>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}
