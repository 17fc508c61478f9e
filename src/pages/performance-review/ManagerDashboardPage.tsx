import { Box, Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TablePagination, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiGet } from '../../httpClient.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { LaunchButton } from './LaunchButton.tsx';
import { STAGES, useReviewApi, type FormRow, type Page, type Stage } from './api.ts';

function DelegateDialog({ ids, onClose }: { ids: number[]; onClose: (done: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useReviewApi();
  const [to, setTo] = useState('');
  const delegates = useQuery({ queryKey: ['delegates', api.companyId], queryFn: () => api.get<{ results: { id: number; full_name: string; position: string }[] }>('participants/delegates/') });
  const submit = async () => {
    try {
      const res = await api.send<{ delegated: number }>('POST', 'participants/delegation/', { form_ids: ids, to: Number(to) });
      notify('app.manager.delegated', { type: 'success', messageArgs: { smart_count: res.delegated } });
      onClose(true);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth>
      <DialogTitle>{translate('app.manager.delegate_title', { smart_count: ids.length })}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth sx={{ mt: 1 }} label={translate('app.manager.delegate_to')} value={to} onChange={(e) => setTo(e.target.value)}>
          {(delegates.data?.results ?? []).map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.full_name} — {d.position}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!to} onClick={() => void submit()}>
          {translate('app.manager.delegate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ManagerDashboardPage() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const basename = useBasename();
  const navigate = useNavigate();
  const api = useReviewApi();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [stages, setStages] = useState<Stage[]>([]);
  const [period, setPeriod] = useState('');
  const [department, setDepartment] = useState('');
  const departments = useQuery({
    queryKey: ['departments', api.companyId],
    queryFn: () => apiGet<Page<{ id: number; name: string }>>(`companies/companies/${api.companyId}/structure/departments/`),
  });
  const periods = useQuery({ queryKey: ['periods', api.companyId], queryFn: () => api.get<Page<{ id: number; name: string; status: string }>>('assessment_periods/', { page_size: 100 }) });
  useEffect(() => {
    const active = periods.data?.results.find((p) => p.status === 'active');
    if (active && period === '') setPeriod(String(active.id));
  }, [periods.data, period]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [delegating, setDelegating] = useState(false);
  const formPath = `${basename}/performance-review/employee-dashboard/form/`;

  useEffect(() => {
    const id = params.get('form');
    if (id) navigate(`${formPath}?id=${id}`, { replace: true });
  }, [params, navigate, formPath]);

  const filters = { team: true, period: period || undefined, department: department || undefined, search: search.trim() || undefined, stage: stages.length ? stages : undefined };
  const list = useQuery({
    queryKey: ['manager-forms', api.companyId, filters, page],
    placeholderData: keepPreviousData,
    queryFn: () => api.get<Page<FormRow>>('assessment_forms/', { ...filters, page: page + 1, page_size: 25, ordering: 'employee' }),
  });
  const counts = useQuery({
    queryKey: ['manager-counts', api.companyId, filters.search, filters.period, filters.department],
    queryFn: () => api.get<Record<Stage, number>>('assessment_forms/stage_counts/', { team: true, period: filters.period, department: filters.department, search: filters.search }),
  });
  const toggle = (s: Stage) => {
    setPage(0);
    setStages((cur) => (cur.includes(s) ? cur.filter((x) => x !== s) : [...cur, s]));
  };
  const deadline = (r: FormRow) => (r.stage === 'SELF' ? r.deadlines.self : r.stage === 'MANAGER' ? r.deadlines.manager : r.deadlines.feedback);

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.review.manager_dashboard')} />
      <Typography variant="h5" component="h1">
        {translate('app.review.manager_dashboard')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" sx={{ minWidth: 240 }} label={translate('app.manager.period')} value={period} onChange={(e) => { setPeriod(e.target.value); setPage(0); }}>
          {(periods.data?.results ?? []).map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" sx={{ minWidth: 200 }} label={translate('app.manager.department')} value={department} onChange={(e) => { setDepartment(e.target.value); setPage(0); }}>
          <MenuItem value="">{translate('app.manager.all_departments')}</MenuItem>
          {(departments.data?.results ?? []).map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        {STAGES.map((s) => (
          <Chip key={s} color={stages.includes(s) ? 'primary' : 'default'} label={`${translate(`app.stages.${s}`)}: ${counts.data?.[s] ?? '…'}`} onClick={() => toggle(s)} />
        ))}
        <TextField size="small" label={translate('ra.action.search')} value={search} onChange={(e) => { setSearch(e.target.value); setPage(0); }} />
        <Button variant="outlined" disabled={!selected.length} onClick={() => setDelegating(true)}>
          {translate('app.manager.delegate')}
        </Button>
        <LaunchButton />
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {['employee', 'department', 'stage', 'self_progress', 'manager_progress', 'deadline', 'reviewer'].map((c) => (
              <TableCell key={c}>{translate(`app.manager.columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(list.data?.results ?? []).map((r) => (
            <TableRow key={r.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`${formPath}?id=${r.id}`)}>
              <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                <Checkbox
                  checked={selected.includes(r.id)}
                  slotProps={{ input: { 'aria-label': r.employee.full_name } }}
                  onChange={() => setSelected((cur) => (cur.includes(r.id) ? cur.filter((x) => x !== r.id) : [...cur, r.id]))}
                />
              </TableCell>
              <TableCell>
                {r.employee.full_name}
                <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                  {r.employee.position}
                </Typography>
              </TableCell>
              <TableCell>{r.department?.name ?? '—'}</TableCell>
              <TableCell>{translate(`app.stages.${r.stage}`)}</TableCell>
              <TableCell>{r.progress.self.done === null ? '—' : `${r.progress.self.done}/${r.progress.self.total}`}</TableCell>
              <TableCell>{`${r.progress.manager.done}/${r.progress.manager.total}`}</TableCell>
              <TableCell>{r.stage === 'COMPLETE' ? '—' : formatDate(deadline(r))}</TableCell>
              <TableCell>{r.reviewer?.full_name ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination component="div" count={list.data?.count ?? 0} page={page} rowsPerPage={25} rowsPerPageOptions={[25]} onPageChange={(_e, p) => setPage(p)} labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })} />
      {delegating ? (
        <DelegateDialog
          ids={selected}
          onClose={(done) => {
            setDelegating(false);
            if (done) {
              setSelected([]);
              void client.invalidateQueries({ queryKey: ['manager-forms'] });
            }
          }}
        />
      ) : null}
    </Box>
  );
}
