import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Optimistic locking: every editable row carries a version the client sends back. */
export const versioned = {
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
