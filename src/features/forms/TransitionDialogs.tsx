import {
  Alert,
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
import { useLocalizedText } from '../../hooks/useLocalizedText.ts';
import type { AckNote } from './acknowledgement.ts';
import type { Stage } from './queries.ts';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What is still empty, by the codes the server names, in the reader's language; a template's section by its title
 * and the questions or competencies in it still unanswered.
 */
export function MissingList({ missing }: { missing: Missing[] }) {
  const codedText = useCodedText();
  const word = useLocalizedText();
  return (
    <List dense disablePadding>
      {missing.map((gap) => (
        <ListItem key={`${gap.code}-${gap.section?.key ?? ''}`} disableGutters>
          <ListItemText
            primary={capitalized(codedText({ code: gap.code, params: { smart_count: gap.count } }))}
            secondary={
              gap.section
                ? [word(gap.section.title), gap.section.items.map((item) => word(item.title)).join(', ')]
                    .filter(Boolean)
                    .join(': ')
                : undefined
            }
          />
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

type ConfirmProps = {
  stage: Stage;
  busy: boolean;
  /** What the move waits for (the employee's answer before COMPLETE); `blocked`: it cannot go yet. */
  note?: (AckNote & { blocked: boolean }) | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmMoveDialog({ stage, busy, note, onConfirm, onClose }: ConfirmProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-move-title">
      <DialogTitle id="confirm-move-title">
        {translate('app.form.confirm_title', { stage: translate(`app.stages.${stage}`) })}
      </DialogTitle>
      <DialogContent>
        {note ? (
          <Alert severity={note.severity} sx={{ mb: 2 }}>
            {note.text}
          </Alert>
        ) : null}
        <DialogContentText>{translate(`app.form.confirm_text.${stage}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || note?.blocked === true} onClick={onConfirm}>
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
  /** An admin completing before the employee answered: the title and help say so, with the deadline. */
  override?: { deadline: string } | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Moves back, and an admin's completion without the employee's answer, need a reason; the history shows it. */
export function ReasonDialog({ stage, busy, error, override, onConfirm, onClose }: ReasonProps) {
  const translate = useTranslate();
  return (
    <SharedReasonDialog
      id="reason"
      title={
        override
          ? translate('app.ack.override_title')
          : translate('app.form.reason_title', { stage: translate(`app.stages.${stage}`) })
      }
      text={
        override ? translate('app.ack.override_help', { date: override.deadline }) : translate('app.form.reason_help')
      }
      label={translate('app.form.reason')}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
