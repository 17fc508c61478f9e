import {
  Box,
  Checkbox,
  Chip,
  LinearProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import type { FormListRowOut as FormRow } from '../../api/types.ts';

const COLUMNS = [
  'employee',
  'position',
  'department',
  'stage',
  'self_progress',
  'manager_progress',
  'deadline',
  'reviewer',
] as const;

function ProgressCell({ label, done, total }: { label: string; done: number | null; total: number }) {
  if (done === null) return <>—</>;
  return (
    <Box sx={{ minWidth: 72 }}>
      <Typography variant="body2">{`${done}/${total}`}</Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (done / total) * 100 : 0}
        color={done === total ? 'success' : 'primary'}
        aria-label={label}
      />
    </Box>
  );
}

function deadlineOf(row: FormRow): string | null {
  if (row.stage === 'SELF') return row.deadlines.self;
  if (row.stage === 'MANAGER') return row.deadlines.manager;
  if (row.stage === 'FEEDBACK') return row.deadlines.feedback;
  return null;
}

type Props = {
  rows: FormRow[];
  formPath: string;
  selected: number[];
  canSelect: (row: FormRow) => boolean;
  onSelect: (ids: number[]) => void;
};

/** The team's forms; a row opens its form, a checkbox picks it for a hand-over. */
export function FormsTable({ rows, formPath, selected, canSelect, onSelect }: Props) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const selectable = rows.filter(canSelect).map((row) => row.id);
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const today = dayjs().format('YYYY-MM-DD');
  return (
    // Size containment: the wide table scrolls inside its card instead of widening the whole layout
    // (react-admin's layout is as wide as its content) on narrow screens.
    <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={!allSelected && selected.length > 0}
                disabled={selectable.length === 0}
                onChange={() => onSelect(allSelected ? [] : selectable)}
                slotProps={{ input: { 'aria-label': translate('app.manager.select_all') } }}
              />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`app.manager.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const deadline = deadlineOf(row);
            const overdue = deadline !== null && deadline < today;
            const href = `${formPath}?id=${row.id}`;
            return (
              <TableRow
                key={row.id}
                hover
                selected={selected.includes(row.id)}
                sx={{ cursor: 'pointer' }}
                onClick={() => void navigate(href)}
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.includes(row.id)}
                    disabled={!canSelect(row)}
                    onChange={() => toggle(row.id)}
                    slotProps={{ input: { 'aria-label': row.employee.full_name } }}
                  />
                </TableCell>
                <TableCell>
                  <MuiLink
                    component={Link}
                    to={href}
                    underline="hover"
                    color="inherit"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {row.employee.full_name}
                  </MuiLink>
                </TableCell>
                <TableCell>{row.employee.position || '—'}</TableCell>
                <TableCell>{row.department?.name ?? '—'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={row.stage === 'COMPLETE' ? 'success' : 'default'}
                    label={translate(`app.stages.${row.stage}`)}
                  />
                </TableCell>
                <TableCell>
                  <ProgressCell
                    label={translate('app.manager.columns.self_progress')}
                    done={row.progress.self.done}
                    total={row.progress.self.total}
                  />
                </TableCell>
                <TableCell>
                  <ProgressCell
                    label={translate('app.manager.columns.manager_progress')}
                    done={row.progress.manager.done}
                    total={row.progress.manager.total}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: overdue ? 'error.main' : undefined }}>
                  {deadline ? formatDate(deadline) : '—'}
                  {overdue ? (
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {translate('app.dashboard.overdue')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{row.reviewer?.full_name ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
