import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LANGUAGES, type NotificationKind } from '../../../contract/enums.ts';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { NotificationSettingsOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { LOCALES } from '../../i18n/index.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import { TimeZonePicker, zoneLabel } from '../timezones/TimeZonePicker.tsx';

type Group = { name: string; kinds: NotificationKind[]; adminsOnly?: boolean };

/** The kinds a person can have mailed or not, as they meet them; the daily digest is the mail itself, not an event. */
const GROUPS: Group[] = [
  {
    name: 'stages',
    kinds: ['self_open', 'to_review', 'feedback_open', 'complete', 'returned', 'reopened', 'moved_by_deadline'],
  },
  { name: 'handover', kinds: ['delegated', 'relieved'] },
  { name: 'deadlines', kinds: ['reminder', 'overdue', 'nudge', 'escalation'] },
  {
    name: 'review360',
    kinds: ['review360_request', 'review360_reminder', 'review360_nomination', 'review360_closed'],
  },
  { name: 'goals', kinds: ['goal_check_in'] },
  { name: 'one_on_ones', kinds: ['one_on_one_prepare', 'one_on_one_action_due'] },
  { name: 'hr', kinds: ['hr_digest'], adminsOnly: true },
];

const T = 'app.notifications.settings';

/** The caller's mail settings: the language of the mail, mail on or off per kind, one digest a day instead. */
export function NotificationSettingsForm() {
  const { api, companyId } = useCompanyApi();
  const settings = useQuery({
    queryKey: queryKeys.notifications.settings(companyId),
    queryFn: () => api.getNotificationSettings(),
  });
  return <QueryState query={settings}>{(initial) => <SettingsFields initial={initial} />}</QueryState>;
}

function SettingsFields({ initial }: { initial: NotificationSettingsOut }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { api, companyId } = useCompanyApi();
  const company = useCompany();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const save = useMutation({
    // The company's zone is read only: the body carries the person's own choices.
    mutationFn: () =>
      api.putNotificationSettings({
        lang: draft.lang,
        mail_off: draft.mail_off,
        digest: draft.digest,
        chat: draft.chat,
        time_zone: draft.time_zone,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.notifications.settings(companyId), saved);
      // The app shows times in the person's zone, which the company list carries.
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
      setDraft(saved);
      notify(`${T}.saved`, { type: 'info' });
    },
  });
  const mailOn = (kind: NotificationKind) => !draft.mail_off.includes(kind);
  const toggle = (kind: NotificationKind, on: boolean) =>
    setDraft((previous) => ({
      ...previous,
      mail_off: on ? previous.mail_off.filter((off) => off !== kind) : [...previous.mail_off, kind],
    }));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
      <TextField
        select
        label={translate(`${T}.lang`)}
        value={draft.lang}
        onChange={(event) => {
          const lang = LANGUAGES.find((code) => code === event.target.value);
          if (lang) setDraft((previous) => ({ ...previous, lang }));
        }}
        sx={{ width: { xs: '100%', sm: 280 } }}
      >
        {LOCALES.map(({ locale, name }) => (
          <MenuItem key={locale} value={locale} lang={locale}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TimeZonePicker
        label={translate('app.time_zones.own_label')}
        value={draft.time_zone}
        onChange={(zone) => setDraft((previous) => ({ ...previous, time_zone: zone }))}
        helperText={translate('app.time_zones.own_help', { zone: zoneLabel(draft.company_time_zone) })}
      />
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`${T}.mail`)}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {GROUPS.filter((group) => !group.adminsOnly || company.is_admin).map((group) => (
            <FormControl key={group.name} component="fieldset">
              <FormLabel component="legend">{translate(`${T}.groups.${group.name}`)}</FormLabel>
              <FormGroup>
                {group.kinds.map((kind) => (
                  <FormControlLabel
                    key={kind}
                    control={<Switch checked={mailOn(kind)} onChange={(event) => toggle(kind, event.target.checked)} />}
                    label={translate(`app.notifications.kinds.${kind}`)}
                  />
                ))}
              </FormGroup>
            </FormControl>
          ))}
        </Box>
      </Box>
      <FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={draft.digest}
              onChange={(event) => setDraft((previous) => ({ ...previous, digest: event.target.checked }))}
              slotProps={{ input: { 'aria-describedby': 'notification-digest-help' } }}
            />
          }
          label={translate(`${T}.digest`)}
        />
        <FormHelperText id="notification-digest-help" sx={{ mx: 0 }}>
          {translate(`${T}.digest_help`)}
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={draft.chat}
              onChange={(event) => setDraft((previous) => ({ ...previous, chat: event.target.checked }))}
              slotProps={{ input: { 'aria-describedby': 'notification-chat-help' } }}
            />
          }
          label={translate('app.chat.telegram.chat')}
        />
        <FormHelperText id="notification-chat-help" sx={{ mx: 0 }}>
          {translate('app.chat.telegram.chat_help')}
        </FormHelperText>
      </FormControl>
      {save.isError ? (
        <Alert severity="error" role="alert">
          {errorText(save.error)}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
          {translate(`${T}.save`)}
        </Button>
      </Box>
    </Paper>
  );
}
