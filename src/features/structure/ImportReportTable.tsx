import {
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TablePagination,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCodedText } from '../../api/errors.ts';
import type { ImportAction, ImportChange, ImportReportOut, ImportRowOut } from '../../api/types.ts';
import { IMPORT_ACTIONS } from './importActions.ts';

const PAGE_SIZES = [25, 50, 100];
const CHIP_COLOR: Record<ImportAction, 'success' | 'info' | 'default' | 'error'> = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  error: 'error',
};

type Filter = ImportAction | 'all';

function text(value: string | null): string {
  return value === null || value === '' ? '—' : value;
}

/** The line's cells as the file gives them. */
function cellsOf(row: ImportRowOut) {
  const { first_name, last_name, department, manager_email } = row.values;
  return { name: [first_name, last_name].filter(Boolean).join(' '), department, manager: manager_email };
}

type Props = { report: ImportReportOut };

/** The report line by line, a page at a time (a 5,000-line file draws 50 rows), filterable by action. */
export function ImportReportTable({ report }: Props) {
  const translate = useTranslate();
  const codedText = useCodedText();
  const [filter, setFilter] = useState<Filter>(report.summary.error ? 'error' : 'all');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[1]);
  const rows = useMemo(
    () => (filter === 'all' ? report.rows : report.rows.filter((row) => row.action === filter)),
    [report.rows, filter],
  );
  const visible = rows.slice(page * perPage, (page + 1) * perPage);

  const valueText = (field: string, value: ImportChange['before']) => {
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
    if (field === 'role' && typeof value === 'string') return translate(`app.company.roles.${value}`, { _: value });
    return text(value);
  };
  const describeChange = (field: string, change: ImportChange) =>
    translate('app.structure.import.change', {
      field: translate(`app.structure.import.fields.${field}`, { _: field }),
      before: valueText(field, change.before),
      after: valueText(field, change.after),
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ px: 2, pb: 1, overflowX: 'auto' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_event, next: Filter | null) => {
            if (next) {
              setFilter(next);
              setPage(0);
            }
          }}
          aria-label={translate('app.structure.import.filter')}
        >
          <ToggleButton value="all">
            {translate('app.structure.import.filter_all', { count: report.rows.length })}
          </ToggleButton>
          {IMPORT_ACTIONS.map((action) => (
            <ToggleButton key={action} value={action} disabled={!report.summary[action]}>
              {translate(`app.structure.import.filter_${action}`, { count: report.summary[action] })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <Table size="small" aria-label={translate('app.structure.import.report_label')}>
          <TableHead>
            <TableRow>
              {['line', 'email', 'name', 'department', 'manager', 'action', 'details'].map((column) => (
                <TableCell key={column}>{translate(`app.structure.import.report_columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => {
              const cells = cellsOf(row);
              const changes = row.action === 'update' ? Object.entries(row.changes) : [];
              return (
                <TableRow
                  key={row.line}
                  sx={{ bgcolor: row.action === 'error' ? 'rgba(211, 47, 47, 0.04)' : undefined, verticalAlign: 'top' }}
                >
                  <TableCell>{row.line}</TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{row.email || '—'}</TableCell>
                  <TableCell>{cells.name || '—'}</TableCell>
                  <TableCell>{cells.department || '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{cells.manager || '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={CHIP_COLOR[row.action]}
                      variant={row.action === 'unchanged' ? 'outlined' : 'filled'}
                      label={translate(`app.structure.import.actions.${row.action}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    {row.errors.map((error, index) => (
                      <Typography key={`${error.code}-${index}`} variant="body2" color="error">
                        {codedText(error)}
                      </Typography>
                    ))}
                    {row.warnings.map((warning, index) => (
                      <Typography key={`${warning.code}-${index}`} variant="body2" color="warning.main">
                        {codedText(warning)}
                      </Typography>
                    ))}
                    {changes.map(([field, change]) => (
                      <Typography key={field} variant="body2" color="text.secondary">
                        {describeChange(field, change)}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page * perPage < rows.length ? page : 0}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
      />
    </Box>
  );
}
