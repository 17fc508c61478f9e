import { Autocomplete, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useDebounced, type PersonRef } from '../structure/pickers.tsx';

export const WHO = ['all', 'departments', 'people'] as const;
export type Who = (typeof WHO)[number];
export type Targets = { who: Who; departments: { id: number; path: string }[]; people: PersonRef[] };

/** Choices told apart by id, as both pickers' are. */
function byId<T extends { id: number }>() {
  return {
    getOptionKey: (option: T) => option.id,
    isOptionEqualToValue: (option: T, chosen: T) => option.id === chosen.id,
  };
}

function isWho(value: string): value is Who {
  return WHO.some((who) => who === value);
}

/** Chosen people, searched on the server by name (a page of 20 at a time). */
function PeoplePicker({ value, onChange }: { value: PersonRef[]; onChange: (people: PersonRef[]) => void }) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const query = { search: search || undefined, page_size: 20, ordering: 'full_name' };
  const found = useQuery({
    queryKey: queryKeys.structure.people(companyId, query),
    queryFn: async () => (await api.getPeople(query)).results,
  });
  const options: PersonRef[] = (found.data ?? []).map((p) => ({
    id: p.id,
    full_name: p.full_name,
    position: p.position,
  }));
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      {...byId<PersonRef>()}
      // The server has filtered by the typed name already.
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.full_name}
      loading={found.isFetching}
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      onChange={(_event, next) => onChange(next)}
      noOptionsText={found.isError ? translate('app.errors.load_failed') : translate('app.manager.no_options')}
      loadingText={translate('app.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.manager.people_pick')}
          placeholder={value.length ? undefined : translate('app.manager.people_search')}
        />
      )}
    />
  );
}

/** Whom a launch is for: everyone, some departments (with their sub-departments) or some people. */
export function LaunchTargets({ value, onChange }: { value: Targets; onChange: (targets: Targets) => void }) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const departments = useQuery({
    queryKey: queryKeys.structure.departments(companyId),
    queryFn: async () => (await api.getDepartments()).results,
    enabled: value.who === 'departments',
  });
  return (
    <>
      <RadioGroup
        aria-label={translate('app.manager.launch_who')}
        value={value.who}
        onChange={(event) => {
          if (isWho(event.target.value)) onChange({ ...value, who: event.target.value });
        }}
      >
        {WHO.map((who) => (
          <FormControlLabel key={who} value={who} control={<Radio />} label={translate(`app.manager.who.${who}`)} />
        ))}
      </RadioGroup>
      {value.who === 'departments' ? (
        <Autocomplete
          multiple
          options={departments.data ?? []}
          value={value.departments}
          loading={departments.isPending}
          onChange={(_event, next) => onChange({ ...value, departments: next })}
          {...byId<Targets['departments'][number]>()}
          getOptionLabel={(option) => option.path}
          noOptionsText={
            departments.isError ? translate('app.errors.load_failed') : translate('app.manager.no_options')
          }
          loadingText={translate('app.loading')}
          renderInput={(params) => <TextField {...params} label={translate('app.manager.departments_pick')} />}
        />
      ) : null}
      {value.who === 'people' ? (
        <PeoplePicker value={value.people} onChange={(people) => onChange({ ...value, people })} />
      ) : null}
    </>
  );
}
