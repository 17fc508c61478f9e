import { Link, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OutboxListOut, OutboxOut } from '../../api/types.ts';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import type { Pager } from '../../hooks/useAddressList.ts';
import { StaffTable } from '../../components/StaffTable.tsx';
import { OutboxStatusChip } from './OutboxStatusChip.tsx';

/**
 * Columns a narrow window leaves out (the message itself shows them): the kind, the attempts, when it was sent;
 * when it was queued then stands under the status.
 */
const WIDE_ONLY = { display: { xs: 'none', lg: 'table-cell' } };
const NARROW_ONLY = { display: { xs: 'block', lg: 'none' }, mt: 0.5, whiteSpace: { xs: 'normal', sm: 'nowrap' } };
const COLUMNS = [
  { key: 'recipient' },
  { key: 'subject' },
  { key: 'kind', sx: WIDE_ONLY },
  { key: 'status' },
  { key: 'attempts', sx: WIDE_ONLY },
  { key: 'created_at', sx: WIDE_ONLY },
  { key: 'sent_at', sx: WIDE_ONLY },
] as const;

export interface OutboxTableProps {
  answer: OutboxListOut;
  filtered: boolean;
  pager: Pager;
  onOpen: (message: OutboxOut) => void;
}

/** The outbox as a table with a pager; a message's subject (or its row) opens it. */
export function OutboxTable({ answer, filtered, pager, onOpen }: OutboxTableProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const rows = answer.results;
  const empty = rows.length ? null : translate(`app.notifications.outbox.${filtered ? 'nothing_found' : 'empty'}`);
  return (
    <StaffTable
      label={translate('app.notifications.outbox.table')}
      columns={COLUMNS.map((column) => ({
        label: translate(`app.notifications.outbox.${column.key}`),
        sx: 'sx' in column ? column.sx : undefined,
      }))}
      empty={empty}
      count={answer.count}
      capped={answer.count_capped}
      pager={pager}
    >
      {rows.map((row) => (
        <TableRow key={row.id} hover onClick={() => onOpen(row)} sx={{ cursor: 'pointer', verticalAlign: 'top' }}>
          <TableCell>
            <Typography variant="body2">{row.recipient.full_name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.mail_to || row.recipient.email}
            </Typography>
          </TableCell>
          <TableCell sx={{ minWidth: { xs: 120, sm: 200 } }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              sx={{ textAlign: 'left' }}
              aria-label={translate('app.notifications.outbox.open', { subject: row.subject })}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(row);
              }}
            >
              {row.subject}
            </Link>
          </TableCell>
          <TableCell sx={WIDE_ONLY}>{translate(`app.notifications.kinds.${row.kind}`)}</TableCell>
          <TableCell>
            <OutboxStatusChip status={row.status} />
            <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
              <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
            </Typography>
          </TableCell>
          <TableCell sx={WIDE_ONLY}>{row.attempts}</TableCell>
          <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
            <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
          </TableCell>
          <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
            {row.sent_at ? <time dateTime={row.sent_at}>{formatDateTime(row.sent_at)}</time> : '—'}
          </TableCell>
        </TableRow>
      ))}
    </StaffTable>
  );
}
