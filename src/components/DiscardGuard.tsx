import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Asks whether to throw the typed input away; keeping it (or Escape here) returns to the dialog as it was. */
function DiscardConfirm({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onKeep} maxWidth="xs" aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{translate('app.discard.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.discard.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button autoFocus variant="contained" onClick={onKeep}>
          {translate('app.discard.keep')}
        </Button>
        <Button color="error" onClick={onDiscard}>
          {translate('app.discard.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export type DiscardGuard = {
  /**
   * Closes the dialog, asking first when something was typed: for the dialog's `onClose` (Escape, a click
   * outside) and its Cancel button alike.
   */
  close: () => void;
  /** The question, while it is asked: render it inside the dialog (it opens above it). */
  confirmation: ReactNode;
};

/**
 * Every dialog with input closes through this: with nothing typed (`dirty` false) it just closes, otherwise it
 * asks before the input is thrown away.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void): DiscardGuard {
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => {
    if (dirty) setAsking(true);
    else onClose();
  }, [dirty, onClose]);
  const confirmation = asking ? (
    <DiscardConfirm
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
    />
  ) : null;
  return { close, confirmation };
}

/** Whether a dialog's values differ from those it opened with (compared as JSON): what `dirty` usually is. */
export function useChanged(values: unknown): boolean {
  const [initial] = useState(() => JSON.stringify(values));
  return JSON.stringify(values) !== initial;
}
