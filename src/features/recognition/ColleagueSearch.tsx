import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { Colleague } from '../../components/ColleaguePicker.tsx';
import { useRecognitionTranslate } from './useRecognitionTranslate.ts';

type Found = Colleague & { detail?: string };

/**
 * One or several colleagues of the company, searched by name as one types (the company's directory): feedback and
 * praise may go to anyone in the company. `exclude` leaves out people the form would refuse.
 */
export function ColleagueSearch<Multiple extends boolean = false>({
  label,
  value,
  onChange,
  multiple,
  error,
  exclude = [],
}: {
  label: string;
  value: Multiple extends true ? Colleague[] : Colleague | null;
  onChange: (value: Multiple extends true ? Colleague[] : Colleague | null) => void;
  multiple?: Multiple;
  error?: string;
  exclude?: readonly number[];
}) {
  const translate = useRecognitionTranslate();
  const { api, companyId } = useCompanyApi();
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const query = { search, page_size: 20 };
  const found = useQuery({
    queryKey: queryKeys.recognition.colleagues(companyId, query),
    queryFn: () => api.searchColleagues(query),
    placeholderData: keepPreviousData,
  });
  const options: Found[] = (found.data?.results ?? [])
    .filter((person) => !exclude.includes(person.id))
    .map((person) => ({
      id: person.id,
      name: person.full_name,
      detail: [person.position, person.department].filter(Boolean).join(' · '),
    }));
  return (
    <Autocomplete<Found, Multiple>
      multiple={multiple}
      options={options}
      value={value}
      loading={found.isFetching}
      loadingText={translate('app.recognition.directory.loading')}
      noOptionsText={translate('app.recognition.directory.none')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(list) => list}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input') setTyped(next);
        else if (reason === 'clear' || (reason === 'reset' && multiple)) setTyped('');
      }}
      onChange={(_event, next) => onChange(next)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{option.name}</Typography>
          {option.detail ? (
            <Typography variant="caption" color="text.secondary">
              {option.detail}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
