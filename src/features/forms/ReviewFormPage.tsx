import { Alert, Box, Button, Skeleton } from '@mui/material';
import { memo, useDeferredValue, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Review360FormResults } from '../review360/results/Review360FormResults.tsx';
import { CalibratedPotential } from '../calibration/CalibratedGrade.tsx';
import { useErrorText } from '../../api/errors.ts';
import type { FormDetailOut as FormDetail } from '../../api/types.ts';
import { AiSummaryPanel } from '../ai/AiSummaryPanel.tsx';
import { BetweenReviewsSection } from '../recognition/BetweenReviewsSection.tsx';
import { useFormDetail } from './queries.ts';
import { ManagerFeedbackSection, OverallSection, ParticipantFeedbackSection } from './FeedbackSections.tsx';
import { FormHeader, ProgressBar } from './FormHeader.tsx';
import { History } from './History.tsx';
import { useGradedPeriod } from './MyAgreementsCard.tsx';
import { Results } from './Results.tsx';
import { editableParts, GradedRow, HipoRow, Section } from './sections.tsx';
import { TemplateSections } from './template/TemplateSections.tsx';
import { Transitions } from './Transitions.tsx';
import { createPendingSaves, PendingSavesContext } from './pendingSaves.ts';

/**
 * Why these agreements: a form grades those set for the previous period, not its own period's. A component of its
 * own: the period's name arrives after the form, and only this line draws again for it.
 */
function AgreementsNote({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const period = useGradedPeriod(form);
  return period
    ? translate('app.form.agreements_graded', { period: period.name })
    : translate('app.form.agreements_graded_previous');
}

/**
 * Drawn again only for another form value: the page above draws on every change of its query's state, which is not
 * a reason to go through the whole form again (the form's values arrive in the deferred render below).
 */
const FormView = memo(function FormView({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const edit = editableParts(form);
  const [saves] = useState(createPendingSaves);
  return (
    <PendingSavesContext value={saves}>
      <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Title title={translate('app.review.form')} />
        <FormHeader form={form} />
        <ProgressBar form={form} />
        <AiSummaryPanel form={form} />
        <Results form={form} editable={edit.self} />
        {form.values.length ? (
          <Section title={translate('app.form.values')}>
            {form.values.map((item) => (
              <GradedRow key={item.id} form={form} item={item} kind="values" edit={edit} />
            ))}
          </Section>
        ) : null}
        {form.agreements.length ? (
          <Section title={translate('app.form.agreements')} note={<AgreementsNote form={form} />}>
            {form.agreements.map((item) => (
              <GradedRow key={item.id} form={form} item={item} kind="agreements" edit={edit} />
            ))}
          </Section>
        ) : null}
        <TemplateSections form={form} edit={edit} />
        {form.hipo.length || form.calibrated_potential ? (
          <Section title={translate('app.form.hipo_title')}>
            {form.hipo.map((item) => (
              <HipoRow key={item.id} form={form} item={item} editable={edit.manager} />
            ))}
            {form.calibrated_potential ? <CalibratedPotential level={form.calibrated_potential} /> : null}
          </Section>
        ) : null}
        <Review360FormResults formId={form.id} />
        {form.me.is_reviewer ? <BetweenReviewsSection formId={form.id} /> : null}
        <OverallSection form={form} edit={edit} />
        <ManagerFeedbackSection form={form} edit={edit} />
        <ParticipantFeedbackSection form={form} edit={edit} />
        <Transitions form={form} />
        <History form={form} />
      </Box>
    </PendingSavesContext>
  );
});

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
  // The form is drawn from deferred values: when its data arrives after the first draw, React renders
  // the long form in slices and the page keeps answering input meanwhile.
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  if (status === 'pending') return <Skeleton variant="rounded" height={300} sx={{ mt: 2 }} />;
  if (status === 'error') {
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
  if (!data) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('app.review.no_form')}
      </Alert>
    );
  }
  // A new key per form: the fields' local state and drafts start afresh when another form opens.
  return <FormView key={data.id} form={data} />;
}
