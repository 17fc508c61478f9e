import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCompany } from '../../shell/session.tsx';
import { errorStatus, REVIEW_KEY, useReviewApi, type FormRow } from './api.ts';

export type Delegate = { id: number; full_name: string; position?: string };

/** Where `participants/delegates/` is unavailable, the reviewers already on the list can still be chosen. */
export function reviewersOf(rows: FormRow[]): Delegate[] {
  const seen = new Map<number, Delegate>();
  for (const row of rows) if (row.reviewer && !seen.has(row.reviewer.id)) seen.set(row.reviewer.id, row.reviewer);
  return [...seen.values()];
}

function delegateError(error: unknown): string {
  const status = errorStatus(error);
  if (status === 400) return 'app.manager.delegate_errors.invalid';
  if (status === 403 || status === 404) return 'app.manager.delegate_errors.not_yours';
  if (status === 409) return 'app.manager.delegate_errors.complete';
  return 'app.manager.delegate_errors.failed';
}

type Props = { ids: number[]; rows: FormRow[]; onClose: () => void; onDone: (count: number) => void };

/** Hands the chosen forms to another manager: `POST participants/delegation/ {form_ids, to}`. */
export function DelegateDialog({ ids, rows, onClose, onDone }: Props) {
  const translate = useTranslate();
  const api = useReviewApi();
  const company = useCompany();
  const [to, setTo] = useState<Delegate | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const delegates = useQuery({
    queryKey: [REVIEW_KEY, 'delegates', api.companyId],
    queryFn: async () => (await api.get<{ results: Delegate[] }>('participants/delegates/')).results,
  });
  // Handing one's own forms to oneself changes nothing; an admin may take forms over, though.
  const everyone = delegates.isError ? reviewersOf(rows) : (delegates.data ?? []);
  const options = company.is_admin
    ? everyone
    : everyone.filter((delegate) => delegate.id !== company.employee_in_position_id);

  const submit = async () => {
    if (!to) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.send<{ delegated: number }>('POST', 'participants/delegation/', {
        form_ids: ids,
        to: to.id,
      });
      onDone(answer.delegated);
    } catch (failure) {
      setError(delegateError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="delegate-title">
      <DialogTitle id="delegate-title">
        {translate('app.manager.delegate_title', { smart_count: ids.length })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{translate('app.manager.delegate_help')}</DialogContentText>
        {error ? <Alert severity="error">{translate(error)}</Alert> : null}
        <Autocomplete
          options={options}
          value={to}
          loading={delegates.isPending}
          onChange={(_event, value) => setTo(value)}
          getOptionLabel={(option) => (option.position ? `${option.full_name} — ${option.position}` : option.full_name)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={translate('app.manager.no_delegates')}
          loadingText={translate('app.loading')}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={translate('app.manager.delegate_to')} sx={{ mt: 1 }} />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!to || busy} onClick={() => void submit()}>
          {translate('app.manager.delegate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
