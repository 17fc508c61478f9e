import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { SelfDeadlineAction } from '../../../../contract/enums.ts';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import {
  agreementStatusEnum,
  formTypeEnum,
  goalHealthEnum,
  goalOwnerKindEnum,
  goalVisibilityEnum,
  periodStatusEnum,
} from './enums.ts';
import { jobFamilies } from './competencies.ts';
import { departments, employeeInPositions } from './structure.ts';
import { reviewTemplates } from './templates.ts';

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
    /** The template a launch gives everyone no rule below matches; null: the built-in one of `formType`. */
    templateId: integer().references(() => reviewTemplates.id, { onDelete: 'restrict' }),
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

/**
 * Which template a period's launch gives whom: the first rule (by `order`) whose department (with its
 * sub-departments) or job family matches the person; the period's default template otherwise.
 */
export const periodTemplateRules = pgTable(
  'period_template_rules',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: integer()
      .notNull()
      .references(() => assessmentPeriods.id, { onDelete: 'cascade' }),
    order: integer().notNull().default(0),
    departmentId: integer().references(() => departments.id, { onDelete: 'cascade' }),
    jobFamilyId: integer().references(() => jobFamilies.id, { onDelete: 'cascade' }),
    templateId: integer()
      .notNull()
      .references(() => reviewTemplates.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('period_template_rules_period_idx').on(t.periodId, t.order),
    check('period_template_rules_target_ck', sql`${t.departmentId} is not null or ${t.jobFamilyId} is not null`),
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

/**
 * The spec's agreements, grown into goals (one concept): a person's goal is an agreement; a department's or the
 * company's goal has no employee. `progress` (0..1) is the weighted mean of the key results' progress, written by
 * the goals service in the transaction of every key-result or check-in write, never by a user.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerKind: goalOwnerKindEnum().notNull().default('person'),
    employeeId: integer().references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    departmentId: integer().references(() => departments.id, { onDelete: 'cascade' }),
    periodId: integer()
      .notNull()
      .references(() => assessmentPeriods.id, { onDelete: 'restrict' }),
    parentId: integer().references((): AnyPgColumn => agreements.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    dueDate: date({ mode: 'string' }),
    status: agreementStatusEnum().notNull().default('new'),
    weight: integer().notNull().default(1),
    visibility: goalVisibilityEnum().notNull().default('company'),
    health: goalHealthEnum(),
    progress: doublePrecision().notNull().default(0),
    lastCheckInAt: timestamp({ withTimezone: true }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [
    index('agreements_company_employee_idx').on(t.companyId, t.employeeId),
    index('agreements_company_period_idx').on(t.companyId, t.periodId),
    // A level of the tree, a page at a time: a goal's children, the company's first, then by title. The owner,
    // visibility and period after the order let a level's count and its filters read the index alone.
    index('agreements_company_parent_kind_title_idx').on(
      t.companyId,
      t.parentId,
      t.ownerKind.desc(),
      t.title,
      t.id,
      t.employeeId,
      t.departmentId,
      t.visibility,
      t.periodId,
    ),
    index('agreements_company_department_idx').on(t.companyId, t.departmentId),
    index('agreements_company_health_id_idx').on(t.companyId, t.health, t.id),
    // The list's search, ILIKE '%part%' on the title or the description.
    index('agreements_text_trgm_idx').using('gin', t.title.op('gin_trgm_ops'), t.description.op('gin_trgm_ops')),
    // Exactly the owner's column is set: a person's goal names the employee, a department's the department.
    check(
      'agreements_owner_ck',
      sql`(${t.ownerKind} = 'person' and ${t.employeeId} is not null and ${t.departmentId} is null)
        or (${t.ownerKind} = 'department' and ${t.departmentId} is not null and ${t.employeeId} is null)
        or (${t.ownerKind} = 'company' and ${t.employeeId} is null and ${t.departmentId} is null)`,
    ),
    check('agreements_weight_ck', sql`${t.weight} between 1 and 100`),
    check('agreements_progress_ck', sql`${t.progress} between 0 and 1`),
    check('agreements_parent_ck', sql`${t.parentId} <> ${t.id}`),
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
