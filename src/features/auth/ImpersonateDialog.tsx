import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
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

/** Where the user lands: the company chosen (their first by default, as the root page would choose it), or the root. */
const landingOf = (companyId: number | null) => (companyId === null ? '/' : `/c/${String(companyId)}/`);

/**
 * Asks why staff act as the user (the audit log keeps it), then starts and opens the app afresh as that
 * user: a full load, so nothing of the staff user's session stays in the page.
 */
export function ImpersonateDialog({ user, onClose }: { user: ImpersonationCandidateOut; onClose: () => void }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const [reason, setReason] = useState('');
  // A person of several companies is viewed in one of them: the start and stop go to that company's audit log.
  const [companyId, setCompanyId] = useState<number | null>(user.companies.at(0)?.id ?? null);
  const start = useMutation({
    mutationFn: () =>
      impersonationApi.start({
        user_id: user.id,
        reason: reason.trim(),
        ...(companyId === null ? {} : { company_id: companyId }),
      }),
    onSuccess: () => browser.assign(landingOf(companyId)),
  });

  const fields = start.error ? fieldMessages(start.error) : null;
  const reasonError = fields?.fields.reason ?? null;
  const companyError = fields?.fields.company_id ?? null;
  // The reason is required (the audit log keeps it): "Войти" waits for one.
  const blank = reason.trim() === '';
  const otherError = start.error && !reasonError && !companyError ? errorText(start.error) : null;

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
          {user.companies.length > 1 ? (
            <TextField
              select
              fullWidth
              sx={{ mb: 2 }}
              label={translate('app.staff.impersonation.company')}
              value={companyId ?? ''}
              onChange={(event) => {
                setCompanyId(Number(event.target.value));
              }}
              error={Boolean(companyError)}
              helperText={companyError ?? translate('app.staff.impersonation.company_hint')}
            >
              {user.companies.map((company) => (
                <MenuItem key={company.id} value={company.id}>
                  {company.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
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
