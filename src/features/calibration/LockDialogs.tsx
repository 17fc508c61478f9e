import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { SessionDetailOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { ReasonField } from './ReasonField.tsx';

type Props = { session: SessionDetailOut; onClose: () => void };

/** Locking or reopening: the session as the server answers it replaces the one shown, and its history is read again. */
function useStatusChange(session: SessionDetailOut, done: string, onClose: () => void) {
  const notify = useNotify();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  return useMutation({
    mutationFn: (change: { lock: boolean; reason: string }) =>
      change.lock
        ? api.lockCalibrationSession(session.id, change.reason)
        : api.reopenCalibrationSession(session.id, change.reason),
    onSuccess: async (next) => {
      client.setQueryData(queryKeys.calibration.session(companyId, session.id), next);
      notify(done, { type: 'success' });
      onClose();
      await client.invalidateQueries({ queryKey: queryKeys.calibration.sessions(companyId) });
    },
  });
}

function StatusDialog({
  id,
  title,
  text,
  action,
  reasonRequired,
  reasonLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  id: string;
  title: string;
  text: string;
  action: string;
  reasonRequired: boolean;
  reasonLabel?: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const ready = !reasonRequired || Boolean(reason.trim());
  const discard = useDiscardGuard(reason.trim() !== '', onClose);
  return (
    <Dialog open onClose={discard.close} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{text}</DialogContentText>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <ReasonField value={reason} onChange={setReason} required={reasonRequired} label={reasonLabel} />
      </DialogContent>
      <DialogActions>
        <Button onClick={discard.close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => onConfirm(reason.trim())}>
          {action}
        </Button>
      </DialogActions>
      {discard.confirmation}
    </Dialog>
  );
}

/** What locking does, said before it is done; a comment may go with it. */
export function LockDialog({ session, onClose }: Props) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const change = useStatusChange(session, 'app.calibration.session.locked', onClose);
  const count = (changed: (person: SessionDetailOut['people'][number]) => boolean) =>
    session.people.filter(changed).length;
  const grades = count((person) => person.entry.calibrated_grade !== null);
  const potentials = count((person) => person.entry.potential !== null);
  return (
    <StatusDialog
      id="lock-session"
      title={translate('app.calibration.session.lock_title')}
      text={translate('app.calibration.session.lock_text', { grades, potentials })}
      action={translate('app.calibration.session.lock')}
      reasonRequired={false}
      reasonLabel={translate('app.calibration.session.lock_comment')}
      busy={change.isPending}
      error={change.error ? errorText(change.error) : null}
      onConfirm={(reason) => change.mutate({ lock: true, reason })}
      onClose={onClose}
    />
  );
}

/** Reopening needs a reason: it is kept in the history. */
export function ReopenDialog({ session, onClose }: Props) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const change = useStatusChange(session, 'app.calibration.session.reopened', onClose);
  return (
    <StatusDialog
      id="reopen-session"
      title={translate('app.calibration.session.reopen_title')}
      text={translate('app.calibration.session.reopen_text')}
      action={translate('app.calibration.session.reopen')}
      reasonRequired
      busy={change.isPending}
      error={change.error ? errorText(change.error) : null}
      onConfirm={(reason) => change.mutate({ lock: false, reason })}
      onClose={onClose}
    />
  );
}
