import DoneIcon from '@mui/icons-material/Done';
import { Box, Button, FormControlLabel, IconButton, List, Paper, Switch, Tooltip, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import type { Query } from '../../httpClient.ts';
import { StaffPagination } from '../../components/StaffPagination.tsx';
import { useAddressList } from '../../hooks/useAddressList.ts';
import { NoticeItem } from './NoticeItem.tsx';
import { useMarkAllRead, useMarkRead } from './useNoticeActions.ts';

/** Every notice of the caller, newest first, a page at a time; `?unread=true` keeps the unread ones. */
export function NotificationList() {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const { params, query: base, pager, update } = useAddressList();
  const unreadOnly = params.get('unread') === 'true';
  const query = useMemo<Query>(() => ({ ...base, ...(unreadOnly ? { unread: true } : {}) }), [base, unreadOnly]);
  const list = useQuery({
    queryKey: queryKeys.notifications.list(companyId, query),
    queryFn: () => api.getNotifications(query),
    placeholderData: keepPreviousData,
  });
  const unread = useQuery({
    queryKey: queryKeys.notifications.unread(companyId),
    queryFn: () => api.getUnreadCount(),
  });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const empty = translate(`app.notifications.page.${unreadOnly ? 'empty_unread' : 'empty'}`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={unreadOnly}
              onChange={(event) => update({ unread: event.target.checked ? 'true' : null })}
            />
          }
          label={translate('app.notifications.page.only_unread')}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DoneIcon />}
          disabled={!unread.data?.count || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {translate('app.notifications.bell.read_all')}
        </Button>
      </Box>
      <Paper>
        <QueryState query={list}>
          {(page) => (
            <>
              {page.results.length ? (
                <List disablePadding aria-label={translate('app.notifications.page.table')}>
                  {page.results.map((notice) => (
                    <NoticeItem
                      key={notice.id}
                      notice={notice}
                      secondaryAction={
                        notice.read_at === null ? (
                          <Tooltip title={translate('app.notifications.mark_read')}>
                            <IconButton
                              edge="end"
                              aria-label={translate('app.notifications.mark_read')}
                              disabled={markRead.isPending && markRead.variables === notice.id}
                              onClick={() => markRead.mutate(notice.id)}
                            >
                              <DoneIcon />
                            </IconButton>
                          </Tooltip>
                        ) : null
                      }
                    />
                  ))}
                </List>
              ) : (
                <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
                  {empty}
                </Typography>
              )}
              <StaffPagination count={page.count} {...pager} />
            </>
          )}
        </QueryState>
      </Paper>
    </Box>
  );
}
