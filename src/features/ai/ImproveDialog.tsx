import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { useCodedText, useErrorText } from '../../api/errors.ts';
import type { ImproveOut, ImproveRequest } from '../../api/types.ts';
import { shortQuote } from './SourceLink.tsx';
import { useEngineName, useImprove, waitOf } from './useAi.ts';

function Points({ title, points }: { title: string; points: string[] }) {
  const id = useId();
  if (points.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {points.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Letters and digits only: a suggestion that differs from the text in nothing else (a full stop, a space) improves nothing. */
const wordsOf = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
export const improvesNothing = (before: string, answer: ImproveOut) =>
  answer.changes.length === 0 || wordsOf(answer.suggestion) === wordsOf(before);

/** Nothing worth suggesting: say so, and what could still make the text better. */
function NothingToImprove({ answer }: { answer: ImproveOut }) {
  const translate = useTranslate();
  const engineName = useEngineName();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="info">
        {translate(answer.hints.length > 0 ? 'app.ai.improve.nothing_hints' : 'app.ai.improve.nothing')}
      </Alert>
      <Points title={translate('app.ai.improve.hints')} points={answer.hints} />
      <Typography variant="caption" color="text.secondary">
        {translate('app.ai.improve.engine', { engine: engineName(answer.engine) })}
      </Typography>
    </Box>
  );
}

function Suggestion({
  before,
  answer,
  draft,
  onDraft,
}: {
  before: string;
  answer: ImproveOut;
  draft: string;
  onDraft: (text: string) => void;
}) {
  const translate = useTranslate();
  const engineName = useEngineName();
  const beforeId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box component="section" aria-labelledby={beforeId}>
          <Typography id={beforeId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {translate('app.ai.improve.before')}
          </Typography>
          <Typography
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {before}
          </Typography>
        </Box>
        <TextArea
          label={translate('app.ai.improve.after')}
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          minRows={3}
          fullWidth
          sx={{ mt: { xs: 0, sm: 3.5 } }}
        />
      </Box>
      <Points title={translate('app.ai.improve.changes')} points={answer.changes} />
      <Points title={translate('app.ai.improve.hints')} points={answer.hints} />
      <Typography variant="caption" color="text.secondary">
        {translate('app.ai.improve.note')} {translate('app.ai.improve.engine', { engine: engineName(answer.engine) })}
      </Typography>
    </Box>
  );
}

/** What the assistant improves (a result of the caller's by id, or a text) and the text as the person sees it. */
export type ImproveSource = { request: ImproveRequest; before: string };

type Props = {
  /** The text the button is about, for its accessible name. */
  name: string;
  /** Read when the button is pressed: the text may have changed since the last render. */
  source: () => ImproveSource;
  /** The suggestion as the person accepted it (edited or not); the caller saves it, or not. */
  onAccept: (text: string) => void;
};

/**
 * "Improve wording": asks the assistant, shows before and after side by side (stacked on narrow screens)
 * with what changed and hints. The person may edit the suggestion; nothing is saved until they accept it.
 */
export function ImproveButton({ name, source, onAccept }: Props) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const codedText = useCodedText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const improve = useImprove();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState<ImproveSource>({ request: { text: name }, before: name });
  const titleId = useId();
  const ask = (next: ImproveSource) => {
    setAsked(next);
    improve.mutate(next.request, { onSuccess: (answer) => setDraft(answer.suggestion) });
  };
  const close = () => setOpen(false);
  const wait = waitOf(improve.error);
  const nothing = improve.data !== undefined && improvesNothing(asked.before, improve.data);
  // The suggestion as offered is not the person's input; their own edits of it are.
  const discard = useDiscardGuard(improve.data !== undefined && !nothing && draft !== improve.data.suggestion, close);
  return (
    <>
      <Button
        size="small"
        startIcon={<AutoFixHighIcon />}
        aria-label={translate('app.ai.improve.button_for', { text: shortQuote(name) })}
        onClick={() => {
          setOpen(true);
          ask(source());
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.ai.improve.button')}
      </Button>
      <Dialog open={open} onClose={discard.close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={narrow}>
        <DialogTitle id={titleId}>{translate('app.ai.improve.title')}</DialogTitle>
        <DialogContent dividers>
          <Box role="status" aria-live="polite">
            {improve.isPending ? (
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <Typography>{translate('app.ai.improve.working')}</Typography>
              </Box>
            ) : null}
          </Box>
          {improve.isError ? (
            <Alert
              severity={wait === null ? 'error' : 'warning'}
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => ask(asked)}>
                  {translate('app.ai.improve.retry')}
                </Button>
              }
            >
              {wait === null
                ? errorText(improve.error)
                : codedText({ code: 'ai_rate_limited', params: { seconds: wait } })}
            </Alert>
          ) : null}
          {improve.data && nothing ? <NothingToImprove answer={improve.data} /> : null}
          {improve.data && !nothing ? (
            <Suggestion before={asked.before} answer={improve.data} draft={draft} onDraft={setDraft} />
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={discard.close}>
            {translate(nothing ? 'app.ai.improve.close' : 'app.ai.improve.reject')}
          </Button>
          {nothing ? null : (
            <Button
              variant="contained"
              disabled={!improve.data || improve.isPending || draft.trim() === ''}
              onClick={() => {
                close();
                onAccept(draft.trim());
              }}
            >
              {translate('app.ai.improve.accept')}
            </Button>
          )}
        </DialogActions>
        {discard.confirmation}
      </Dialog>
    </>
  );
}
