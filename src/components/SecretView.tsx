import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, DialogActions, DialogContent, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * A secret shown this once in a dialog, with a warning and a copy button (an API token, a webhook's signing
 * secret). `messages` is the feature's message prefix: its `secret_warning`, `secret_label`, `copy`, `copied`
 * and `done`.
 */
export function SecretView({ secret, messages, onClose }: { secret: string; messages: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    notify(`${messages}.copied`, { type: 'info' });
  };
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning">{translate(`${messages}.secret_warning`)}</Alert>
        <TextField
          label={translate(`${messages}.secret_label`)}
          value={secret}
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(`${messages}.copy`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${messages}.done`)}
        </Button>
      </DialogActions>
    </>
  );
}
