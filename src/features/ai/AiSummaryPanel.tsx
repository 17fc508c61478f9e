import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Alert, Box, Button, CircularProgress, GlobalStyles, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCodedText, useErrorText } from '../../api/errors.ts';
import type { FormDetailOut as FormDetail } from '../../api/types.ts';
import { Section } from '../forms/sections.tsx';
import { HIGHLIGHT_ATTRIBUTE } from './anchors.ts';
import { SummaryList } from './SummaryList.tsx';
import { maySummarise, useEngineName, useSummary, waitOf } from './useAi.ts';

/**
 * A source followed from the summary: a thick dashed outline and a worded mark, so it does not rely on
 * colour alone.
 */
const highlight = (
  <GlobalStyles
    styles={(theme) => ({
      [`[${HIGHLIGHT_ATTRIBUTE}]`]: {
        position: 'relative',
        outline: `3px dashed ${theme.palette.primary.main}`,
        outlineOffset: 4,
        borderRadius: 4,
      },
      [`[${HIGHLIGHT_ATTRIBUTE}]::after`]: {
        content: `attr(${HIGHLIGHT_ATTRIBUTE})`,
        position: 'absolute',
        top: -14,
        right: 8,
        padding: '0 6px',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '20px',
        border: `2px solid ${theme.palette.primary.main}`,
        borderRadius: 4,
        color: theme.palette.text.primary,
        background: theme.palette.background.paper,
      },
    })}
  />
);

/** After a 429 the button rests for the seconds the server asked. */
function useCooldown() {
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const rest = (seconds: number) => {
    if (timer.current) clearTimeout(timer.current);
    setResting(true);
    timer.current = setTimeout(() => setResting(false), seconds * 1000);
  };
  return { resting, rest };
}

function SummaryPanel({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const codedText = useCodedText();
  const engineName = useEngineName();
  const summary = useSummary(form.id);
  const cooldown = useCooldown();
  const wait = waitOf(summary.error);
  const generate = () =>
    summary.generate(undefined, {
      onError: (error) => {
        const seconds = waitOf(error);
        if (seconds !== null) cooldown.rest(seconds);
      },
    });
  const button = (
    <Button
      variant={summary.answer ? 'outlined' : 'contained'}
      startIcon={<AutoAwesomeIcon />}
      disabled={summary.pending || cooldown.resting}
      onClick={generate}
    >
      {translate(summary.answer ? 'app.ai.summary.refresh' : 'app.ai.summary.generate')}
    </Button>
  );
  return (
    <Section title={translate('app.ai.summary.title')} action={button}>
      {highlight}
      <Typography variant="body2" color="text.secondary">
        {translate('app.ai.summary.intro')} {translate('app.ai.summary.not_grading')}
      </Typography>
      <Box role="status" aria-live="polite">
        {summary.pending ? (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>
              {summary.engine
                ? translate('app.ai.summary.working_engine', { engine: engineName(summary.engine) })
                : translate('app.ai.summary.working')}
            </Typography>
          </Box>
        ) : null}
      </Box>
      {summary.error ? (
        <Alert severity={wait === null ? 'error' : 'warning'} role="alert">
          {wait === null ? errorText(summary.error) : codedText({ code: 'ai_rate_limited', params: { seconds: wait } })}
        </Alert>
      ) : null}
      {summary.answer ? <SummaryList summary={summary.answer} form={form} /> : null}
    </Section>
  );
}

/** The AI summary of the form, for whoever may ask for it; nothing is asked until the person presses the button. */
export function AiSummaryPanel({ form }: { form: FormDetail }) {
  return maySummarise(form) ? <SummaryPanel form={form} /> : null;
}
