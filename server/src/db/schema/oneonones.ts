import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import { oneOnOneCadenceEnum, oneOnOneMeetingStatusEnum } from './enums.ts';
import { agreements } from './settings.ts';
import { employeeInPositions } from './structure.ts';

/**
 * A manager and one of their people meeting one on one, at a cadence. Either side may start it; the pair is one
 * series. `next_meeting_at` is when the next meeting is due (the scheduler and the calendar read it).
 */
export const oneOnOneSeries = pgTable(
  'one_on_one_series',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    managerId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    reportId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    cadence: oneOnOneCadenceEnum().notNull().default('weekly'),
    nextMeetingAt: timestamp({ withTimezone: true }).notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('one_on_one_series_pair_uq').on(t.companyId, t.managerId, t.reportId),
    index('one_on_one_series_company_report_idx').on(t.companyId, t.reportId),
    index('one_on_one_series_company_next_idx').on(t.companyId, t.nextMeetingAt),
  ],
);

/**
 * A person's private calendar feed of a series: only the sha256 of the token is kept. Issuing a new one replaces
 * it (the old address answers 404), revoking deletes it.
 */
export const oneOnOneFeeds = pgTable(
  'one_on_one_feeds',
  {
    seriesId: integer()
      .notNull()
      .references(() => oneOnOneSeries.id, { onDelete: 'cascade' }),
    personId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.personId] }), uniqueIndex('one_on_one_feeds_token_uq').on(t.tokenHash)],
);

/** One meeting of a series, with the notes both sides share. */
export const oneOnOneMeetings = pgTable(
  'one_on_one_meetings',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    seriesId: integer()
      .notNull()
      .references(() => oneOnOneSeries.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    status: oneOnOneMeetingStatusEnum().notNull().default('scheduled'),
    sharedNotes: text().notNull().default(''),
    ...versioned,
  },
  (t) => [
    // A pair's history and its next meeting, newest first (read backwards); the day-before reminders by date.
    index('one_on_one_meetings_series_at_idx').on(t.seriesId, t.scheduledAt, t.id),
    index('one_on_one_meetings_company_at_idx').on(t.companyId, t.scheduledAt),
    index('one_on_one_meetings_notes_trgm_idx').using('gin', t.sharedNotes.op('gin_trgm_ops')),
  ],
);

/** A talking point of a meeting's shared agenda; one not discussed is copied to the next meeting (`carried_from_id`). */
export const oneOnOnePoints = pgTable(
  'one_on_one_points',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    meetingId: integer()
      .notNull()
      .references(() => oneOnOneMeetings.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => employeeInPositions.id, { onDelete: 'set null' }),
    text: text().notNull(),
    discussed: boolean().notNull().default(false),
    carriedFromId: integer().references((): AnyPgColumn => oneOnOnePoints.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_on_one_points_meeting_idx').on(t.meetingId, t.position, t.id),
    index('one_on_one_points_carried_idx').on(t.carriedFromId),
    index('one_on_one_points_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
  ],
);

/** A person's own notes of a meeting: read by their author only (never the other side, admins, exports or the AI). */
export const oneOnOnePrivateNotes = pgTable(
  'one_on_one_private_notes',
  {
    meetingId: integer()
      .notNull()
      .references(() => oneOnOneMeetings.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    text: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.authorId] })],
);

/**
 * An action item: an owner (one of the pair), a due date, done or not. An open one moves to each next meeting
 * (`meeting_id` is the latest it is on, `first_meeting_id` where it was agreed) until it is done.
 */
export const oneOnOneActionItems = pgTable(
  'one_on_one_action_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    seriesId: integer()
      .notNull()
      .references(() => oneOnOneSeries.id, { onDelete: 'cascade' }),
    meetingId: integer()
      .notNull()
      .references(() => oneOnOneMeetings.id, { onDelete: 'cascade' }),
    firstMeetingId: integer()
      .notNull()
      .references(() => oneOnOneMeetings.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    dueDate: date({ mode: 'string' }),
    done: boolean().notNull().default(false),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_on_one_action_items_meeting_idx').on(t.meetingId, t.id),
    // A person's open items (the dashboard, the review form) and the due reminders.
    index('one_on_one_action_items_owner_open_idx')
      .on(t.companyId, t.ownerId, t.dueDate)
      .where(sql`not ${t.done}`),
    index('one_on_one_action_items_due_open_idx')
      .on(t.dueDate)
      .where(sql`not ${t.done}`),
    index('one_on_one_action_items_series_idx').on(t.seriesId, t.createdAt),
  ],
);

/** The company's suggested questions for a meeting, in order (admins edit them). */
export const oneOnOneQuestions = pgTable(
  'one_on_one_questions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('one_on_one_questions_company_idx').on(t.companyId, t.position, t.id)],
);

/** Goals a meeting looks at: their progress shows on it. */
export const oneOnOneMeetingGoals = pgTable(
  'one_on_one_meeting_goals',
  {
    meetingId: integer()
      .notNull()
      .references(() => oneOnOneMeetings.id, { onDelete: 'cascade' }),
    goalId: integer()
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.goalId] }), index('one_on_one_meeting_goals_goal_idx').on(t.goalId)],
);
