import { Alert, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { useChanged } from '../../components/DiscardGuard.tsx';
import { DepartmentsPicker, ParticipantsPicker, type Option } from './SessionPickers.tsx';
import { curveBody, curveComplete, TargetCurveInputs, type CurveText } from './TargetCurveInputs.tsx';

type Start = { name: string; departments: Option[]; participants: Option[]; curve: CurveText };

/**
 * What an admin writes of a session when opening or editing it: the name, departments, participants and
 * target curve, and the server's refusal of the last try (by field, and what no field shows).
 */
export function useSessionDraft(start: () => Start) {
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const [draft, setDraft] = useState(start);
  const dirty = useChanged(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  return {
    draft,
    change: (changes: Partial<Start>) => setDraft((current) => ({ ...current, ...changes })),
    errors,
    failure,
    /** A name and a curve of 100 %: what the submit button waits for. */
    ready: Boolean(draft.name.trim()) && curveComplete(draft.curve),
    /** Changed since the dialog opened: closing it asks first. */
    dirty,
    body: () => ({
      name: draft.name.trim(),
      department_ids: draft.departments.map((d) => d.id),
      participant_ids: draft.participants.map((p) => p.id),
      target_curve: curveBody(draft.curve),
    }),
    fail: (error: unknown) => {
      const messages = fieldMessages(error);
      setErrors(messages?.fields ?? {});
      setFailure(messages ? messages.root : errorText(error));
    },
  };
}

export type SessionDraft = ReturnType<typeof useSessionDraft>;

type Props = {
  session: SessionDraft;
  /** What stands between the name and the departments (the period, when opening one). */
  children?: ReactNode;
  /** The departments can no longer change; `departmentsHelp` says why. */
  departmentsFixed?: boolean;
  departmentsHelp?: string;
};

/** A session's fields, each with the server's message for it. */
export function SessionFields({ session, children, departmentsFixed = false, departmentsHelp }: Props) {
  const translate = useTranslate();
  const { draft, change, errors, failure } = session;
  return (
    <>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        autoFocus
        required
        label={translate('app.calibration.create.name')}
        value={draft.name}
        error={Boolean(errors.name)}
        helperText={errors.name}
        onChange={(event) => change({ name: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {children}
      <DepartmentsPicker
        value={draft.departments}
        onChange={(departments) => change({ departments })}
        error={errors.department_ids}
        disabled={departmentsFixed}
        help={departmentsHelp}
      />
      <ParticipantsPicker
        value={draft.participants}
        onChange={(participants) => change({ participants })}
        error={errors.participant_ids}
      />
      <TargetCurveInputs value={draft.curve} onChange={(curve) => change({ curve })} error={errors.target_curve} />
    </>
  );
}
