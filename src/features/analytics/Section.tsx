import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AnalyticsScope } from '../../api/types.ts';
import { QueryState } from '../../components/QueryState.tsx';

type View = 'chart' | 'table';

/** Whether any figure in an answer is withheld (a chart leaves it out, the table says so cell by cell). */
export function anyWithheld(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(anyWithheld);
  if (typeof value !== 'object' || value === null) return false;
  if ('suppressed' in value && value.suppressed === true) return true;
  return Object.values(value).some(anyWithheld);
}

/** What a section reads of an answer's scope: the small-group threshold its withheld figures fell under. */
export type SectionScope = Pick<AnalyticsScope, 'min_group_size'>;

/** An answer that names its small-group threshold at the top, as a section reads it: in a scope. */
export function withScope<T extends SectionScope>(data: T): T & { scope: SectionScope } {
  return { ...data, scope: { min_group_size: data.min_group_size } };
}

export type SectionProps<T extends { scope: SectionScope }> = {
  title: string;
  /** What the measure is and how it is computed. */
  about: ReactNode;
  query: UseQueryResult<T>;
  /** The chart; a section without one is a table (the heatmap). */
  chart?: (data: T) => ReactNode;
  table: (data: T) => ReactNode;
  /** Under either view: notes on the figures (the reference mean, withheld cells). */
  footer?: (data: T) => ReactNode;
  /** Shown instead of both views when there is nothing to draw. */
  empty?: (data: T) => boolean;
};

/**
 * One measure on a card: a heading, what it means, then its chart or, at the press of "Таблица", the same
 * figures as a table (the chart's accessible reading too).
 */
export function Section<T extends { scope: SectionScope }>({
  title,
  about,
  query,
  chart,
  table,
  footer,
  empty,
}: SectionProps<T>) {
  const translate = useTranslate();
  const [view, setView] = useState<View>('chart');
  const headingId = useId();
  const shown = chart ? view : 'table';
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {chart ? (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: View | null) => {
                if (next) setView(next);
              }}
              aria-label={translate('app.analytics.view_of', { title })}
            >
              <ToggleButton value="chart">{translate('app.analytics.view.chart')}</ToggleButton>
              <ToggleButton value="table">{translate('app.analytics.view.table')}</ToggleButton>
            </ToggleButtonGroup>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {about}
        </Typography>
        <QueryState query={query} skeletonHeight={220}>
          {(data) =>
            empty?.(data) ? (
              <Typography color="text.secondary">{translate('app.analytics.nothing')}</Typography>
            ) : (
              <>
                {shown === 'chart' && chart ? chart(data) : table(data)}
                {shown === 'chart' && anyWithheld(data) ? (
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.analytics.chart_withheld', { min: data.scope.min_group_size })}
                  </Typography>
                ) : null}
                {footer?.(data)}
              </>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
