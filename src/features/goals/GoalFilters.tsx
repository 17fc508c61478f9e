import { MenuItem, TextField } from '@mui/material';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import type { DepartmentOption, PeriodOption } from '../../hooks/useFilterOptions.ts';

type Option = PeriodOption | DepartmentOption;

/** A filter of the goals by one period or department; the empty choice shows all. */
export function GoalFilter({
  name,
  options,
  value,
  onChange,
}: {
  name: 'period' | 'department';
  options: Option[];
  value: number | null;
  onChange: (next: number | null) => void;
}) {
  const translate = useGoalsTranslate();
  return (
    <TextField
      select
      size="small"
      sx={{ width: 220, maxWidth: '100%' }}
      label={translate(`app.goals.filters.${name}`)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{translate('app.goals.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
