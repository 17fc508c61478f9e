import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../api/queryKeys.ts';
import type { DepartmentOut as Department } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { UserOptionOut } from '../../api/types.ts';

/** The value typed into a search box, settled after a pause so each key press is not a request. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type FieldProps = { label: string; error?: string; helperText?: string; autoFocus?: boolean };

type DepartmentPickerProps = FieldProps & {
  departments: readonly Department[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** Left out of the choices (a department cannot be its own parent). */
  exclude?: number;
  /** What "nothing chosen" means, e.g. "top level". */
  placeholder?: string;
};

/** Chooses a department by its full path; the list is the tree already loaded. */
export function DepartmentPicker({
  departments,
  value,
  onChange,
  exclude,
  label,
  error,
  helperText,
  placeholder,
  autoFocus,
}: DepartmentPickerProps) {
  const translate = useTranslate();
  const options = departments.filter((d) => d.id !== exclude);
  const current = departments.find((d) => d.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={current}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      getOptionLabel={(option) => option.path}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate('app.structure.no_options')}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          label={label}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

export type PersonRef = { id: number; full_name: string; position?: string };

type PersonPickerProps = FieldProps & {
  value: PersonRef | null;
  onChange: (person: PersonRef | null) => void;
  exclude?: number;
};

/** Chooses a person in a position by name, email or position; searched on the server (page of 20). */
export function PersonPicker({ value, onChange, exclude, label, error, helperText, autoFocus }: PersonPickerProps) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const query = { search: search || undefined, is_active: true, page_size: 20, ordering: 'full_name' };
  const found = useQuery({
    queryKey: queryKeys.structure.people(companyId, query),
    queryFn: async () => (await api.getPeople(query)).results,
  });
  const options: PersonRef[] = (found.data ?? [])
    .filter((p) => p.id !== exclude)
    .map((p) => ({ id: p.id, full_name: p.full_name, position: p.position }));
  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(x) => x}
      loading={found.isFetching}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      getOptionLabel={(option) => option.full_name}
      getOptionKey={(option) => option.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.position ? `${option.full_name} — ${option.position}` : option.full_name}
          </li>
        );
      }}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={found.isError ? translate('app.errors.load_failed') : translate('app.structure.no_options')}
      loadingText={translate('app.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

type UserPickerProps = FieldProps & {
  value: string;
  onChange: (email: string, user: UserOptionOut | null) => void;
};

/**
 * The person to add: a user the caller already shares a company with (found by name or email), or any
 * email typed in full (the server creates the user).
 */
export function UserPicker({ value, onChange, label, error, helperText, autoFocus }: UserPickerProps) {
  const translate = useTranslate();
  const { api } = useCompanyApi();
  const search = useDebounced(value.trim());
  const found = useQuery({
    queryKey: queryKeys.users(search),
    enabled: search.length > 0,
    queryFn: async () => (await api.getUsers({ search, page_size: 20 })).results,
  });
  return (
    <Autocomplete<UserOptionOut, false, false, true>
      freeSolo
      options={found.data ?? []}
      inputValue={value}
      filterOptions={(x) => x}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(text, null);
      }}
      onChange={(_event, next) => {
        if (next && typeof next !== 'string') onChange(next.email, next);
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.email)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.full_name && option.full_name !== option.email
              ? `${option.full_name} — ${option.email}`
              : option.email}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          required
          type="email"
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText ?? translate('app.structure.person.email_help')}
        />
      )}
    />
  );
}
