import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatChannel, ChatStatus } from '../../../../contract/chat.ts';
import type { Language } from '../../../../contract/enums.ts';
import { companies, users } from './accounts.ts';
import { notifications } from './notifications.ts';

/**
 * A company's chat settings, set by its admins: the Telegram bot its people link (the token is kept to call the
 * Bot API and never answered to the web in full; the bot's username comes from Telegram when the token is saved)
 * and the Slack or Mattermost incoming webhook that gets the admins' daily digest, in `webhookLang`.
 * `telegramOffset` is the next update the runner reads from the bot (getUpdates), so each update is read once.
 */
export const chatSettings = pgTable('chat_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  telegramToken: text().notNull().default(''),
  telegramBotUsername: text().notNull().default(''),
  telegramOffset: bigint({ mode: 'number' }).notNull().default(0),
  webhookUrl: text().notNull().default(''),
  webhookLang: text().$type<Language>().notNull().default('ru'),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A person's Telegram chat with the company's bot. The row is made with a one-time code (only its SHA-256 kept,
 * working until `codeExpiresAt`); `/start <code>` sent to the bot fills `chatId` and clears the code. Unlinking,
 * or the bot blocked by the person, clears `chatId`.
 */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text(),
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    linkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('telegram_links_company_user_uq').on(t.companyId, t.userId),
    uniqueIndex('telegram_links_code_uq').on(t.codeHash),
  ],
);

/**
 * The chat outbox: one row per message to a chat, beside the notice's mail. `key` is unique (`telegram:<notice>`,
 * `webhook:<company>:<day>`), so a notice reaches a person's Telegram once and a company's channel gets one digest
 * a day, whatever the number of server processes. Claimed like mail: `FOR UPDATE SKIP LOCKED` and a lease, with
 * retries after a growing wait and `failed` after the last try.
 */
export const chatDeliveries = pgTable(
  'chat_deliveries',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text().$type<ChatChannel>().notNull(),
    key: text().notNull(),
    status: text().$type<ChatStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text().notNull().default(''),
    /** The message as it went out (or would have). */
    text: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_deliveries_key_uq').on(t.key),
    index('chat_deliveries_pending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('chat_deliveries_notification_idx').on(t.notificationId),
  ],
);
