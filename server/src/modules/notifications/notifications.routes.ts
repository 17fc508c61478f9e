import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import {
  markedOut,
  notificationList,
  notificationListQuery,
  notificationSettingsOut,
  notificationSettingsPut,
  outboxList,
  outboxListQuery,
  outboxOut,
  unreadOut,
} from './notifications.schemas.ts';
import {
  getSettings,
  listNotifications,
  listOutbox,
  markAllRead,
  markRead,
  putSettings,
  retryFailed,
  retryMessage,
  unreadCount,
} from './notifications.service.ts';

const tags = ['notifications'];

export const notificationsRoutes = {
  'notifications.list': {
    summary: "The caller's notices in the company, newest first (unread=true: only those not yet read)",
    tags,
    access: 'member',
    params: companyParam,
    query: notificationListQuery,
    response: notificationList,
  },
  'notifications.unreadCount': {
    summary: "How many of the caller's notices in the company are unread (the bell)",
    tags,
    access: 'member',
    params: companyParam,
    response: unreadOut,
  },
  'notifications.read': {
    summary: 'Mark one of your notices read (marked: 0 when it already was)',
    tags,
    access: 'member',
    params: idParam,
    response: markedOut,
  },
  'notifications.readAll': {
    summary: 'Mark all your notices in the company read',
    tags,
    access: 'member',
    params: companyParam,
    response: markedOut,
  },
  'notifications.settings': {
    summary: "The caller's notification settings: mail language, mail off per kind, daily digest, own time zone",
    tags,
    access: 'member',
    params: companyParam,
    response: notificationSettingsOut,
  },
  'notifications.updateSettings': {
    summary: "Replace the caller's notification settings (the same for every company)",
    tags,
    access: 'member',
    params: companyParam,
    body: notificationSettingsPut,
    response: notificationSettingsOut,
  },
  'notifications.outbox': {
    summary: 'Admins: every message of the company as it went out or would have, newest first',
    tags,
    access: 'admin',
    params: companyParam,
    query: outboxListQuery,
    response: outboxList,
  },
  'notifications.retry': {
    summary: 'Admins: send a failed message again (any other status: 409 outbox_not_failed)',
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    response: outboxOut,
  },
  'notifications.retryFailed': {
    summary: 'Admins: send every failed message of the company again',
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    response: markedOut,
  },
} satisfies RouteDefs;

/**
 * Notifications: each member reads and marks their own notices and sets their mail; admins read the
 * company's outbox ("Отправленные уведомления") and send failed messages again.
 */
export function registerNotificationRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  route(api, notificationsRoutes, 'notifications.list', async ({ req, query, caller }) => {
    const { rows, total } = await listNotifications(db, caller, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, notificationsRoutes, 'notifications.unreadCount', async ({ caller }) => unreadCount(db, caller));

  route(api, notificationsRoutes, 'notifications.read', async ({ params, caller }) =>
    markRead(db, clock, caller, params.id),
  );

  route(api, notificationsRoutes, 'notifications.readAll', async ({ caller }) => markAllRead(db, clock, caller));

  route(api, notificationsRoutes, 'notifications.settings', async ({ auth, params }) =>
    getSettings(db, auth.user.id, params.companyId),
  );

  route(api, notificationsRoutes, 'notifications.updateSettings', async ({ body, auth, params }) =>
    putSettings(db, clock, auth.user.id, params.companyId, body),
  );

  route(api, notificationsRoutes, 'notifications.outbox', async ({ req, params, query }) => {
    const { rows, total, capped } = await listOutbox(db, params.companyId, query);
    return { ...pageOf(req, rows, total, query.page, query.page_size), count_capped: capped };
  });

  route(api, notificationsRoutes, 'notifications.retry', async ({ params, caller }) =>
    retryMessage(db, clock, caller, params.id),
  );

  route(api, notificationsRoutes, 'notifications.retryFailed', async ({ caller }) => retryFailed(db, clock, caller));
}
