import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SelfDeadlineAction } from '../../../../contract/enums.ts';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import { agreementStatusEnum, formTypeEnum, periodStatusEnum } from './enums.ts';
import { employeeInPositions } from './structure.ts';

export const assessmentPeriods = pgTable(
  'assessment_periods',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The name's look-alike form (server/src/names.ts); null only for a look-alike kept from before it was checked. */
    nameSkeleton: text(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    selfDeadline: date({ mode: 'string' }).notNull(),
    managerDeadline: date({ mode: 'string' }).notNull(),
    feedbackDeadline: date({ mode: 'string' }).notNull(),
    status: periodStatusEnum().notNull().default('draft'),
    formType: formTypeEnum().notNull().default('SMPL'),
    /** Reminders go this many days before each stage's deadline to whoever holds the form. */
    reminderDays: integer()
      .array()
      .notNull()
      .default(sql`'{3,1}'::integer[]`),
    /** After a deadline: an overdue reminder every this many days, at most `overdueMaxTimes` times. */
    overdueEveryDays: integer().notNull().default(2),
    overdueMaxTimes: integer().notNull().default(3),
    /** Overdue by this many days: the holder's manager is told. */
    escalateAfterDays: integer().notNull().default(3),
    /** `none`, or `move_to_manager`: forms still in SELF after the self deadline move on to the reviewer. */
    selfDeadlineAction: text().$type<SelfDeadlineAction>().notNull().default('none'),
    ...versioned,
  },
  (t) => [
    index('periods_company_status_idx').on(t.companyId, t.status),
    index('periods_company_start_idx').on(t.companyId, t.startDate),
    uniqueIndex('periods_company_name_skeleton_uq').on(t.companyId, t.nameSkeleton),
    // At most one active period per company: the dashboards and the launch of forms take "the" active one.
    uniqueIndex('periods_one_active_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'active'`),
  ],
);

const catalogue = {
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  /** The name's look-alike form (server/src/names.ts); null only for a look-alike kept from before it was checked. */
  nameSkeleton: text(),
  description: text().notNull().default(''),
  order: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...versioned,
};

export const values = pgTable('values', { ...catalogue }, (t) => [
  index('values_company_order_idx').on(t.companyId, t.order),
  index('values_company_name_idx').on(t.companyId, t.name),
  uniqueIndex('values_company_name_skeleton_uq').on(t.companyId, t.nameSkeleton),
]);

export const hipoSkills = pgTable('hipo_skills', { ...catalogue }, (t) => [
  index('hipo_skills_company_order_idx').on(t.companyId, t.order),
  index('hipo_skills_company_name_idx').on(t.companyId, t.name),
  uniqueIndex('hipo_skills_company_name_skeleton_uq').on(t.companyId, t.nameSkeleton),
]);

export const agreements = pgTable(
  'agreements',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    periodId: integer()
      .notNull()
      .references(() => assessmentPeriods.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    dueDate: date({ mode: 'string' }),
    status: agreementStatusEnum().notNull().default('new'),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [
    index('agreements_company_employee_idx').on(t.companyId, t.employeeId),
    index('agreements_company_period_idx').on(t.companyId, t.periodId),
    // The list's search, ILIKE '%part%' on the title or the description.
    index('agreements_text_trgm_idx').using('gin', t.title.op('gin_trgm_ops'), t.description.op('gin_trgm_ops')),
  ],
);

export type FieldChange = { before: unknown; after: unknown };

export const agreementHistory = pgTable(
  'agreement_history',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agreementId: integer()
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    changes: jsonb().$type<Record<string, FieldChange>>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreement_history_company_agreement_idx').on(t.companyId, t.agreementId, t.at)],
);
