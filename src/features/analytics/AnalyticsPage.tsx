import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { MyExports } from '../exports/MyExports.tsx';
import { AnalyticsFilters } from './AnalyticsFilters.tsx';
import { CompletionSection } from './CompletionSection.tsx';
import { GapSection } from './GapSection.tsx';
import { GradesSection } from './GradesSection.tsx';
import { HeatmapSection } from './HeatmapSection.tsx';
import { GoalsSection } from './GoalsSection.tsx';
import { HipoSection } from './HipoSection.tsx';
import { LeniencySection } from './LeniencySection.tsx';
import { OneOnOnesSection } from './OneOnOnesSection.tsx';
import { PraiseSection } from './PraiseSection.tsx';
import { Review360Section } from './Review360Section.tsx';
import { ScopeLine } from './ScopeLine.tsx';
import { TrendSection } from './TrendSection.tsx';
import { useAnalyticsFilters } from './useAnalyticsFilters.ts';

/**
 * `/c/{companyId}/performance-review/analytics/`: a period's review in figures (admins: the company; managers:
 * the people they oversee), each measure a chart with its table; cells of too few people are withheld.
 */
export function AnalyticsPage() {
  const translate = useTranslate();
  const { filters, options, query, ready, setPeriod, setDepartment } = useAnalyticsFilters();
  const title = translate('app.analytics.title');
  const sections = { query, enabled: ready };
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <ExportMenu period={filters.period} department={filters.department} />
      </Box>
      <AnalyticsFilters
        period={filters.period}
        department={filters.department}
        periods={options.periods}
        departments={options.departments}
        onPeriod={setPeriod}
        onDepartment={setDepartment}
      />
      <ScopeLine {...sections} />
      <HeatmapSection {...sections} />
      <CompletionSection {...sections} />
      <GradesSection {...sections} />
      <GapSection {...sections} />
      <HipoSection {...sections} />
      <GoalsSection {...sections} />
      <LeniencySection key={JSON.stringify(query)} {...sections} />
      <TrendSection {...sections} />
      <Review360Section {...sections} />
      <PraiseSection {...sections} />
      <OneOnOnesSection {...sections} />
      <Card component="section" aria-labelledby="my-exports-title">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h6" component="h2" id="my-exports-title">
            {translate('app.exports.mine')}
          </Typography>
          <MyExports pageSize={5} />
        </CardContent>
      </Card>
    </Box>
  );
}
