import { Box, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { SettingsFormPage } from '../../components/SettingsFormPage.tsx';
import { companySettingsCalls, companySettingsKey, useCompanySettings } from './api.ts';
import { TimeZonePicker } from './TimeZonePicker.tsx';

const T = 'app.time_zones';

function CompanyTimeZoneForm({ initial }: { initial: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const queryClient = useQueryClient();
  const { companyId } = useCompanyApi();
  const [zone, setZone] = useState(initial);
  const save = useMutation({
    mutationFn: () => companySettingsCalls(companyId).save(zone),
    onSuccess: (saved) => {
      queryClient.setQueryData(companySettingsKey(companyId), saved);
      // Times show in the company's zone for everyone without their own: the company list carries it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
      notify(`${T}.saved`, { type: 'success' });
    },
  });
  const invalid = save.isError ? fieldMessages(save.error) : null;
  const error = save.isError ? (invalid?.fields.time_zone ?? invalid?.root ?? errorText(save.error)) : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <TimeZonePicker
        label={translate(`${T}.company_label`)}
        value={zone}
        onChange={(next) => next !== null && setZone(next)}
        error={error !== null}
        helperText={error ?? translate(`${T}.company_help`)}
        required
      />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {translate(`${T}.save`)}
        </Button>
      </Box>
    </Box>
  );
}

/** `/c/{companyId}/settings/company/`: the company's time zone, in which its deadlines end. */
export function CompanyTimeZonePage() {
  const translate = useTranslate();
  const settings = useCompanySettings();
  return (
    <SettingsFormPage title={translate(`${T}.title`)} intro={translate(`${T}.intro`)}>
      <QueryState query={settings}>{(data) => <CompanyTimeZoneForm initial={data.time_zone} />}</QueryState>
    </SettingsFormPage>
  );
}
