import { Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Create,
  Edit,
  setSubmissionErrors,
  SimpleForm,
  useRecordContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { OUTAGE_RETRY } from '../../../api/connection.ts';
import type { PeriodOut } from '../../../api/types.ts';
import { useSavedNotice } from '../../../shell/notices.ts';
import { AdminOnly, useSaveErrorHandler } from '../forms.tsx';
import { GuardedToolbar } from '../GuardedDeleteButton.tsx';
import { ROUTES } from '../../../resources/registry.ts';
import { AssessmentPeriodInputs } from './AssessmentPeriodInputs.tsx';
import { PeriodDeleteButton } from './PeriodDeleteButton.tsx';
import { Review360Section } from './Review360Section.tsx';

const CONFIRM = `resources.${ROUTES.assessment_periods}.confirm`;

/**
 * What a save would do to the forms already launched, in sentences; empty when it touches none. Closing makes
 * the unfinished forms read-only at once; a new form type applies to forms launched from then on only.
 */
function useConsequences(): (period: PeriodOut, values: FieldValues) => string[] {
  const translate = useTranslate();
  return (period, values) => {
    const lines: string[] = [];
    if (values.status === 'closed' && period.status !== 'closed' && period.forms_count > 0) {
      const open = period.open_forms_count;
      lines.push(open > 0 ? translate(`${CONFIRM}.close`, { smart_count: open }) : translate(`${CONFIRM}.close_done`));
      lines.push(translate(`${CONFIRM}.reopen`));
    }
    if (values.form_type !== period.form_type && period.forms_count > 0) {
      const type = translate(`app.periods.form_type.${String(values.form_type)}`);
      lines.push(translate(`${CONFIRM}.form_type`, { smart_count: period.forms_count, type }));
    }
    return lines;
  };
}

type Pending = { values: FieldValues; lines: string[] };

const isFieldErrors = (value: unknown): value is FieldValues => typeof value === 'object' && value !== null;

/** The question before a save with consequences; inside the form, so a refusal by field lands on its input. */
function ConfirmSave({ pending, onDone }: { pending: Pending | null; onDone: () => void }) {
  const translate = useTranslate();
  const { save } = useSaveContext();
  const form = useFormContext();
  const record = useRecordContext<PeriodOut>();
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    if (!pending || !save) return;
    setSaving(true);
    try {
      // The save answers with the refusals by field, or nothing once saved.
      const errors: unknown = await save(pending.values);
      if (isFieldErrors(errors)) setSubmissionErrors(errors, form.setError);
    } finally {
      setSaving(false);
      onDone();
    }
  };
  const name = typeof pending?.values.name === 'string' ? pending.values.name : (record?.name ?? '');
  return (
    <Confirm
      isOpen={pending !== null}
      loading={saving}
      title={translate(`${CONFIRM}.title`, { name })}
      content={pending?.lines.map((line) => (
        <Typography key={line} sx={{ mb: 1 }}>
          {line}
        </Typography>
      ))}
      confirm={`${CONFIRM}.confirm`}
      onConfirm={() => void confirm()}
      onClose={onDone}
    />
  );
}

function PeriodEditForm() {
  const record = useRecordContext<PeriodOut>();
  const { save } = useSaveContext();
  const consequences = useConsequences();
  const [pending, setPending] = useState<Pending | null>(null);
  const onSubmit = (values: FieldValues) => {
    const lines = record ? consequences(record, values) : [];
    if (lines.length === 0) return save?.(values);
    setPending({ values, lines });
    return undefined;
  };
  return (
    <SimpleForm onSubmit={onSubmit} toolbar={<GuardedToolbar deleteButton={<PeriodDeleteButton />} />}>
      <AssessmentPeriodInputs />
      <ConfirmSave pending={pending} onDone={() => setPending(null)} />
    </SimpleForm>
  );
}

export function AssessmentPeriodCreate() {
  const onSuccess = useSavedNotice('created');
  const onError = useSaveErrorHandler();
  return (
    <AdminOnly>
      <Create mutationOptions={{ onError, onSuccess }}>
        <SimpleForm>
          <AssessmentPeriodInputs />
        </SimpleForm>
      </Create>
    </AdminOnly>
  );
}

/**
 * Pessimistic, so a date out of order (400) or a stale version (409) reaches the form before leaving it.
 * Closing the period or changing its form type while it has forms asks first, saying what happens to them.
 */
export function AssessmentPeriodEdit() {
  const onSuccess = useSavedNotice('updated');
  const onError = useSaveErrorHandler();
  return (
    <AdminOnly>
      <Edit mutationMode="pessimistic" mutationOptions={{ onError, onSuccess }} queryOptions={OUTAGE_RETRY}>
        <PeriodEditForm />
      </Edit>
      <Review360Section />
    </AdminOnly>
  );
}
