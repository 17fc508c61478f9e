import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import type { ReviewSummaryOut } from '../../api/types.ts';
import { REVIEW_PATHS } from './queries.ts';
import { ActivePeriodCard, FormsByStageCard } from '../../components/PeriodWidgets.tsx';

type Part = 'period' | 'my_form' | 'reviewing' | 'stages';

function ReviewScreen({ titleKey, parts }: { titleKey: string; parts: Part[] }) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const summary = useQuery({ queryKey: queryKeys.review.summary(companyId), queryFn: () => api.getReviewSummary() });
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate(titleKey)} />
      <Typography variant="h5" component="h1">
        {translate(titleKey)}
      </Typography>
      <QueryState query={summary}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            {parts.includes('period') ? <ActivePeriodCard period={data.active_period} /> : null}
            {parts.includes('my_form') ? <MyFormCard summary={data} /> : null}
            {parts.includes('reviewing') ? <ReviewingCard count={data.reviewing_count} /> : null}
            {parts.includes('stages') ? <FormsByStageCard forms={data.forms_by_stage} /> : null}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}

function MyFormCard({ summary }: { summary: ReviewSummaryOut }) {
  const translate = useTranslate();
  const basename = useBasename();
  const form = summary.my_form;
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {translate('app.review.my_form')}
        </Typography>
        {form ? (
          <>
            <Chip
              color="primary"
              label={translate('app.review.my_form_stage', { stage: translate(`app.stages.${form.stage}`) })}
            />
            <Button component={Link} to={`${basename}${REVIEW_PATHS.form}`} variant="contained">
              {translate('app.review.open_form')}
            </Button>
          </>
        ) : (
          <Typography color="text.secondary">{translate('app.review.no_form')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

function ReviewingCard({ count }: { count: number }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.review.reviewing', { count })}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function PerformanceReviewPage() {
  return <ReviewScreen titleKey="app.review.title" parts={['period', 'my_form', 'reviewing', 'stages']} />;
}
