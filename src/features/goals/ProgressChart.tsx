import { LineChart } from '@mui/x-charts/LineChart';

/**
 * The goal's progress (in percent) after each check-in, oldest on the left: a lazy chunk of its own (the charts
 * library), handed its words and dates by its section so that it shares no module with the screens.
 */
export function ProgressChart({
  label,
  series,
  points,
}: {
  label: string;
  series: string;
  points: [string, number][];
}) {
  return (
    <LineChart
      height={220}
      aria-label={label}
      xAxis={[{ scaleType: 'point', data: points.map(([at]) => at) }]}
      yAxis={[{ min: 0, max: 100 }]}
      series={[{ data: points.map(([, percent]) => percent), label: series }]}
    />
  );
}
