import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StackedList } from '../../components/StackedList.tsx';
import { useFitsWidth } from '../../components/useFitsWidth.ts';
import { Figure } from './Figure.tsx';

/** A row of a measure's table: what it is about (its row header) and a key among its siblings. */
export type Named = { key: string; name: ReactNode };
export type Flags = { suppressed: boolean; partial: boolean };

export type Column<R> = {
  id: string;
  label: ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
  /** The cell's own colours (the heatmap's). */
  colors?: (row: R) => { bgcolor: string; color: string } | undefined;
};

/**
 * Columns of figures, each shown through `Figure` (withheld or partial as the row, or `flags`, says). `text` turns
 * the row into the figure's text.
 */
export function figureColumns<R>(
  minGroup: number,
  specs: { id: string; label: string; text: (row: R) => string; flags: (row: R) => Flags }[],
): Column<R>[] {
  return specs.map(({ id, label, text, flags }) => ({
    id,
    label,
    numeric: true,
    cell: (row) => {
      // Only the two flags: `flags` may hand back the whole row, whose `key` is not a prop.
      const { suppressed, partial } = flags(row);
      return <Figure text={text(row)} suppressed={suppressed} partial={partial} minGroup={minGroup} />;
    },
  }));
}

export type DataTableProps<R extends Named> = {
  /** Names the table for screen readers and the scroll region around it. */
  label: string;
  /** The first column's heading: what each row is about. */
  head: string;
  columns: Column<R>[];
  rows: R[];
  /** A last row in bold (the totals). */
  total?: R;
};

const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * A measure as a table: a row header per row, figures on the right, a totals row. On narrow windows the table
 * scrolls sideways inside its own region (reachable with the keyboard) while the row headers stay in place.
 */
export function DataTable<R extends Named>({ label, head, columns, rows, total }: DataTableProps<R>) {
  const translate = useTranslate();
  const row = (item: R, isTotal: boolean) => (
    <TableRow key={isTotal ? 'total' : item.key} sx={isTotal ? { '& > *': { fontWeight: 600 } } : undefined}>
      <TableCell component="th" scope="row" sx={{ ...sticky, minWidth: 140, maxWidth: 260 }}>
        {item.name}
      </TableCell>
      {columns.map((column) => (
        <TableCell
          key={column.id}
          align={column.numeric ? 'right' : 'left'}
          sx={{ whiteSpace: 'nowrap', ...column.colors?.(item) }}
        >
          {column.cell(item)}
        </TableCell>
      ))}
    </TableRow>
  );
  const [box, fits] = useFitsWidth<HTMLDivElement>();
  return (
    <TableContainer
      ref={box}
      tabIndex={0}
      role="region"
      aria-label={translate('app.analytics.table_label', { title: label })}
      // Size containment: a wide table scrolls inside its card instead of widening the whole layout, for as long as it
      // takes to draw it as a list instead.
      sx={{ overflowX: 'auto', contain: 'inline-size' }}
    >
      {fits ? null : (
        <StackedList
          label={head}
          items={[...rows, ...(total ? [total] : [])].map((item) => ({
            key: item === total ? 'total' : item.key,
            title: item.name,
            pairs: columns.map((column) => ({
              key: column.id,
              label: column.label,
              value: column.cell(item),
              sx: column.colors?.(item),
            })),
          }))}
        />
      )}
      <Table size="small" aria-label={label} sx={fits ? undefined : { display: 'none' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky}>{head}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ verticalAlign: 'bottom' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((item) => row(item, false))}
          {total === undefined ? null : row(total, true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
