import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDiscardGuard } from '../../components/DiscardGuard.tsx';

type Props = {
  /** The form's id, and its title's (`{id}-title`) that names the dialog. */
  id: string;
  title: string;
  submit: string;
  /** Everything required is there: the submit button is enabled and Enter sends. */
  ready: boolean;
  busy: boolean;
  /** Something was typed or chosen: closing asks before throwing it away. */
  dirty: boolean;
  onSubmit: () => void;
  onClose: () => void;
  maxWidth?: Breakpoint;
  children: ReactNode;
};

/** A dialog whose content is one form: its fields, then Cancel and the submit button. */
export function FormDialog(props: Props) {
  const { id, title, submit, ready, busy, dirty, onSubmit, onClose, maxWidth = 'sm', children } = props;
  const translate = useTranslate();
  const discard = useDiscardGuard(dirty, onClose);
  return (
    <Dialog open onClose={discard.close} fullWidth maxWidth={maxWidth} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={id}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !busy) onSubmit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
        >
          {children}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={discard.close}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form={id} variant="contained" disabled={!ready || busy}>
          {submit}
        </Button>
      </DialogActions>
      {discard.confirmation}
    </Dialog>
  );
}
