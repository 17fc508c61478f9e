import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * On the review form, beside the manager's overall grade: the grade a locked calibration session agreed on.
 * The manager's own grade stays as it was; the API sends this one exactly when that one may be read.
 */
export function CalibratedGrade({ grade }: { grade: number }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      label={translate('app.calibration.form.calibrated_grade')}
      value={`${grade} — ${translate(`app.form.overall_grades.${grade}`)}`}
      helperText={translate('app.calibration.form.calibrated_note')}
      slotProps={{ input: { readOnly: true } }}
      sx={{ minWidth: 260, maxWidth: '100%' }}
    />
  );
}
