import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { LocalizedText, ScalePoint } from '../../../../contract/templates.ts';
import type { ScaleOut } from '../../../../server/src/modules/templates/scales.schemas.ts';
import { call } from '../../../httpClient.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { PointsEditor } from './PointsEditor.tsx';
import { useSave } from './useSave.ts';

type Props = { scale?: ScaleOut; onClose: () => void; onSaved: () => void };

const NEW_POINTS: ScalePoint[] = [1, 2, 3, 4].map((value) => ({ value, label: { ru: '', en: '' } }));

/** Creates a scale or changes one; the server's refusals appear on the field they name. */
export function ScaleDialog({ scale, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const companyId = useCompany().id;
  const [name, setName] = useState<LocalizedText>(scale?.name ?? { ru: '', en: '' });
  const [points, setPoints] = useState<ScalePoint[]>(scale?.points ?? NEW_POINTS);
  const [allowNa, setAllowNa] = useState(scale?.allow_not_applicable ?? false);
  const { save, errors, alert, busy } = useSave(scale?.version ?? 0, 'app.rating_scales.stale');

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const body = { name, points, allow_not_applicable: allowNa };
    await save(async (version) => {
      if (scale) await call('scales.replace', { params: { companyId, id: scale.id }, body: { ...body, version } });
      else await call('scales.create', { params: { companyId }, body });
    }, onSaved);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="scale-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="scale-dialog-title">
          {scale ? translate('app.rating_scales.edit') : translate('app.rating_scales.create')}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {alert ? <Alert severity="error">{alert}</Alert> : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
            {(['ru', 'en'] as const).map((lang) => (
              <TextField
                key={lang}
                required
                label={translate(`app.rating_scales.name_${lang}`)}
                value={name[lang]}
                onChange={(event) => setName({ ...name, [lang]: event.target.value })}
                error={Boolean(errors[`name.${lang}`])}
                helperText={errors[`name.${lang}`]}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            ))}
          </Box>
          <FormControlLabel
            control={<Checkbox checked={allowNa} onChange={(event) => setAllowNa(event.target.checked)} />}
            label={translate('app.rating_scales.allow_na')}
          />
          <PointsEditor points={points} onChange={setPoints} errors={errors} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.rating_scales.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.rating_scales.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
