import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Level } from './boxes.ts';

/** A value a locked calibration session agreed on, read-only on the review form, with what it means. */
function Agreed({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      helperText={note}
      slotProps={{ input: { readOnly: true } }}
      sx={{ minWidth: 260, maxWidth: '100%' }}
    />
  );
}

/**
 * On the review form, beside the manager's overall grade: the grade a locked calibration session agreed on.
 * The manager's own grade stays as it was; the API sends this one exactly when that one may be read.
 */
export function CalibratedGrade({ grade }: { grade: number }) {
  const translate = useTranslate();
  return (
    <Agreed
      label={translate('app.calibration.form.calibrated_grade')}
      value={`${grade} — ${translate(`app.form.overall_grades.${grade}`)}`}
      note={translate('app.calibration.form.calibrated_note')}
    />
  );
}

/**
 * On the review form, under the hipo decisions: the potential level a locked calibration session moved the
 * person to, which the company's 9-box reads instead of the decisions' share. Never sent to the employee.
 */
export function CalibratedPotential({ level }: { level: Level }) {
  const translate = useTranslate();
  return (
    <Agreed
      label={translate('app.calibration.form.calibrated_potential')}
      value={translate(`app.calibration.levels.potential.${level}`)}
      note={translate('app.calibration.form.calibrated_potential_note')}
    />
  );
}
