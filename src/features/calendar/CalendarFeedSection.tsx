import EventIcon from '@mui/icons-material/Event';
import { Alert, Box, Button, Card, CardContent, CardHeader, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { calendarFeedCalls, calendarFeedKey } from './api.ts';

const T = 'app.calendar';

type FeedState = Awaited<ReturnType<typeof calendarFeedCalls.state>>;

/** The person's private calendar address on their notification settings: issued (shown once), copied, revoked. */
export function CalendarFeedSection() {
  const state = useQuery({ queryKey: calendarFeedKey, queryFn: calendarFeedCalls.state });
  return <QueryState query={state}>{(current) => <CalendarFeedState current={current} />}</QueryState>;
}

function CalendarFeedState({ current }: { current: FeedState }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedKey });
  const issue = useMutation({
    mutationFn: calendarFeedCalls.issue,
    onSuccess: async (feed) => {
      setUrl(feed.url);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: calendarFeedCalls.revoke,
    onMutate: () => setConfirming(false),
    onSuccess: async () => {
      setUrl(null);
      notify(`${T}.revoked`, { type: 'info' });
      await refresh();
    },
  });
  const copy = useMutation({
    mutationFn: (text: string) => navigator.clipboard.writeText(text),
    onSuccess: () => notify(`${T}.copied`, { type: 'info' }),
  });
  const failed = issue.error ?? revoke.error ?? copy.error;
  return (
    <Card component="section" aria-labelledby="calendar-feed-title">
      <CardHeader
        avatar={<EventIcon color="primary" aria-hidden />}
        title={translate(`${T}.title`)}
        slotProps={{ title: { id: 'calendar-feed-title', variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
        <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
        {failed ? <Alert severity="error">{errorText(failed)}</Alert> : null}
        {url ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'start' }}>
            <TextField
              label={translate(`${T}.feed`)}
              value={url}
              helperText={translate(`${T}.hint`)}
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ flex: '1 1 320px' }}
            />
            <Button onClick={() => copy.mutate(url)}>{translate(`${T}.copy`)}</Button>
          </Box>
        ) : (
          <Typography>
            {current.active
              ? translate(`${T}.active`, { date: formatDate(current.created_at) })
              : translate(`${T}.none`)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" disabled={issue.isPending} onClick={() => issue.mutate()}>
            {translate(current.active ? `${T}.reissue` : `${T}.issue`)}
          </Button>
          {current.active ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              {translate(`${T}.revoke`)}
            </Button>
          ) : null}
        </Box>
        <Confirm
          isOpen={confirming}
          loading={revoke.isPending}
          title={translate(`${T}.revoke`)}
          content={translate(`${T}.revoke_confirm`)}
          confirm={translate(`${T}.revoke_action`)}
          onConfirm={() => revoke.mutate()}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
