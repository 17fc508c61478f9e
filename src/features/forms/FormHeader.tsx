import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Typography } from '@mui/material';
import { useBasename, useTranslate, type TranslateFunction } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { STICKY_BAR_ATTRIBUTE, STICKY_BAR_TOP } from '../../theme.ts';
import type { FormDetailOut as FormDetail, Progress } from '../../api/types.ts';
import { ReviewPdfButton } from '../exports/ReviewPdfButton.tsx';
import { REVIEW_PATHS, type Stage } from './queries.ts';
import { StageStepper } from './StageStepper.tsx';
import { employeeAnswerNote } from './acknowledgement.ts';

type Part = 'self' | 'manager' | 'manager_feedback' | 'participant_feedback';

/** Filled-in texts and choices of a feedback part, out of all of them. */
function filled(record: Record<string, unknown> | null, fields: readonly string[]): Progress | null {
  if (!record) return null;
  return { done: fields.filter((field) => Boolean(record[field])).length, total: fields.length };
}

/**
 * The part of the stage the form is in: the self-assessment, then the manager's grades, then the
 * feedback (the reviewer's, or the employee's answer to it). A complete form has nothing left to fill.
 */
export function progressOf(form: FormDetail): { progress: Progress; part: Part } | null {
  const employee = form.me.is_employee;
  if (form.stage === 'SELF') return { progress: form.progress.self, part: 'self' };
  if (form.stage === 'MANAGER') return { progress: form.progress.manager, part: 'manager' };
  if (form.stage !== 'FEEDBACK') return null;
  const progress = employee
    ? filled(form.participant_feedback, ['agreement', 'comment', 'feedback_to_manager'])
    : filled(form.manager_feedback, ['strengths', 'growth_areas', 'recommendation']);
  return progress && { progress, part: employee ? 'participant_feedback' : 'manager_feedback' };
}

export function ProgressBar({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const shown = progressOf(form);
  const done = shown?.progress.done ?? null;
  if (!shown || done === null) return null;
  const { progress, part } = shown;
  const percent = progress.total ? Math.round((done / progress.total) * 100) : 0;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, position: 'sticky', top: STICKY_BAR_TOP, zIndex: 2 }}
      {...{ [STICKY_BAR_ATTRIBUTE]: '' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2">{translate(`app.form.progress_of.${part}`)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.form.progress', { done, total: progress.total })}
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

/** The hand-over in force names the reviewer a delegate, not the employee's manager. */
function reviewerLine(form: FormDetail, translate: TranslateFunction): string | null {
  if (!form.reviewer) return null;
  const latest = form.delegations.at(0);
  const delegated = latest !== undefined && !latest.returned && latest.to_reviewer_id === form.reviewer.id;
  return translate(delegated ? 'app.form.delegated_reviewer' : 'app.form.reviewer', { name: form.reviewer.full_name });
}

export function FormHeader({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const basename = useBasename();
  const back = form.me.is_employee ? 'employee' : 'manager';
  const note = stageNote(form);
  const answer = employeeAnswerNote(form, translate, formatDate);
  const details = [form.employee.position, form.employee.department, reviewerLine(form, translate)];
  return (
    <>
      <Box>
        <Button component={Link} to={`${basename}${REVIEW_PATHS[back]}`} startIcon={<ArrowBackIcon />} size="small">
          {translate(`app.review.${back}_dashboard`)}
        </Button>
        <ReviewPdfButton formId={form.id} />
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
      {answer ? <Alert severity={answer.severity}>{answer.text}</Alert> : null}
    </>
  );
}
