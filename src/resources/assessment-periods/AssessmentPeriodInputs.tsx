import { Box } from '@mui/material';
import { DateInput, maxLength, required, SelectInput, TextInput, useTranslate } from 'react-admin';

const STATUSES = ['draft', 'active', 'closed'] as const;
const FORM_TYPES = ['SMPL', 'STND'] as const;
const DATES = ['start_date', 'self_deadline', 'manager_deadline', 'feedback_deadline', 'end_date'] as const;

/** The fields of a period, shared by create and edit; the server checks that the dates follow the stages. */
export function AssessmentPeriodInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {DATES.map((d) => (
          <DateInput key={d} source={d} validate={required()} />
        ))}
      </Box>
      <SelectInput
        source="status"
        choices={STATUSES.map((id) => ({ id, name: translate(`app.periods.status.${id}`) }))}
        defaultValue="draft"
        validate={required()}
      />
      <SelectInput
        source="form_type"
        choices={FORM_TYPES.map((id) => ({ id, name: translate(`app.periods.form_type.${id}`) }))}
        defaultValue="SMPL"
        validate={required()}
      />
    </>
  );
}
