import { MenuItem, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import type { SessionCreate } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useFilterOptions } from '../../hooks/useFilterOptions.ts';
import { FormDialog } from './FormDialog.tsx';
import { sessionPath } from './format.ts';
import { SessionFields, useSessionDraft } from './SessionFields.tsx';
import { DEFAULT_CURVE } from './TargetCurveInputs.tsx';

/** Admins open a session: its name, period, departments, the managers invited and the target curve. */
export function CreateSessionDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const options = useFilterOptions();
  const draft = useSessionDraft(() => ({ name: '', departments: [], participants: [], curve: DEFAULT_CURVE }));
  const [period, setPeriod] = useState<number | null>(null);
  const chosenPeriod = period ?? options.active?.id ?? options.periods.at(0)?.id ?? null;
  const ready = draft.ready && chosenPeriod !== null;

  const create = useMutation({
    mutationFn: (body: SessionCreate) => api.createCalibrationSession(body),
    onSuccess: async (session) => {
      notify('app.calibration.create.created', { type: 'success' });
      await client.invalidateQueries({ queryKey: queryKeys.calibration.sessions(companyId) });
      void navigate(sessionPath(basename, session.id));
    },
    onError: draft.fail,
  });
  const submit = () => {
    if (chosenPeriod === null) return;
    create.mutate({ ...draft.body(), period: chosenPeriod });
  };

  return (
    <FormDialog
      id="create-session"
      title={translate('app.calibration.create.title')}
      submit={translate('app.calibration.create.submit')}
      ready={ready}
      busy={create.isPending}
      dirty={draft.dirty || period !== null}
      onSubmit={submit}
      onClose={onClose}
    >
      <SessionFields session={draft}>
        <TextField
          select
          required
          label={translate('app.calibration.create.period')}
          value={chosenPeriod ?? ''}
          error={Boolean(draft.errors.period)}
          helperText={draft.errors.period}
          onChange={(event) => setPeriod(Number(event.target.value))}
        >
          {options.periods.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </SessionFields>
    </FormDialog>
  );
}
