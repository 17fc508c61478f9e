import { Box, Button, Divider, List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { queryKeys } from '../api/queryKeys.ts';
import { useCompanyApi } from '../api/useCompanyApi.ts';
import { QueryState } from '../components/QueryState.tsx';
import { NoticeItem } from '../features/notifications/NoticeItem.tsx';
import { useMarkAllRead } from '../features/notifications/useNoticeActions.ts';
import { UNREAD_POLL_MS } from './notificationPolling.ts';

/** How many of the latest notices the bell lists; the notifications page has them all. */
const LATEST = { page: 1, page_size: 8 };

export interface NotificationPanelProps {
  unread: number;
  onClose: () => void;
}

/** The bell's panel: the latest notices, each a link to its page, "mark all read" and the way to the full list. */
export function NotificationPanel({ unread, onClose }: NotificationPanelProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const { api, companyId } = useCompanyApi();
  const list = useQuery({
    queryKey: queryKeys.notifications.list(companyId, LATEST),
    queryFn: () => api.getNotifications(LATEST),
    refetchInterval: UNREAD_POLL_MS,
  });
  const markAll = useMarkAllRead();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {translate('app.notifications.title')}
        </Typography>
        <Button size="small" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
          {translate('app.notifications.bell.read_all')}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ maxHeight: 'min(480px, calc(100vh - 180px))', overflowY: 'auto' }}>
        <QueryState query={list} skeletonHeight={160}>
          {(page) =>
            page.results.length ? (
              <List disablePadding aria-label={translate('app.notifications.bell.latest')}>
                {page.results.map((notice) => (
                  <NoticeItem key={notice.id} notice={notice} onFollow={onClose} />
                ))}
              </List>
            ) : (
              <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
                {translate('app.notifications.bell.empty')}
              </Typography>
            )
          }
        </QueryState>
      </Box>
      <Divider />
      <Button
        component={Link}
        to={`${basename}/notifications/`}
        onClick={onClose}
        fullWidth
        sx={{ borderRadius: 0, py: 1 }}
      >
        {translate('app.notifications.bell.all')}
      </Button>
    </>
  );
}
