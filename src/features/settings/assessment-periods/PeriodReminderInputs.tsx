import { Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  InputHelperText,
  maxValue,
  minValue,
  NumberInput,
  number,
  required,
  SelectInput,
  useInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { SELF_DEADLINE_ACTIONS } from '../../../../contract/enums.ts';

const T = 'app.notifications.period';

/** A new period's reminders, as the server sets them when none are given; the limits are the API's (periods.schemas.ts). */
export const REMINDER_DEFAULTS = {
  reminder_days: [3, 1],
  overdue_every_days: 2,
  overdue_max_times: 3,
  escalate_after_days: 3,
  self_deadline_action: 'none',
} as const;
const MAX_REMINDER_DAY = 60;
const MAX_REMINDERS = 5;
/** The counts of days and times, each with its range. */
const NUMBERS = [
  { source: 'overdue_every_days', min: 1, max: 30 },
  { source: 'overdue_max_times', min: 0, max: 20 },
  { source: 'escalate_after_days', min: 1, max: MAX_REMINDER_DAY },
] as const;

/** "3, 1" as days; text that is not a list of whole numbers stays text, which the check below refuses. */
export function parseDays(text: string): number[] | string {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : text;
}

const formatDays = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';

const validDays: Validator = (value: unknown) => {
  const valid =
    Array.isArray(value) &&
    value.length <= MAX_REMINDERS &&
    new Set(value).size === value.length &&
    value.every((day) => typeof day === 'number' && day >= 0 && day <= MAX_REMINDER_DAY);
  return valid ? undefined : `${T}.reminder_days_invalid`;
};

/** Each input's width: the window's on a phone, side by side from a tablet up. */
const WIDE = { width: { xs: '100%', sm: 300 } };

/** The days before a deadline that a reminder goes, typed as a list ("3, 1"). */
function ReminderDaysInput() {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({
    source: 'reminder_days',
    defaultValue: [...REMINDER_DEFAULTS.reminder_days],
    validate: validDays,
  });
  const [typed, setTyped] = useState(() => formatDays(field.value));
  // What the person typed while it still means the form's value; the value itself once it changes otherwise (a reset).
  const shown = formatDays(parseDays(typed)) === formatDays(field.value) ? typed : formatDays(field.value);
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate(`${T}.reminder_days`)}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(parseDays(event.target.value));
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={`${T}.reminder_days_help`} />}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      size="small"
      sx={WIDE}
    />
  );
}

/** A period's reminders: before each stage's deadline, after it, the escalation, and what the self deadline does. */
export function PeriodReminderInputs() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="period-reminders" sx={{ width: '100%', mt: 2 }}>
      <Typography id="period-reminders" variant="h6" component="h2">
        {translate(`${T}.section`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ReminderDaysInput />
        {NUMBERS.map(({ source, min, max }) => (
          <NumberInput
            key={source}
            source={source}
            label={`${T}.${source}`}
            helperText={`${T}.${source}_help`}
            defaultValue={REMINDER_DEFAULTS[source]}
            validate={[required(), number(), minValue(min), maxValue(max)]}
            min={min}
            max={max}
            sx={WIDE}
          />
        ))}
        <SelectInput
          source="self_deadline_action"
          label={`${T}.self_deadline_action`}
          helperText={`${T}.self_deadline_action_help`}
          choices={SELF_DEADLINE_ACTIONS.map((action) => ({ id: action, name: translate(`${T}.actions.${action}`) }))}
          defaultValue={REMINDER_DEFAULTS.self_deadline_action}
          validate={required()}
          sx={WIDE}
        />
      </Box>
    </Box>
  );
}
