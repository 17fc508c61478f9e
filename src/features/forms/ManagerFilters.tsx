import { Box, Chip, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { STAGES, type Stage } from './queries.ts';
import type { DepartmentOption, PeriodOption } from '../../hooks/useFilterOptions.ts';
import { ALL_PERIODS, EMPLOYEE_STATES, type ManagerFilters as Filters } from './useManagerFilters.ts';
import { SearchInput } from '../../components/SearchInput.tsx';

const SEARCH_DELAY_MS = 300;

type Props = {
  filters: Filters;
  period: string;
  periods: PeriodOption[];
  departments: DepartmentOption[] | null;
  counts: Record<Stage, number> | undefined;
  onPeriod: (period: string) => void;
  onDepartment: (department: string) => void;
  onEmployees: (employees: string) => void;
  onStage: (stage: Stage) => void;
  onSearch: (search: string) => void;
};

type Choice = { value: string; label: string };

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minWidth: number;
  choices: Choice[];
};

/** One select of the filter bar; the first choice (e.g. "all") may be the empty value and still shows. */
function FilterSelect(props: SelectProps) {
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: props.minWidth, maxWidth: '100%' }}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Period, department (hidden when there is none to choose), active or deactivated employees, stage chips with
 * counts, name search.
 */
export function ManagerFilters({
  filters,
  period,
  periods,
  departments,
  counts,
  onPeriod,
  onDepartment,
  onEmployees,
  onStage,
  onSearch,
}: Props) {
  const translate = useTranslate();
  const [search, setSearch] = useState(filters.search);
  // A search changed from outside (the address, a reset) replaces what is typed in the box.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search.trim() === filters.search) return undefined;
    const timer = setTimeout(() => onSearch(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onSearch]);

  const choice = (value: string, label: string): Choice => ({ value, label });
  const selects: SelectProps[] = [
    {
      label: translate('app.manager.period'),
      value: period,
      onChange: onPeriod,
      minWidth: 240,
      choices: [
        choice(ALL_PERIODS, translate('app.manager.all_periods')),
        ...periods.map((p) => choice(String(p.id), p.name)),
      ],
    },
    ...(departments
      ? [
          {
            label: translate('app.manager.department'),
            value: filters.department,
            onChange: onDepartment,
            minWidth: 220,
            choices: [
              choice('', translate('app.manager.all_departments')),
              ...departments.map((d) => choice(String(d.id), d.name)),
            ],
          },
        ]
      : []),
    {
      label: translate('app.manager.employees_filter'),
      value: filters.employees,
      onChange: onEmployees,
      minWidth: 180,
      choices: [
        choice('', translate('app.manager.employees_all')),
        ...EMPLOYEE_STATES.map((state) => choice(state, translate(`app.manager.employees_${state}`))),
      ],
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {selects.map((select) => (
          <FilterSelect key={select.label} {...select} />
        ))}
        <SearchInput
          size="small"
          type="search"
          label={translate('app.manager.search')}
          value={search}
          onChange={setSearch}
        />
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        role="group"
        aria-label={translate('app.manager.stage_filter')}
      >
        {STAGES.map((stage) => {
          const selected = filters.stages.includes(stage);
          return (
            <Chip
              key={stage}
              clickable
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              label={`${translate(`app.stages.${stage}`)}: ${counts ? counts[stage] : '…'}`}
              onClick={() => onStage(stage)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
