import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PageTabs, TabPanel, useTabParam } from '../../components/PageTabs.tsx';
import { CalendarFeedSection } from '../calendar/CalendarFeedSection.tsx';
import { TelegramLinkSection } from '../chat/TelegramLinkSection.tsx';
import { NotificationList } from './NotificationList.tsx';
import { NotificationSettingsForm } from './NotificationSettingsForm.tsx';

const TABS = ['list', 'settings'] as const;

/** `/c/{companyId}/notifications/`: every notice of the caller, and (`?tab=settings`) what they get by mail. */
export function NotificationsPage() {
  const translate = useTranslate();
  const [tab, choose] = useTabParam(TABS);
  const title = translate('app.notifications.title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1200, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <PageTabs
        id="notifications"
        tabs={TABS}
        value={tab}
        onChange={choose}
        label={translate('app.notifications.page.tabs')}
        tabLabel={(name) => translate(`app.notifications.page.${name}`)}
      />
      <TabPanel id="notifications" tab={tab}>
        {tab === 'list' ? (
          <NotificationList />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TelegramLinkSection />
            <NotificationSettingsForm />
            <CalendarFeedSection />
          </Box>
        )}
      </TabPanel>
    </Box>
  );
}
