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
  TableSortLabel,
  Tooltip,
  Typography,
  type Breakpoint,
} from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { BREAKPOINTS } from '../../theme.ts';
import type { FormListRowOut as FormRow } from '../../api/types.ts';
import { SORTABLE, type Sort, type SortField } from './useManagerFilters.ts';

/** Why a row cannot be picked for a hand-over; null when it can. */
export type SelectBlock = 'complete' | 'not_reviewer' | null;

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

type Column = (typeof COLUMNS)[number];

/** From this window width position and department have columns of their own (beside a side menu open). */
const WIDE = `@media (min-width: ${String(BREAKPOINTS[5])}px)`;

/**
 * The width from which a column shows; narrower, position and department fold under the name and the rest hides
 * (the row opens the form, which has it all), so the table fits a phone, a tablet and a laptop without scrolling
 * sideways.
 */
const SHOWN_FROM: Partial<Record<Column, Breakpoint | 'wide'>> = {
  position: 'wide',
  department: 'wide',
  self_progress: 'lg',
  manager_progress: 'lg',
  reviewer: 'lg',
  deadline: 'sm',
};

function columnSx(column: Column) {
  const from = SHOWN_FROM[column];
  if (from === 'wide') return { display: 'none', [WIDE]: { display: 'table-cell' } };
  return from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined;
}

/** Narrower cells below a wide window, and a stage's name wraps rather than widen its column. */
const TABLE_SX = {
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, md: 1.5 }, [WIDE]: { px: 2 } },
  '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .MuiChip-label': { whiteSpace: 'normal' },
} as const;

/** Items filled in, out of all: a count, not a grade, and said so. */
function ProgressCell({ side, done, total }: { side: 'self' | 'manager'; done: number | null; total: number }) {
  const translate = useTranslate();
  if (done === null) return <>—</>;
  const hint = translate(`app.manager.progress_hint.${side}`, { done, total });
  return (
    <Tooltip title={hint}>
      <Box sx={{ minWidth: 72 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.manager.progress', { done, total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total ? (done / total) * 100 : 0}
          color={done === total ? 'success' : 'primary'}
          aria-label={hint}
        />
      </Box>
    </Tooltip>
  );
}

function isSortable(column: string): column is SortField {
  return SORTABLE.some((field) => field === column);
}

function deadlineOf(row: FormRow): string | null {
  if (row.stage === 'SELF') return row.deadlines.self;
  if (row.stage === 'MANAGER') return row.deadlines.manager;
  if (row.stage === 'FEEDBACK') return row.deadlines.feedback;
  return null;
}

/** Position and department under the name, on the widths where their own columns hide. */
function Folded({ row }: { row: FormRow }) {
  const details = [row.employee.position, row.department?.name].filter(Boolean).join(' · ');
  if (!details) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', [WIDE]: { display: 'none' } }}>
      {details}
    </Typography>
  );
}

type Props = {
  rows: FormRow[];
  formPath: string;
  selected: number[];
  selectBlock: (row: FormRow) => SelectBlock;
  onSelect: (ids: number[]) => void;
  sort: Sort;
  onSort: (field: SortField) => void;
};

/**
 * The team's forms, sortable by name, department and stage; a row opens its form, a checkbox picks it for a
 * hand-over (a disabled one says why). Deactivated people are marked.
 */
export function FormsTable({ rows, formPath, selected, selectBlock, onSelect, sort, onSort }: Props) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const selectable = rows.filter((row) => selectBlock(row) === null).map((row) => row.id);
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const today = dayjs().format('YYYY-MM-DD');
  return (
    // Size containment: the wide table scrolls inside its card instead of widening the whole layout
    // (react-admin's layout is as wide as its content) on narrow screens.
    <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('app.manager.forms_table')} sx={TABLE_SX}>
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
            {COLUMNS.map((column) => {
              const label = translate(`app.manager.columns.${column}`);
              if (!isSortable(column))
                return (
                  <TableCell key={column} sx={columnSx(column)}>
                    {label}
                  </TableCell>
                );
              const active = sort.field === column;
              const direction = active && sort.desc ? 'desc' : 'asc';
              return (
                <TableCell key={column} sortDirection={active ? direction : false} sx={columnSx(column)}>
                  <TableSortLabel active={active} direction={direction} onClick={() => onSort(column)}>
                    {label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const deadline = deadlineOf(row);
            const overdue = deadline !== null && deadline < today;
            const href = `${formPath}?id=${row.id}`;
            const block = selectBlock(row);
            const reason = block ? translate(`app.manager.select_blocked.${block}`) : '';
            return (
              <TableRow
                key={row.id}
                hover
                selected={selected.includes(row.id)}
                sx={{ cursor: 'pointer' }}
                onClick={() => void navigate(href)}
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  {/* A disabled checkbox takes no pointer events: its wrapper shows the reason on hover. */}
                  <Tooltip title={reason}>
                    <span>
                      <Checkbox
                        checked={selected.includes(row.id)}
                        disabled={block !== null}
                        onChange={() => toggle(row.id)}
                        slotProps={{
                          input: { 'aria-label': row.employee.full_name, title: reason || undefined },
                        }}
                      />
                    </span>
                  </Tooltip>
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
                  {row.employee.is_active ? null : (
                    <Tooltip title={translate('app.manager.inactive_hint')}>
                      <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate('app.manager.inactive')} />
                    </Tooltip>
                  )}
                  <Folded row={row} />
                </TableCell>
                <TableCell sx={columnSx('position')}>{row.employee.position || '—'}</TableCell>
                <TableCell sx={columnSx('department')}>{row.department?.name ?? '—'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={row.stage === 'COMPLETE' ? 'success' : 'default'}
                    label={translate(`app.stages.${row.stage}`)}
                  />
                </TableCell>
                <TableCell sx={columnSx('self_progress')}>
                  <ProgressCell side="self" done={row.progress.self.done} total={row.progress.self.total} />
                </TableCell>
                <TableCell sx={columnSx('manager_progress')}>
                  <ProgressCell side="manager" done={row.progress.manager.done} total={row.progress.manager.total} />
                </TableCell>
                <TableCell
                  sx={{ ...columnSx('deadline'), whiteSpace: 'nowrap', color: overdue ? 'error.main' : undefined }}
                >
                  {deadline ? formatDate(deadline) : '—'}
                  {overdue ? (
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {translate('app.dashboard.overdue')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={columnSx('reviewer')}>{row.reviewer?.full_name ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
