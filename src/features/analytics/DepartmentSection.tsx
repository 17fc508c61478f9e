import type { BarSeries } from '@mui/x-charts/BarChart';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { AnalyticsScope, DepartmentRef } from '../../api/types.ts';
import { BandBars, type BandBarsProps } from './ChartBox.tsx';
import { DataTable, figureColumns, type Flags } from './DataTable.tsx';
import { byDepartment, useFormats } from './format.ts';
import { Section } from './Section.tsx';

/** A measure's answer with one row of figures a department and the company's total row. */
type ByDepartment<F extends Flags> = {
  departments: (F & { department: DepartmentRef })[];
  total: F;
  scope: AnalyticsScope;
};

/** A department's row (or the total's): its figures, a key and the name in the row header. */
type Row<F> = F & { key: string; name: string };

type FigureSpec<R> = { id: string; label: string; text: (row: R) => string };

type DepartmentSectionProps<F extends Flags, T extends ByDepartment<F>> = {
  title: string;
  about: string;
  answer: UseQueryResult<T>;
  /** The chart's value axis. */
  axis: BandBarsProps['axis'];
  /** The chart's bars over the departments, top to bottom. */
  series: (rows: Row<F>[]) => BarSeries[];
  /** The table's columns after the department's name, each a figure of the row (or the total). */
  figures: FigureSpec<Row<F>>[];
};

/** A measure per department: bars a department, or a table of its figures with the company's total below. */
export function DepartmentSection<F extends Flags, T extends ByDepartment<F>>({
  title,
  about,
  answer,
  axis,
  series,
  figures,
}: DepartmentSectionProps<F, T>) {
  const translate = useTranslate();
  const format = useFormats();
  const rowsOf = (data: T): Row<F>[] => byDepartment(data.departments, format);
  const flags = (row: Row<F>): Flags => row;
  return (
    <Section
      title={title}
      about={about}
      query={answer}
      empty={(data) => data.departments.length === 0}
      chart={(data) => {
        const rows = rowsOf(data);
        return <BandBars label={title} bands={rows.map((row) => row.name)} axis={axis} series={series(rows)} />;
      }}
      table={(data) => (
        <DataTable<Row<F>>
          label={title}
          head={translate('app.analytics.department')}
          rows={rowsOf(data)}
          total={{ ...data.total, key: 'total', name: translate('app.analytics.total') }}
          columns={figureColumns<Row<F>>(
            data.scope.min_group_size,
            figures.map((figure) => ({ ...figure, flags })),
          )}
        />
      )}
    />
  );
}
