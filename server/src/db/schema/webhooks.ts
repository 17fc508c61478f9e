import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WebhookEvent, WebhookStatus, WebhookType } from '../../../../contract/webhooks.ts';
import { companies, users } from './accounts.ts';

/**
 * A company's webhook endpoints: a URL that gets the events it subscribes to, signed with its secret. The
 * secret is kept as is (signing needs it) and answered only when made: on creation and on rotation.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    eventTypes: text().array().$type<WebhookEvent[]>().notNull(),
    secret: text().notNull(),
    active: boolean().notNull().default(true),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId, t.id)],
);

/**
 * The webhooks' outbox: one row per event and endpoint, written in the transaction of the change (emit.ts).
 * The worker claims pending rows with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), as the mail's
 * worker does; the unique (event, endpoint) key keeps a retried change from queueing an event twice, and
 * "send again" tries the same row again rather than adding one. `next_attempt_at` is null for a row due at
 * once (a new event, one sent again), else the time its retry waits for. `payload` is the event's `data`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid().notNull(),
    eventType: text().$type<WebhookType>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<WebhookStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text().notNull().default(''),
    lastResponseStatus: integer(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_uq').on(t.eventId, t.endpointId),
    // The worker's queue: only the rows still to send, those due at once first.
    index('webhook_deliveries_pending_idx')
      .on(t.nextAttemptAt.asc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'pending'`),
    // An endpoint's delivery log, newest first.
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt, t.id),
    index('webhook_deliveries_company_idx').on(t.companyId),
  ],
);

/** A company's webhook settings; without a row, the defaults. */
export const webhookSettings = pgTable('webhook_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Endpoints may resolve to loopback and private networks (off: server-side request forgery). */
  allowPrivateAddresses: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
