import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DepartmentOption, PeriodOption } from '../../hooks/useFilterOptions.ts';

type Option = { id: number; name: string };

type SelectProps = {
  label: string;
  value: number | null;
  options: Option[];
  onChange: (value: number | null) => void;
  /** The choice of none (e.g. "all departments"), shown first. */
  emptyLabel?: string;
  helperText?: string;
};

function IdSelect({ label, value, options, onChange, emptyLabel, helperText }: SelectProps) {
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 220, maxWidth: '100%' }}
      label={label}
      value={value ?? ''}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: emptyLabel !== undefined } }}
    >
      {emptyLabel === undefined ? null : <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

type Props = {
  periods: PeriodOption[];
  departments: DepartmentOption[] | null;
  period: number | null;
  department: number | null;
  onPeriod: (period: number) => void;
  onDepartment: (department: number | null) => void;
};

/** The period, and a department whose sub-departments come along (hidden when there is none to choose). */
export function NineBoxFilters({ periods, departments, period, department, onPeriod, onDepartment }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <IdSelect
        label={translate('app.calibration.nine_box.period')}
        value={period}
        options={periods}
        onChange={(next) => {
          if (next !== null) onPeriod(next);
        }}
      />
      {departments ? (
        <IdSelect
          label={translate('app.calibration.nine_box.department')}
          value={department}
          options={departments}
          onChange={onDepartment}
          emptyLabel={translate('app.calibration.nine_box.department_all')}
          helperText={translate('app.calibration.nine_box.department_help')}
        />
      ) : null}
    </Box>
  );
}
