import FeedbackIcon from '@mui/icons-material/Feedback';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { useLocation } from 'react-router-dom';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { feedbackApi } from '../feedback/api.ts';
import { useCompany } from '../../shell/sessionContext.tsx';

/** "Product feedback": a dialog that posts `{text, page, company_id}` to `feedback/create/`. */
export function FeedbackButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const location = useLocation();
  const company = useCompany();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () => feedbackApi.send({ text, page: location.pathname, company_id: company.id }),
    onSuccess: () => {
      notify('app.feedback.sent', { type: 'success' });
      setOpen(false);
      setText('');
    },
    onError: (error) => {
      if (!fieldMessages(error)?.fields.text) notify(errorText(error), { type: 'error' });
    },
  });
  const textError = fieldMessages(send.error)?.fields.text;
  const titleId = useId();
  const discard = useDiscardGuard(text.trim() !== '', () => {
    setOpen(false);
    setText('');
  });

  return (
    <>
      <Button variant="outlined" startIcon={<FeedbackIcon />} onClick={() => setOpen(true)}>
        {translate('app.feedback.button')}
      </Button>
      <Dialog open={open} onClose={discard.close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.feedback.title')}</DialogTitle>
        <DialogContent>
          <TextArea
            autoFocus
            fullWidth
            minRows={4}
            margin="dense"
            label={translate('app.feedback.text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(textError)}
            helperText={textError}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={discard.close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!text.trim() || send.isPending} onClick={() => send.mutate()}>
            {translate('app.feedback.send')}
          </Button>
        </DialogActions>
        {discard.confirmation}
      </Dialog>
    </>
  );
}
