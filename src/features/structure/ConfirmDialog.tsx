import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type Props = {
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs the action; a thrown error's text (already translated by `describe`) stays in the dialog. */
  onConfirm: () => Promise<void>;
  describe: (error: unknown) => string;
  /** After a refusal, e.g. to reload lists that turned out stale. */
  onFailed?: () => void;
  onClose: () => void;
  /** What else the reader should know before confirming, under the text. */
  children?: ReactNode;
};

/** Asks before a destructive action and keeps the server's refusal in view. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, describe, onFailed, onClose, children }: Props) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(describe(failure));
      onFailed?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{text}</DialogContentText>
        {children}
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
