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
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { LocalizedText } from '../../../../contract/templates.ts';
import type { CompetencyOut, FamilyOut } from '../../../../server/src/modules/templates/competencies.schemas.ts';
import { call } from '../../../httpClient.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { useSave } from '../scales/useSave.ts';
import { LocalizedFields } from './LocalizedFields.tsx';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';

type Props = { competency?: CompetencyOut; families: FamilyOut[]; onClose: () => void; onSaved: () => void };
const EMPTY: LocalizedText = { ru: '', en: '' };

/** Creates a competency or changes one: its family, names, description and the behaviours at each level. */
export function CompetencyDialog({ competency, families, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const word = useLocalizedText();
  const companyId = useCompany().id;
  const [familyId, setFamilyId] = useState<number | null>(competency?.job_family ?? null);
  const [name, setName] = useState<LocalizedText>(competency?.name ?? EMPTY);
  const [description, setDescription] = useState<LocalizedText>(competency?.description ?? EMPTY);
  const [behaviours, setBehaviours] = useState<Partial<Record<string, LocalizedText>>>(competency?.behaviours ?? {});
  const [active, setActive] = useState(competency?.is_active ?? true);
  const { save, errors, alert, busy } = useSave(competency?.version ?? 0, 'app.competencies.stale');
  const levels = families.find((f) => f.id === familyId)?.levels ?? [];

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    // Only the family's levels, and only those described: an empty row is no behaviour.
    const described = Object.fromEntries(
      levels.flatMap((l) => {
        const text = behaviours[l.key];
        return text && (text.ru.trim() || text.en.trim()) ? [[l.key, text]] : [];
      }),
    );
    const body = { job_family: familyId, name, description, behaviours: described, is_active: active };
    await save(async (version) => {
      if (competency)
        await call('competencies.replace', {
          params: { companyId, id: competency.id },
          body: { ...body, order: competency.order, version },
        });
      else await call('competencies.create', { params: { companyId }, body });
    }, onSaved);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="competency-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="competency-dialog-title">
          {translate(competency ? 'app.competencies.edit' : 'app.competencies.create')}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {alert ? <Alert severity="error">{alert}</Alert> : null}
          <TextField
            select
            sx={{ mt: 1 }}
            label={translate('app.competencies.family')}
            value={familyId ?? ''}
            onChange={(event) => setFamilyId(event.target.value === '' ? null : Number(event.target.value))}
            error={Boolean(errors.job_family)}
            helperText={errors.job_family}
          >
            <MenuItem value="">{translate('app.competencies.any_family')}</MenuItem>
            {families.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {word(f.name)}
              </MenuItem>
            ))}
          </TextField>
          <LocalizedFields
            field="name"
            labelKey="app.competencies.name"
            value={name}
            onChange={setName}
            errors={errors}
          />
          <LocalizedFields
            field="description"
            labelKey="app.competencies.description"
            value={description}
            onChange={setDescription}
            errors={errors}
            multiline
          />
          <Typography variant="subtitle1" component="h3">
            {translate('app.competencies.behaviours')}
          </Typography>
          {levels.length ? (
            <Table size="small" aria-label={translate('app.competencies.behaviours')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.competencies.levels')}</TableCell>
                  <TableCell>{translate('app.competencies.behaviour_ru')}</TableCell>
                  <TableCell>{translate('app.competencies.behaviour_en')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {levels.map((level) => (
                  <TableRow key={level.key}>
                    <TableCell>{word(level.name)}</TableCell>
                    {(['ru', 'en'] as const).map((l) => (
                      <TableCell key={l}>
                        <TextField
                          fullWidth
                          multiline
                          size="small"
                          slotProps={{ htmlInput: { 'aria-label': `${word(level.name)} ${l}` } }}
                          value={behaviours[level.key]?.[l] ?? ''}
                          onChange={(event) =>
                            setBehaviours({
                              ...behaviours,
                              [level.key]: { ...(behaviours[level.key] ?? EMPTY), [l]: event.target.value },
                            })
                          }
                          error={Boolean(errors[`behaviours.${level.key}.${l}`] ?? errors[`behaviours.${level.key}`])}
                          helperText={errors[`behaviours.${level.key}.${l}`] ?? errors[`behaviours.${level.key}`]}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography color="text.secondary">{translate('app.competencies.no_levels')}</Typography>
          )}
          <FormControlLabel
            control={<Checkbox checked={active} onChange={(event) => setActive(event.target.checked)} />}
            label={translate('app.competencies.active')}
          />
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
