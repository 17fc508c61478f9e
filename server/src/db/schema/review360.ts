import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Review360NominationMode,
  Review360QuestionKind,
  Review360Relationship,
  Review360RequestStatus,
  Review360SubjectStatus,
} from '../../../../contract/enums.ts';
import { REVIEW360_DEFAULTS } from '../../../../contract/limits.ts';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import { assessmentPeriods, values } from './settings.ts';
import { employeeInPositions } from './structure.ts';

const tenant = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const period = () =>
  integer()
    .notNull()
    .references(() => assessmentPeriods.id, { onDelete: 'cascade' });

/**
 * A period's 360 feedback, as an admin set it. Without a row (or `enabled` false) the period has none.
 * `deadline` null: the period's self-assessment deadline.
 */
export const review360Settings = pgTable(
  'review360_settings',
  {
    periodId: period().primaryKey(),
    companyId: tenant(),
    enabled: boolean().notNull().default(false),
    nominationMode: text().$type<Review360NominationMode>().notNull().default('employee_proposes'),
    minReviewers: integer().notNull().default(REVIEW360_DEFAULTS.min_reviewers),
    maxReviewers: integer().notNull().default(REVIEW360_DEFAULTS.max_reviewers),
    /** How many requests one person may receive in the period, so that nobody is flooded. */
    maxRequestsPerReviewer: integer().notNull().default(REVIEW360_DEFAULTS.max_requests_per_reviewer),
    /** A group's answers are shown only once at least this many of its reviewers submitted (never below 2). */
    anonymityThreshold: integer().notNull().default(REVIEW360_DEFAULTS.anonymity_threshold),
    deadline: date({ mode: 'string' }),
    ...versioned,
  },
  (t) => [
    index('review360_settings_company_idx').on(t.companyId),
    check('review360_settings_threshold_ck', sql`${t.anonymityThreshold} >= 2`),
  ],
);

/** The questions of a period's 360, in order. Frozen once a request of the period went out. */
export const review360Questions = pgTable(
  'review360_questions',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    periodId: period(),
    kind: text().$type<Review360QuestionKind>().notNull(),
    /** The company value a `value` question asks about. */
    valueId: integer().references(() => values.id, { onDelete: 'restrict' }),
    /** The admin's wording of a `grade` or `text` question; empty for the others. */
    text: text().notNull().default(''),
    order: integer().notNull().default(0),
  },
  (t) => [index('review360_questions_period_idx').on(t.periodId, t.order)],
);

/** A person reviewed in a period's 360: where their nomination stands. */
export const review360Subjects = pgTable(
  'review360_subjects',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    periodId: period(),
    subjectId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    status: text().$type<Review360SubjectStatus>().notNull().default('nominating'),
    /** When requests went out (the list approved or assigned), and when answering closed: written once, never undone. */
    approvedAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('review360_subjects_period_subject_uq').on(t.periodId, t.subjectId),
    index('review360_subjects_company_period_idx').on(t.companyId, t.periodId, t.status),
  ],
);

/**
 * One reviewer asked about one person. The request knows who was asked and whether they answered; it never
 * holds what they answered once submitted: `draft` (the reviewer's unsent answers, read by them alone) is
 * emptied at submission, when the answers move to review360_answers without any link back here.
 */
export const review360Requests = pgTable(
  'review360_requests',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    periodId: period(),
    subjectRowId: integer()
      .notNull()
      .references(() => review360Subjects.id, { onDelete: 'cascade' }),
    reviewerId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    relationship: text().$type<Review360Relationship>().notNull(),
    status: text().$type<Review360RequestStatus>().notNull().default('proposed'),
    addedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    declineReason: text().notNull().default(''),
    draft: jsonb()
      .$type<{ question_id: number; grade: number | null; comment: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...versioned,
  },
  (t) => [
    uniqueIndex('review360_requests_subject_reviewer_uq').on(t.subjectRowId, t.reviewerId),
    // A reviewer's list ("Запросы на обратную связь") and the cap on the requests one person receives.
    index('review360_requests_company_reviewer_idx').on(t.companyId, t.reviewerId, t.periodId),
    index('review360_requests_period_status_idx').on(t.periodId, t.status),
  ],
);

/** An answer row: no request, no author, no time, and a random id (a serial one would give the order). */
const answerColumns = () => ({
  id: uuid().primaryKey().defaultRandom(),
  companyId: tenant(),
  subjectRowId: integer()
    .notNull()
    .references(() => review360Subjects.id, { onDelete: 'cascade' }),
  relationship: text().$type<Review360Relationship>().notNull(),
  questionId: integer()
    .notNull()
    .references(() => review360Questions.id, { onDelete: 'cascade' }),
  grade: smallint(),
  comment: text().notNull().default(''),
});

/**
 * Answers submitted before the person's 360 is released, sealed: nothing reads them but the release
 * (review360/release.ts), which moves all of a person's at once to review360_answers, in random order, and
 * deletes them here.
 */
export const review360PendingAnswers = pgTable('review360_pending_answers', answerColumns(), (t) => [
  index('review360_pending_answers_subject_idx').on(t.subjectRowId),
]);

/**
 * The released answers, one row per question and reviewer, with nothing that leads back to the reviewer,
 * all of a person's written by the release's transaction in random order. Read only aggregated per
 * relationship group (review360 results).
 */
export const review360Answers = pgTable('review360_answers', answerColumns(), (t) => [
  index('review360_answers_subject_question_idx').on(t.subjectRowId, t.questionId),
]);
