import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  IconButton,
  List,
  ListItem,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { MeetingOut } from '../../api/types.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { useMeetingChange } from './useMeetingChange.ts';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

/** What the two agreed to do: an owner (one of them), a due date, done; open ones carry over to the next meeting. */
export function ActionItemsSection({ meeting }: { meeting: MeetingOut }) {
  const translate = useOneOnOnesTranslate();
  const formatDay = useFormatDate();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const { api, run, failure, busy } = useMeetingChange(meeting.id);
  const [text, setText] = useState('');
  const [owner, setOwner] = useState<number>(meeting.report.id);
  const [due, setDue] = useState('');
  // After an addition the keyboard goes back to the text for the next item (the button it was on turns off).
  const field = useRef<HTMLInputElement>(null);
  const messages = failure ? fieldMessages(failure) : null;
  const root = failure ? (messages ? messages.root : errorText(failure)) : null;
  const people = [meeting.manager, meeting.report];
  const add = async () => {
    if (await run(() => api.addActionItem(meeting.id, { text, owner, due_date: due || null }))) {
      setText('');
      setDue('');
      field.current?.focus();
    }
  };
  return (
    <Box component="section" aria-labelledby="items-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="items-title" variant="h6" component="h2">
        {translate('app.one_on_ones.items.title')}
      </Typography>
      {root ? <Alert severity="error">{root}</Alert> : null}
      {meeting.action_items.length === 0 ? (
        <Typography color="text.secondary">{translate('app.one_on_ones.items.empty')}</Typography>
      ) : (
        <List aria-label={translate('app.one_on_ones.items.title')} disablePadding>
          {meeting.action_items.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              secondaryAction={
                <IconButton
                  aria-label={translate('app.one_on_ones.items.delete', { text: item.text })}
                  onClick={() => void run(() => api.deleteActionItem(meeting.id, item.id))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <Checkbox
                checked={item.done}
                disabled={busy}
                slotProps={{ input: { 'aria-label': translate('app.one_on_ones.items.done', { text: item.text }) } }}
                onChange={(event) =>
                  void run(() => api.updateActionItem(meeting.id, item.id, { done: event.target.checked }))
                }
              />
              <Box sx={{ minWidth: 0, pr: 4 }}>
                <Typography sx={{ overflowWrap: 'anywhere', textDecoration: item.done ? 'line-through' : 'none' }}>
                  {item.text}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography variant="caption" color="text.secondary">
                    {item.owner.name}
                    {item.due_date
                      ? ` · ${translate('app.one_on_ones.items.due_on', { date: formatDay(item.due_date) })}`
                      : ''}
                  </Typography>
                  {item.carried ? (
                    <Chip size="small" variant="outlined" label={translate('app.one_on_ones.items.carried')} />
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
          label={translate('app.one_on_ones.items.text')}
          inputRef={field}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(messages?.fields.text)}
          helperText={messages?.fields.text}
          sx={{ flex: '1 1 240px' }}
        />
        <TextField
          select
          size="small"
          id="item-owner"
          label={translate('app.one_on_ones.items.owner')}
          value={owner}
          onChange={(event) => setOwner(Number(event.target.value))}
          error={Boolean(messages?.fields.owner)}
          helperText={messages?.fields.owner}
          sx={{ flex: '1 1 160px' }}
        >
          {people.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={translate('app.one_on_ones.items.due')}
          value={due}
          onChange={(event) => setDue(event.target.value)}
          error={Boolean(messages?.fields.due_date)}
          helperText={messages?.fields.due_date}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 160px' }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !text.trim()}>
          {translate('app.one_on_ones.items.add')}
        </Button>
      </Box>
    </Box>
  );
}
