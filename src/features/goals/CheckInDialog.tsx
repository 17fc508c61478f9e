import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { GOAL_HEALTHS, type GoalHealth } from '../../../contract/enums.ts';
import { useCodedText, useErrorText, useFieldMessages } from '../../api/errors.ts';
import { failureOf } from '../../api/failure.ts';
import type { GoalOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useChanged, useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { changedValues, entriesOf, isGoal, outlierOf, rebase, type Entries } from './checkInValues.ts';
import { useFormatNumber, useKeyResultLine } from './KeyResultsSection.tsx';

/**
 * A check-in: a new value per key result, the health and a comment, at the goal's version as read. When someone
 * checked in first, the answer's current values are shown and the person sends again at the new version. A value far
 * outside its key result's start..target is pointed out before sending; typed input is not dropped without asking.
 * `onSaved` takes each newer goal the answers bring, `onDone` follows a check-in made.
 */
export function CheckInDialog({
  goal: initial,
  onSaved,
  onDone,
  onClose,
}: {
  goal: GoalOut;
  onSaved: (goal: GoalOut) => void;
  onDone: () => void;
  onClose: () => void;
}) {
  const translate = useGoalsTranslate();
  const notify = useNotify();
  const { api } = useCompanyApi();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const line = useKeyResultLine();
  const format = useFormatNumber();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const codedText = useCodedText();
  const healthId = useId();
  const [goal, setGoal] = useState(initial);
  const [entries, setEntries] = useState<Entries>(() => entriesOf(initial));
  const [health, setHealth] = useState<GoalHealth | null>(initial.health);
  const [comment, setComment] = useState('');
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<{ failure: unknown; sent: number[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard(useChanged({ entries, health, comment }), onClose);
  const messages = error ? fieldMessages(error.failure) : null;
  const fieldError = (name: string) => messages?.fields[name];
  const valueError = (keyResultId: number) => {
    const index = error?.sent.indexOf(keyResultId) ?? -1;
    if (index < 0) return undefined;
    return [`values.${String(index)}.value`, `values.${String(index)}.done`, `values.${String(index)}.key_result`]
      .map(fieldError)
      .find(Boolean);
  };
  /** What a typed value far outside its key result's range is worth a second look for; null when it is not. */
  const warning = (kr: GoalOut['key_results'][number]) => {
    const outlier = outlierOf(kr, entries[kr.id].value);
    if (!outlier) return null;
    return outlier.refused
      ? codedText({
          code: 'check_in_value_out_of_range',
          params: { min: format(outlier.min), max: format(outlier.max) },
        })
      : translate('app.goals.check_ins.far', { start: format(kr.start_value), target: format(kr.target_value) });
  };
  const set = (id: number, patch: Partial<Entries[number]>) =>
    setEntries({ ...entries, [id]: { ...entries[id], ...patch } });

  const submit = async () => {
    if (health === null) return;
    setSaving(true);
    setError(null);
    setStale(false);
    const { sent, values } = changedValues(goal, entries);
    try {
      const answer = await api.createCheckIn(goal.id, { version: goal.version, health, comment, values });
      onSaved(answer.goal);
      notify(translate('app.goals.check_ins.saved'), { type: 'success' });
      onDone();
      onClose();
    } catch (failure) {
      const current = failureOf(failure)?.body.current;
      if (failureOf(failure)?.code === 'stale_version' && isGoal(current)) {
        setEntries(rebase(entries, goal, current));
        setGoal(current);
        setStale(true);
        onSaved(current);
      } else {
        setError({ failure, sent: sent.map((kr) => kr.id) });
      }
    } finally {
      setSaving(false);
    }
  };
  const root = error ? (messages ? messages.root : errorText(error.failure)) : null;
  return (
    <Dialog open onClose={guard.close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="check-in-title">
      <DialogTitle id="check-in-title">{translate('app.goals.check_ins.dialog_title')}</DialogTitle>
      <DialogContent>
        {guard.confirmation}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {stale ? <Alert severity="warning">{translate('app.goals.check_ins.stale')}</Alert> : null}
          {root ? <Alert severity="error">{root}</Alert> : null}
          {goal.key_results.map((kr) => {
            const problem = valueError(kr.id);
            const now = line(kr);
            const far = problem ? null : warning(kr);
            return kr.kind === 'milestone' ? (
              <FormControl key={kr.id} error={Boolean(problem)}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={entries[kr.id].done}
                      onChange={(event) => set(kr.id, { done: event.target.checked })}
                    />
                  }
                  label={kr.name}
                />
                <FormHelperText>{problem ?? now}</FormHelperText>
              </FormControl>
            ) : (
              <TextField
                key={kr.id}
                label={translate('app.goals.check_ins.new_value', { name: kr.name })}
                value={entries[kr.id].value}
                onChange={(event) => set(kr.id, { value: event.target.value })}
                error={Boolean(problem)}
                helperText={
                  problem ?? (
                    <>
                      {far ? (
                        <Box component="span" aria-live="polite" sx={{ display: 'block', color: 'warning.dark' }}>
                          {far}
                        </Box>
                      ) : null}
                      {now}
                    </>
                  )
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            );
          })}
          <FormControl required error={Boolean(fieldError('health'))}>
            <FormLabel id={healthId}>{translate('app.goals.check_ins.health')}</FormLabel>
            <RadioGroup
              row
              name="health"
              aria-labelledby={healthId}
              aria-required
              aria-describedby={fieldError('health') ? `${healthId}-error` : undefined}
              value={health ?? ''}
              onChange={(event) => setHealth(GOAL_HEALTHS.find((h) => h === event.target.value) ?? null)}
            >
              {GOAL_HEALTHS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={translate(`app.goals.health.${option}`)}
                />
              ))}
            </RadioGroup>
            {fieldError('health') ? (
              <FormHelperText id={`${healthId}-error`}>{fieldError('health')}</FormHelperText>
            ) : null}
          </FormControl>
          <TextField
            label={translate('app.goals.check_ins.comment')}
            multiline
            minRows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={Boolean(fieldError('comment'))}
            helperText={fieldError('comment')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.close}>{translate('app.goals.check_ins.cancel')}</Button>
        <Button variant="contained" disabled={saving || health === null} onClick={() => void submit()}>
          {translate('app.goals.check_ins.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
