import { Box } from '@mui/material';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import type { XAxis } from '@mui/x-charts/models';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A chart in the reader's language, named for screen readers as a picture whose figures the "Таблица" view
 * reads out.
 */
export function ChartBox({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <ChartsLocalizationProvider
      localeText={{ noData: translate('app.analytics.nothing'), loading: translate('app.loading') }}
    >
      <Box
        role="img"
        aria-label={translate('app.analytics.chart_label', { title: label })}
        // Size containment: the chart takes the card's width rather than widening it.
        sx={{ width: '100%', contain: 'inline-size' }}
      >
        {children}
      </Box>
    </ChartsLocalizationProvider>
  );
}

export type BandBarsProps = {
  label: string;
  /** One band a row (a department, a value, a reviewer), top to bottom. */
  bands: string[];
  series: BarSeries[];
  /** The value axis (its label, range, format). */
  axis?: XAxis<'linear'>;
};

/** Horizontal bars, one band a row: room for long names on narrow windows. */
export function BandBars({ label, bands, series, axis }: BandBarsProps) {
  return (
    <ChartBox label={label}>
      <BarChart
        height={Math.max(160, 60 + bands.length * 34)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: bands, width: 'auto' }]}
        xAxis={[{ ...axis }]}
        series={series}
        hideLegend={series.length < 2}
      />
    </ChartBox>
  );
}
