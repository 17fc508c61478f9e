import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { gradesInLevel, scalePointsOf, type PerformanceThresholds } from '../../../contract/calibration.ts';
import type { BoxKey, SessionPersonOut } from '../../api/types.ts';
import { CELLS } from './boxes.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { cellOf, moveBody } from './entries.ts';
import { FormDialog } from './FormDialog.tsx';
import { ReasonField } from './ReasonField.tsx';
import { gradesOf, useGradeText } from './scaleGrades.ts';
import { useEntryWrite } from './useEntryWrite.ts';

type Props = { sessionId: number; person: SessionPersonOut; onClose: () => void };

/**
 * «Переместить…»: the box to put a person in (a drop chooses it beforehand) and why. Performance is the level
 * of the grade, so a box on another performance level asks for the calibrated grade too, offering only the
 * grades of that level under the company's thresholds.
 */
export function MoveDialog({
  sessionId,
  person,
  target,
  thresholds,
  onClose,
}: Props & { target: BoxKey | null; thresholds: PerformanceThresholds }) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<BoxKey | null>(target);
  const [grade, setGrade] = useState('');
  const [reason, setReason] = useState('');
  const { write, conflict, failure, version } = useEntryWrite(sessionId, person, 'app.calibration.move.done', onClose);
  const cell = cellOf(chosen);
  const current = person.final.box;
  const crossing = cell !== null && cell.performance !== person.final.performance;
  const gradeText = useGradeText();
  const fits = crossing ? gradesInLevel(cell.performance, thresholds, scalePointsOf(person)) : [];
  const picked = fits.find((option) => String(option) === grade) ?? null;
  const ready = cell !== null && cell.key !== current && Boolean(reason.trim()) && (!crossing || picked !== null);
  const level = (axis: 'performance' | 'potential', value: string) =>
    translate(`app.calibration.levels.${axis}.${value}`).toLocaleLowerCase();
  return (
    <FormDialog
      id="move-entry"
      title={translate('app.calibration.move.title', { name: person.full_name })}
      submit={translate('app.calibration.move.submit')}
      ready={ready}
      busy={write.isPending}
      dirty={chosen !== target || grade !== '' || reason.trim() !== ''}
      onSubmit={() => {
        if (cell) write.mutate(moveBody(person, cell, picked, reason.trim(), version));
      }}
      onClose={onClose}
    >
      {conflict ? <ConflictNotice now={conflict} /> : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormControl>
        <FormLabel id="move-entry-box">{translate('app.calibration.move.box')}</FormLabel>
        <RadioGroup
          aria-labelledby="move-entry-box"
          value={chosen ?? ''}
          onChange={(event) => setChosen(CELLS.find((option) => option.key === event.target.value)?.key ?? null)}
        >
          {CELLS.map((option) => {
            const name = translate(`app.calibration.boxes.${option.key}`);
            return (
              <FormControlLabel
                key={option.key}
                value={option.key}
                control={<Radio size="small" />}
                label={
                  <Box sx={{ py: 0.25 }}>
                    <Typography variant="body2">
                      {option.key === current ? translate('app.calibration.move.current', { box: name }) : name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.calibration.nine_box.box_levels', {
                        performance: level('performance', option.performance),
                        potential: level('potential', option.potential),
                      })}
                    </Typography>
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
      </FormControl>
      {crossing && fits.length === 0 ? (
        <Alert severity="warning">
          {translate('app.calibration.move.grade_none', { level: level('performance', cell.performance) })}
        </Alert>
      ) : null}
      {crossing && fits.length > 0 ? (
        <TextField
          select
          required
          id="move-entry-grade"
          label={translate('app.calibration.move.grade')}
          value={picked === null ? '' : String(picked)}
          onChange={(event) => setGrade(event.target.value)}
          helperText={translate('app.calibration.move.grade_help', {
            box: translate(`app.calibration.boxes.${cell.key}`),
            from: person.final.grade,
            level: level('performance', cell.performance),
          })}
        >
          {fits.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {gradeText(person, option)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <ReasonField value={reason} onChange={setReason} autoFocus={target !== null && !crossing} />
    </FormDialog>
  );
}

/** «Изменить оценку…»: the calibrated grade (or back to the manager's) and why. */
export function GradeDialog({ sessionId, person, onClose }: Props) {
  const translate = useTranslate();
  const [initial] = useState(person.entry.calibrated_grade === null ? '' : String(person.entry.calibrated_grade));
  const [grade, setGrade] = useState<string>(initial);
  const [reason, setReason] = useState('');
  const gradeText = useGradeText();
  const { write, conflict, failure, version } = useEntryWrite(sessionId, person, 'app.calibration.grade.done', onClose);
  const next = grade === '' ? null : Number(grade);
  const ready = next !== person.entry.calibrated_grade && Boolean(reason.trim());
  return (
    <FormDialog
      id="grade-entry"
      title={translate('app.calibration.grade.title', { name: person.full_name })}
      submit={translate('app.calibration.grade.submit')}
      ready={ready}
      busy={write.isPending}
      dirty={grade !== initial || reason.trim() !== ''}
      onSubmit={() => write.mutate({ calibrated_grade: next, reason: reason.trim(), version })}
      onClose={onClose}
    >
      {conflict ? <ConflictNotice now={conflict} /> : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Typography variant="body2">
        {translate('app.calibration.grade.manager', {
          grade: gradeText(person, person.overall_grade),
        })}
      </Typography>
      <TextField
        select
        label={translate('app.calibration.grade.value')}
        value={grade}
        onChange={(event) => setGrade(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{translate('app.calibration.grade.as_manager', { grade: person.overall_grade })}</MenuItem>
        {gradesOf(person).map((option) => (
          <MenuItem key={option} value={String(option)}>
            {gradeText(person, option)}
          </MenuItem>
        ))}
      </TextField>
      <ReasonField value={reason} onChange={setReason} />
    </FormDialog>
  );
}
