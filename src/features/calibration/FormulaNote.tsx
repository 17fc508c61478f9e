import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { NineBoxSettingsOut } from '../../api/types.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { useFormatNumber } from './format.ts';

/** How the grid places people, with the company's thresholds written in (README, "9-box"). */
export function FormulaNote({ thresholds, action }: { thresholds: NineBoxSettingsOut; action?: ReactNode }) {
  const translate = useTranslate();
  const number = useFormatNumber();
  const formatDate = useFormatDate();
  return (
    <Box
      component="section"
      aria-labelledby="nine-box-formula"
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="nine-box-formula" component="h2" variant="subtitle1">
          {translate('app.calibration.formula.title')}
        </Typography>
        {action}
      </Box>
      <Typography variant="body2">
        {translate('app.calibration.formula.performance', {
          high: number(thresholds.performance_high_from),
          medium: number(thresholds.performance_medium_from),
        })}
      </Typography>
      <Typography variant="body2">
        {translate('app.calibration.formula.potential', {
          high: number(thresholds.potential_high_from),
          medium: number(thresholds.potential_medium_from),
        })}
      </Typography>
      <Typography variant="body2">{translate('app.calibration.formula.scales')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.calibration.formula.visibility')}{' '}
        {thresholds.updated_at
          ? translate('app.calibration.formula.updated', { date: formatDate(thresholds.updated_at) })
          : translate('app.calibration.formula.defaults')}
      </Typography>
    </Box>
  );
}
