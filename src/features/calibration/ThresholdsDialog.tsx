import { Alert, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { staleCurrentOf, useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { NineBoxSettingsOut, NineBoxSettingsPut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { decimalInputText, parseDecimal } from '../../i18n/numbers.ts';
import { FormDialog } from './FormDialog.tsx';

const FIELDS = [
  { name: 'performance_medium_from', max: 5, help: 'performance_help' },
  { name: 'performance_high_from', max: 5, help: 'performance_help' },
  { name: 'potential_medium_from', max: 1, help: 'potential_help' },
  { name: 'potential_high_from', max: 1, help: 'potential_help' },
] as const;
type Field = (typeof FIELDS)[number]['name'];
type Values = Record<Field, string>;

/** The thresholds as the reader writes numbers: «0,34» in Russian, «0.34» in English. */
const valuesOf = (settings: NineBoxSettingsOut, locale: string): Values => ({
  performance_medium_from: decimalInputText(settings.performance_medium_from, locale),
  performance_high_from: decimalInputText(settings.performance_high_from, locale),
  potential_medium_from: decimalInputText(settings.potential_medium_from, locale),
  potential_high_from: decimalInputText(settings.potential_high_from, locale),
});

const parse = parseDecimal;

/** The thresholds a 409 says the company has now, when the answer carries them all. */
function currentOf(error: unknown): NineBoxSettingsOut | null {
  const current = staleCurrentOf(error);
  if (!current) return null;
  const read = (key: string) => (typeof current[key] === 'number' ? current[key] : null);
  const [pm, ph, qm, qh, version] = [...FIELDS.map(({ name }) => read(name)), read('version')];
  if (pm === null || ph === null || qm === null || qh === null || version === null) return null;
  const updatedAt = typeof current.updated_at === 'string' ? current.updated_at : null;
  return {
    performance_medium_from: pm,
    performance_high_from: ph,
    potential_medium_from: qm,
    potential_high_from: qh,
    version,
    updated_at: updatedAt,
  };
}

/** Admins change how the axes are cut: four numbers, checked here and by the server (a 400 names the field). */
export function ThresholdsDialog({ settings, onClose }: { settings: NineBoxSettingsOut; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const [values, setValues] = useState<Values>(() => valuesOf(settings, locale));
  const [version, setVersion] = useState(settings.version);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ severity: 'error' | 'warning'; text: string } | null>(null);

  const clientError = (name: Field, max: number): string | null => {
    const value = parse(values[name]);
    if (!Number.isFinite(value) || value < 0 || value > max)
      return translate('app.calibration.thresholds.out_of_range', { max });
    if (name.endsWith('_high_from')) {
      const medium = parse(
        values[name === 'performance_high_from' ? 'performance_medium_from' : 'potential_medium_from'],
      );
      if (Number.isFinite(medium) && value <= medium) return translate('app.calibration.thresholds.order');
    }
    return null;
  };
  const errors = Object.fromEntries(FIELDS.map(({ name, max }) => [name, clientError(name, max)]));
  const invalid = Object.values(errors).some(Boolean);

  const save = useMutation({
    mutationFn: (body: NineBoxSettingsPut) => api.putNineBoxSettings(body),
    onSuccess: async () => {
      notify('app.calibration.thresholds.saved', { type: 'success' });
      await client.invalidateQueries({ queryKey: queryKeys.calibration.nineBoxes(companyId) });
      onClose();
    },
    onError: (error) => {
      const current = currentOf(error);
      if (current) {
        setValues(valuesOf(current, locale));
        setVersion(current.version);
        setServerErrors({});
        setNotice({ severity: 'warning', text: translate('app.calibration.thresholds.stale') });
        void client.invalidateQueries({ queryKey: queryKeys.calibration.nineBoxes(companyId) });
        return;
      }
      const messages = fieldMessages(error);
      if (messages) {
        setServerErrors(messages.fields);
        setNotice(messages.root ? { severity: 'error', text: messages.root } : null);
        return;
      }
      setNotice({ severity: 'error', text: errorText(error) });
    },
  });

  const submit = () =>
    save.mutate({
      performance_medium_from: parse(values.performance_medium_from),
      performance_high_from: parse(values.performance_high_from),
      potential_medium_from: parse(values.potential_medium_from),
      potential_high_from: parse(values.potential_high_from),
      version,
    });

  return (
    <FormDialog
      id="thresholds"
      title={translate('app.calibration.thresholds.title')}
      submit={translate('ra.action.save')}
      ready={!invalid}
      busy={save.isPending}
      dirty={JSON.stringify(values) !== JSON.stringify(valuesOf(settings, locale))}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography variant="body2">{translate('app.calibration.thresholds.intro')}</Typography>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      {FIELDS.map(({ name, help }) => {
        const message = errors[name] ?? serverErrors[name] ?? null;
        return (
          <TextField
            key={name}
            name={name}
            label={translate(`app.calibration.thresholds.${name}`)}
            value={values[name]}
            required
            error={Boolean(message)}
            helperText={message ?? translate(`app.calibration.thresholds.${help}`)}
            onChange={(event) => {
              setValues((previous) => ({ ...previous, [name]: event.target.value }));
              setServerErrors((previous) => ({ ...previous, [name]: undefined }));
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        );
      })}
    </FormDialog>
  );
}
