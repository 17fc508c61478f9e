import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';

/** A check-in on the chart: its date in full (the tooltip), shortened (the axis), and the progress after it (0..1). */
export type ChartPoint = { date: string; tick: string; progress: number };

/**
 * The goal's progress after each check-in, oldest on the left, each check-in a point on its line, on a 0-100% axis: a
 * lazy chunk of its own (the charts library), handed its words, dates and language by its section so that it shares
 * no module with the screens. Its name (`label`) is the heading above it; the one series needs no legend.
 */
export function ProgressChart({
  label,
  series,
  points,
  locale,
}: {
  label: string;
  series: string;
  points: ChartPoint[];
  locale: string;
}) {
  // A share (0..1) as a percentage in the reader's language: "40%", "40 %".
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const percent = (share: number) => percentFormat.format(share);
  // Check-ins are placed by their order, not their dates: two on one day are two points.
  const at = (index: number) => points.at(index);
  return (
    // Size containment: the chart takes the card's width rather than widening it.
    <Box role="img" aria-label={label} sx={{ width: '100%', contain: 'inline-size' }}>
      <LineChart
        height={240}
        hideLegend
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((_point, index) => index),
            valueFormatter: (index: number, context) =>
              (context.location === 'tick' ? at(index)?.tick : at(index)?.date) ?? '',
          },
        ]}
        yAxis={[
          {
            min: 0,
            max: 1,
            tickInterval: [0, 0.25, 0.5, 0.75, 1],
            valueFormatter: (share: number) => percent(share),
            width: 'auto',
          },
        ]}
        series={[
          {
            data: points.map((point) => point.progress),
            label: series,
            curve: 'linear',
            showMark: true,
            valueFormatter: (share) => (share === null ? '' : percent(share)),
          },
        ]}
      />
    </Box>
  );
}
