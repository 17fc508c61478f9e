import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DepartmentOption, PeriodOption } from '../../hooks/useFilterOptions.ts';

type Props = {
  period: number | null;
  department: number | null;
  periods: PeriodOption[];
  departments: DepartmentOption[] | null;
  onPeriod: (period: number | null) => void;
  onDepartment: (department: number | null) => void;
};

const ALL = '';

/** The period to read, and a department (with its sub-departments) to narrow it to. */
export function AnalyticsFilters({ period, department, periods, departments, onPeriod, onDepartment }: Props) {
  const translate = useTranslate();
  const idOf = (value: string) => (value === ALL ? null : Number(value));
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={translate('app.analytics.period')}
        value={period === null ? ALL : String(period)}
        onChange={(event) => onPeriod(idOf(event.target.value))}
        sx={{ minWidth: 240, maxWidth: '100%' }}
        disabled={!periods.length}
      >
        {periods.length ? null : <MenuItem value={ALL}>{translate('app.analytics.no_periods')}</MenuItem>}
        {periods.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {departments ? (
        <TextField
          select
          size="small"
          label={translate('app.analytics.department_filter')}
          value={department === null ? ALL : String(department)}
          onChange={(event) => onDepartment(idOf(event.target.value))}
          sx={{ minWidth: 240, maxWidth: '100%' }}
          helperText={translate('app.analytics.department_hint')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value={ALL}>{translate('app.analytics.all_departments')}</MenuItem>
          {departments.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}
