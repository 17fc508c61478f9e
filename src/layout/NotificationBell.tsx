import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../api/queryKeys.ts';
import { useCompanyApi } from '../api/useCompanyApi.ts';
import { lazyScreen } from '../shell/lazyScreen.tsx';
import { UNREAD_POLL_MS } from './notificationPolling.ts';

const loadPanel = () => import('./NotificationPanel.tsx');
// The list is code of its own, fetched when the bell is pointed at or opened: the header carries only the button.
const NotificationPanel = lazyScreen(() => loadPanel().then((module) => module.NotificationPanel));
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** The header's bell: the number of unread notices, and the latest of them in a panel under it. */
export function NotificationBell() {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const unread = useQuery({
    queryKey: queryKeys.notifications.unread(companyId),
    queryFn: () => api.getUnreadCount(),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const count = unread.data?.count ?? 0;
  const label = count
    ? translate('app.notifications.bell.label', { smart_count: count })
    : translate('app.notifications.bell.label_none');
  const open = anchor !== null;

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
        >
          {/* The badge's number is part of the button's name; with none unread there is no number to show. */}
          {count ? (
            <Badge badgeContent={count} max={9999} color="error">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsNoneIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': translate('app.notifications.bell.latest'),
            sx: { width: 400, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <NotificationPanel unread={count} onClose={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
