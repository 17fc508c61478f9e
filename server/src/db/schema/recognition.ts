import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { praiseReactionEnum } from './enums.ts';
import { values } from './settings.ts';
import { employeeInPositions } from './structure.ts';

/**
 * A request for feedback: about the requester, or (a manager's) about one of their people, asked of chosen
 * colleagues. Each colleague asked is a row of `feedback_request_people`.
 */
export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requesterId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    subjectId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    message: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_requests_company_requester_idx').on(t.companyId, t.requesterId, t.createdAt, t.id)],
);

export const feedbackRequestPeople = pgTable(
  'feedback_request_people',
  {
    requestId: integer()
      .notNull()
      .references(() => feedbackRequests.id, { onDelete: 'cascade' }),
    personId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.personId] }),
    index('feedback_request_people_person_idx').on(t.companyId, t.personId, t.requestId),
  ],
);

/**
 * Feedback any time: signed, private to its recipient (and author), shared with the recipient's manager when
 * `shared_with_manager`. `request_id` when it answers a request.
 */
export const peerFeedback = pgTable(
  'peer_feedback',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    recipientId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    sharedWithManager: boolean().notNull().default(false),
    requestId: integer().references((): AnyPgColumn => feedbackRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('peer_feedback_company_recipient_idx').on(t.companyId, t.recipientId, t.createdAt, t.id),
    index('peer_feedback_company_author_idx').on(t.companyId, t.authorId, t.createdAt, t.id),
    index('peer_feedback_request_idx').on(t.requestId),
  ],
);

/** Praise: public in the company, tied to one of its values; an admin may hide it with a reason. */
export const praise = pgTable(
  'praise',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    valueId: integer()
      .notNull()
      .references(() => values.id, { onDelete: 'restrict' }),
    text: text().notNull(),
    hidden: boolean().notNull().default(false),
    hiddenReason: text().notNull().default(''),
    hiddenById: integer().references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed pages newest first by (created_at, id), read backwards; the hidden ones left out for members.
    index('praise_company_feed_idx').on(t.companyId, t.createdAt, t.id),
    index('praise_company_visible_feed_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`not ${t.hidden}`),
    index('praise_company_value_idx').on(t.companyId, t.valueId),
    index('praise_author_idx').on(t.authorId),
  ],
);

/** The people a praise thanks. */
export const praiseRecipients = pgTable(
  'praise_recipients',
  {
    praiseId: integer()
      .notNull()
      .references(() => praise.id, { onDelete: 'cascade' }),
    recipientId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.praiseId, t.recipientId] }),
    index('praise_recipients_person_idx').on(t.companyId, t.recipientId, t.praiseId),
  ],
);

/** One reaction of a kind per person and praise. */
export const praiseReactions = pgTable(
  'praise_reactions',
  {
    praiseId: integer()
      .notNull()
      .references(() => praise.id, { onDelete: 'cascade' }),
    personId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    kind: praiseReactionEnum().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.praiseId, t.personId, t.kind] }),
    index('praise_reactions_person_idx').on(t.personId),
  ],
);
