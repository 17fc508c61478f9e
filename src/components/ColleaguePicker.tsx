import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../api/queryKeys.ts';
import { useCompanyApi } from '../api/useCompanyApi.ts';

export interface Colleague {
  id: number;
  name: string;
}

/** The caller's own positions in the company (each with its manager). */
export function useMyPositions() {
  const { api, companyId } = useCompanyApi();
  return useQuery({
    queryKey: [...queryKeys.company(companyId), 'structure', 'mine'],
    queryFn: () => api.getMyPositions(),
    staleTime: 60_000,
  });
}

/** The caller's manager and the people they oversee (everyone, for an admin), found by name as one types. */
export function useColleagues(search: string): Colleague[] {
  const { api, companyId } = useCompanyApi();
  const query = { search, page_size: 20 };
  const managed = useQuery({
    queryKey: queryKeys.structure.managedPeople(companyId, query),
    queryFn: () => api.getManagedPeople(query),
  });
  const mine = useMyPositions();
  const own = new Set((mine.data?.results ?? []).map((position) => position.id));
  const managers = (mine.data?.results ?? [])
    .filter((position) => position.manager_id !== null && position.manager_name !== null)
    .map((position) => ({ id: position.manager_id ?? 0, name: position.manager_name ?? '' }))
    .filter((person) => person.name.toLowerCase().includes(search.trim().toLowerCase()));
  const people = (managed.data?.results ?? []).map((person) => ({ id: person.id, name: person.full_name }));
  const seen = new Set<number>();
  return [...managers, ...people].filter((person) => {
    if (own.has(person.id) || seen.has(person.id)) return false;
    seen.add(person.id);
    return true;
  });
}

/** One or several colleagues, picked by name. */
export function ColleaguePicker<Multiple extends boolean = false>({
  label,
  value,
  onChange,
  multiple,
  error,
  helperText,
}: {
  label: string;
  value: Multiple extends true ? Colleague[] : Colleague | null;
  onChange: (value: Multiple extends true ? Colleague[] : Colleague | null) => void;
  multiple?: Multiple;
  error?: string;
  helperText?: string;
}) {
  const [search, setSearch] = useState('');
  const options = useColleagues(search);
  return (
    <Autocomplete<Colleague, Multiple>
      multiple={multiple}
      options={options}
      value={value}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(list) => list}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'input') setSearch(typed);
      }}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}
