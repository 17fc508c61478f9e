import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNotifyFailure } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

/** After marking: the bell's number and every page of the list are read again. */
function useRefreshNotices(): () => Promise<void> {
  const { companyId } = useCompanyApi();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unread(companyId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists(companyId) }),
    ]);
  };
}

/**
 * Marks one notice read. The refresh is the mutation's own, so it still happens when the screen that asked has
 * gone (following a notice's link closes the bell's list).
 */
export function useMarkRead() {
  const { api } = useCompanyApi();
  const refresh = useRefreshNotices();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: (id: number) => api.markNotificationRead(id),
    onSuccess: refresh,
    onError: notifyFailure,
  });
}

/** Marks all the caller's notices read, and says how many it marked. */
export function useMarkAllRead() {
  const { api } = useCompanyApi();
  const refresh = useRefreshNotices();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: () => api.markAllNotificationsRead(),
    onSuccess: async ({ marked }) => {
      notify('app.notifications.marked_all', { type: 'info', messageArgs: { smart_count: marked } });
      await refresh();
    },
    onError: notifyFailure,
  });
}
