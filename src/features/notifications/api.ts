import type { NudgeIn, NotificationSettingsPut } from '../../api/types.ts';
import { call, type Query } from '../../httpClient.ts';

/**
 * The notifications' calls: the caller's own notices and mail settings, and (admins only) the company's outbox
 * of mail as it went out or would have.
 */
export function notificationCalls(companyId: number) {
  return {
    /** The caller's notices, newest first; `unread`, `page`, `page_size`. */
    getNotifications: (query: Query) => call('notifications.list', { params: { companyId }, query }),
    /** The bell's number. */
    getUnreadCount: () => call('notifications.unreadCount', { params: { companyId } }),
    markNotificationRead: (id: number) => call('notifications.read', { params: { companyId, id } }),
    markAllNotificationsRead: () => call('notifications.readAll', { params: { companyId } }),
    getNotificationSettings: () => call('notifications.settings', { params: { companyId } }),
    putNotificationSettings: (body: NotificationSettingsPut) =>
      call('notifications.updateSettings', { params: { companyId }, body }),
    /** The outbox, newest first; `status`, `kind`, `search`, `page`, `page_size`. */
    getOutbox: (query: Query) => call('notifications.outbox', { params: { companyId }, query }),
    /** Queues a failed message to be sent again (any other status: 409 `outbox_not_failed`). */
    retryOutbox: (id: number) => call('notifications.retry', { params: { companyId, id } }),
    /** Queues every failed message to be sent again; `marked` says how many. */
    retryFailedOutbox: () => call('notifications.retryFailed', { params: { companyId } }),
    /** Admins: reminds whoever holds each overdue form of the period (or department) now, each form once a day. */
    nudgeOverdue: (body: NudgeIn) => call('notifications.nudge', { params: { companyId }, body }),
  };
}
