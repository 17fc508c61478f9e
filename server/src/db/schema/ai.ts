import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Each user's AI calls per minute, counted in the database so that the limit holds across server processes:
 * one upsert a call (see ai/rate-limit.ts). Old windows are deleted as the user's next calls come in.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    calls: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.windowStart] })],
);
