import { Alert, Box, Button, Chip, LinearProgress, List, ListItem, ListItemText, Skeleton, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { STAGES, useFormDetail, useRefreshForm, useReviewApi, type FormDetail } from './api.ts';
import { ManagerFeedbackSection, OverallSection, ParticipantFeedbackSection } from './FeedbackSections.tsx';
import { GradedRow, HipoRow, ResultRow, Section, type Editable } from './sections.tsx';
import { Transitions } from './Transitions.tsx';

export function StageStepper({ stage }: { stage: FormDetail['stage'] }) {
  const translate = useTranslate();
  return (
    <Stepper activeStep={stage === 'COMPLETE' ? STAGES.length : STAGES.indexOf(stage)} alternativeLabel>
      {STAGES.map((s) => (
        <Step key={s}>
          <StepLabel>{translate(`app.stages.${s}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

function editable(form: FormDetail): Editable {
  const open = !form.me.read_only;
  return {
    self: open && form.me.is_employee && form.stage === 'SELF',
    manager: open && form.me.is_reviewer && form.stage === 'MANAGER',
    managerFeedback: open && form.me.is_reviewer && form.stage === 'FEEDBACK',
    participant: open && form.me.is_employee && form.stage === 'FEEDBACK',
  };
}

function Results({ form, edit }: { form: FormDetail; edit: Editable }) {
  const translate = useTranslate();
  const api = useReviewApi();
  const refresh = useRefreshForm();
  const notify = useNotify();
  const [text, setText] = useState('');
  const add = async () => {
    try {
      await api.send('POST', 'assessment_forms/items/results/', { form: form.id, text });
      setText('');
      await refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  const remove = async (id: number) => {
    await api.send('DELETE', `assessment_forms/items/results/${id}/`);
    await refresh();
  };
  if (!edit.self && form.results.length === 0) return null;
  return (
    <Section title={translate('app.form.results')}>
      {form.results.map((r) => (
        <ResultRow key={r.id} form={form} id={r.id} text={r.text} version={r.version} edit={edit.self} onDelete={() => void remove(r.id)} />
      ))}
      {edit.self ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField size="small" fullWidth label={translate('app.form.new_result')} value={text} onChange={(e) => setText(e.target.value)} />
          <Button variant="outlined" disabled={!text.trim()} onClick={() => void add()}>
            {translate('app.form.add_result')}
          </Button>
        </Box>
      ) : null}
    </Section>
  );
}

function FormView({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const edit = editable(form);
  const progress = form.me.is_employee ? form.progress.self : form.progress.manager;
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.review.form')} />
      <Typography variant="h5" component="h1">
        {form.employee.full_name} — {form.period.name}
      </Typography>
      <Typography color="text.secondary">
        {[form.employee.position, form.employee.department, form.reviewer ? translate('app.form.reviewer', { name: form.reviewer.full_name }) : null].filter(Boolean).join(' · ')}
      </Typography>
      <StageStepper stage={form.stage} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={`${translate('app.stages.SELF')}: ${formatDate(form.period.self_deadline)}`} />
        <Chip label={`${translate('app.stages.MANAGER')}: ${formatDate(form.period.manager_deadline)}`} />
        <Chip label={`${translate('app.stages.FEEDBACK')}: ${formatDate(form.period.feedback_deadline)}`} />
      </Box>
      {form.me.read_only ? <Alert severity="info">{translate('app.form.read_only')}</Alert> : null}
      <Box>
        <Typography variant="body2">{translate('app.form.progress', { done: progress.done, total: progress.total })}</Typography>
        <LinearProgress variant="determinate" value={progress.total ? (progress.done / progress.total) * 100 : 0} aria-label={translate('app.form.progress_label')} />
      </Box>
      <Results form={form} edit={edit} />
      <Section title={translate('app.form.values')}>
        {form.values.map((v) => (
          <GradedRow key={v.id} form={form} item={v} kind="values" edit={edit} />
        ))}
      </Section>
      {form.agreements.length ? (
        <Section title={translate('app.form.agreements')}>
          {form.agreements.map((a) => (
            <GradedRow key={a.id} form={form} item={a} kind="agreements" edit={edit} />
          ))}
        </Section>
      ) : null}
      {form.hipo.length ? (
        <Section title={translate('app.form.hipo_title')}>
          {form.hipo.map((h) => (
            <HipoRow key={h.id} form={form} item={h} edit={edit.manager} />
          ))}
        </Section>
      ) : null}
      <OverallSection form={form} edit={edit} />
      <ManagerFeedbackSection form={form} edit={edit} />
      <ParticipantFeedbackSection form={form} edit={edit} />
      <Transitions form={form} />
      {form.transitions.length ? (
        <Section title={translate('app.form.history')}>
          <List dense>
            {form.transitions.map((t) => (
              <ListItem key={`${t.at}-${t.to_stage}`}>
                <ListItemText
                  primary={`${translate(`app.stages.${t.from_stage}`)} → ${translate(`app.stages.${t.to_stage}`)}`}
                  secondary={[formatDate(t.at), t.by, t.reason].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </Section>
      ) : null}
    </Box>
  );
}

export function ReviewFormPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const query = useFormDetail(id);
  if (query.isPending) return <Skeleton variant="rounded" height={300} sx={{ mt: 2 }} />;
  if (query.isError) {
    return (
      <Alert severity="error" sx={{ mt: 2 }} action={<Button onClick={() => void query.refetch()}>{translate('app.retry')}</Button>}>
        {translate(query.error.message, { _: query.error.message })}
      </Alert>
    );
  }
  if (!query.data) return <Alert severity="info" sx={{ mt: 2 }}>{translate('app.review.no_form')}</Alert>;
  return <FormView form={query.data} />;
}
