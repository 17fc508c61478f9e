import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PageTabs, TabPanel, useTabParam } from '../../components/PageTabs.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useCompany } from '../../shell/sessionContext.tsx';
import { useFilterOptions } from '../../hooks/useFilterOptions.ts';
import { MyReviewers } from './MyReviewers.tsx';
import { TeamTab } from './TeamTab.tsx';
import { useReview360Settings } from './useNomination.ts';

const TABS = ['mine', 'team'] as const;

/**
 * `/c/{companyId}/performance-review/feedback-360/`: the caller's own reviewers in the active period and, for
 * managers and admins (`?tab=team`), the people whose lists they change and approve.
 */
export function Review360Page() {
  const translate = useTranslate();
  const company = useCompany();
  const leads = company.is_admin || company.role === 'MANAGER';
  const [tab, choose] = useTabParam(TABS, leads);
  const { active, ready } = useFilterOptions();
  const settings = useReview360Settings(active?.id ?? null);
  const title = translate('app.review360.nomination.title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1200, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {leads ? (
        <PageTabs
          id="review360"
          tabs={TABS}
          value={tab}
          onChange={choose}
          label={translate('app.review360.nomination.tabs.label')}
          tabLabel={(name) => translate(`app.review360.nomination.tabs.${name}`)}
        />
      ) : null}
      <TabPanel id="review360" tab={tab} tabbed={leads}>
        {!ready ? <Skeleton variant="rounded" height={160} /> : null}
        {ready && !active ? <Alert severity="info">{translate('app.review360.nomination.no_period')}</Alert> : null}
        {active ? (
          <QueryState query={settings}>
            {(loaded) =>
              tab === 'team' ? (
                loaded.enabled ? (
                  <TeamTab settings={loaded} />
                ) : (
                  <Alert severity="info">
                    {translate('app.review360.nomination.not_enabled', { period: loaded.period_name })}
                  </Alert>
                )
              ) : (
                <MyReviewers settings={loaded} />
              )
            }
          </QueryState>
        ) : null}
      </TabPanel>
    </Box>
  );
}
