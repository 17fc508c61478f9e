import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import type { SessionDetailOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { CalibrationBoard } from './CalibrationBoard.tsx';
import { DistributionSection } from './Distribution.tsx';
import { EditSessionDialog } from './EditSessionDialog.tsx';
import { FormulaNote } from './FormulaNote.tsx';
import { sessionsPath } from './format.ts';
import { HistoryList } from './HistoryList.tsx';
import { LockDialog, ReopenDialog } from './LockDialogs.tsx';
import { StatusChip } from './SessionsTable.tsx';

/** While a session is open, others' moves show up within this time even without a reload. */
const REFRESH_MS = 30_000;

function SessionFacts({ session }: { session: SessionDetailOut }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const names = (list: { name?: string; full_name?: string }[]) =>
    list.map((item) => item.full_name ?? item.name ?? '').join(', ');
  const lines = [
    translate('app.calibration.session.period', { name: session.period.name }),
    session.departments.length
      ? translate('app.calibration.session.departments', { names: names(session.departments) })
      : translate('app.calibration.session.whole_company'),
    session.participants.length
      ? translate('app.calibration.session.participants', { names: names(session.participants) })
      : translate('app.calibration.session.no_participants'),
    translate('app.calibration.session.created', {
      date: formatDate(session.created_at),
      name: session.created_by?.full_name ?? '—',
    }),
    translate('app.calibration.session.people', { smart_count: session.people.length }),
  ];
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <Typography key={line} component="li" variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

function SessionView({ session }: { session: SessionDetailOut }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const [dialog, setDialog] = useState<'edit' | 'lock' | 'reopen' | null>(null);
  const locked = session.status === 'locked';
  return (
    <>
      <Title title={session.name} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {session.name}
            </Typography>
            <StatusChip status={session.status} />
          </Box>
          <SessionFacts session={session} />
        </Box>
        {session.me.is_admin ? (
          locked ? (
            <Button variant="outlined" startIcon={<LockOpenIcon />} onClick={() => setDialog('reopen')}>
              {translate('app.calibration.session.reopen')}
            </Button>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {translate('app.calibration.edit.action')}
              </Button>
              <Button variant="contained" startIcon={<LockIcon />} onClick={() => setDialog('lock')}>
                {translate('app.calibration.session.lock')}
              </Button>
            </Box>
          )
        ) : null}
      </Box>
      {locked ? (
        <Alert severity="info" icon={<LockIcon />}>
          {translate('app.calibration.session.locked_banner', {
            date: formatDateTime(session.locked_at),
            name: session.locked_by?.full_name ?? '—',
          })}
        </Alert>
      ) : null}
      {session.people.length ? null : <Alert severity="info">{translate('app.calibration.session.empty')}</Alert>}
      <Box
        component="section"
        aria-labelledby="session-board"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Typography id="session-board" component="h2" variant="h6">
          {translate('app.calibration.board.title')}
        </Typography>
        {session.me.can_edit ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.calibration.board.hint')}
          </Typography>
        ) : null}
        <CalibrationBoard session={session} />
      </Box>
      <Divider />
      <DistributionSection
        distribution={session.distribution}
        acrossScales={session.people.some((p) => p.scale !== null)}
      />
      <Divider />
      <HistoryList sessionId={session.id} />
      <Divider />
      <FormulaNote thresholds={session.thresholds} />
      {dialog === 'edit' ? <EditSessionDialog session={session} onClose={() => setDialog(null)} /> : null}
      {dialog === 'lock' ? <LockDialog session={session} onClose={() => setDialog(null)} /> : null}
      {dialog === 'reopen' ? <ReopenDialog session={session} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/**
 * `/c/{companyId}/performance-review/calibration/{id}/`: the session's 9-box to move people on, the
 * distribution of grades against the target, the history, and (admins) lock and reopen.
 */
export function CalibrationSessionPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { api, companyId } = useCompanyApi();
  const id = Number(useParams().id);
  const session = useQuery({
    queryKey: queryKeys.calibration.session(companyId, id),
    queryFn: () => api.getCalibrationSession(id),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? REFRESH_MS : false),
  });
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box>
        <Button component={Link} to={sessionsPath(basename)} size="small" startIcon={<ArrowBackIcon />}>
          {translate('app.calibration.session.back')}
        </Button>
      </Box>
      <QueryState query={session} skeletonHeight={480}>
        {(data) => <SessionView session={data} />}
      </QueryState>
    </Box>
  );
}
