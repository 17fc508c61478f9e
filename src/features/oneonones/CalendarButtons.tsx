import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { calendarUrl } from './api.ts';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

/** The series' calendar file, and the caller's private feed address: issued (shown once), copied, revoked. */
export function CalendarButtons({ seriesId }: { seriesId: number }) {
  const translate = useOneOnOnesTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { api, companyId } = useCompanyApi();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const issue = () =>
    run(async () => {
      const feed = await api.issueFeed(seriesId);
      setUrl(feed.url);
    });
  const revoke = () =>
    run(async () => {
      setConfirming(false);
      await api.revokeFeed(seriesId);
      setUrl(null);
      notify(translate('app.one_on_ones.calendar.revoked'), { type: 'info' });
    });
  const copy = () =>
    run(async () => {
      if (url) await navigator.clipboard.writeText(url);
      notify(translate('app.one_on_ones.calendar.copied'), { type: 'info' });
    });
  return (
    <Box component="section" aria-labelledby="calendar-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="calendar-title" variant="h6" component="h2">
        {translate('app.one_on_ones.calendar.title')}
      </Typography>
      {failure ? <Alert severity="error">{errorText(failure)}</Alert> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={calendarUrl(companyId, seriesId)} download>
          {translate('app.one_on_ones.calendar.download')}
        </Button>
        <Button variant="outlined" onClick={() => void issue()}>
          {translate(url ? 'app.one_on_ones.calendar.reissue' : 'app.one_on_ones.calendar.issue')}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          {translate('app.one_on_ones.calendar.revoke')}
        </Button>
      </Box>
      {url ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'start' }}>
          <TextField
            label={translate('app.one_on_ones.calendar.feed')}
            value={url}
            helperText={translate('app.one_on_ones.calendar.hint')}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ flex: '1 1 240px' }}
          />
          <Button onClick={() => void copy()}>{translate('app.one_on_ones.calendar.copy')}</Button>
        </Box>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('app.one_on_ones.calendar.revoke')}
        content={translate('app.one_on_ones.calendar.revoke_confirm')}
        confirm={translate('app.one_on_ones.calendar.revoke_action')}
        onConfirm={() => void revoke()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
