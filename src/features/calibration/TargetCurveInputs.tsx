import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { decimalInputText } from '../../i18n/numbers.ts';
import { useFormatNumber } from './format.ts';

export const GRADES = ['0', '1', '2', '3', '4', '5'] as const;
export type Grade = (typeof GRADES)[number];
export type CurveText = Record<Grade, string>;

/** The usual bell: 10/20/40/20/10 % over grades 1..5, none at 0. */
export const DEFAULT_CURVE: CurveText = { '0': '0', '1': '10', '2': '20', '3': '40', '4': '20', '5': '10' };

export const percentOf = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));

/** The curve's total, rounded to hundredths; NaN when a share is not a number from 0 to 100. */
export function curveSum(curve: CurveText): number {
  const shares = GRADES.map((grade) => percentOf(curve[grade]));
  if (shares.some((share) => !Number.isFinite(share) || share < 0 || share > 100)) return NaN;
  return Math.round(shares.reduce((a, b) => a + b, 0) * 100) / 100;
}

/** The curve adds up to 100 %, as the server requires. */
export const curveComplete = (curve: CurveText): boolean => Math.abs(curveSum(curve) - 100) < 0.01;

/** A value for each grade. */
const perGrade = <T,>(of: (grade: Grade) => T): Record<Grade, T> => ({
  '0': of('0'),
  '1': of('1'),
  '2': of('2'),
  '3': of('3'),
  '4': of('4'),
  '5': of('5'),
});

/** The curve as the API takes it: a share per grade. */
export const curveBody = (curve: CurveText): Record<Grade, number> => perGrade((grade) => percentOf(curve[grade]));

/** A saved curve as the inputs' text, with the reader's decimal mark («12,5» in Russian). */
export const curveTextOf = (target: Record<Grade, number>, locale: string): CurveText =>
  perGrade((grade) => decimalInputText(target[grade], locale));

type Props = { value: CurveText; onChange: (value: CurveText) => void; error?: string };

/** A share per overall grade, with their total kept in sight: it must be 100 before the session is created. */
export function TargetCurveInputs({ value, onChange, error }: Props) {
  const translate = useTranslate();
  const number = useFormatNumber();
  const sum = curveSum(value);
  const right = curveComplete(value);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {translate('app.calibration.create.curve')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.calibration.create.curve_help')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        {GRADES.map((grade) => (
          <TextField
            key={grade}
            size="small"
            label={translate('app.calibration.create.curve_grade', { grade })}
            value={value[grade]}
            onChange={(event) => onChange({ ...value, [grade]: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ mt: 1, fontWeight: 600, color: right ? 'success.main' : 'error.main' }}
      >
        {translate(right ? 'app.calibration.create.curve_sum' : 'app.calibration.create.curve_sum_wrong', {
          sum: Number.isFinite(sum) ? number(sum) : '—',
        })}
      </Typography>
      {error ? (
        <Typography variant="body2" color="error">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
