import { Box, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { AutocompleteInput, required, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useCompany } from '../../../shell/sessionContext.tsx';
import type { AgreementOut } from '../../../api/types.ts';
import type { PersonOption } from './types.ts';
import { usePeopleChoices } from './usePeopleChoices.ts';

const SEARCH_MAX = 200;
const REQUIRED = required();
const anyChoice = () => true;
const nameOf = (person: PersonOption) => person.full_name;
const FILTER_SX = { width: 220, '& .MuiFormControl-root': { width: '100%' } };

function PersonOptionText() {
  const person = useRecordContext<PersonOption>();
  if (!person) return null;
  const details = [person.position, person.department_name].filter(Boolean).join(' · ');
  return (
    <Box>
      <Typography variant="body2">{person.full_name}</Typography>
      {details ? (
        <Typography variant="caption" color="text.secondary">
          {details}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The person of the agreement as the record names it, so it stays choosable whatever the search. */
function pinnedOf(record: AgreementOut | undefined): PersonOption | null {
  if (!record) return null;
  return { id: record.employee, full_name: record.employee_name, position: '', department_name: null, is_active: true };
}

type Props = {
  source?: string;
  validate?: Validator | Validator[];
  alwaysOn?: boolean;
  activeOnly?: boolean;
  filter?: boolean;
};

/**
 * Picks a person (an employee_in_position id) among those the caller may set agreements for, searching
 * on the server as the user types; the server has already matched name, email and position.
 */
export function EmployeeInput({ source = 'employee', validate = REQUIRED, activeOnly = true, filter = false }: Props) {
  const translate = useTranslate();
  const company = useCompany();
  const record = useRecordContext<AgreementOut>();
  const pinned = useMemo(() => (filter ? null : pinnedOf(record)), [filter, record]);
  const { choices, search, setSearch, isPending, error } = usePeopleChoices({ activeOnly, pinned });
  const onSearch = useCallback((text: string) => setSearch(text.trim().slice(0, SEARCH_MAX)), [setSearch]);
  const noOptions = isPending ? 'ra.page.loading' : search ? 'ra.navigation.no_results' : 'app.agreements.no_people';
  const managerOnly = !company.is_admin;
  const helperText = error
    ? translate('app.agreements.errors.people_failed')
    : !filter && managerOnly
      ? translate('app.agreements.employee_hint')
      : undefined;
  return (
    <AutocompleteInput
      source={source}
      choices={choices}
      optionText={<PersonOptionText />}
      inputText={nameOf}
      matchSuggestion={anyChoice}
      setFilter={onSearch}
      isPending={isPending}
      validate={filter ? undefined : validate}
      noOptionsText={translate(noOptions)}
      helperText={helperText ?? (filter ? false : undefined)}
      fullWidth={!filter}
      size={filter ? 'small' : undefined}
      margin={filter ? 'dense' : undefined}
      sx={filter ? FILTER_SX : undefined}
    />
  );
}
