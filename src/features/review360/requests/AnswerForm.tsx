import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { statusOf, useCodedText, useErrorText, useFieldMessages } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { RequestDetailOut, RequestOut } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import {
  answerOf,
  answersOf,
  bodyOf,
  missingGrades,
  placeErrors,
  questionsOf,
  type Answer,
  type QuestionErrors,
} from './answers.ts';
import { QuestionField } from './QuestionField.tsx';
import { DeclineDialog, SubmitDialog } from './RequestDialogs.tsx';
import { useDraftSaver, type DraftStatus } from './useDraftSaver.ts';

const STATUS_TEXT: Record<Exclude<DraftStatus, 'idle' | 'failed'>, string> = {
  pending: 'app.review360.answer.draft.pending',
  saving: 'app.review360.answer.draft.saving',
  saved: 'app.review360.answer.draft.saved',
};

function DraftNote({ status, error }: { status: DraftStatus; error: string | null }) {
  const translate = useTranslate();
  let text = '';
  if (status === 'failed') text = translate('app.review360.answer.draft.failed', { error: error ?? '' });
  else if (status !== 'idle') text = translate(STATUS_TEXT[status]);
  return (
    <Typography role="status" variant="body2" color={status === 'failed' ? 'error' : 'text.secondary'}>
      {text}
    </Typography>
  );
}

type Props = {
  request: RequestDetailOut;
  /** A 409: the request is read again and this form drawn anew from it. */
  onConflict: (error: unknown) => void;
};

/**
 * The questions of an open request with the reviewer's draft, saved as they type; sending (after a
 * confirmation: an answer cannot be changed once sent) or declining with a reason.
 */
export function AnswerForm({ request, onConflict }: Props) {
  const translate = useTranslate();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const codedText = useCodedText();
  const saver = useDraftSaver(request.id, request.version, onConflict);
  const [questions] = useState(() => questionsOf(request));
  const [answers, setAnswers] = useState(() => answersOf(saver.kept ? { ...request, answers: saver.kept } : request));
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [pageErrors, setPageErrors] = useState<string[]>([]);
  // The first question a refused send names (with a new object each time, so the same one is focused again).
  const [focus, setFocus] = useState<{ id: number } | null>(null);
  const [dialog, setDialog] = useState<'submit' | 'decline' | null>(null);
  const [declineError, setDeclineError] = useState<{ text: string | null; reason: string | null } | null>(null);

  // After a refused send, the first question it names takes the focus, so its message is read out.
  useEffect(() => {
    if (focus) document.getElementById(`question-${focus.id}`)?.focus();
  }, [focus]);

  const change = (id: number, answer: Answer) => {
    const next = { ...answers, [id]: answer };
    setAnswers(next);
    if (id in errors) setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => Number(key) !== id)));
    saver.schedule(bodyOf(questions, next));
  };

  // What the server would refuse is shown first: the confirm ("cannot be changed") only comes for a sendable answer.
  const askToSend = () => {
    const missing = missingGrades(questions, answers, codedText({ code: 'review360_grade_required' }));
    const first = questions.find((question) => question.id in missing);
    if (!first) {
      setDialog('submit');
      return;
    }
    setErrors(missing);
    setPageErrors([translate('app.review360.answer.submit.check')]);
    setFocus({ id: first.id });
  };

  const finish = (answer: RequestOut) => {
    saver.stop();
    client.setQueryData(queryKeys.review360.request(companyId, request.id), { ...request, ...answer, answers: [] });
    void client.invalidateQueries({ queryKey: queryKeys.review360.all(companyId) });
  };

  const submit = useMutation({
    mutationFn: async () => {
      const version = await saver.settle();
      return api.submitReview360Request(request.id, { answers: bodyOf(questions, answers), version });
    },
    onSuccess: finish,
    onError: (error) => {
      if (statusOf(error) === 409) {
        saver.stop();
        onConflict(error);
        return;
      }
      saver.resume();
      const messages = fieldMessages(error);
      if (!messages) {
        setPageErrors([errorText(error)]);
        return;
      }
      const placed = placeErrors(questions, messages.fields, messages.root);
      setErrors(placed.byQuestion);
      setPageErrors(placed.rest.length ? placed.rest : [translate('app.review360.answer.submit.check')]);
      const first = questions.find((question) => question.id in placed.byQuestion);
      if (first) setFocus({ id: first.id });
    },
  });

  const decline = useMutation({
    mutationFn: async (reason: string) => {
      const version = await saver.settle();
      return api.declineReview360Request(request.id, { reason, version });
    },
    onSuccess: (answer) => {
      setDialog(null);
      finish(answer);
    },
    onError: (error) => {
      if (statusOf(error) === 409) {
        setDialog(null);
        saver.stop();
        onConflict(error);
        return;
      }
      saver.resume();
      const reason = fieldMessages(error)?.fields.reason ?? null;
      setDeclineError({ text: reason ? null : errorText(error), reason });
    },
  });

  const busy = submit.isPending || decline.isPending;
  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} sx={{ display: 'contents' }}>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          answer={answerOf(answers, question.id)}
          errors={errors[question.id]}
          disabled={busy}
          onChange={(answer) => change(question.id, answer)}
        />
      ))}
      {pageErrors.length ? <Alert severity="error">{pageErrors.join(' ')}</Alert> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" disabled={busy} onClick={askToSend}>
          {translate('app.review360.answer.submit.action')}
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => {
            setDeclineError(null);
            setDialog('decline');
          }}
        >
          {translate('app.review360.answer.decline.action')}
        </Button>
        <DraftNote status={saver.status} error={saver.error} />
      </Box>
      {dialog === 'submit' ? (
        <SubmitDialog
          onClose={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            setPageErrors([]);
            submit.mutate();
          }}
        />
      ) : null}
      {dialog === 'decline' ? (
        <DeclineDialog
          busy={decline.isPending}
          error={declineError?.text ?? null}
          reasonError={declineError?.reason ?? null}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => decline.mutate(reason)}
        />
      ) : null}
    </Box>
  );
}
