import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REVIEW360_REASON_MAX } from '../../../../contract/limits.ts';
import { ReasonDialog } from '../../../components/ReasonDialog.tsx';

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
  return (
    <ReasonDialog
      id="review360-decline"
      title={translate('app.review360.answer.decline.title')}
      text={translate('app.review360.answer.decline.text')}
      label={translate('app.review360.answer.decline.reason')}
      action={translate('app.review360.answer.decline.action')}
      destructive
      busy={busy}
      error={error}
      fieldError={reasonError}
      maxLength={REVIEW360_REASON_MAX}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
