import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language, MailStatus, NotificationKind } from '../../../../contract/enums.ts';
import { companies, users } from './accounts.ts';
import { assessmentForms } from './forms.ts';
import { assessmentPeriods } from './settings.ts';

/**
 * The notifications: each row is at once a person's in-app notice and the outbox of its mail. It is written
 * in the transaction of the change that causes it; the delivery worker claims pending rows with
 * `FOR UPDATE SKIP LOCKED`, so any number of server processes deliver each one once. `key` is unique
 * (event, form, recipient, occurrence or reminder number): a retried change or a second scheduler adds nothing.
 * `data` is what the texts need, copied when the notice is written (names, period, deadline, reason), so that
 * the list and the mail show what was true then. The mail's subject and bodies are stored as they went out.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    formId: integer().references(() => assessmentForms.id, { onDelete: 'cascade' }),
    periodId: integer().references(() => assessmentPeriods.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The page to act on, from the site's root: `/c/1/performance-review/employee-dashboard/form/?id=7`. */
    link: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
    mailStatus: text().$type<MailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** A claimed row is skipped by other workers until then; a worker that dies mid-send frees it this way. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text().notNull().default(''),
    sentAt: timestamp({ withTimezone: true }),
    mailTo: text().notNull().default(''),
    subject: text().notNull().default(''),
    bodyText: text().notNull().default(''),
    bodyHtml: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('notifications_key_uq').on(t.key),
    // A person's list, newest first, and the bell's unread count.
    index('notifications_user_company_created_idx').on(t.userId, t.companyId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId, t.companyId)
      .where(sql`${t.readAt} is null`),
    // The worker's queue: only the rows still to send.
    index('notifications_pending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.mailStatus} = 'pending'`),
    // Held for a person's daily digest.
    index('notifications_digest_idx')
      .on(t.userId, t.companyId)
      .where(sql`${t.mailStatus} = 'digest'`),
    // The admins' outbox: newest first, by status.
    index('notifications_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('notifications_company_status_idx').on(t.companyId, t.mailStatus, t.createdAt),
    // The outbox's search by subject and address (the recipient's name and email go through users' own index).
    index('notifications_outbox_search_trgm_idx').using(
      'gin',
      t.subject.op('gin_trgm_ops'),
      t.mailTo.op('gin_trgm_ops'),
    ),
    index('notifications_form_idx').on(t.formId),
  ],
);

/** Each person's choices, for every company they belong to. Without a row: Russian, every mail on, no digest, chat on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lang: text().$type<Language>().notNull().default('ru'),
  /** The kinds whose mail the person turned off; the in-app notice still comes. */
  mailOff: text()
    .$type<NotificationKind>()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** One mail a day with everything, instead of a mail per notice. */
  digest: boolean().notNull().default(false),
  /** Notices in the person's linked Telegram chat (chat/); off, none goes there. */
  chat: boolean().notNull().default(true),
  /** The person's own IANA time zone, for their deadlines, reminders and mail; null: their company's. */
  timeZone: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
