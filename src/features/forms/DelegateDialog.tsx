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
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { DelegatesOut, FormListRowOut } from '../../api/types.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useDiscardGuard } from '../../components/DiscardGuard.tsx';

type DelegateOut = DelegatesOut['results'][number];
/** A manager to hand forms to; the reviewers on the list (no position) stand in when delegates cannot be read. */
export type Delegate = Pick<DelegateOut, 'id' | 'full_name'> & Partial<Pick<DelegateOut, 'position'>>;

/** Where `participants/delegates/` is unavailable, the reviewers already on the list can still be chosen. */
export function reviewersOf(rows: FormListRowOut[]): Delegate[] {
  const seen = new Map<number, Delegate>();
  for (const row of rows) if (row.reviewer && !seen.has(row.reviewer.id)) seen.set(row.reviewer.id, row.reviewer);
  return [...seen.values()];
}

type Props = { ids: number[]; rows: FormListRowOut[]; onClose: () => void; onDone: (count: number) => void };

/**
 * Hands the chosen forms to another manager: `POST participants/delegation/ {form_ids, to}`. Says where a
 * hand-over is taken back (the form's history), as each form has its own.
 */
export function DelegateDialog({ ids, rows, onClose, onDone }: Props) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const company = useCompany();
  const errorText = useErrorText();
  const [to, setTo] = useState<Delegate | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const discard = useDiscardGuard(to !== null, onClose);
  const delegates = useQuery({
    queryKey: queryKeys.review.delegates(companyId),
    queryFn: async () => (await api.getDelegates()).results,
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
      const answer = await api.delegateForms({ form_ids: ids, to: to.id });
      onDone(answer.delegated);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={discard.close} fullWidth maxWidth="sm" aria-labelledby="delegate-title">
      <DialogTitle id="delegate-title">
        {translate('app.manager.delegate_title', { smart_count: ids.length })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{translate('app.manager.delegate_help')}</DialogContentText>
        <DialogContentText variant="body2">{translate('app.manager.delegate_revoke_hint')}</DialogContentText>
        {error ? <Alert severity="error">{error}</Alert> : null}
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
        <Button onClick={discard.close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!to || busy} onClick={() => void submit()}>
          {translate('app.manager.delegate')}
        </Button>
      </DialogActions>
      {discard.confirmation}
    </Dialog>
  );
}
