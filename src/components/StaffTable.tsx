import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { StaffPagination } from './StaffPagination.tsx';
import type { Pager } from '../hooks/useAddressList.ts';

export interface StaffColumn {
  label: string;
  sx?: SxProps<Theme>;
}

export interface StaffTableProps {
  /** The table's accessible name. */
  label: string;
  columns: StaffColumn[];
  /** What an empty page says instead of rows; null when there are rows. */
  empty: string | null;
  /** How many rows the whole list has, and the page shown. */
  count: number;
  /** The count stops at the server's cap and more rows match (a log). */
  capped?: boolean;
  pager: Pager;
  children: ReactNode;
}

/** A staff list as a named table with column headers, its rows (or why there are none) and a pager. */
export function StaffTable({ label, columns, empty, count, capped, pager, children }: StaffTableProps) {
  return (
    <>
      {/* Narrower cells on a phone keep the table within it; should one still be wider, it scrolls sideways, the box
          taking the focus so the keyboard can scroll it. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, sm: 2 } } }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} component="th" scope="col" sx={column.sx}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {children}
            {empty ? (
              <TableRow>
                <TableCell colSpan={columns.length} role="status">
                  {empty}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <StaffPagination count={count} capped={capped} {...pager} />
    </>
  );
}
