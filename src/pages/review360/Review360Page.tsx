import { Alert, Box, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../components/QueryState.tsx';
import { useCompany } from '../../shell/session.tsx';
import { useFilterOptions } from '../performance-review/useFilterOptions.ts';
import { MyReviewers } from './MyReviewers.tsx';
import { TeamTab } from './TeamTab.tsx';
import { useReview360Settings } from './useNomination.ts';

const TABS = ['mine', 'team'] as const;
type TabName = (typeof TABS)[number];

const tabId = (tab: TabName) => `review360-tab-${tab}`;
const panelId = (tab: TabName) => `review360-panel-${tab}`;

/**
 * `/c/{companyId}/performance-review/feedback-360/`: the caller's own reviewers in the active period and, for
 * managers and admins (`?tab=team`), the people whose lists they change and approve.
 */
export function Review360Page() {
  const translate = useTranslate();
  const company = useCompany();
  const [params, setParams] = useSearchParams();
  const leads = company.is_admin || company.role === 'MANAGER';
  const tab: TabName = leads && params.get('tab') === 'team' ? 'team' : 'mine';
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
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) => setParams(next === 'mine' ? {} : { tab: next }, { replace: true })}
          aria-label={translate('app.review360.nomination.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              id={tabId(name)}
              aria-controls={panelId(name)}
              label={translate(`app.review360.nomination.tabs.${name}`)}
            />
          ))}
        </Tabs>
      ) : null}
      <Box role={leads ? 'tabpanel' : undefined} id={panelId(tab)} aria-labelledby={leads ? tabId(tab) : undefined}>
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
      </Box>
    </Box>
  );
}
