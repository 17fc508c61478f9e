import { Alert, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { SessionDetailOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { FormDialog } from './FormDialog.tsx';
import { DepartmentsPicker, ParticipantsPicker, type Option } from './SessionPickers.tsx';
import { curveSum, GRADES, percentOf, TargetCurveInputs, type CurveText } from './TargetCurveInputs.tsx';

/**
 * Admins change an open session: its name, target curve, participants and, until someone has moved a grade
 * or a box in it, its departments (the server refuses them after that, the field says why beforehand).
 */
export function EditSessionDialog({ session, onClose }: { session: SessionDetailOut; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const [name, setName] = useState(session.name);
  const [departments, setDepartments] = useState<Option[]>(session.departments);
  const [participants, setParticipants] = useState<Option[]>(
    session.participants.map((p) => ({ id: p.id, name: p.full_name || p.email })),
  );
  const [curve, setCurve] = useState<CurveText>(() => {
    const text = (grade: (typeof GRADES)[number]) => String(session.target_curve[grade]);
    return { '0': text('0'), '1': text('1'), '2': text('2'), '3': text('3'), '4': text('4'), '5': text('5') };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const departmentsFixed = session.people.some((p) => p.entry.version > 0);
  const ready = Boolean(name.trim()) && Math.abs(curveSum(curve) - 100) < 0.01;

  const save = useMutation({
    mutationFn: () =>
      api.updateCalibrationSession(session.id, {
        name: name.trim(),
        ...(departmentsFixed ? {} : { department_ids: departments.map((d) => d.id) }),
        participant_ids: participants.map((p) => p.id),
        target_curve: Object.fromEntries(GRADES.map((grade) => [grade, percentOf(curve[grade])])),
        version: session.version,
      }),
    onSuccess: async (saved) => {
      client.setQueryData(queryKeys.calibration.session(companyId, session.id), saved);
      await client.invalidateQueries({ queryKey: queryKeys.calibration.sessions(companyId) });
      notify('app.calibration.edit.saved', { type: 'success' });
      onClose();
    },
    onError: async (error) => {
      const messages = fieldMessages(error);
      setErrors(messages?.fields ?? {});
      setFailure(messages ? messages.root : errorText(error));
      // Changed or locked meanwhile: the page shows the session as it is now.
      await client.invalidateQueries({ queryKey: queryKeys.calibration.session(companyId, session.id) });
    },
  });

  return (
    <FormDialog
      id="edit-session"
      title={translate('app.calibration.edit.title')}
      submit={translate('app.calibration.edit.submit')}
      ready={ready}
      busy={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        autoFocus
        required
        label={translate('app.calibration.create.name')}
        value={name}
        error={Boolean(errors.name)}
        helperText={errors.name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <DepartmentsPicker
        value={departments}
        onChange={setDepartments}
        error={errors.department_ids}
        disabled={departmentsFixed}
        help={departmentsFixed ? translate('app.calibration.edit.departments_fixed') : undefined}
      />
      <ParticipantsPicker value={participants} onChange={setParticipants} error={errors.participant_ids} />
      <TargetCurveInputs value={curve} onChange={setCurve} error={errors.target_curve} />
    </FormDialog>
  );
}
