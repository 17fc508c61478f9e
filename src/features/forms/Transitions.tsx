import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useState } from 'react';
import { statusOf, useErrorText } from '../../api/errors.ts';
import type { FormDetailOut as FormDetail, MissingOut as Missing, MoveOut as Move } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { completeNote } from './acknowledgement.ts';
import { usePendingSaves } from './pendingSaves.ts';
import { missingOf, STAGES, useRefreshReview } from './queries.ts';
import { ConfirmMoveDialog, MissingDialog, ReasonDialog } from './TransitionDialogs.tsx';

type Open =
  | { kind: 'missing'; move: Move; missing: Missing[] }
  | { kind: 'confirm'; move: Move }
  | { kind: 'reason'; move: Move };

const isForward = (form: FormDetail, move: Move) => STAGES.indexOf(move.stage) > STAGES.indexOf(form.stage);

function moveLabel(form: FormDetail, move: Move): { key: string; stage: string } {
  if (!isForward(form, move))
    return { key: form.stage === 'COMPLETE' ? 'app.form.reopen' : 'app.form.send_back', stage: move.stage };
  if (move.stage === 'MANAGER' && !form.me.is_employee) return { key: 'app.form.skip_self', stage: move.stage };
  return { key: `app.form.move_to.${move.stage}`, stage: move.stage };
}

/**
 * The stage buttons the caller has (from `available_transitions`). A move with gaps lists them and
 * sends nothing; a move back asks for a reason; a move forward asks for confirmation.
 */
export function Transitions({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { api } = useCompanyApi();
  const refresh = useRefreshReview();
  const saves = usePendingSaves();
  const errorText = useErrorText();
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const formatDate = useFormatDate();
  // Completing before the employee answered: the reviewer's confirm says it must wait, an admin gives a reason.
  const ackNote = completeNote(form, translate, formatDate);
  const override = (move: Move) =>
    move.stage === 'COMPLETE' && move.reason_required && ackNote?.blocked
      ? { deadline: formatDate(form.period.feedback_deadline) }
      : null;

  const send = async (move: Move, reason: string) => {
    setBusy(true);
    setReasonError(null);
    try {
      await api.moveForm(form.id, { stage: move.stage, reason });
      setOpen(null);
      notify('app.form.moved', { type: 'success', messageArgs: { stage: translate(`app.stages.${move.stage}`) } });
      await refresh();
    } catch (error) {
      const missing = missingOf(error);
      if (missing?.length) {
        setOpen({ kind: 'missing', move, missing });
      } else if (statusOf(error) === 400 && move.reason_required) {
        setReasonError(errorText(error));
      } else {
        setOpen(null);
        notify(errorText(error), { type: 'error' });
        if (statusOf(error) === 409) await refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  /** The move as the server has it now: an answer given a moment ago may still be on its way when the form says a gap. */
  const settledMove = async (move: Move): Promise<Move> => {
    if (!move.missing.length) return move;
    await saves?.settled();
    const fresh = await api.getForm(form.id);
    void refresh();
    return fresh.available_transitions.find((next) => next.stage === move.stage) ?? move;
  };

  const click = async (asked: Move) => {
    setReasonError(null);
    setBusy(true);
    const move = await settledMove(asked).catch((error: unknown) => {
      notify(errorText(error), { type: 'error' });
      return null;
    });
    setBusy(false);
    if (!move) return;
    if (move.missing.length) setOpen({ kind: 'missing', move, missing: move.missing });
    else setOpen({ kind: move.reason_required ? 'reason' : 'confirm', move });
  };

  if (!form.available_transitions.length) return null;
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {form.available_transitions.map((move) => {
        const label = moveLabel(form, move);
        return (
          <Button
            key={move.stage}
            variant={isForward(form, move) ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={() => void click(move)}
          >
            {translate(label.key, { stage: translate(`app.stages.${label.stage}`) })}
          </Button>
        );
      })}
      {open?.kind === 'missing' ? (
        <MissingDialog stage={open.move.stage} missing={open.missing} onClose={close} />
      ) : null}
      {open?.kind === 'confirm' ? (
        <ConfirmMoveDialog
          stage={open.move.stage}
          busy={busy}
          note={open.move.stage === 'COMPLETE' ? ackNote : null}
          onClose={close}
          onConfirm={() => void send(open.move, '')}
        />
      ) : null}
      {open?.kind === 'reason' ? (
        <ReasonDialog
          stage={open.move.stage}
          busy={busy}
          error={reasonError}
          override={override(open.move)}
          onClose={close}
          onConfirm={(reason) => void send(open.move, reason)}
        />
      ) : null}
    </Box>
  );
}
