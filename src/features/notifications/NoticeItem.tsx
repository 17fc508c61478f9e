import { Box, ListItem, ListItemButton, ListItemText } from '@mui/material';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NotificationOut } from '../../api/types.ts';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { useNoticeText } from './noticeText.ts';
import { useMarkRead } from './useNoticeActions.ts';

dayjs.extend(relativeTime);

/** A link the app can follow itself: a path from the site's root (never another site's address). */
export const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

export interface NoticeItemProps {
  notice: NotificationOut;
  /** Called when the notice's link is followed (the bell closes its panel). */
  onFollow?: () => void;
  /** Buttons beside the notice (the notifications page's "mark read"). */
  secondaryAction?: ReactNode;
}

/**
 * One notice: its sentence, when it came (how long ago; the exact time on hover), a dot while unread, and a link to
 * the page to act on. Following the link marks it read.
 */
export function NoticeItem({ notice, onFollow, secondaryAction }: NoticeItemProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const text = useNoticeText();
  const markRead = useMarkRead();
  const formatDateTime = useFormatDateTime();
  const unread = notice.read_at === null;
  const created = dayjs(notice.created_at).locale(locale === 'en' ? 'en' : 'ru');
  const follow = () => {
    if (unread) markRead.mutate(notice.id);
    onFollow?.();
  };
  const content = (
    <>
      <Box
        {...(unread ? { role: 'img', 'aria-label': translate('app.notifications.unread') } : { 'aria-hidden': true })}
        sx={{
          width: 8,
          height: 8,
          mt: 1,
          mr: 1.5,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <ListItemText
        primary={text(notice)}
        secondary={
          <time dateTime={notice.created_at} title={formatDateTime(notice.created_at)}>
            {created.fromNow()}
          </time>
        }
        slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' } } }}
        sx={{ my: 0 }}
      />
    </>
  );
  return (
    <ListItem disablePadding divider secondaryAction={secondaryAction} sx={{ alignItems: 'flex-start' }}>
      {isAppPath(notice.link) ? (
        <ListItemButton component={Link} to={notice.link} onClick={follow} sx={{ alignItems: 'flex-start', py: 1.25 }}>
          {content}
        </ListItemButton>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', px: 2, py: 1.25, width: '100%' }}>{content}</Box>
      )}
    </ListItem>
  );
}
