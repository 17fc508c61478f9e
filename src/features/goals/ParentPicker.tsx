import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

export interface GoalChoice {
  id: number;
  title: string;
}

/** The goal this one supports, searched among the company's goals the caller may read (never itself). */
export function ParentPicker({
  value,
  onChange,
  exclude,
  error,
}: {
  value: GoalChoice | null;
  onChange: (next: GoalChoice | null) => void;
  exclude: number | null;
  error?: string;
}) {
  const translate = useGoalsTranslate();
  const { api, companyId } = useCompanyApi();
  const [search, setSearch] = useState('');
  const query = { scope: 'company', q: search || undefined, page_size: 20 };
  const goals = useQuery({ queryKey: queryKeys.goals.list(companyId, query), queryFn: () => api.getGoals(query) });
  const options = [
    ...(value ? [value] : []),
    ...(goals.data?.results ?? [])
      .filter((goal) => goal.id !== exclude && goal.id !== value?.id)
      .map((goal) => ({ id: goal.id, title: goal.title })),
  ];
  return (
    <Autocomplete
      options={options}
      value={value}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(list) => list}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_event, chosen) => onChange(chosen)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.goals.form.parent')}
          placeholder={translate('app.goals.form.parent_none')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
