import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CalibrationChangeKind,
  CalibrationStatus,
  ExportKind,
  ExportStatus,
  Level,
} from '../../../../contract/enums.ts';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import { assessmentForms } from './forms.ts';
import { assessmentPeriods } from './settings.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * How each company cuts the 9-box's axes. Performance is the form's overall grade (0..5), or the mean of
 * the manager's value grades where there is none; potential is the share of hipo skills decided IS_HIPO
 * (0..1). A value at or above `*MediumFrom` is medium, at or above `*HighFrom` high. Without a row: the
 * defaults below.
 */
export const nineBoxSettings = pgTable('nine_box_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  performanceMediumFrom: doublePrecision().notNull().default(3),
  performanceHighFrom: doublePrecision().notNull().default(4),
  potentialMediumFrom: doublePrecision().notNull().default(0.34),
  potentialHighFrom: doublePrecision().notNull().default(0.67),
  ...versioned,
});

/**
 * A calibration session: an admin opens it for a period and departments (with their subtrees) and invites
 * managers; the target curve is the share of people the company aims at per overall grade (percent by grade
 * "0".."5"). Locking writes each entry's calibrated grade to its form; a locked session changes only after an
 * admin reopens it with a reason.
 */
export const calibrationSessions = pgTable(
  'calibration_sessions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: integer()
      .notNull()
      .references(() => assessmentPeriods.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    departmentIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    targetCurve: jsonb().$type<Record<string, number>>().notNull().default({}),
    status: text().$type<CalibrationStatus>().notNull().default('open'),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp({ withTimezone: true }),
    lockedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [index('calibration_sessions_company_period_idx').on(t.companyId, t.periodId)],
);

/** The managers invited to a session. */
export const calibrationParticipants = pgTable(
  'calibration_participants',
  {
    sessionId: integer()
      .notNull()
      .references(() => calibrationSessions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('calibration_participants_user_idx').on(t.userId)],
);

/**
 * A person in a session: the calibrated grade and box as the participants set them (null: as computed from
 * the form). `version` makes two participants moving the same person at once a 409 for the second.
 */
export const calibrationEntries = pgTable(
  'calibration_entries',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sessionId: integer()
      .notNull()
      .references(() => calibrationSessions.id, { onDelete: 'cascade' }),
    formId: integer()
      .notNull()
      .references(() => assessmentForms.id, { onDelete: 'cascade' }),
    calibratedGrade: smallint(),
    performance: text().$type<Level>(),
    potential: text().$type<Level>(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('calibration_entries_session_form_uq').on(t.sessionId, t.formId),
    index('calibration_entries_form_idx').on(t.formId),
  ],
);

/** Every change in a session, kept for good: who, when, before, after and why. */
export const calibrationChanges = pgTable(
  'calibration_changes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sessionId: integer()
      .notNull()
      .references(() => calibrationSessions.id, { onDelete: 'cascade' }),
    formId: integer().references(() => assessmentForms.id, { onDelete: 'cascade' }),
    kind: text().$type<CalibrationChangeKind>().notNull(),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    before: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    reason: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calibration_changes_session_at_idx').on(t.sessionId, t.at, t.id)],
);

/**
 * An export someone asked for: built in the background with its progress, then kept for download (the file
 * in the database, so that any server process serves it) until `expiresAt`.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: text().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<ExportKind>().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<ExportStatus>().notNull().default('queued'),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    filename: text().notNull().default(''),
    contentType: text().notNull().default(''),
    file: bytea(),
    error: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('export_jobs_company_user_idx').on(t.companyId, t.userId, t.createdAt)],
);
