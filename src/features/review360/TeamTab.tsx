import {
  Box,
  Button,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { REVIEW360_SUBJECT_STATUSES, type Review360SubjectStatus } from '../../../contract/enums.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { Review360SettingsOut, SubjectListOut, SubjectOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useDebounced } from '../structure/pickers.tsx';
import { Review360StateChip, useReview360StateText } from '../../components/Review360State.tsx';
import { SubjectDialog } from './SubjectDialog.tsx';
import { activeRequests } from './useNomination.ts';

const PAGE_SIZE = 25;
// On a phone the status moves under the name; the department and the count of reviewers show from 992 px (beside
// the side menu) and otherwise wait for the dialog.
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromLg = { display: { xs: 'none', lg: 'table-cell' } } as const;
const onlyXs = { display: { xs: 'block', sm: 'none' }, mt: 0.5 } as const;
const statusOf = (value: string) => REVIEW360_SUBJECT_STATUSES.find((status) => status === value) ?? null;

function SubjectsTable({ rows, onOpen }: { rows: SubjectOut[]; onOpen: (subject: SubjectOut) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.review360.nomination.team.${key}`);
  if (!rows.length) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell sx={fromLg}>{t('department')}</TableCell>
            <TableCell sx={fromSm}>{t('status')}</TableCell>
            <TableCell sx={fromLg} align="right">
              {t('reviewers')}
            </TableCell>
            <TableCell align="right">{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((subject) => (
            <TableRow key={subject.employee} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {subject.employee_name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {subject.position}
                </Typography>
                <Box sx={onlyXs}>
                  <Review360StateChip status={subject.status} reviewers={subject.requests.length} />
                </Box>
              </TableCell>
              <TableCell sx={fromLg}>{subject.department ?? '—'}</TableCell>
              <TableCell sx={fromSm}>
                <Review360StateChip status={subject.status} reviewers={subject.requests.length} />
              </TableCell>
              <TableCell sx={fromLg} align="right">
                {activeRequests(subject).length}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  aria-label={translate('app.review360.nomination.team.open_named', { name: subject.employee_name })}
                  onClick={() => onOpen(subject)}
                >
                  {t('open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * «Команда»: the people a manager oversees (an admin: everyone with a form in the period), with their 360 status
 * and how many reviewers they have; one opens in a dialog to change the list and approve it.
 */
export function TeamTab({ settings }: { settings: Review360SettingsOut }) {
  const translate = useTranslate();
  const stateText = useReview360StateText();
  const { api, companyId } = useCompanyApi();
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<Review360SubjectStatus | null>(null);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<SubjectOut | null>(null);
  const search = useDebounced(input.trim());
  const query = { period: settings.period, search: search || undefined, status: status ?? undefined, page };
  const subjects = useQuery({
    queryKey: queryKeys.review360.subjects(companyId, { ...query, page_size: PAGE_SIZE }),
    queryFn: () => api.getReview360Subjects({ ...query, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  // The dialog follows the list as it is re-read (after a change, or a conflict reloaded it).
  const current = opened && (subjects.data?.results.find((row) => row.employee === opened.employee) ?? opened);
  const t = (key: string) => translate(`app.review360.nomination.team.${key}`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          label={t('search')}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setPage(1);
          }}
          sx={{ width: 280, maxWidth: '100%' }}
        />
        <TextField
          select
          size="small"
          label={t('status')}
          value={status ?? ''}
          onChange={(event) => {
            setStatus(statusOf(event.target.value));
            setPage(1);
          }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: 260, maxWidth: '100%' }}
        >
          <MenuItem value="">{t('any_status')}</MenuItem>
          {REVIEW360_SUBJECT_STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {stateText(option)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <QueryState query={subjects}>
        {(list: SubjectListOut) => (
          <Box>
            <SubjectsTable rows={list.results} onOpen={setOpened} />
            {list.count > PAGE_SIZE ? (
              <TablePagination
                component="div"
                count={list.count}
                page={page - 1}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_event, next) => setPage(next + 1)}
              />
            ) : null}
          </Box>
        )}
      </QueryState>
      {current ? (
        <SubjectDialog subject={current} settings={settings} onChanged={setOpened} onClose={() => setOpened(null)} />
      ) : null}
    </Box>
  );
}
