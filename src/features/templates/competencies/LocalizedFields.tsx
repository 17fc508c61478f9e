import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LocalizedText } from '../../../../contract/templates.ts';

type Props = {
  /** The field's name in the server's messages (`name`, `levels.0.name`): `<field>.ru` and `<field>.en`. */
  field: string;
  /** Translation keys `<labelKey>_ru` and `<labelKey>_en`. */
  labelKey: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  errors: Record<string, string>;
  multiline?: boolean;
};

/** One text in both languages, side by side, each with the server's message for it. */
export function LocalizedFields({ field, labelKey, value, onChange, errors, multiline = false }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
      {(['ru', 'en'] as const).map((lang) => (
        <TextField
          key={lang}
          size="small"
          multiline={multiline}
          label={translate(`${labelKey}_${lang}`)}
          value={value[lang]}
          onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
          error={Boolean(errors[`${field}.${lang}`])}
          helperText={errors[`${field}.${lang}`]}
        />
      ))}
    </Box>
  );
}
