import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { LaunchRequest } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useChanged, useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { LaunchPreview, SkippedList } from './LaunchPreview.tsx';
import { LaunchTargets, type Targets } from './LaunchTargets.tsx';

/** The launch's request for these choices; null until they name someone. */
function requestOf(period: number | null, targets: Targets): LaunchRequest | null {
  if (period === null) return null;
  if (targets.who === 'all') return { period, all_employees: true };
  if (targets.who === 'departments')
    return targets.departments.length ? { period, departments: targets.departments.map((d) => d.id) } : null;
  return targets.people.length ? { period, employees: targets.people.map((p) => p.id) } : null;
}

/**
 * Launching a period: which open period (active or a draft), for whom, and before anything is written a
 * preview of who gets a form and who is skipped and why; after the launch, the same account of what was done.
 */
export function LaunchDialog({ initialPeriod, onClose }: { initialPeriod: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const { api, companyId } = useCompanyApi();
  const client = useQueryClient();
  const titleId = useId();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [chosenPeriod, setPeriod] = useState<number | null>(null);
  const [targets, setTargets] = useState<Targets>({ who: 'all', departments: [], people: [] });
  const periods = useQuery({
    queryKey: queryKeys.review.periods(companyId),
    queryFn: async () => (await api.getPeriods({ page_size: 100 })).results,
  });
  const open = (periods.data ?? []).filter((p) => p.status !== 'closed');
  const period = chosenPeriod ?? open.find((p) => p.id === initialPeriod)?.id ?? open.at(0)?.id ?? null;
  const body = requestOf(period, targets);
  const preview = useQuery({
    queryKey: queryKeys.review.launchPreview(companyId, body ?? {}),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    // Always the current state: forms launched meanwhile change who is skipped.
    staleTime: 0,
    queryFn: () => (body ? api.previewLaunch(body) : Promise.reject(new Error('nothing to preview'))),
  });
  const launch = useMutation({
    mutationFn: (request: LaunchRequest) => api.launchPeriod(request),
    // The account of the launch shows at once; the company's lists refresh behind it, each showing its own failure.
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.company(companyId) }),
  });
  const done = launch.data;
  const count = preview.data && body ? preview.data.forms_count : 0;
  // Once launched, there is nothing left to lose by closing.
  const discard = useDiscardGuard(useChanged({ chosenPeriod, targets }) && !done, onClose);

  return (
    <Dialog open onClose={discard.close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={narrow}>
      <DialogTitle id={titleId}>{translate('app.manager.launch_title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {done ? (
          <>
            <Alert severity="success">{translate('app.manager.launched_created', { smart_count: done.created })}</Alert>
            <SkippedList
              title={translate('app.manager.launched_skipped', { smart_count: done.skipped.length })}
              skipped={done.skipped}
              total={done.skipped.length}
            />
          </>
        ) : (
          <>
            {periods.isError ? <Alert severity="error">{errorText(periods.error)}</Alert> : null}
            {periods.isSuccess && !open.length ? (
              <Alert severity="info">{translate('app.manager.no_open_periods')}</Alert>
            ) : null}
            <TextField
              select
              sx={{ mt: 1 }}
              label={translate('app.manager.period')}
              value={period ?? ''}
              onChange={(event) => setPeriod(Number(event.target.value))}
              disabled={!open.length}
            >
              {open.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.status === 'draft' ? translate('app.manager.period_draft', { name: p.name }) : p.name}
                </MenuItem>
              ))}
            </TextField>
            <LaunchTargets value={targets} onChange={setTargets} />
            {preview.isFetching ? <LinearProgress aria-label={translate('app.manager.preview_loading')} /> : null}
            {body === null && open.length ? (
              <Typography color="text.secondary">{translate('app.manager.preview_choose')}</Typography>
            ) : null}
            {preview.isError ? <Alert severity="error">{errorText(preview.error)}</Alert> : null}
            {launch.isError ? <Alert severity="error">{errorText(launch.error)}</Alert> : null}
            {preview.data && body ? <LaunchPreview preview={preview.data} /> : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            {translate('ra.action.close')}
          </Button>
        ) : (
          <>
            <Button onClick={discard.close}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              disabled={!body || !count || preview.isFetching || launch.isPending}
              onClick={() => body && launch.mutate(body)}
            >
              {translate('app.manager.launch_submit', { smart_count: count })}
            </Button>
          </>
        )}
      </DialogActions>
      {discard.confirmation}
    </Dialog>
  );
}
