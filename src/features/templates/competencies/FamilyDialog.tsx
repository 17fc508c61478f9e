import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { LocalizedText } from '../../../../contract/templates.ts';
import type { FamilyOut } from '../../../../server/src/modules/templates/competencies.schemas.ts';
import { call } from '../../../httpClient.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { useSave } from '../scales/useSave.ts';
import { LocalizedFields } from './LocalizedFields.tsx';

type Level = { key: string; name: LocalizedText };
type Props = { family?: FamilyOut; onClose: () => void; onSaved: () => void };

/** Creates a job family or changes one: its name and its ordered levels, each a stable key and a name. */
export function FamilyDialog({ family, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const companyId = useCompany().id;
  const [name, setName] = useState<LocalizedText>(family?.name ?? { ru: '', en: '' });
  const [levels, setLevels] = useState<Level[]>(family?.levels ?? []);
  const { save, errors, alert, busy } = useSave(family?.version ?? 0, 'app.competencies.stale');
  const setLevel = (index: number, next: Level) => setLevels(levels.map((l, i) => (i === index ? next : l)));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    await save(async (version) => {
      const body = { name, levels };
      if (family)
        await call('job_families.replace', { params: { companyId, id: family.id }, body: { ...body, version } });
      else await call('job_families.create', { params: { companyId }, body });
    }, onSaved);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="family-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="family-dialog-title">
          {translate(family ? 'app.competencies.family_edit' : 'app.competencies.family_create')}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {alert ? <Alert severity="error">{alert}</Alert> : null}
          <LocalizedFields
            field="name"
            labelKey="app.competencies.name"
            value={name}
            onChange={setName}
            errors={errors}
          />
          <Typography variant="subtitle1" component="h3">
            {translate('app.competencies.levels')}
          </Typography>
          {errors.levels ? <Typography color="error">{errors.levels}</Typography> : null}
          {levels.map((level, index) => (
            <Box key={index} sx={{ display: 'grid', gridTemplateColumns: '8rem 1fr auto', gap: 1 }}>
              <TextField
                size="small"
                label={translate('app.competencies.level_key')}
                value={level.key}
                onChange={(event) => setLevel(index, { ...level, key: event.target.value })}
                error={Boolean(errors[`levels.${index}.key`])}
                helperText={errors[`levels.${index}.key`]}
              />
              <LocalizedFields
                field={`levels.${index}.name`}
                labelKey="app.competencies.level"
                value={level.name}
                onChange={(next) => setLevel(index, { ...level, name: next })}
                errors={errors}
              />
              <IconButton
                aria-label={translate('app.competencies.remove_level', { key: level.key })}
                onClick={() => setLevels(levels.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Button
            sx={{ alignSelf: 'start' }}
            onClick={() =>
              setLevels([...levels, { key: `level${String(levels.length + 1)}`, name: { ru: '', en: '' } }])
            }
          >
            {translate('app.competencies.add_level')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.competencies.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.competencies.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
