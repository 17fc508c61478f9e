import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { CheckInOut } from '../../api/types.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { percentOf } from './GoalProgress.tsx';

/** The goal's progress after each check-in of the page shown, oldest on the left (a lazy chunk: the charts library). */
export function ProgressChart({ checkIns }: { checkIns: CheckInOut[] }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const points = [...checkIns].reverse();
  return (
    <LineChart
      height={220}
      aria-label={translate('app.goals.check_ins.chart')}
      xAxis={[{ scaleType: 'point', data: points.map((checkIn) => formatDate(checkIn.at)) }]}
      yAxis={[{ min: 0, max: 100 }]}
      series={[
        {
          data: points.map((checkIn) => percentOf(checkIn.progress_after)),
          label: translate('app.goals.columns.progress'),
        },
      ]}
    />
  );
}
