import { Alert, MenuItem, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { SessionCreate } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useFilterOptions } from '../performance-review/useFilterOptions.ts';
import { FormDialog } from './FormDialog.tsx';
import { sessionPath } from './format.ts';
import { DepartmentsPicker, ParticipantsPicker, type Option } from './SessionPickers.tsx';
import { curveSum, DEFAULT_CURVE, GRADES, percentOf, TargetCurveInputs, type CurveText } from './TargetCurveInputs.tsx';

/** Admins open a session: its name, period, departments, the managers invited and the target curve. */
export function CreateSessionDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const options = useFilterOptions();
  const [name, setName] = useState('');
  const [period, setPeriod] = useState<number | null>(null);
  const [departments, setDepartments] = useState<Option[]>([]);
  const [participants, setParticipants] = useState<Option[]>([]);
  const [curve, setCurve] = useState<CurveText>(DEFAULT_CURVE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const chosenPeriod = period ?? options.active?.id ?? options.periods.at(0)?.id ?? null;
  const sumRight = Math.abs(curveSum(curve) - 100) < 0.01;
  const ready = Boolean(name.trim()) && chosenPeriod !== null && sumRight;

  const create = useMutation({
    mutationFn: (body: SessionCreate) => api.createCalibrationSession(body),
    onSuccess: async (session) => {
      notify('app.calibration.create.created', { type: 'success' });
      await client.invalidateQueries({ queryKey: queryKeys.calibration.sessions(companyId) });
      void navigate(sessionPath(basename, session.id));
    },
    onError: (error) => {
      const messages = fieldMessages(error);
      setErrors(messages?.fields ?? {});
      setFailure(messages ? messages.root : errorText(error));
    },
  });
  const submit = () => {
    if (chosenPeriod === null) return;
    create.mutate({
      name: name.trim(),
      period: chosenPeriod,
      department_ids: departments.map((d) => d.id),
      participant_ids: participants.map((p) => p.id),
      target_curve: Object.fromEntries(GRADES.map((grade) => [grade, percentOf(curve[grade])])),
    });
  };

  return (
    <FormDialog
      id="create-session"
      title={translate('app.calibration.create.title')}
      submit={translate('app.calibration.create.submit')}
      ready={ready}
      busy={create.isPending}
      onSubmit={submit}
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
      <TextField
        select
        required
        label={translate('app.calibration.create.period')}
        value={chosenPeriod ?? ''}
        error={Boolean(errors.period)}
        helperText={errors.period}
        onChange={(event) => setPeriod(Number(event.target.value))}
      >
        {options.periods.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <DepartmentsPicker value={departments} onChange={setDepartments} error={errors.department_ids} />
      <ParticipantsPicker value={participants} onChange={setParticipants} error={errors.participant_ids} />
      <TargetCurveInputs value={curve} onChange={setCurve} error={errors.target_curve} />
    </FormDialog>
  );
}
