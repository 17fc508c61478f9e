import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ONE_ON_ONE_CADENCES, type OneOnOneCadence } from '../../../contract/enums.ts';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { ColleaguePicker, type Colleague } from '../../components/ColleaguePicker.tsx';
import dayjs from '../../hooks/zonedDayjs.ts';
import { useTimeZone } from '../../shell/sessionContext.tsx';
import { zoneLabel } from '../timezones/TimeZonePicker.tsx';
import { seriesPath } from './paths.ts';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

/** A week from now at ten in the morning on the zone's clock, as a `datetime-local` field writes it. */
const defaultFirst = (zone: string | undefined) =>
  (zone ? dayjs().tz(zone) : dayjs()).add(7, 'day').hour(10).minute(0).format('YYYY-MM-DDTHH:mm');

/** A new series with one's manager or one of one's people: how often, and when the first meeting is. */
export function StartSeriesDialog({ onClose }: { onClose: () => void }) {
  const translate = useOneOnOnesTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const [person, setPerson] = useState<Colleague | null>(null);
  const [cadence, setCadence] = useState<OneOnOneCadence>('weekly');
  // The first meeting is typed on the clock the app shows times in: the caller's zone in the company.
  const zone = useTimeZone();
  const [first, setFirst] = useState(() => defaultFirst(zone));
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const messages = failure ? fieldMessages(failure) : null;
  const root = failure ? (messages ? messages.root : errorText(failure)) : null;

  const submit = async () => {
    if (!person) return;
    setSaving(true);
    setFailure(null);
    try {
      const series = await api.createSeries({
        with: person.id,
        cadence,
        first_meeting_at: (zone ? dayjs.tz(first, zone) : dayjs(first)).toISOString(),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.oneOnOnes.all(companyId) });
      notify(translate('app.one_on_ones.create.saved'), { type: 'success' });
      void navigate(seriesPath(basename, series.id));
    } catch (error) {
      setFailure(error);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="series-title">
      <DialogTitle id="series-title">{translate('app.one_on_ones.create.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {root ? <Alert severity="error">{root}</Alert> : null}
          <ColleaguePicker
            label={translate('app.one_on_ones.create.person')}
            helperText={translate('app.one_on_ones.create.person_hint')}
            value={person}
            onChange={setPerson}
            error={messages?.fields.with}
          />
          <TextField
            select
            id="series-cadence"
            label={translate('app.one_on_ones.create.cadence')}
            value={cadence}
            onChange={(event) => setCadence(ONE_ON_ONE_CADENCES.find((c) => c === event.target.value) ?? 'weekly')}
            error={Boolean(messages?.fields.cadence)}
            helperText={messages?.fields.cadence}
          >
            {ONE_ON_ONE_CADENCES.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`app.one_on_ones.cadence.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="datetime-local"
            label={translate('app.one_on_ones.create.first')}
            value={first}
            onChange={(event) => setFirst(event.target.value)}
            error={Boolean(messages?.fields.first_meeting_at)}
            helperText={
              messages?.fields.first_meeting_at ??
              (zone ? translate('app.one_on_ones.create.zone', { zone: zoneLabel(zone) }) : undefined)
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.one_on_ones.create.cancel')}</Button>
        <Button variant="contained" disabled={saving || !person || !first} onClick={() => void submit()}>
          {translate('app.one_on_ones.create.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
