import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../contract/enums.ts';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { ChatSettingsIn, ChatSettingsOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { LOCALES } from '../../i18n/index.ts';
import { chatSettingsCalls, chatSettingsKey } from './api.ts';

const T = 'app.chat';

/** `/c/{companyId}/settings/chat/`: the company's Telegram bot and the incoming webhook of the admins' digest. */
export function ChatSettingsPage() {
  const translate = useTranslate();
  const { companyId } = useCompanyApi();
  const settings = useQuery({
    queryKey: chatSettingsKey(companyId),
    queryFn: () => chatSettingsCalls(companyId).get(),
  });
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title={translate(`${T}.title`)} />
      <Typography variant="h5" component="h1">
        {translate(`${T}.title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
      <QueryState query={settings}>{(current) => <ChatSettingsForm current={current} />}</QueryState>
    </Box>
  );
}

function ChatSettingsForm({ current }: { current: ChatSettingsOut }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { companyId } = useCompanyApi();
  const queryClient = useQueryClient();
  const [token, setToken] = useState('');
  const [webhookUrl, setWebhookUrl] = useState(current.webhook_url);
  const [webhookLang, setWebhookLang] = useState(current.webhook_lang);
  const save = useMutation({
    mutationFn: (body: ChatSettingsIn) => chatSettingsCalls(companyId).update(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(chatSettingsKey(companyId), saved);
      setToken('');
      notify(`${T}.saved`, { type: 'info' });
    },
  });
  const fieldMessages = useFieldMessages();
  const fields = save.error ? (fieldMessages(save.error)?.fields ?? {}) : {};
  const fieldError = (name: string): string | undefined => fields[name];
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate({
      webhook_url: webhookUrl,
      webhook_lang: webhookLang,
      ...(token.trim() ? { telegram_token: token.trim() } : {}),
    });
  };
  const tokenError = fieldError('telegram_token');
  const webhookError = fieldError('webhook_url');
  return (
    <Paper component="form" onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.bot`)}
        </Typography>
        <TextField
          type="password"
          autoComplete="off"
          label={translate(`${T}.token`)}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          error={Boolean(tokenError)}
          helperText={
            tokenError ??
            (current.telegram_token_hint
              ? translate(`${T}.token_set`, {
                  username: current.telegram_bot_username,
                  hint: current.telegram_token_hint,
                })
              : translate(`${T}.bot_help`))
          }
        />
        {current.telegram_token_hint ? (
          <Button
            sx={{ justifySelf: 'start' }}
            color="warning"
            disabled={save.isPending}
            onClick={() => save.mutate({ telegram_token: '' })}
          >
            {translate(`${T}.token_clear`)}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.webhook`)}
        </Typography>
        <TextField
          type="url"
          label={translate(`${T}.webhook_url`)}
          value={webhookUrl}
          onChange={(event) => setWebhookUrl(event.target.value)}
          error={Boolean(webhookError)}
          helperText={webhookError ?? translate(`${T}.webhook_help`)}
        />
        <TextField
          select
          label={translate(`${T}.webhook_lang`)}
          value={webhookLang}
          onChange={(event) => {
            const lang = LANGUAGES.find((code) => code === event.target.value);
            if (lang) setWebhookLang(lang);
          }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        >
          {LOCALES.map(({ locale, name }) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {save.isError && !tokenError && !webhookError ? (
        <Alert severity="error" role="alert">
          {errorText(save.error)}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending}>
          {translate(`${T}.save`)}
        </Button>
      </Box>
    </Paper>
  );
}
