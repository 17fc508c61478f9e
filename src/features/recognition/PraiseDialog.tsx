import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { Colleague } from '../../components/ColleaguePicker.tsx';
import { ROUTES } from '../../resources/registry.ts';
import { ColleagueSearch } from './ColleagueSearch.tsx';
import { useRecognitionTranslate } from './useRecognitionTranslate.ts';

/** A praise: colleagues, one of the company's values (required), and what for. */
export function PraiseDialog({ onClose }: { onClose: () => void }) {
  const translate = useRecognitionTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const values = useGetList<{ id: number; name: string }>(ROUTES.values, {
    pagination: { page: 1, perPage: 100 },
  });
  const [people, setPeople] = useState<Colleague[]>([]);
  const [value, setValue] = useState<number | ''>('');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const messages = failure ? fieldMessages(failure) : null;
  const root = failure ? (messages ? messages.root : errorText(failure)) : null;
  const submit = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await api.givePraise({ recipients: people.map((p) => p.id), value: value === '' ? undefined : value, text });
      await queryClient.invalidateQueries({ queryKey: queryKeys.recognition.all(companyId) });
      notify(translate('app.recognition.praise.sent_ok'), { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(error);
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="praise-title">
      <DialogTitle id="praise-title">{translate('app.recognition.praise.dialog')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {root ? <Alert severity="error">{root}</Alert> : null}
          <ColleagueSearch<true>
            multiple
            label={translate('app.recognition.praise.colleagues')}
            value={people}
            onChange={setPeople}
            error={messages?.fields.recipients}
          />
          <TextField
            select
            id="praise-value"
            label={translate('app.recognition.praise.value')}
            value={value}
            onChange={(event) => setValue(Number(event.target.value) || '')}
            error={Boolean(messages?.fields.value)}
            helperText={messages?.fields.value}
          >
            {(values.data ?? []).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('app.recognition.praise.text')}
            multiline
            minRows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(messages?.fields.text)}
            helperText={messages?.fields.text}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.recognition.praise.cancel')}</Button>
        <Button variant="contained" disabled={saving || people.length === 0} onClick={() => void submit()}>
          {translate('app.recognition.praise.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
