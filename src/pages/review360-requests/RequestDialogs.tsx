import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { REVIEW360_REASON_MAX } from '../../../contract/limits.ts';

/** Asks before sending: a sent answer can no longer be changed. */
export function SubmitDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="review360-submit-title">
      <DialogTitle id="review360-submit-title">{translate('app.review360.answer.submit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.review360.answer.submit.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {translate('app.review360.answer.submit.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type DeclineProps = {
  busy: boolean;
  /** The refusal of the last try, already worded; a 400 on `reason` shows at the field. */
  error: string | null;
  reasonError: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Declining takes a reason: the person's manager and HR read it. */
export function DeclineDialog({ busy, error, reasonError, onConfirm, onClose }: DeclineProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  const fieldError = missing ? translate('ra.validation.required') : reasonError;
  const confirm = () => {
    setTouched(true);
    if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review360-decline-title">
      <DialogTitle id="review360-decline-title">{translate('app.review360.answer.decline.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{translate('app.review360.answer.decline.text')}</DialogContentText>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          label={translate('app.review360.answer.decline.reason')}
          value={reason}
          error={fieldError !== null}
          helperText={fieldError}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          slotProps={{ htmlInput: { maxLength: REVIEW360_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy || !reason.trim()} onClick={confirm}>
          {translate('app.review360.answer.decline.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
