import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDiscardGuard } from './DiscardGuard.tsx';
import { TextArea } from './TextArea.tsx';

type Props = {
  /** Names the dialog's title element (`{id}-title`), which names the dialog. */
  id: string;
  title: string;
  /** What the reason is for, and who reads it. */
  text: string;
  label: string;
  /** The confirming button's text, `ra.action.confirm` unless given. */
  action?: string;
  /** The confirming button in the error colour: the action gives something up. */
  destructive?: boolean;
  busy: boolean;
  /** The refusal of the last try, already worded. */
  error: string | null;
  /** The server's message for the reason itself, shown at the field. */
  fieldError?: string | null;
  maxLength?: number;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks for a required reason before an action, and sends it trimmed. */
export function ReasonDialog(props: Props) {
  const { id, title, text, label, action, destructive = false, busy, error, fieldError = null, maxLength } = props;
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = !reason.trim();
  const missing = touched && blank;
  const discard = useDiscardGuard(!blank, props.onClose);
  return (
    <Dialog open onClose={discard.close} fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <TextArea
          autoFocus
          required
          fullWidth
          minRows={2}
          label={label}
          value={reason}
          error={missing || fieldError !== null}
          helperText={missing ? translate('ra.validation.required') : (fieldError ?? ' ')}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          htmlInput={{ maxLength }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={discard.close}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={blank || busy}
          onClick={() => props.onConfirm(reason.trim())}
        >
          {action ?? translate('ra.action.confirm')}
        </Button>
      </DialogActions>
      {discard.confirmation}
    </Dialog>
  );
}
