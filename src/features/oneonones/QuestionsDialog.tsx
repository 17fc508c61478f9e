import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

function QuestionsForm({ initial, onClose }: { initial: string; onClose: () => void }) {
  const translate = useOneOnOnesTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const [text, setText] = useState(initial);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const messages = failure ? fieldMessages(failure) : null;
  // A question's error names it by its place in the list sent (`questions.1` is the second question).
  const fieldError = messages
    ? Object.entries(messages.fields)
        .map(([field, message]) => {
          const index = /^questions\.(\d+)$/.exec(field)?.[1];
          return index ? translate('app.one_on_ones.questions.line', { n: Number(index) + 1, message }) : message;
        })
        .join(' ')
    : '';
  const root = failure ? (messages ? messages.root : errorText(failure)) : null;
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const questions = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      await api.updateQuestions(questions);
      await queryClient.invalidateQueries({ queryKey: queryKeys.oneOnOnes.all(companyId) });
      notify(translate('app.one_on_ones.questions.saved'), { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(error);
      setSaving(false);
    }
  };
  return (
    <>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {root ? <Alert severity="error">{root}</Alert> : null}
          <TextField
            label={translate('app.one_on_ones.questions.field')}
            multiline
            minRows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError || translate('app.one_on_ones.questions.hint')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.one_on_ones.questions.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate('app.one_on_ones.questions.save')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Admins: the company's suggested questions for every 1:1, one a line. */
export function QuestionsButton() {
  const translate = useOneOnOnesTranslate();
  const { api, companyId } = useCompanyApi();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const questions = useQuery({
    queryKey: queryKeys.oneOnOnes.questions(companyId),
    queryFn: () => api.getQuestions(),
    enabled: open,
  });
  const close = () => setOpen(false);
  return (
    <>
      <Button startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {translate('app.one_on_ones.questions.edit')}
      </Button>
      {open ? (
        <Dialog open onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="questions-title">
          <DialogTitle id="questions-title">{translate('app.one_on_ones.questions.dialog')}</DialogTitle>
          <QueryState query={questions}>
            {(data) => <QuestionsForm initial={data.results.map((q) => q.text).join('\n')} onClose={close} />}
          </QueryState>
        </Dialog>
      ) : null}
    </>
  );
}
