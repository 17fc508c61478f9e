import { Box, Button, List, ListItem, Paper, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocaleState } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { CheckInOut, GoalOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { FOCUS_IDS } from './focus.ts';
import { HealthChip, percentOf } from './GoalProgress.tsx';
import { useFormatNumber } from './KeyResultsSection.tsx';

const ProgressChart = lazy(() => import('./ProgressChart.tsx').then((module) => ({ default: module.ProgressChart })));
const PAGE_SIZE = 10;

function CheckInItem({ checkIn }: { checkIn: CheckInOut }) {
  const translate = useGoalsTranslate();
  const formatDateTime = useFormatDateTime();
  const format = useFormatNumber();
  const kept = (value: number | boolean | null) =>
    typeof value === 'boolean' ? translate(`app.goals.key_results.${value ? 'done' : 'not_done'}`) : format(value);
  const name = checkIn.author?.full_name ?? translate('app.goals.check_ins.unknown_author');
  return (
    <ListItem disableGutters sx={{ display: 'block', borderTop: 1, borderColor: 'divider', py: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('app.goals.check_ins.by', { name, at: formatDateTime(checkIn.at) })}
        </Typography>
        <HealthChip health={checkIn.health} />
        <Typography variant="body2" color="text.secondary">
          {translate('app.goals.check_ins.progress_change', {
            before: percentOf(checkIn.progress_before),
            after: percentOf(checkIn.progress_after),
          })}
        </Typography>
      </Box>
      {checkIn.comment ? <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{checkIn.comment}</Typography> : null}
      {checkIn.values.map((value) => (
        <Typography key={value.key_result} variant="body2" color="text.secondary">
          {translate('app.goals.check_ins.value_change', {
            name: value.name,
            before: kept(value.before),
            after: kept(value.after),
          })}
        </Typography>
      ))}
    </ListItem>
  );
}

/** The goal's check-ins, newest first, a page at a time, with the progress they made as a chart. */
export function CheckInsSection({ goal }: { goal: GoalOut }) {
  const translate = useGoalsTranslate();
  const formatDate = useFormatDate();
  const [locale] = useLocaleState();
  const tick = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const { api, companyId } = useCompanyApi();
  const checkIns = useInfiniteQuery({
    queryKey: queryKeys.goals.checkIns(companyId, goal.id, { version: goal.version }),
    queryFn: ({ pageParam }) => api.getCheckIns(goal.id, { page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    // After a check-in the timeline stays in place while its new page loads: the section keeps its height, so the
    // heading focused after the check-in comes to the top of the window.
    placeholderData: keepPreviousData,
  });
  const title = translate('app.goals.check_ins.title');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography
        id={FOCUS_IDS.check_ins}
        tabIndex={-1}
        variant="subtitle1"
        component="h2"
        sx={{ scrollMarginTop: 80 }}
      >
        {title}
      </Typography>
      <QueryState query={checkIns}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.results);
          if (!items.length) {
            return (
              <Typography variant="body2" color="text.secondary">
                {translate('app.goals.check_ins.empty')}
              </Typography>
            );
          }
          return (
            <>
              {items.length > 1 ? (
                <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
                  <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                    {translate('app.goals.check_ins.chart')}
                  </Typography>
                  <ProgressChart
                    label={translate('app.goals.check_ins.chart')}
                    series={translate('app.goals.columns.progress')}
                    locale={locale}
                    points={[...items].reverse().map((item) => ({
                      date: formatDate(item.at),
                      tick: tick.format(new Date(item.at)),
                      progress: item.progress_after,
                    }))}
                  />
                </Suspense>
              ) : null}
              <List dense disablePadding>
                {items.map((checkIn) => (
                  <CheckInItem key={checkIn.id} checkIn={checkIn} />
                ))}
              </List>
              {checkIns.hasNextPage ? (
                <Button disabled={checkIns.isFetchingNextPage} onClick={() => void checkIns.fetchNextPage()}>
                  {translate('app.goals.check_ins.more')}
                </Button>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Paper>
  );
}
