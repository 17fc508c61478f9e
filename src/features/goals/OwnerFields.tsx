import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import type { GoalOwnerKind } from '../../../contract/enums.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { DepartmentOption } from '../../hooks/useFilterOptions.ts';

export interface Owner {
  kind: GoalOwnerKind;
  employee: { id: number; name: string } | null;
  department: number | null;
}

/** Whose goal: an employee their own; a manager a person they oversee or a department; an admin the company too. */
export function OwnerFields({
  owner,
  onChange,
  kinds,
  departments,
  errors,
}: {
  owner: Owner;
  onChange: (next: Owner) => void;
  kinds: GoalOwnerKind[];
  departments: DepartmentOption[];
  errors: Record<string, string>;
}) {
  const translate = useGoalsTranslate();
  const { api, companyId } = useCompanyApi();
  const [search, setSearch] = useState('');
  const picksPeople = kinds.length > 1;
  const query = { search, page_size: 20 };
  const people = useQuery({
    queryKey: queryKeys.structure.managedPeople(companyId, query),
    queryFn: () => api.getManagedPeople(query),
    enabled: picksPeople && owner.kind === 'person',
  });
  const options = [
    ...(owner.employee ? [owner.employee] : []),
    ...(people.data?.results ?? [])
      .filter((person) => person.id !== owner.employee?.id)
      .map((person) => ({ id: person.id, name: person.full_name })),
  ];
  return (
    <>
      {picksPeople ? (
        <TextField
          select
          id="goal-owner-kind"
          label={translate('app.goals.form.owner_kind')}
          value={owner.kind}
          onChange={(event) =>
            onChange({ ...owner, kind: kinds.find((kind) => kind === event.target.value) ?? 'person' })
          }
        >
          {kinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`app.goals.owner_kind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {picksPeople && owner.kind === 'person' ? (
        <Autocomplete
          options={options}
          value={owner.employee}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(list) => list}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input') setSearch(value);
          }}
          onChange={(_event, value) => onChange({ ...owner, employee: value })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('app.goals.form.employee')}
              error={Boolean(errors.employee)}
              helperText={errors.employee}
            />
          )}
        />
      ) : null}
      {owner.kind === 'department' ? (
        <TextField
          select
          id="goal-department"
          label={translate('app.goals.form.department')}
          value={owner.department ?? ''}
          onChange={(event) => onChange({ ...owner, department: Number(event.target.value) || null })}
          error={Boolean(errors.department)}
          helperText={errors.department}
        >
          {departments.map((department) => (
            <MenuItem key={department.id} value={department.id}>
              {department.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}
