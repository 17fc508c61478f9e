import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScalePoint } from '../../../../contract/templates.ts';
import { TEMPLATE_LIMITS } from '../../../../contract/templates.ts';

type Props = {
  points: ScalePoint[];
  onChange: (points: ScalePoint[]) => void;
  /** The server's messages by field (`points`, `points.0.label.ru`, ...). */
  errors: Record<string, string>;
};

/** The points of a scale: a row each with its value and its labels in both languages. */
export function PointsEditor({ points, onChange, errors }: Props) {
  const translate = useTranslate();
  const set = (index: number, next: ScalePoint) => onChange(points.map((p, i) => (i === index ? next : p)));
  const add = () => {
    const last = points.at(-1);
    const value = last ? last.value + 1 : 1;
    onChange([...points, { value, label: { ru: '', en: '' } }]);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.rating_scales.points')}
      </Typography>
      {errors.points ? <Typography color="error">{errors.points}</Typography> : null}
      {points.map((point, index) => (
        <Box key={index} sx={{ display: 'grid', gridTemplateColumns: '6rem 1fr 1fr auto', gap: 1 }}>
          <TextField
            type="number"
            size="small"
            label={translate('app.rating_scales.value')}
            value={point.value}
            onChange={(event) => set(index, { ...point, value: Number(event.target.value) })}
            error={Boolean(errors[`points.${index}.value`])}
            helperText={errors[`points.${index}.value`]}
          />
          {(['ru', 'en'] as const).map((lang) => (
            <TextField
              key={lang}
              size="small"
              label={translate(`app.rating_scales.label_${lang}`)}
              value={point.label[lang]}
              onChange={(event) => set(index, { ...point, label: { ...point.label, [lang]: event.target.value } })}
              error={Boolean(errors[`points.${index}.label.${lang}`])}
              helperText={errors[`points.${index}.label.${lang}`]}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          ))}
          <IconButton
            aria-label={translate('app.rating_scales.remove_point', { value: point.value })}
            onClick={() => onChange(points.filter((_, i) => i !== index))}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button onClick={add} disabled={points.length >= TEMPLATE_LIMITS.scalePointsMax} sx={{ alignSelf: 'start' }}>
        {translate('app.rating_scales.add_point')}
      </Button>
    </Box>
  );
}
