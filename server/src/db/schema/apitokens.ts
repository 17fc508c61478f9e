import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TokenScope } from '../../../../contract/api-tokens.ts';
import { companies, users } from './accounts.ts';

/**
 * A company's API tokens: a script calls the company's API as the admin who created the token, within its
 * scopes (contract/api-tokens.ts). Only the SHA-256 of the secret is kept; `hint` is its first characters, for
 * telling tokens apart in the list. Revoked and expired tokens stay listed.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    hint: text().notNull(),
    secretHash: text().notNull(),
    scopes: text().array().$type<TokenScope[]>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdById: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_secret_hash_uq').on(t.secretHash), index('api_tokens_company_idx').on(t.companyId)],
);
