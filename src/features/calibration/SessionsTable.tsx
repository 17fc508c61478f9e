import { Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SessionSummaryOut } from '../../api/types.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { sessionPath } from './format.ts';

/** Secondary columns leave narrow windows; the session's own page shows them all. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const widest = { display: { xs: 'none', lg: 'table-cell' } } as const;

export function StatusChip({ status }: { status: SessionSummaryOut['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'locked' ? 'filled' : 'outlined'}
      color={status === 'locked' ? 'default' : 'primary'}
      label={translate(`app.calibration.sessions.status.${status}`)}
    />
  );
}

export function SessionsTable({ sessions }: { sessions: SessionSummaryOut[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDate = useFormatDate();
  const column = (name: string) => translate(`app.calibration.sessions.columns.${name}`);
  const by = (date: string | null, person: { full_name: string } | null) =>
    date ? translate('app.calibration.sessions.by', { date: formatDate(date), name: person?.full_name ?? '—' }) : '—';
  return (
    <Table size="small" aria-label={translate('app.calibration.sessions.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{column('name')}</TableCell>
          <TableCell sx={wide}>{column('period')}</TableCell>
          <TableCell>{column('status')}</TableCell>
          <TableCell sx={wide} align="right">
            {column('participants')}
          </TableCell>
          <TableCell sx={widest}>{column('created')}</TableCell>
          <TableCell sx={widest}>{column('locked')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((session) => (
          <TableRow key={session.id} hover>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <MuiLink component={Link} to={sessionPath(basename, session.id)} sx={{ fontWeight: 600 }}>
                {session.name}
              </MuiLink>
            </TableCell>
            <TableCell sx={wide}>{session.period.name}</TableCell>
            <TableCell>
              <StatusChip status={session.status} />
            </TableCell>
            <TableCell sx={wide} align="right">
              {session.participants_count}
            </TableCell>
            <TableCell sx={widest}>{by(session.created_at, session.created_by)}</TableCell>
            <TableCell sx={widest}>{by(session.locked_at, session.locked_by)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
