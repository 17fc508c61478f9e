import { Alert, Box, Button, Card, CardContent, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import type { FormDetailOut as FormDetail, MissingOut as Missing } from '../../api/types.ts';
import { REVIEW_PATHS, useFormDetail } from './queries.ts';
import { MyReview360Card } from '../review360/MyReview360Card.tsx';
import { RequestsCard } from '../review360/requests/RequestsCard.tsx';
import { MyAgreementsCard } from './MyAgreementsCard.tsx';
import { OneOnOnesCard } from '../oneonones/OneOnOnesCard.tsx';
import { PastFormsCard } from './PastFormsCard.tsx';
import { employeeAnswerNote } from './acknowledgement.ts';
import { StageStepper } from './StageStepper.tsx';
import { MissingList } from './TransitionDialogs.tsx';

/** What the employee still has to do: the gaps the server names for the submit, or what comes next. */
function todoOf(form: FormDetail): { missing: Missing[]; note: string | null } {
  if (form.me.read_only)
    return { missing: [], note: form.stage === 'COMPLETE' ? 'app.employee.todo.complete' : 'app.form.read_only' };
  if (form.stage === 'SELF') {
    const submit = form.available_transitions.find((move) => move.stage === 'MANAGER');
    const missing = submit?.missing ?? [];
    return { missing, note: missing.length ? null : 'app.employee.todo.submit' };
  }
  if (form.stage === 'MANAGER') return { missing: [], note: 'app.employee.todo.wait_manager' };
  // Unanswered at FEEDBACK, the card asks for the answer by the deadline (employeeAnswerNote).
  if (form.stage === 'FEEDBACK')
    return { missing: [], note: form.participant_feedback?.agreement ? 'app.employee.todo.wait_complete' : null };
  return { missing: [], note: 'app.employee.todo.complete' };
}

function CurrentFormCard({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const basename = useBasename();
  const { missing, note } = todoOf(form);
  const answer = employeeAnswerNote(form, translate, formatDate);
  const { done, total } = form.progress.self;
  return (
    <Card component="section" aria-label={translate('app.review.my_form')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {form.period.name}
        </Typography>
        <StageStepper stage={form.stage} />
        <Typography>
          {translate('app.form.deadlines', {
            self: formatDate(form.period.self_deadline),
            manager: formatDate(form.period.manager_deadline),
            feedback: formatDate(form.period.feedback_deadline),
          })}
        </Typography>
        {form.stage === 'SELF' && done !== null ? (
          <Box>
            <Typography variant="body2">{translate('app.form.progress', { done, total })}</Typography>
            <LinearProgress
              variant="determinate"
              value={total ? (done / total) * 100 : 0}
              aria-label={translate('app.form.progress_label')}
            />
          </Box>
        ) : null}
        {missing.length ? (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{translate('app.form.left_to_do')}</Typography>
            <MissingList missing={missing} />
          </Box>
        ) : null}
        {note ? (
          <Alert severity={note === 'app.employee.todo.submit' ? 'warning' : 'info'}>{translate(note)}</Alert>
        ) : null}
        {answer ? <Alert severity={answer.severity}>{answer.text}</Alert> : null}
        <Box>
          <Button variant="contained" component={Link} to={`${basename}${REVIEW_PATHS.form}`}>
            {translate('app.review.open_form')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** `/performance-review/employee-dashboard/`: the current form, the period's agreements, past forms. */
export function EmployeeDashboardPage() {
  const translate = useTranslate();
  const company = useCompany();
  const current = useFormDetail(null);
  // The form arrives through a synchronous store update; its cards are drawn in a deferred render, which React
  // does in slices, so the page keeps answering input while they mount.
  const status = useDeferredValue(current.status);
  const form = useDeferredValue(current.data ?? null);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.review.employee_dashboard')} />
      <Typography variant="h5" component="h1">
        {translate('app.review.employee_dashboard')}
      </Typography>
      {status === 'pending' ? <Skeleton variant="rounded" height={200} /> : null}
      {status === 'error' ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void current.refetch()}>{translate('app.retry')}</Button>}
        >
          {translate('app.errors.load_failed')}
        </Alert>
      ) : null}
      {status === 'success' && !form ? <Alert severity="info">{translate('app.review.no_form')}</Alert> : null}
      {form ? <CurrentFormCard form={form} /> : null}
      <RequestsCard />
      <OneOnOnesCard />
      {status === 'pending' ? null : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
          <MyAgreementsCard employeeId={company.employee_in_position_id} form={form} />
          <PastFormsCard employeeId={company.employee_in_position_id} currentId={form?.id ?? null} />
          {/* Last: it is shown only once the period's 360 settings and the person's nominations have arrived, and
              appearing above the other cards it would push them down under the reader's eyes. */}
          <MyReview360Card periodId={form?.period.id ?? null} />
        </Box>
      )}
    </Box>
  );
}
