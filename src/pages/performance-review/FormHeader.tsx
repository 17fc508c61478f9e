import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import type { FormDetailOut as FormDetail, Progress } from '../../api/types.ts';
import { REVIEW_PATHS, type Stage } from './api.ts';
import { StageStepper } from './StageStepper.tsx';

/** The employee follows their own part; the reviewer and an admin the manager's. */
export function progressOf(form: FormDetail): { progress: Progress; part: 'self' | 'manager' } {
  const part = form.me.is_employee ? 'self' : 'manager';
  return { progress: form.progress[part], part };
}

export function ProgressBar({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const { progress, part } = progressOf(form);
  if (progress.done === null) return null;
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, position: 'sticky', top: 8, zIndex: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2">{translate(`app.form.progress_of.${part}`)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.form.progress', { done: progress.done, total: progress.total })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate('app.form.progress_label')}
        color={percent === 100 ? 'success' : 'primary'}
      />
    </Paper>
  );
}

const DEADLINES: [Stage, 'self_deadline' | 'manager_deadline' | 'feedback_deadline'][] = [
  ['SELF', 'self_deadline'],
  ['MANAGER', 'manager_deadline'],
  ['FEEDBACK', 'feedback_deadline'],
];

function stageNote(form: FormDetail): string | null {
  if (form.me.read_only) return 'app.form.read_only';
  if (form.stage === 'SELF' && !form.me.is_employee) return 'app.form.self_hidden';
  if (form.stage === 'MANAGER' && form.me.is_employee) return 'app.form.waiting_manager';
  return null;
}

export function FormHeader({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const basename = useBasename();
  const back = form.me.is_employee ? 'employee' : 'manager';
  const note = stageNote(form);
  const details = [
    form.employee.position,
    form.employee.department,
    form.reviewer ? translate('app.form.reviewer', { name: form.reviewer.full_name }) : null,
  ];
  return (
    <>
      <Box>
        <Button component={Link} to={`${basename}${REVIEW_PATHS[back]}`} startIcon={<ArrowBackIcon />} size="small">
          {translate(`app.review.${back}_dashboard`)}
        </Button>
      </Box>
      <Typography variant="h5" component="h1">
        {form.employee.full_name} — {form.period.name}
      </Typography>
      <Typography color="text.secondary">{details.filter(Boolean).join(' · ')}</Typography>
      <StageStepper stage={form.stage} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {DEADLINES.map(([stage, field]) => (
          <Chip
            key={stage}
            variant={form.stage === stage ? 'filled' : 'outlined'}
            color={form.stage === stage ? 'primary' : 'default'}
            label={translate('app.form.deadline', {
              stage: translate(`app.stages.${stage}`),
              date: formatDate(form.period[field]),
            })}
          />
        ))}
      </Box>
      {note ? <Alert severity="info">{translate(note)}</Alert> : null}
    </>
  );
}
