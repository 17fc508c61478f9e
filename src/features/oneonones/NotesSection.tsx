import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { codeOf, useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { MeetingOut } from '../../api/types.ts';
import { useMeetingChange } from './useMeetingChange.ts';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

/** The shared notes (both see them, saved at the version as read) and the caller's private note (theirs alone). */
export function NotesSection({ meeting }: { meeting: MeetingOut }) {
  const translate = useOneOnOnesTranslate();
  const notify = useNotify();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const shared = useMeetingChange(meeting.id);
  const own = useMeetingChange(meeting.id);
  const [notes, setNotes] = useState(meeting.shared_notes);
  const [privateNote, setPrivateNote] = useState(meeting.private_note);
  const sharedMessages = shared.failure ? fieldMessages(shared.failure) : null;
  const ownMessages = own.failure ? fieldMessages(own.failure) : null;
  const stale = codeOf(shared.failure) === 'stale_version';
  const sharedRoot =
    shared.failure && !stale ? (sharedMessages ? sharedMessages.root : errorText(shared.failure)) : null;
  const ownRoot = own.failure ? (ownMessages ? ownMessages.root : errorText(own.failure)) : null;
  const saved = (ok: boolean) => {
    if (ok) notify(translate('app.one_on_ones.meeting.saved'), { type: 'success' });
  };
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box component="section" aria-labelledby="shared-notes" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="shared-notes" variant="h6" component="h2">
          {translate('app.one_on_ones.notes.shared')}
        </Typography>
        {stale ? <Alert severity="warning">{translate('app.one_on_ones.meeting.stale')}</Alert> : null}
        {sharedRoot ? <Alert severity="error">{sharedRoot}</Alert> : null}
        <TextField
          label={translate('app.one_on_ones.notes.shared')}
          multiline
          minRows={4}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          error={Boolean(sharedMessages?.fields.shared_notes)}
          helperText={sharedMessages?.fields.shared_notes ?? translate('app.one_on_ones.notes.shared_hint')}
        />
        <Button
          sx={{ alignSelf: 'start' }}
          variant="outlined"
          disabled={shared.busy}
          onClick={() =>
            void shared
              .run(() => shared.api.updateMeeting(meeting.id, { shared_notes: notes, version: meeting.version }))
              .then(saved)
          }
        >
          {translate('app.one_on_ones.notes.save')}
        </Button>
      </Box>
      <Box
        component="section"
        aria-labelledby="private-notes"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Typography
          id="private-notes"
          variant="h6"
          component="h2"
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <LockIcon fontSize="small" aria-hidden />
          {translate('app.one_on_ones.notes.private')}
        </Typography>
        <Alert severity="info" icon={false}>
          {translate('app.one_on_ones.notes.private_hint')}
        </Alert>
        {ownRoot ? <Alert severity="error">{ownRoot}</Alert> : null}
        <TextField
          label={translate('app.one_on_ones.notes.private')}
          multiline
          minRows={4}
          value={privateNote}
          onChange={(event) => setPrivateNote(event.target.value)}
          error={Boolean(ownMessages?.fields.text)}
          helperText={ownMessages?.fields.text}
        />
        <Button
          sx={{ alignSelf: 'start' }}
          variant="outlined"
          disabled={own.busy}
          onClick={() => void own.run(() => own.api.savePrivateNote(meeting.id, privateNote)).then(saved)}
        >
          {translate('app.one_on_ones.notes.save_private')}
        </Button>
      </Box>
    </Box>
  );
}
