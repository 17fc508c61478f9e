import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { WebhookStatus } from '../../../contract/webhooks.ts';
import { useErrorText } from '../../api/errors.ts';
import type { WebhookEndpointOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { PAGE_SIZE, useDeliveries, webhookCalls, webhooksKey } from './api.ts';

const T = 'app.webhooks';
const CHIP: Record<WebhookStatus, 'default' | 'success' | 'error'> = {
  pending: 'default',
  sent: 'success',
  failed: 'error',
};

/** An endpoint's delivery log, newest first, a page at a time, with "send again" on what is not queued. */
export function DeliveryLog({ endpoint, onClose }: { endpoint: WebhookEndpointOut; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime();
  const { companyId } = useCompanyApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const log = useDeliveries(endpoint.id, page);
  const again = useMutation({
    mutationFn: (id: number) => webhookCalls(companyId).redeliver(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: webhooksKey(companyId) });
      notify(`${T}.sent_again`, { type: 'info' });
    },
  });
  const columns = ['when', 'type', 'status_label', 'attempts', 'response'] as const;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="webhook-log-title">
      <DialogTitle id="webhook-log-title">{translate(`${T}.log_title`, { url: endpoint.url })}</DialogTitle>
      <DialogContent>
        {again.error ? <Alert severity="error">{errorText(again.error)}</Alert> : null}
        <QueryState query={log}>
          {(data) =>
            data.results.length === 0 ? (
              <Typography>{translate(`${T}.log_empty`)}</Typography>
            ) : (
              <Table size="small" aria-label={translate(`${T}.log`)}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column}>{translate(`${T}.${column}`)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.results.map((d) => (
                    <TableRow key={d.id}>
                      <TableCell>{formatDateTime(d.created_at)}</TableCell>
                      <TableCell>{translate(`${T}.event.${d.event_type}`)}</TableCell>
                      <TableCell>
                        <Chip size="small" color={CHIP[d.status]} label={translate(`${T}.status.${d.status}`)} />
                      </TableCell>
                      <TableCell>{d.attempts}</TableCell>
                      <TableCell>
                        <Typography variant="body2">{d.last_response_status ?? '—'}</Typography>
                        {d.last_error ? (
                          <Typography variant="caption" color="text.secondary">
                            {d.last_error}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">
                        {d.status === 'pending' ? null : (
                          <Button size="small" disabled={again.isPending} onClick={() => again.mutate(d.id)}>
                            {translate(`${T}.send_again`)}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )
          }
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Box sx={{ flexGrow: 1 }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {translate(`${T}.previous`)}
          </Button>
          <Button disabled={!log.data || page * PAGE_SIZE >= log.data.count} onClick={() => setPage(page + 1)}>
            {translate(`${T}.next`)}
          </Button>
        </Box>
        <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
