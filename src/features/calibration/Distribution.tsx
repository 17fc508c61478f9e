import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StackedList } from '../../components/StackedList.tsx';
import { useFitsWidth } from '../../components/useFitsWidth.ts';
import type { SessionDetailOut } from '../../api/types.ts';
import { useFormatNumber } from './format.ts';

type Distribution = SessionDetailOut['distribution'];

/** Far from the target: the deviation is shown in the error colour. */
const FAR = 5;

/** One bar a grade against a line at its target, both in percent of the session's people. */
function Bars({ distribution }: { distribution: Distribution }) {
  const translate = useTranslate();
  const number = useFormatNumber();
  const top = Math.max(10, ...distribution.grades.flatMap((g) => [g.percent, g.target]));
  const summary = distribution.grades
    .map((g) =>
      translate('app.calibration.distribution.chart_item', {
        grade: g.grade,
        percent: number(g.percent, 1),
        target: number(g.target, 1),
      }),
    )
    .join('; ');
  return (
    <Box role="img" aria-label={translate('app.calibration.distribution.chart', { summary })}>
      <Box sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap' }} aria-hidden>
        <Legend color="primary.main" label={translate('app.calibration.distribution.now')} />
        <Legend color="text.primary" label={translate('app.calibration.distribution.target')} line />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }} aria-hidden>
        {distribution.grades.map((g) => (
          <Box
            key={g.grade}
            sx={{ display: 'grid', gridTemplateColumns: '16px 1fr 56px', gap: 1, alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {g.grade}
            </Typography>
            <Box sx={{ position: 'relative', height: 18, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${(g.percent / top) * 100}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 1,
                  transition: 'width 0.3s',
                }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  top: -3,
                  bottom: -3,
                  left: `calc(${(g.target / top) * 100}% - 1px)`,
                  width: 2,
                  bgcolor: 'text.primary',
                }}
              />
            </Box>
            <Typography variant="caption" sx={{ textAlign: 'right' }}>
              {translate('app.calibration.distribution.share_value', { value: number(g.percent, 1) })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Legend({ color, label, line = false }: { color: string; label: string; line?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ width: line ? 2 : 12, height: 12, bgcolor: color, borderRadius: line ? 0 : 0.5 }} />
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}

/** Cells as narrow as their figures, headings wrapping: the table fits a laptop's column beside the chart. */
const TABLE_SX = { '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-head': { verticalAlign: 'bottom' } } as const;

/** The table's figures as a list, a grade at a time, for a box too narrow for its columns. */
function GradeList({ distribution, signed }: { distribution: Distribution; signed: (value: number) => string }) {
  const translate = useTranslate();
  const number = useFormatNumber();
  const column = (name: string) => translate(`app.calibration.distribution.${name}`);
  const items = distribution.grades.map((g) => ({
    key: String(g.grade),
    title: translate(`app.calibration.grades.${g.grade}`),
    pairs: [
      { key: 'count', label: column('count'), value: g.count },
      { key: 'percent', label: column('percent'), value: number(g.percent, 1) },
      { key: 'target_percent', label: column('target_percent'), value: number(g.target, 1) },
      {
        key: 'deviation',
        label: column('deviation'),
        value: signed(g.deviation),
        sx: { fontWeight: 600, color: Math.abs(g.deviation) >= FAR ? 'error.dark' : undefined },
      },
      { key: 'manager', label: column('manager'), value: number(g.manager_percent, 1) },
    ],
  }));
  return (
    <StackedList
      items={[...items, { key: 'total', title: `${column('total')}: ${String(distribution.total)}`, pairs: [] }]}
    />
  );
}

/**
 * The grades after calibration against the target curve: a chart, and every figure in a table. With forms on
 * their own scales among them (`acrossScales`), a grade counts at its place on 0..5 and the section says so.
 */
export function DistributionSection({
  distribution,
  acrossScales = false,
}: {
  distribution: Distribution;
  acrossScales?: boolean;
}) {
  const translate = useTranslate();
  const number = useFormatNumber();
  const column = (name: string) => translate(`app.calibration.distribution.${name}`);
  const signed = (value: number) => (value > 0 ? `+${number(value, 1)}` : number(value, 1).replace('-', '−'));
  const sum = (pick: (g: Distribution['grades'][number]) => number) =>
    distribution.grades.reduce((total, g) => total + pick(g), 0);
  const [box, fits] = useFitsWidth<HTMLDivElement>();
  return (
    <Box
      component="section"
      aria-labelledby="session-distribution"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography id="session-distribution" component="h2" variant="h6">
          {column('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {column('intro')}
        </Typography>
        {acrossScales ? (
          <Typography variant="body2" color="text.secondary">
            {column('scales')}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ maxWidth: 720 }}>
        <Bars distribution={distribution} />
      </Box>
      {/* Too narrow for the table's columns (a phone), the figures are a list of grades; until it is drawn so, the
          table scrolls sideways, the region taking the focus so that the keyboard scrolls it too. */}
      <Box ref={box} role="region" tabIndex={0} aria-label={column('table')} sx={{ overflowX: 'auto', maxWidth: 960 }}>
        {fits ? null : <GradeList distribution={distribution} signed={signed} />}
        <Table size="small" aria-label={column('table')} sx={fits ? TABLE_SX : { display: 'none' }}>
          <TableHead>
            <TableRow>
              <TableCell>{column('grade')}</TableCell>
              <TableCell align="right">{column('count')}</TableCell>
              <TableCell align="right">{column('percent')}</TableCell>
              <TableCell align="right">{column('target_percent')}</TableCell>
              <TableCell align="right">{column('deviation')}</TableCell>
              <TableCell align="right">{column('manager')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {distribution.grades.map((g) => (
              <TableRow key={g.grade}>
                <TableCell component="th" scope="row">
                  {translate(`app.calibration.grades.${g.grade}`)}
                </TableCell>
                <TableCell align="right">{g.count}</TableCell>
                <TableCell align="right">{number(g.percent, 1)}</TableCell>
                <TableCell align="right">{number(g.target, 1)}</TableCell>
                <TableCell
                  align="right"
                  sx={{ color: Math.abs(g.deviation) >= FAR ? 'error.dark' : undefined, fontWeight: 600 }}
                >
                  {signed(g.deviation)}
                </TableCell>
                <TableCell align="right">{number(g.manager_percent, 1)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                {column('total')}
              </TableCell>
              <TableCell align="right">{distribution.total}</TableCell>
              <TableCell align="right">
                {number(
                  sum((g) => g.percent),
                  1,
                )}
              </TableCell>
              <TableCell align="right">
                {number(
                  sum((g) => g.target),
                  1,
                )}
              </TableCell>
              <TableCell />
              <TableCell align="right">
                {number(
                  sum((g) => g.manager_percent),
                  1,
                )}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </Box>
  );
}
