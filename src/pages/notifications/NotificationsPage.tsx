import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { NotificationList } from './NotificationList.tsx';
import { NotificationSettingsForm } from './NotificationSettingsForm.tsx';

const TABS = ['list', 'settings'] as const;
type TabName = (typeof TABS)[number];

const tabId = (tab: TabName) => `notifications-tab-${tab}`;
const panelId = (tab: TabName) => `notifications-panel-${tab}`;

/** `/c/{companyId}/notifications/`: every notice of the caller, and (`?tab=settings`) what they get by mail. */
export function NotificationsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'settings' ? 'settings' : 'list';
  const choose = (next: TabName) => setParams(next === 'list' ? {} : { tab: next }, { replace: true });
  const title = translate('app.notifications.title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1200, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => choose(next)}
        aria-label={translate('app.notifications.page.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={tabId(name)}
            aria-controls={panelId(name)}
            label={translate(`app.notifications.page.${name}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'list' ? <NotificationList /> : <NotificationSettingsForm />}
      </Box>
    </Box>
  );
}
