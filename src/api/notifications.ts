import { request, type Query } from '../httpClient.ts';
import type {
  MarkedOut,
  NudgeIn,
  NudgeOut,
  NotificationListOut,
  NotificationSettingsOut,
  NotificationSettingsPut,
  OutboxListOut,
  OutboxOut,
  UnreadOut,
} from './types.ts';

/**
 * The notifications' calls under `companies/companies/{id}/notifications/`: the caller's own notices and mail
 * settings, and (admins only) the company's outbox of mail as it went out or would have.
 */
export function notificationCalls(companyId: number) {
  const root = `companies/companies/${companyId}/notifications/`;
  return {
    /** The caller's notices, newest first; `unread`, `page`, `page_size`. */
    getNotifications: (query: Query) => request<NotificationListOut>('GET', root, { query }),
    /** The bell's number. */
    getUnreadCount: () => request<UnreadOut>('GET', `${root}unread_count/`),
    markNotificationRead: (id: number) => request<MarkedOut>('POST', `${root}${id}/read/`),
    markAllNotificationsRead: () => request<MarkedOut>('POST', `${root}read_all/`),
    getNotificationSettings: () => request<NotificationSettingsOut>('GET', `${root}settings/`),
    putNotificationSettings: (body: NotificationSettingsPut) =>
      request<NotificationSettingsOut>('PUT', `${root}settings/`, { body }),
    /** The outbox, newest first; `status`, `kind`, `search`, `page`, `page_size`. */
    getOutbox: (query: Query) => request<OutboxListOut>('GET', `${root}outbox/`, { query }),
    /** Queues a failed message to be sent again (any other status: 409 `outbox_not_failed`). */
    retryOutbox: (id: number) => request<OutboxOut>('POST', `${root}outbox/${id}/retry/`),
    /** Queues every failed message to be sent again; `marked` says how many. */
    retryFailedOutbox: () => request<MarkedOut>('POST', `${root}outbox/retry_failed/`),
    /** Admins: reminds whoever holds each overdue form of the period (or department) now, each form once a day. */
    nudgeOverdue: (body: NudgeIn) => request<NudgeOut>('POST', `${root}nudge/`, { body }),
  };
}
