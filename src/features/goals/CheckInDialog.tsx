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
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { GOAL_HEALTHS, type GoalHealth } from '../../../contract/enums.ts';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { failureOf } from '../../api/failure.ts';
import type { GoalOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { changedValues, entriesOf, isGoal, rebase, type Entries } from './checkInValues.ts';
import { useKeyResultLine } from './KeyResultsSection.tsx';

/**
 * A check-in: a new value per key result, the health and a comment, at the goal's version as read. When someone
 * checked in first, the answer's current values are shown and the person sends again at the new version.
 */
export function CheckInDialog({
  goal: initial,
  onSaved,
  onClose,
}: {
  goal: GoalOut;
  onSaved: (goal: GoalOut) => void;
  onClose: () => void;
}) {
  const translate = useGoalsTranslate();
  const notify = useNotify();
  const { api } = useCompanyApi();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const line = useKeyResultLine();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const [goal, setGoal] = useState(initial);
  const [entries, setEntries] = useState<Entries>(() => entriesOf(initial));
  const [health, setHealth] = useState<GoalHealth | null>(initial.health);
  const [comment, setComment] = useState('');
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<{ failure: unknown; sent: number[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const messages = error ? fieldMessages(error.failure) : null;
  const fieldError = (name: string) => messages?.fields[name];
  const valueError = (keyResultId: number) => {
    const index = error?.sent.indexOf(keyResultId) ?? -1;
    if (index < 0) return undefined;
    return [`values.${String(index)}.value`, `values.${String(index)}.done`, `values.${String(index)}.key_result`]
      .map(fieldError)
      .find(Boolean);
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
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="check-in-title">
      <DialogTitle id="check-in-title">{translate('app.goals.check_ins.dialog_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {stale ? <Alert severity="warning">{translate('app.goals.check_ins.stale')}</Alert> : null}
          {root ? <Alert severity="error">{root}</Alert> : null}
          {goal.key_results.map((kr) => {
            const problem = valueError(kr.id);
            const now = translate('app.goals.check_ins.current', { value: line(kr) });
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
                helperText={problem ?? now}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            );
          })}
          <FormControl error={Boolean(fieldError('health'))}>
            <FormLabel id="check-in-health">{translate('app.goals.check_ins.health')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="check-in-health"
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
            {fieldError('health') ? <FormHelperText>{fieldError('health')}</FormHelperText> : null}
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
        <Button onClick={onClose}>{translate('app.goals.check_ins.cancel')}</Button>
        <Button variant="contained" disabled={saving || health === null} onClick={() => void submit()}>
          {translate('app.goals.check_ins.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
