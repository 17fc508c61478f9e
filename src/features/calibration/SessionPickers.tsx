import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useDebounced } from '../structure/pickers.tsx';

export type Option = { id: number; name: string };

type Props = { value: Option[]; onChange: (value: Option[]) => void; error?: string };

type DepartmentsProps = Props & {
  /** The departments can no longer change; `help` says why. */
  disabled?: boolean;
  help?: string;
};

const sameId = { isOptionEqualToValue: (option: Option, chosen: Option) => option.id === chosen.id };

/** Departments by their full path; each brings its sub-departments along. */
export function DepartmentsPicker({ value, onChange, error, disabled = false, help }: DepartmentsProps) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const departments = useQuery({
    queryKey: queryKeys.structure.departments(companyId),
    queryFn: async () => (await api.getDepartments()).results,
  });
  const options = (departments.data ?? []).map((d) => ({ id: d.id, name: d.path }));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={value}
      loading={departments.isPending}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      {...sameId}
      noOptionsText={
        departments.isError ? translate('app.errors.load_failed') : translate('app.calibration.create.no_options')
      }
      loadingText={translate('app.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.calibration.create.departments')}
          error={Boolean(error)}
          helperText={error ?? help ?? translate('app.calibration.create.departments_help')}
        />
      )}
    />
  );
}

/**
 * Managers and administrators of the company to invite, found by name or email on the server; the ids sent
 * are their users' (one person may hold several positions).
 */
export function ParticipantsPicker({ value, onChange, error }: Props) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const query = { search: search || undefined, is_active: true, page_size: 100, ordering: 'full_name' };
  const found = useQuery({
    queryKey: queryKeys.structure.people(companyId, query),
    queryFn: async () => (await api.getPeople(query)).results,
    placeholderData: keepPreviousData,
  });
  const options = [
    ...new Map(
      (found.data ?? [])
        .filter((person) => person.role === 'MANAGER' || person.is_admin)
        .map((person) => [person.user_id, { id: person.user_id, name: person.full_name || person.email }]),
    ).values(),
  ];
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      filterOptions={(all) => all}
      loading={found.isFetching}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      {...sameId}
      noOptionsText={
        found.isError ? translate('app.errors.load_failed') : translate('app.calibration.create.no_options')
      }
      loadingText={translate('app.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.calibration.create.participants')}
          error={Boolean(error)}
          helperText={error ?? translate('app.calibration.create.participants_help')}
        />
      )}
    />
  );
}
