import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, MenuItem, Paper, TablePagination, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CALIBRATION_STATUSES, type CalibrationStatus } from '../../../contract/enums.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { PAGES, useAccess } from '../../shell/access.ts';
import { CreateSessionDialog } from './CreateSessionDialog.tsx';
import { SessionsTable } from './SessionsTable.tsx';

const PAGE_SIZE = 25;
const statusOf = (value: string | null) => CALIBRATION_STATUSES.find((status) => status === value) ?? null;

/**
 * `/c/{companyId}/performance-review/calibration/?status=&page=`: the sessions (admins: the company's;
 * managers: those they are invited to), newest first; admins open new ones here.
 */
export function CalibrationListPage() {
  const translate = useTranslate();
  const can = useAccess();
  const { api, companyId } = useCompanyApi();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = { status: status ?? undefined, page, page_size: PAGE_SIZE };
  const sessions = useQuery({
    queryKey: queryKeys.calibration.sessionList(companyId, query),
    queryFn: () => api.getCalibrationSessions(query),
    placeholderData: keepPreviousData,
  });
  const isAdmin = can(PAGES.calibration, 'create');
  const choose = (next: { status?: CalibrationStatus | null; page?: number }) => {
    const values = { status, page: 1, ...next };
    const search: Record<string, string> = {};
    if (values.status) search.status = values.status;
    if (values.page > 1) search.page = String(values.page);
    setParams(search, { replace: true });
  };
  const title = translate('app.calibration.sessions.title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1400, minWidth: 0 }}>
      <Title title={title} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.calibration.sessions.intro')}
          </Typography>
        </Box>
        {isAdmin ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('app.calibration.sessions.create')}
          </Button>
        ) : null}
      </Box>
      <TextField
        select
        size="small"
        sx={{ width: 220, maxWidth: '100%' }}
        label={translate('app.calibration.sessions.status_filter')}
        value={status ?? ''}
        onChange={(event) => choose({ status: statusOf(event.target.value) })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{translate('app.calibration.sessions.all')}</MenuItem>
        {CALIBRATION_STATUSES.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`app.calibration.sessions.status.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <QueryState query={sessions}>
        {(data) =>
          data.count === 0 ? (
            <Alert severity="info">
              {translate(isAdmin ? 'app.calibration.sessions.empty' : 'app.calibration.sessions.empty_manager')}
            </Alert>
          ) : (
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <SessionsTable sessions={data.results} />
              {data.count > PAGE_SIZE ? (
                <TablePagination
                  component="div"
                  count={data.count}
                  page={page - 1}
                  rowsPerPage={PAGE_SIZE}
                  rowsPerPageOptions={[PAGE_SIZE]}
                  onPageChange={(_event, next) => choose({ status, page: next + 1 })}
                />
              ) : null}
            </Paper>
          )
        }
      </QueryState>
      {creating ? <CreateSessionDialog onClose={() => setCreating(false)} /> : null}
    </Box>
  );
}
