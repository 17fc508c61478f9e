import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { Colleague } from '../../components/ColleaguePicker.tsx';
import { ColleagueSearch } from './ColleagueSearch.tsx';
import { useRecognitionTranslate } from './useRecognitionTranslate.ts';

/** Sends a form's body; a refusal is kept to be worded at its fields or above them. */
function useSend() {
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const messages = failure ? fieldMessages(failure) : null;
  const root = failure ? (messages ? messages.root : errorText(failure)) : null;
  const send = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: queryKeys.recognition.all(companyId) });
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { api, send, busy, fields: messages?.fields ?? {}, root };
}

/** Feedback to a colleague, signed; optionally shared with their manager; `request` when it answers one. */
export function GiveFeedbackForm({ request, to }: { request?: number; to?: Colleague }) {
  const translate = useRecognitionTranslate();
  const notify = useNotify();
  const { api, send, busy, fields, root } = useSend();
  const [recipient, setRecipient] = useState<Colleague | null>(to ?? null);
  const [text, setText] = useState('');
  const [share, setShare] = useState(false);
  const submit = async () => {
    if (!recipient) return;
    const body = { recipient: recipient.id, text, shared_with_manager: share, request };
    if (await send(() => api.giveFeedback(body))) {
      setText('');
      notify(translate('app.recognition.feedback.sent_ok'), { type: 'success' });
    }
  };
  return (
    <Box
      component="form"
      aria-label={translate('app.recognition.feedback.tabs.give')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {root ? <Alert severity="error">{root}</Alert> : null}
      <ColleagueSearch
        label={translate('app.recognition.feedback.colleague')}
        value={recipient}
        onChange={setRecipient}
        error={fields.recipient}
      />
      <TextField
        label={translate('app.recognition.feedback.text')}
        multiline
        minRows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(fields.text)}
        helperText={fields.text}
      />
      <FormControlLabel
        control={<Checkbox checked={share} onChange={(event) => setShare(event.target.checked)} />}
        label={translate('app.recognition.feedback.share')}
      />
      <Button type="submit" variant="contained" disabled={busy || !recipient} sx={{ alignSelf: 'start' }}>
        {translate('app.recognition.feedback.send')}
      </Button>
    </Box>
  );
}

/** The caller's own people: whom, besides themselves, a request for feedback may be about. */
function useReports(): Colleague[] {
  const { api, companyId } = useCompanyApi();
  const query = { reports: true, page_size: 50 };
  const reports = useQuery({
    queryKey: queryKeys.recognition.colleagues(companyId, query),
    queryFn: () => api.searchColleagues(query),
  });
  return (reports.data?.results ?? []).map((person) => ({ id: person.id, name: person.full_name }));
}

/** A request for feedback about oneself (or, a manager's, about one of their people) of chosen colleagues. */
export function RequestFeedbackForm() {
  const translate = useRecognitionTranslate();
  const notify = useNotify();
  const { api, send, busy, fields, root } = useSend();
  const reports = useReports();
  const [about, setAbout] = useState<number | ''>('');
  const [people, setPeople] = useState<Colleague[]>([]);
  const [message, setMessage] = useState('');
  const submit = async () => {
    const body = { about: about === '' ? undefined : about, people: people.map((p) => p.id), message };
    if (await send(() => api.requestFeedback(body))) {
      setPeople([]);
      setMessage('');
      notify(translate('app.recognition.feedback.asked'), { type: 'success' });
    }
  };
  return (
    <Box
      component="form"
      aria-label={translate('app.recognition.feedback.tabs.request')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {root ? <Alert severity="error">{root}</Alert> : null}
      <TextField
        select
        id="request-about"
        label={translate('app.recognition.feedback.about')}
        value={about}
        onChange={(event) => {
          const next = event.target.value === '' ? '' : Number(event.target.value);
          setAbout(next);
          setPeople((chosen) => chosen.filter((person) => person.id !== next));
        }}
        error={Boolean(fields.about)}
        helperText={fields.about}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('app.recognition.feedback.about_me')}</MenuItem>
        {reports.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      <ColleagueSearch<true>
        multiple
        label={translate('app.recognition.feedback.people')}
        value={people}
        onChange={setPeople}
        error={fields.people}
        exclude={about === '' ? [] : [about]}
      />
      <TextField
        label={translate('app.recognition.feedback.message')}
        multiline
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(fields.message)}
        helperText={fields.message}
      />
      <Button type="submit" variant="contained" disabled={busy || people.length === 0} sx={{ alignSelf: 'start' }}>
        {translate('app.recognition.feedback.ask')}
      </Button>
    </Box>
  );
}
