import { Box, Typography } from '@mui/material';
import { blue } from '@mui/material/colors';
import type { HeatmapOut } from '../../api/types.ts';
import type { Query } from '../../httpClient.ts';
import { DataTable, type Named } from './DataTable.tsx';
import { Figure } from './Figure.tsx';
import { byDepartment } from './format.ts';
import { Section } from './Section.tsx';
import { useSection } from './useAnalyticsFilters.ts';

/** Light to dark; black text reads on the first six, white on the last three (WCAG AA either way). */
const STEPS = [
  { bgcolor: blue[50], color: '#000' },
  { bgcolor: blue[100], color: '#000' },
  { bgcolor: blue[200], color: '#000' },
  { bgcolor: blue[300], color: '#000' },
  { bgcolor: blue[400], color: '#000' },
  { bgcolor: blue[600], color: '#000' },
  { bgcolor: blue[700], color: '#fff' },
  { bgcolor: blue[800], color: '#fff' },
  { bgcolor: blue[900], color: '#fff' },
];

type Mean = { suppressed: boolean; partial: boolean; mean: number | null };
type HeatRow = Named & { cells: Map<number, Mean>; total: Mean };

/** The colour of a mean on the scale of the means shown (lowest lightest). */
export function colourScale(means: number[]) {
  const low = Math.min(...means);
  const high = Math.max(...means);
  return {
    low,
    high,
    of: (mean: number | null) => {
      if (mean === null || !means.length) return undefined;
      const t = high > low ? (mean - low) / (high - low) : 0.5;
      return STEPS[Math.round(t * (STEPS.length - 1))];
    },
  };
}

/** The mean manager grade of each company value in each department, as a colour-scaled table. */
export function HeatmapSection({ query, enabled }: { query: Query; enabled: boolean }) {
  const { translate, format, answer, title } = useSection('heatmap', query, enabled, (api, q) =>
    api.getAnalyticsHeatmap(q),
  );

  const table = (data: HeatmapOut) => {
    const minGroup = data.scope.min_group_size;
    const rows: HeatRow[] = byDepartment(data.departments, format).map((row) => ({
      key: row.key,
      name: row.name,
      cells: new Map(row.cells.map((cell) => [cell.value_id, { ...cell, partial: false }])),
      total: row.total,
    }));
    const means = rows.flatMap((row) =>
      [...row.cells.values()].flatMap((cell) => (cell.mean === null || cell.suppressed ? [] : [cell.mean])),
    );
    const scale = colourScale(means);
    const total: HeatRow = {
      key: 'total',
      name: translate('app.analytics.heatmap.value_mean'),
      cells: new Map(data.value_totals.map((cell) => [cell.value_id, cell])),
      total: data.total,
    };
    const figure = (cell: Mean | undefined) =>
      cell ? (
        <Figure text={format.mean(cell.mean)} suppressed={cell.suppressed} partial={cell.partial} minGroup={minGroup} />
      ) : (
        '—'
      );
    return (
      <>
        <DataTable<HeatRow>
          label={title}
          head={translate('app.analytics.department')}
          rows={rows}
          total={total}
          columns={[
            ...data.values.map((value) => ({
              id: `value-${value.id}`,
              label: value.name,
              numeric: true,
              cell: (row: HeatRow) => figure(row.cells.get(value.id)),
              colors: (row: HeatRow) => {
                const cell = row.cells.get(value.id);
                return row.key === 'total' || !cell || cell.suppressed ? undefined : scale.of(cell.mean);
              },
            })),
            {
              id: 'department-mean',
              label: translate('app.analytics.heatmap.department_mean'),
              numeric: true,
              cell: (row: HeatRow) => figure(row.total),
            },
          ]}
        />
        {means.length ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.analytics.heatmap.legend', {
                low: format.mean(scale.low),
                high: format.mean(scale.high),
              })}
            </Typography>
            <Box aria-hidden="true" sx={{ display: 'flex' }}>
              {STEPS.map((step) => (
                <Box key={step.bgcolor} sx={{ width: 20, height: 14, bgcolor: step.bgcolor }} />
              ))}
            </Box>
          </Box>
        ) : null}
      </>
    );
  };

  return (
    <Section
      title={title}
      about={translate('app.analytics.heatmap.about')}
      query={answer}
      empty={(data) => data.departments.length === 0 || data.values.length === 0}
      table={table}
    />
  );
}
