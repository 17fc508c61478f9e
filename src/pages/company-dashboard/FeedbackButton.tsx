import FeedbackIcon from '@mui/icons-material/Feedback';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { CompanyDataProvider } from '../../dataProvider.ts';
import type { FeedbackCreated } from '../../types.ts';

function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const message: unknown = error.body?.errors?.[field];
  return typeof message === 'string' ? message : undefined;
}

/** "Product feedback": a dialog that posts `{text, page}` to `feedback/create/`. */
export function FeedbackButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const location = useLocation();
  const dataProvider = useDataProvider<CompanyDataProvider>();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () => dataProvider.companyPost<FeedbackCreated>('feedback/create/', { text, page: location.pathname }),
    onSuccess: () => {
      notify('app.feedback.sent', { type: 'success' });
      setOpen(false);
      setText('');
    },
    onError: (error) => {
      if (!fieldError(error, 'text')) notify(error.message, { type: 'error' });
    },
  });

  return (
    <>
      <Button variant="outlined" startIcon={<FeedbackIcon />} onClick={() => setOpen(true)}>
        {translate('app.feedback.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.feedback.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={4}
            margin="dense"
            label={translate('app.feedback.text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(fieldError(send.error, 'text'))}
            helperText={fieldError(send.error, 'text')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!text.trim() || send.isPending} onClick={() => send.mutate()}>
            {translate('app.feedback.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
