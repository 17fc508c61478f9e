import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A person's private calendar feed (their review deadlines and 1:1s in every company they work in): one per
 * person, only the sha256 of the token is kept. Issuing a new one replaces it (the old address answers 404),
 * revoking deletes it. It belongs to the person, not to a company, like their session.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash)],
);
