import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { MAIL_STATUSES } from '../../../contract/enums.ts';
import { useNotifyFailure } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { OutboxOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import type { Query } from '../../httpClient.ts';
import { SearchField } from '../../components/SearchField.tsx';
import { useAddressList } from '../../hooks/useAddressList.ts';
import { OutboxMessageDialog } from './OutboxMessageDialog.tsx';
import { OutboxTable } from './OutboxTable.tsx';

const T = 'app.notifications.outbox';
const FAILED: Query = { status: 'failed', page: 1, page_size: 1 };

/** The failed messages' number, and sending them all again. */
function useRetryFailed() {
  const { api, companyId } = useCompanyApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const failed = useQuery({
    queryKey: queryKeys.notifications.outbox(companyId, FAILED),
    queryFn: () => api.getOutbox(FAILED),
  });
  const retry = useMutation({
    mutationFn: () => api.retryFailedOutbox(),
    onSuccess: async ({ marked }) => {
      notify(`${T}.retried_failed`, { type: 'info', messageArgs: { smart_count: marked } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all(companyId) });
    },
    onError: notifyFailure,
  });
  return { count: failed.data?.count ?? 0, capped: failed.data?.count_capped ?? false, retry };
}

/**
 * `/c/{companyId}/settings/notifications/` (admins): every message the company's notifications produced, as it went
 * out or would have, newest first; filtered by status, searched by recipient or subject; a message opens whole.
 */
export function OutboxPage() {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const { params, search, query: base, pager, update } = useAddressList();
  const status = MAIL_STATUSES.find((value) => value === params.get('status')) ?? null;
  const query = useMemo<Query>(() => ({ ...base, ...(status ? { status } : {}) }), [base, status]);
  const list = useQuery({
    queryKey: queryKeys.notifications.outbox(companyId, query),
    queryFn: () => api.getOutbox(query),
    placeholderData: keepPreviousData,
  });
  const failed = useRetryFailed();
  const [open, setOpen] = useState<OutboxOut | null>(null);
  const title = translate(`${T}.title`);
  const kept = list.data?.results.some((row) => row.status === 'kept') ?? false;

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {kept ? <Alert severity="info">{translate(`${T}.kept_note`)}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField label={translate(`${T}.search`)} value={search} onSearch={(text) => update({ search: text })} />
        <TextField
          select
          size="small"
          label={translate(`${T}.status_filter`)}
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value="">{translate(`${T}.any_status`)}</MenuItem>
          {MAIL_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`${T}.statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {failed.count ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<ReplayIcon />}
            loading={failed.retry.isPending}
            onClick={() => failed.retry.mutate()}
          >
            {`${translate(`${T}.retry_failed`)} (${failed.count}${failed.capped ? '+' : ''})`}
          </Button>
        ) : null}
      </Box>
      <Paper sx={{ minWidth: 0 }}>
        <QueryState query={list}>
          {(answer) => (
            <OutboxTable answer={answer} filtered={Boolean(search || status)} pager={pager} onOpen={setOpen} />
          )}
        </QueryState>
      </Paper>
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
