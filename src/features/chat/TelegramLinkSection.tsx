import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Alert, Box, Button, Link, Paper, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import type { TelegramCodeOut, TelegramLinkOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { useTimeZone } from '../../shell/sessionContext.tsx';
import { telegramCalls, telegramLinkKey } from './api.ts';

const T = 'app.chat.telegram';

/** The caller's Telegram on their notification settings: link it with a one-time code, or unlink it. */
export function TelegramLinkSection() {
  const { companyId } = useCompanyApi();
  const link = useQuery({ queryKey: telegramLinkKey(companyId), queryFn: () => telegramCalls(companyId).get() });
  return <QueryState query={link}>{(current) => <TelegramLinkState current={current} />}</QueryState>;
}

function TelegramLinkState({ current }: { current: TelegramLinkOut }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const [locale] = useLocaleState();
  const formatDate = useFormatDate();
  const timeZone = useTimeZone();
  const { companyId } = useCompanyApi();
  const queryClient = useQueryClient();
  const [code, setCode] = useState<TelegramCodeOut | null>(null);
  const calls = telegramCalls(companyId);
  const newCode = useMutation({ mutationFn: calls.code, onSuccess: setCode });
  const unlink = useMutation({
    mutationFn: calls.unlink,
    onSuccess: (saved) => {
      queryClient.setQueryData(telegramLinkKey(companyId), saved);
      setCode(null);
      notify(`${T}.unlinked`, { type: 'info' });
    },
  });
  const failed = newCode.error ?? unlink.error;
  const time = code
    ? new Date(code.expires_at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone })
    : '';
  return (
    <Paper component="section" aria-labelledby="telegram-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography
        id="telegram-title"
        variant="h6"
        component="h2"
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <TelegramIcon color="primary" aria-hidden />
        {translate(`${T}.title`)}
      </Typography>
      {!current.available ? (
        <Typography color="text.secondary">{translate(`${T}.unavailable`)}</Typography>
      ) : current.linked ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography>
            {translate(`${T}.linked`, {
              date: formatDate(current.linked_at),
              username: current.bot_username,
            })}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<LinkOffIcon />}
            disabled={unlink.isPending}
            onClick={() => unlink.mutate()}
          >
            {translate(`${T}.unlink`)}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{translate(`${T}.not_linked`, { username: current.bot_username })}</Typography>
          <Button
            variant="outlined"
            startIcon={<LinkIcon />}
            disabled={newCode.isPending}
            onClick={() => newCode.mutate()}
          >
            {translate(`${T}.link`)}
          </Button>
          {code ? (
            <Alert severity="info" sx={{ width: '100%' }}>
              <Link href={code.link} target="_blank" rel="noopener noreferrer">
                {translate(`${T}.open`)}
              </Link>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate(`${T}.code_help`, { code: code.code, time })}
              </Typography>
            </Alert>
          ) : null}
        </Box>
      )}
      {failed ? (
        <Alert severity="error" role="alert">
          {errorText(failed)}
        </Alert>
      ) : null}
    </Paper>
  );
}
