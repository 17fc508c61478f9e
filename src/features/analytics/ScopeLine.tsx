import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import type { Query } from '../../httpClient.ts';
import { useMeasure } from './useAnalyticsFilters.ts';

/**
 * What the figures are about: the period and its dates, the day overdue is counted on, and whether cells of few
 * people are withheld for the reader (managers) or shown (admins). Read from the completion's answer, which the
 * completion section asks for too.
 */
export function ScopeLine({ query, enabled }: { query: Query; enabled: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const answer = useMeasure('completion', query, enabled, (api, q) => api.getAnalyticsCompletion(q));
  const scope = answer.data?.scope;
  if (!scope) return null;
  const { period } = scope;
  return (
    <>
      <Typography color="text.secondary">
        {period
          ? translate('app.analytics.scope', {
              name: period.name,
              start: formatDate(period.start_date),
              end: formatDate(period.end_date),
              today: formatDate(scope.as_of),
            })
          : translate('app.analytics.no_periods')}
      </Typography>
      <Alert severity="info">
        {translate(scope.suppression ? 'app.analytics.privacy_manager' : 'app.analytics.privacy_admin', {
          min: scope.min_group_size,
        })}
      </Alert>
    </>
  );
}
