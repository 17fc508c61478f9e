import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { OutboxOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { OutboxStatusChip } from './OutboxStatusChip.tsx';

const T = 'app.notifications.outbox';

export interface OutboxMessageDialogProps {
  message: OutboxOut | null;
  onClose: () => void;
}

/**
 * One message as it went out, or would have: subject, recipient, status and attempts, the plain text, and the HTML
 * in a sandboxed frame (no scripts, no forms, no links out of it). A failed one shows its last error and can be sent
 * again.
 */
export function OutboxMessageDialog({ message, onClose }: OutboxMessageDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="outbox-message-title"
    >
      {message ? <MessageContent key={message.id} initial={message} onClose={onClose} /> : null}
    </Dialog>
  );
}

function MessageContent({ initial, onClose }: { initial: OutboxOut; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const [message, setMessage] = useState(initial);
  const retry = useMutation({
    mutationFn: () => api.retryOutbox(message.id),
    onSuccess: async (queued) => {
      setMessage(queued);
      notify(`${T}.retried`, { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all(companyId) });
    },
  });
  const waiting = message.status === 'pending' || message.status === 'failed';
  const facts: [string, ReactNode][] = [
    [translate(`${T}.message.to`), `${message.recipient.full_name} <${message.mail_to || message.recipient.email}>`],
    [translate(`${T}.kind`), translate(`app.notifications.kinds.${message.kind}`)],
    [translate(`${T}.status`), <OutboxStatusChip key="status" status={message.status} />],
    [translate(`${T}.attempts`), message.attempts],
    [translate(`${T}.created_at`), formatDateTime(message.created_at)],
  ];
  if (message.sent_at) facts.push([translate(`${T}.sent_at`), formatDateTime(message.sent_at)]);
  if (waiting) facts.push([translate(`${T}.message.next_attempt`), formatDateTime(message.next_attempt_at)]);

  return (
    <>
      <DialogTitle id="outbox-message-title" sx={{ overflowWrap: 'anywhere' }}>
        {message.subject}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            alignItems: 'center',
          }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {message.status === 'kept' ? <Alert severity="info">{translate(`${T}.kept_note`)}</Alert> : null}
        {message.last_error ? (
          <Alert severity={message.status === 'failed' ? 'error' : 'warning'}>
            <AlertTitle>{translate(`${T}.message.last_error`)}</AlertTitle>
            <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {message.last_error}
            </Box>
          </Alert>
        ) : null}
        {retry.isError ? (
          <Alert severity="error" role="alert">
            {errorText(retry.error)}
          </Alert>
        ) : null}
        <Part id="outbox-message-text" title={translate(`${T}.message.text`)}>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: 'grey.100',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              fontSize: 13,
            }}
          >
            {message.body_text}
          </Box>
        </Part>
        <Part id="outbox-message-html" title={translate(`${T}.message.html`)}>
          <Box
            component="iframe"
            sandbox=""
            srcDoc={message.body_html}
            title={translate(`${T}.message.html_frame`, { subject: message.subject })}
            sx={{
              width: '100%',
              height: 420,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'common.white',
            }}
          />
        </Part>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {message.status === 'failed' ? (
          <Button
            variant="contained"
            startIcon={<ReplayIcon />}
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            {translate(`${T}.retry`)}
          </Button>
        ) : null}
        <Button onClick={onClose}>{translate(`${T}.message.close`)}</Button>
      </DialogActions>
    </>
  );
}

/** One part of the message (its text, its HTML) under its own heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
