import { Alert, Box, Button, Skeleton } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useErrorText } from '../../api/errors.ts';
import type { FormDetailOut as FormDetail } from '../../api/types.ts';
import { useFormDetail } from './api.ts';
import { ManagerFeedbackSection, OverallSection, ParticipantFeedbackSection } from './FeedbackSections.tsx';
import { FormHeader, ProgressBar } from './FormHeader.tsx';
import { History } from './History.tsx';
import { Results } from './Results.tsx';
import { editableParts, GradedRow, HipoRow, Section } from './sections.tsx';
import { Transitions } from './Transitions.tsx';

function FormView({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const edit = editableParts(form);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.review.form')} />
      <FormHeader form={form} />
      <ProgressBar form={form} />
      <Results form={form} editable={edit.self} />
      {form.values.length ? (
        <Section title={translate('app.form.values')}>
          {form.values.map((item) => (
            <GradedRow key={item.id} form={form} item={item} kind="values" edit={edit} />
          ))}
        </Section>
      ) : null}
      {form.agreements.length ? (
        <Section title={translate('app.form.agreements')}>
          {form.agreements.map((item) => (
            <GradedRow key={item.id} form={form} item={item} kind="agreements" edit={edit} />
          ))}
        </Section>
      ) : null}
      {form.hipo.length ? (
        <Section title={translate('app.form.hipo_title')}>
          {form.hipo.map((item) => (
            <HipoRow key={item.id} form={form} item={item} editable={edit.manager} />
          ))}
        </Section>
      ) : null}
      <OverallSection form={form} edit={edit} />
      <ManagerFeedbackSection form={form} edit={edit} />
      <ParticipantFeedbackSection form={form} edit={edit} />
      <Transitions form={form} />
      <History form={form} />
    </Box>
  );
}

/**
 * `/performance-review/employee-dashboard/form/`: the caller's current form, or `?id=` for a given one
 * (past forms, and the forms a manager reviews).
 */
export function ReviewFormPage() {
  const translate = useTranslate();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const query = useFormDetail(id);
  if (query.isPending) return <Skeleton variant="rounded" height={300} sx={{ mt: 2 }} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={<Button onClick={() => void query.refetch()}>{translate('app.retry')}</Button>}
      >
        {translate('app.errors.load_failed')} {errorText(query.error)}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.review.no_form')}
      </Alert>
    );
  }
  // A new key per form: the fields' local state and drafts start afresh when another form opens.
  return <FormView key={query.data.id} form={query.data} />;
}
