import { Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { SettingsFormPage } from '../../components/SettingsFormPage.tsx';
import { personalDataCalls, retentionKey, useRetention } from './api.ts';

const T = 'app.personal_data';

function RetentionForm({ days }: { days: number | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const queryClient = useQueryClient();
  const { companyId } = useCompanyApi();
  const [on, setOn] = useState(days !== null);
  const [value, setValue] = useState(String(days ?? 365));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await personalDataCalls(companyId).saveSettings(on ? Number(value) : null);
      queryClient.setQueryData(retentionKey(companyId), saved);
      notify(`${T}.saved`, { type: 'success' });
    } catch (failure) {
      const invalid = fieldMessages(failure);
      setError(invalid?.fields.erase_deactivated_after_days ?? invalid?.root ?? errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <FormControlLabel
        control={<Checkbox checked={on} onChange={(event) => setOn(event.target.checked)} />}
        label={translate(`${T}.retention_on`)}
      />
      {on ? (
        <TextField
          type="number"
          label={translate(`${T}.retention_days`)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { min: 1, max: 3650 } }}
          sx={{ maxWidth: 240 }}
        />
      ) : (
        <Typography color="text.secondary">{translate(`${T}.retention_off`)}</Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate(`${T}.save`)}
        </Button>
      </Box>
    </Box>
  );
}

/** `/c/{companyId}/settings/personal-data/`: the company's retention of the data of deactivated people. */
export function RetentionPage() {
  const translate = useTranslate();
  const retention = useRetention();
  return (
    <SettingsFormPage title={translate(`${T}.title`)} intro={translate(`${T}.retention_intro`)}>
      <QueryState query={retention}>{(data) => <RetentionForm days={data.erase_deactivated_after_days} />}</QueryState>
    </SettingsFormPage>
  );
}
