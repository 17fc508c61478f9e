import SearchIcon from '@mui/icons-material/Search';
import { Box, Chip, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { STAGES, type Stage } from './api.ts';
import type { DepartmentOption, PeriodOption } from './useFilterOptions.ts';
import { ALL_PERIODS, type ManagerFilters as Filters } from './useManagerFilters.ts';

const SEARCH_DELAY_MS = 300;

type Props = {
  filters: Filters;
  period: string;
  periods: PeriodOption[];
  departments: DepartmentOption[] | null;
  counts: Record<Stage, number> | undefined;
  onPeriod: (period: string) => void;
  onDepartment: (department: string) => void;
  onStage: (stage: Stage) => void;
  onSearch: (search: string) => void;
};

/** Period, department (hidden when the server has no departments list), stage chips with counts, name search. */
export function ManagerFilters({
  filters,
  period,
  periods,
  departments,
  counts,
  onPeriod,
  onDepartment,
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

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 240 }}
          label={translate('app.manager.period')}
          value={period}
          onChange={(event) => onPeriod(event.target.value)}
        >
          <MenuItem value={ALL_PERIODS}>{translate('app.manager.all_periods')}</MenuItem>
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
            sx={{ minWidth: 220 }}
            label={translate('app.manager.department')}
            value={filters.department}
            onChange={(event) => onDepartment(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{translate('app.manager.all_departments')}</MenuItem>
            {departments.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          size="small"
          type="search"
          label={translate('app.manager.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
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
