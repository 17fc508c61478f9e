import { Box } from '@mui/material';
import { maxLength, ReferenceInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ROUTES } from '../../../resources/registry.ts';
import { DueDateInput } from './DueDateInput.tsx';
import { EmployeeInput } from './EmployeeInput.tsx';
import { AGREEMENT_STATUSES } from '../../../../contract/enums.ts';
import type { AgreementOut } from '../../../api/types.ts';

/** The API's limits (agreements.schemas.ts), checked here first so the user sees them before saving. */
export const TITLE_MAX_LENGTH = 300;
export const DESCRIPTION_MAX_LENGTH = 5000;
const PERIODS_SHOWN = 100;

const keepEmptyText = (value: string) => value;
/** The server trims the title, so spaces alone are as empty as nothing. */
const notBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? 'ra.validation.required' : undefined;

export function useStatusChoices() {
  const translate = useTranslate();
  return AGREEMENT_STATUSES.map((id) => ({ id, name: translate(`app.agreements.status.${id}`) }));
}

/** The fields of an agreement, shared by create and edit. */
export function AgreementInputs() {
  const statuses = useStatusChoices();
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <Box sx={{ flex: '1 1 280px' }}>
          <EmployeeInput />
        </Box>
        <Box sx={{ flex: '1 1 280px' }}>
          <ReferenceInput
            source="period"
            reference={ROUTES.assessment_periods}
            sort={{ field: 'start_date', order: 'DESC' }}
            perPage={PERIODS_SHOWN}
          >
            <SelectInput validate={required()} fullWidth margin="none" />
          </ReferenceInput>
        </Box>
      </Box>
      <TextInput source="title" validate={[required(), notBlank, maxLength(TITLE_MAX_LENGTH)]} fullWidth />
      <TextInput
        source="description"
        multiline
        minRows={3}
        fullWidth
        parse={keepEmptyText}
        validate={maxLength(DESCRIPTION_MAX_LENGTH)}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DueDateInput />
        <SelectInput
          source="status"
          choices={statuses}
          defaultValue="new"
          validate={required()}
          margin="none"
          sx={{ minWidth: 200 }}
        />
      </Box>
    </>
  );
}

/** What the API takes: no empty strings for a date, and a description even when left blank. */
export function cleanAgreement(data: Partial<AgreementOut>): Partial<AgreementOut> {
  return {
    ...data,
    description: data.description ?? '',
    due_date: data.due_date ? data.due_date : null,
  };
}
