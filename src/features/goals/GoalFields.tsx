import { MenuItem, TextField } from '@mui/material';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { GOAL_STATUSES, GOAL_VISIBILITIES, type GoalStatus, type GoalVisibility } from '../../../contract/enums.ts';
import { GOAL_TITLE_MAX } from '../../../contract/limits.ts';
import { DatePickerField } from '../../components/DatePickerField.tsx';
import type { PeriodOption } from '../../hooks/useFilterOptions.ts';
import { ParentPicker, type GoalChoice } from './ParentPicker.tsx';

/** A goal's own fields as its form holds them. */
export interface GoalDraft {
  title: string;
  description: string;
  period: number | null;
  parent: GoalChoice | null;
  due_date: string;
  weight: string;
  visibility: GoalVisibility;
  status: GoalStatus;
}

/** The goal's fields, each with the server's words for it; `statuses` null where status is not chosen here. */
export function GoalFields({
  draft,
  onChange,
  periods,
  statuses,
  goalId,
  errors,
}: {
  draft: GoalDraft;
  onChange: (next: GoalDraft) => void;
  periods: PeriodOption[];
  statuses: readonly GoalStatus[] | null;
  goalId: number | null;
  errors: Record<string, string>;
}) {
  const translate = useGoalsTranslate();
  const label = (name: string) => translate(`app.goals.form.${name}`);
  const set = (patch: Partial<GoalDraft>) => onChange({ ...draft, ...patch });
  const problem = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  return (
    <>
      <TextField
        id="goal-title"
        required
        autoFocus
        label={label('title')}
        value={draft.title}
        onChange={(event) => set({ title: event.target.value })}
        error={Boolean(errors.title)}
        helperText={
          Object.hasOwn(errors, 'title')
            ? errors.title
            : draft.title.length >= GOAL_TITLE_MAX * 0.8
              ? translate('app.goals.form.length', { count: draft.title.length, max: GOAL_TITLE_MAX })
              : undefined
        }
        slotProps={{ htmlInput: { maxLength: GOAL_TITLE_MAX } }}
      />
      <TextField
        id="goal-description"
        multiline
        minRows={2}
        label={label('description')}
        value={draft.description}
        onChange={(event) => set({ description: event.target.value })}
        {...problem('description')}
      />
      <TextField
        select
        id="goal-period"
        required
        label={label('period')}
        value={draft.period ?? ''}
        onChange={(event) => set({ period: Number(event.target.value) || null })}
        {...problem('period')}
      >
        {periods.map((period) => (
          <MenuItem key={period.id} value={period.id}>
            {period.name}
          </MenuItem>
        ))}
      </TextField>
      <ParentPicker
        value={draft.parent}
        onChange={(parent) => set({ parent })}
        exclude={goalId}
        error={errors.parent}
      />
      <DatePickerField
        id="goal-due-date"
        label={label('due_date')}
        value={draft.due_date}
        onChange={(due_date) => set({ due_date })}
        {...problem('due_date')}
      />
      <TextField
        id="goal-weight"
        label={label('weight')}
        value={draft.weight}
        onChange={(event) => set({ weight: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...problem('weight')}
      />
      <TextField
        select
        id="goal-visibility"
        label={label('visibility')}
        value={draft.visibility}
        onChange={(event) => set({ visibility: event.target.value === 'private' ? 'private' : 'company' })}
        {...problem('visibility')}
      >
        {GOAL_VISIBILITIES.map((visibility) => (
          <MenuItem key={visibility} value={visibility}>
            {translate(`app.goals.visibility.${visibility}`)}
          </MenuItem>
        ))}
      </TextField>
      {statuses ? (
        <TextField
          select
          id="goal-status"
          label={label('status')}
          value={draft.status}
          onChange={(event) => set({ status: GOAL_STATUSES.find((s) => s === event.target.value) ?? draft.status })}
          {...problem('status')}
        >
          {statuses.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`app.goals.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}
