import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roleEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    isStaff: boolean().notNull().default(false),
    /** When the person's personal data was erased (server/src/modules/personaldata/erase.ts); null while it is kept. */
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    // Staff find users by email or name (either order) with a contains search; the list reads by name.
    index('users_search_trgm_idx').using(
      'gin',
      t.email.op('gin_trgm_ops'),
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
      sql`(${t.lastName} || ' ' || ${t.firstName}) gin_trgm_ops`,
    ),
    index('users_name_order_idx').on(t.lastName, t.firstName, t.id),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    plan: text().notNull().default('standard'),
    seatLimit: integer().notNull().default(100),
    /** A goal without a check-in for this many days is due one (reminders, the manager dashboard). */
    goalCheckInDays: integer().notNull().default(7),
    /**
     * People without an active position are erased this many days after their positions last changed (their
     * deactivation) by the scheduler (personaldata/retention.ts); null: never by itself.
     */
    eraseDeactivatedAfterDays: integer(),
    /** The company's IANA time zone: its deadlines end at midnight there, its files write times in it. */
    timeZone: text().notNull().default('Europe/Moscow'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum().notNull().default('EMPLOYEE'),
    isAdmin: boolean().notNull().default(false),
    /** The person's id in the company's identity provider (SCIM `externalId`), unique within the company. */
    externalId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_company_user_uq').on(t.companyId, t.userId),
    uniqueIndex('memberships_company_external_id_uq').on(t.companyId, t.externalId),
    index('memberships_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value; the raw token never reaches the database. */
    id: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: integer().references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb().$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull().default(''),
    targetId: integer(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The log's page (newest first) by itself and under each filter: an actor, an area (`person` of `person.updated`)
  // or an exact action, an object; the actor index also lists the actors one index probe each.
  (t) => [
    index('audit_log_company_at_idx').on(t.companyId, t.at, t.id),
    index('audit_log_company_actor_idx').on(t.companyId, t.userId, t.at, t.id),
    index('audit_log_company_area_idx').on(t.companyId, sql`split_part(${t.action}, '.', 1)`, t.at, t.id),
    index('audit_log_company_action_idx').on(t.companyId, t.action, t.at, t.id),
    index('audit_log_company_target_idx').on(t.companyId, t.targetType, t.targetId, t.at, t.id),
  ],
);

/**
 * What users tell the product team. The company is the one it was written in, if any: feedback from a user
 * without a company is kept too, and so is feedback whose company or author is later deleted.
 */
export const productFeedback = pgTable(
  'product_feedback',
  {
    id: serial().primaryKey(),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    page: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_feedback_company_idx').on(t.companyId, t.createdAt),
    // The staff list reads newest first, with or without a company filter, and searches the text.
    index('product_feedback_created_idx').on(t.createdAt, t.id),
    index('product_feedback_user_idx').on(t.userId),
    index('product_feedback_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
  ],
);
