import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Checkbox, Chip, IconButton, List, ListItem, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { MeetingOut } from '../../api/types.ts';
import { useMeetingChange } from './useMeetingChange.ts';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

/** The shared agenda: both add talking points and mark them discussed; the undiscussed carry over. */
export function AgendaSection({ meeting }: { meeting: MeetingOut }) {
  const translate = useOneOnOnesTranslate();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const { api, run, failure, busy } = useMeetingChange(meeting.id);
  const [text, setText] = useState('');
  // After an addition the keyboard goes back to the field for the next point (the button it was on turns off).
  const field = useRef<HTMLInputElement>(null);
  const messages = failure ? fieldMessages(failure) : null;
  const textError = messages?.fields.text;
  const root = failure ? (messages ? messages.root : errorText(failure)) : null;
  const add = async () => {
    if (await run(() => api.addPoint(meeting.id, text))) {
      setText('');
      field.current?.focus();
    }
  };
  return (
    <Box component="section" aria-labelledby="agenda-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="agenda-title" variant="h6" component="h2">
        {translate('app.one_on_ones.agenda.title')}
      </Typography>
      {root ? <Alert severity="error">{root}</Alert> : null}
      {meeting.points.length === 0 ? (
        <Typography color="text.secondary">{translate('app.one_on_ones.agenda.empty')}</Typography>
      ) : (
        <List aria-label={translate('app.one_on_ones.agenda.title')} disablePadding>
          {meeting.points.map((point) => (
            <ListItem
              key={point.id}
              disableGutters
              secondaryAction={
                <IconButton
                  aria-label={translate('app.one_on_ones.agenda.delete', { text: point.text })}
                  onClick={() => void run(() => api.deletePoint(meeting.id, point.id))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <Checkbox
                checked={point.discussed}
                disabled={busy}
                slotProps={{
                  input: { 'aria-label': translate('app.one_on_ones.agenda.discussed', { text: point.text }) },
                }}
                onChange={(event) =>
                  void run(() => api.updatePoint(meeting.id, point.id, { discussed: event.target.checked }))
                }
              />
              <Box sx={{ minWidth: 0, pr: 4 }}>
                <Typography
                  sx={{ overflowWrap: 'anywhere', textDecoration: point.discussed ? 'line-through' : 'none' }}
                >
                  {point.text}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  {point.author ? (
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.one_on_ones.agenda.by', { name: point.author.name })}
                    </Typography>
                  ) : null}
                  {point.carried_from ? (
                    <Chip size="small" variant="outlined" label={translate('app.one_on_ones.agenda.carried')} />
                  ) : null}
                </Box>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <Box
        component="form"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'start' }}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          size="small"
          label={translate('app.one_on_ones.agenda.new_point')}
          inputRef={field}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(textError)}
          helperText={textError}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !text.trim()}>
          {translate('app.one_on_ones.agenda.add')}
        </Button>
      </Box>
    </Box>
  );
}
