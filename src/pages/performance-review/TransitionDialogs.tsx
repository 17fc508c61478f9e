import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReasonDialog as SharedReasonDialog } from '../../components/ReasonDialog.tsx';
import { useCodedText } from '../../api/errors.ts';
import type { MissingOut as Missing } from '../../api/types.ts';
import type { Stage } from './api.ts';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What is still empty, by the codes the server names, in the reader's language. */
export function MissingList({ missing }: { missing: Missing[] }) {
  const codedText = useCodedText();
  return (
    <List dense disablePadding>
      {missing.map((gap) => (
        <ListItem key={gap.code} disableGutters>
          <ListItemText primary={capitalized(codedText({ code: gap.code, params: { smart_count: gap.count } }))} />
        </ListItem>
      ))}
    </List>
  );
}

export function MissingDialog({ stage, missing, onClose }: { stage: Stage; missing: Missing[]; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="missing-title">
      <DialogTitle id="missing-title">
        {translate('app.form.missing_title', { stage: translate(`app.stages.${stage}`) })}
      </DialogTitle>
      <DialogContent>
        <MissingList missing={missing} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type ConfirmProps = { stage: Stage; busy: boolean; onConfirm: () => void; onClose: () => void };

export function ConfirmMoveDialog({ stage, busy, onConfirm, onClose }: ConfirmProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-move-title">
      <DialogTitle id="confirm-move-title">
        {translate('app.form.confirm_title', { stage: translate(`app.stages.${stage}`) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`app.form.confirm_text.${stage}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={onConfirm}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type ReasonProps = {
  stage: Stage;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Moves back need a reason; it is shown in the form's history. */
export function ReasonDialog({ stage, busy, error, onConfirm, onClose }: ReasonProps) {
  const translate = useTranslate();
  return (
    <SharedReasonDialog
      id="reason"
      title={translate('app.form.reason_title', { stage: translate(`app.stages.${stage}`) })}
      text={translate('app.form.reason_help')}
      label={translate('app.form.reason')}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
