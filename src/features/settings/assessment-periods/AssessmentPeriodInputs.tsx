import { Box } from '@mui/material';
import { maxLength, required, SelectInput, TextInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PeriodOut } from '../../../api/types.ts';
import { LocaleDateInput } from '../../../components/LocaleDateInput.tsx';
import { ROUTES } from '../../../resources/registry.ts';
import { PeriodReminderInputs } from './PeriodReminderInputs.tsx';
import { PeriodTemplateInputs } from './PeriodTemplateInputs.tsx';

const STATUSES = ['draft', 'active', 'closed'] as const;
const FORM_TYPES = ['SMPL', 'STND'] as const;
const DATES = ['start_date', 'self_deadline', 'manager_deadline', 'feedback_deadline', 'end_date'] as const;
/** The API's limit (periods.schemas.ts), checked here first so the user sees it before saving. */
export const NAME_MAX_LENGTH = 200;

/**
 * The other active period of the company, if there is one: only one can be active, so choosing "active"
 * here while another is says which one to close first (the server refuses it with a 409 otherwise).
 */
function useOtherActive(): PeriodOut | null {
  const record = useRecordContext<PeriodOut>();
  const { data } = useGetList<PeriodOut>(ROUTES.assessment_periods, {
    filter: { status: 'active' },
    pagination: { page: 1, perPage: 2 },
  });
  return data?.find((period) => period.id !== record?.id) ?? null;
}

function StatusInput() {
  const translate = useTranslate();
  const status = useWatch<{ status?: string }>({ name: 'status' });
  const other = useOtherActive();
  const clash = status === 'active' && other !== null;
  return (
    <SelectInput
      source="status"
      choices={STATUSES.map((id) => ({ id, name: translate(`app.periods.status.${id}`) }))}
      defaultValue="draft"
      validate={required()}
      helperText={clash ? translate(`resources.${ROUTES.assessment_periods}.one_active`, { name: other.name }) : false}
      sx={clash ? { '& .MuiFormHelperText-root': { color: 'warning.dark' } } : undefined}
    />
  );
}

/**
 * The fields of a period, shared by create and edit, with its reminders; the server checks that the dates follow the
 * stages.
 */
export function AssessmentPeriodInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {DATES.map((d) => (
          <LocaleDateInput key={d} source={d} validate={required()} />
        ))}
      </Box>
      <StatusInput />
      <SelectInput
        source="form_type"
        choices={FORM_TYPES.map((id) => ({ id, name: translate(`app.periods.form_type.${id}`) }))}
        defaultValue="SMPL"
        validate={required()}
      />
      <PeriodTemplateInputs />
      <PeriodReminderInputs />
    </>
  );
}
