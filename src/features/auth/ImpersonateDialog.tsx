import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { TextArea } from '../../components/TextArea.tsx';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { ImpersonationCandidateOut } from '../../api/types.ts';
import { browser } from '../../shell/browser.ts';
import { useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { impersonationApi } from './api.ts';

/** The server's limit on a reason (auth.schemas.ts IMPERSONATION_REASON_MAX). */
const REASON_MAX = 500;

/** Where the user lands: their first company, as the root page would choose it, or the root page. */
const landingOf = (user: ImpersonationCandidateOut) => (user.companies.length ? `/c/${user.companies[0].id}/` : '/');

/**
 * Asks why staff act as the user (the audit log keeps it), then starts and opens the app afresh as that
 * user: a full load, so nothing of the staff user's session stays in the page.
 */
export function ImpersonateDialog({ user, onClose }: { user: ImpersonationCandidateOut; onClose: () => void }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const [reason, setReason] = useState('');
  const start = useMutation({
    mutationFn: () => impersonationApi.start({ user_id: user.id, reason: reason.trim() }),
    onSuccess: () => browser.assign(landingOf(user)),
  });

  const fields = start.error ? fieldMessages(start.error) : null;
  const reasonError = fields?.fields.reason ?? null;
  // The reason is required (the audit log keeps it): "Войти" waits for one.
  const blank = reason.trim() === '';
  const otherError = start.error && !fields?.fields.reason ? errorText(start.error) : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!blank) start.mutate();
  };

  const busy = start.isPending || start.isSuccess;
  const discard = useDiscardGuard(!blank, onClose);
  return (
    <Dialog open onClose={busy ? undefined : discard.close} fullWidth maxWidth="sm" aria-labelledby="impersonate-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="impersonate-title">
          {translate('app.staff.impersonation.dialog_title', { name: user.full_name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('app.staff.impersonation.dialog_text', { email: user.email })}
          </DialogContentText>
          <TextArea
            autoFocus
            required
            fullWidth
            minRows={3}
            label={translate('app.staff.impersonation.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
            error={Boolean(reasonError)}
            helperText={
              reasonError ?? translate('app.staff.impersonation.reason_hint', { count: reason.length, max: REASON_MAX })
            }
            htmlInput={{ maxLength: REASON_MAX }}
          />
          {otherError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {otherError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={discard.close} disabled={busy}>
            {translate('app.staff.impersonation.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={blank}>
            {translate('app.staff.impersonation.confirm')}
          </Button>
        </DialogActions>
      </Box>
      {discard.confirmation}
    </Dialog>
  );
}
