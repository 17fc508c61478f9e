import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { missingOf, useRefreshForm, useReviewApi, type FormDetail, type Missing, type Move } from './api.ts';

/** The stage buttons the caller has; a move with gaps lists them instead of being sent. */
export function Transitions({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useReviewApi();
  const refresh = useRefreshForm();
  const [missing, setMissing] = useState<Missing[] | null>(null);
  const [reasonFor, setReasonFor] = useState<Move | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const forward = (m: Move) => ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'].indexOf(m.stage) > ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'].indexOf(form.stage);

  const send = async (move: Move, why: string) => {
    setBusy(true);
    try {
      await api.send('PATCH', `assessment_forms/${form.id}/transition/`, { stage: move.stage, reason: why });
      notify('app.form.moved', { type: 'success', messageArgs: { stage: translate(`app.stages.${move.stage}`) } });
      setReasonFor(null);
      await refresh();
    } catch (error) {
      const gaps = missingOf(error);
      if (gaps) setMissing(gaps);
      else notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const click = (move: Move) => {
    if (move.missing.length) return setMissing(move.missing);
    if (move.reason_required) {
      setReason('');
      return setReasonFor(move);
    }
    void send(move, '');
  };

  if (!form.available_transitions.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {form.available_transitions.map((m) => (
        <Button key={m.stage} variant={forward(m) ? 'contained' : 'outlined'} disabled={busy} onClick={() => click(m)}>
          {translate(forward(m) ? `app.form.move_to.${m.stage}` : 'app.form.send_back', { stage: translate(`app.stages.${m.stage}`) })}
        </Button>
      ))}
      <Dialog open={missing !== null} onClose={() => setMissing(null)}>
        <DialogTitle>{translate('app.form.missing_title')}</DialogTitle>
        <DialogContent>
          <List dense>
            {(missing ?? []).map((m) => (
              <ListItem key={m.code}>{translate(`app.form.missing.${m.code}`, { smart_count: m.count, _: m.message })}</ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMissing(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={reasonFor !== null} onClose={() => setReasonFor(null)} fullWidth>
        <DialogTitle>{translate('app.form.reason_title')}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>{translate('app.form.reason_help')}</Alert>
          <TextField autoFocus fullWidth multiline minRows={2} label={translate('app.form.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReasonFor(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!reason.trim() || busy} onClick={() => reasonFor && void send(reasonFor, reason)}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
