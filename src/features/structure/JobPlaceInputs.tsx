import { Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocalizedText } from '../../hooks/useLocalizedText.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import { jobFamiliesQuery } from '../templates/competencies/api.ts';

export type JobPlace = { family: number | null; level: string | null };

type Props = {
  value: JobPlace;
  onChange: (next: JobPlace) => void;
  errors: { job_family?: string; job_level?: string };
};

const NONE = '';

/**
 * A person's job family and level: the form shows the competencies' behaviours expected at that level. Changing
 * the family clears the level (the levels are the family's own); the level list is the chosen family's.
 */
export function JobPlaceInputs({ value, onChange, errors }: Props) {
  const translate = useTranslate();
  const word = useLocalizedText();
  const families = useQuery(jobFamiliesQuery(useCompany().id));
  const list = families.data?.results ?? [];
  const family = list.find((f) => f.id === value.family);
  const t = (key: string) => translate(`app.structure.person.${key}`);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        sx={{ flex: 1, minWidth: 180 }}
        label={t('job_family')}
        value={value.family === null ? NONE : String(value.family)}
        onChange={(event) =>
          onChange({ family: event.target.value === NONE ? null : Number(event.target.value), level: null })
        }
        error={Boolean(errors.job_family) || families.isError}
        helperText={errors.job_family ?? (families.isError ? t('job_families_failed') : t('job_family_hint'))}
      >
        <MenuItem value={NONE}>{t('no_job_family')}</MenuItem>
        {list.map((f) => (
          <MenuItem key={f.id} value={String(f.id)}>
            {word(f.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        sx={{ flex: 1, minWidth: 180 }}
        label={t('job_level')}
        value={value.level ?? NONE}
        disabled={!family}
        onChange={(event) => onChange({ ...value, level: event.target.value === NONE ? null : event.target.value })}
        error={Boolean(errors.job_level)}
        helperText={errors.job_level}
      >
        <MenuItem value={NONE}>{t('no_job_level')}</MenuItem>
        {(family?.levels ?? []).map((level) => (
          <MenuItem key={level.key} value={level.key}>
            {word(level.name)}
          </MenuItem>
        ))}
        {value.level !== null && family && !family.levels.some((l) => l.key === value.level) ? (
          <MenuItem value={value.level}>{value.level}</MenuItem>
        ) : null}
      </TextField>
    </Box>
  );
}
