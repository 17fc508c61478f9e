import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import type { DelegationRecordOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useRefreshReview } from './queries.ts';

type Props = {
  formId: number;
  /** The hand-over in force, to be undone. */
  handover: DelegationRecordOut;
  /** The caller is the reviewer it came from (else an admin returns it to that reviewer). */
  self: boolean;
  onClose: () => void;
};

/** Asks before taking a hand-over back, says who will assess the form then, and keeps a refusal in view. */
export function RevokeDelegationDialog({ formId, handover, self, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { api } = useCompanyApi();
  const refresh = useRefreshReview();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previous = handover.from_reviewer_name ?? translate('app.form.no_reviewer');
  const names = { to: previous, delegate: handover.to_reviewer_name };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.revokeDelegations({ form_ids: [formId] });
      notify(self ? 'app.form.revoked_self' : 'app.form.revoked', { type: 'success', messageArgs: { name: previous } });
      onClose();
      await refresh();
    } catch (failure) {
      setError(errorText(failure));
      void refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="revoke-title">
      <DialogTitle id="revoke-title">
        {translate(self ? 'app.form.revoke_title_self' : 'app.form.revoke_title_to')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {translate(self ? 'app.form.revoke_text_self' : 'app.form.revoke_text_to', names)}
        </DialogContentText>
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void confirm()}>
          {translate(self ? 'app.form.revoke_self' : 'app.form.revoke_to', { name: previous })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
