import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import { formTypeEnum, hipoDecisionEnum, participantAgreementEnum, stageEnum } from './enums.ts';
import { agreements, assessmentPeriods, hipoSkills, values } from './settings.ts';
import { employeeInPositions } from './structure.ts';
import { reviewTemplateVersions } from './templates.ts';

const tenant = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
/**
 * What the forms list's name search looks in: "First Last" and "Last First" in one text, split by a line
 * break, which no search text holds once its spaces are collapsed (list.ts). ILIKE '%part%' on it matches
 * exactly when either order holds the part, and one trigram index over it answers the search.
 */
export function employeeNameKey(f: { employeeFirstName: PgColumn; employeeLastName: PgColumn }): SQL {
  return sql`(${f.employeeFirstName} || ' ' || ${f.employeeLastName} || E'\\n' || ${f.employeeLastName} || ' ' || ${f.employeeFirstName})`;
}

const formRef = () =>
  integer()
    .notNull()
    .references(() => assessmentForms.id, { onDelete: 'cascade' });

export const assessmentForms = pgTable(
  'assessment_forms',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    periodId: integer()
      .notNull()
      .references(() => assessmentPeriods.id, { onDelete: 'restrict' }),
    employeeId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'restrict' }),
    reviewerId: integer().references(() => employeeInPositions.id, { onDelete: 'set null' }),
    type: formTypeEnum().notNull().default('SMPL'),
    stage: stageEnum().notNull().default('SELF'),
    submittedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /**
     * The employee's names and department as they are now, copied here so that the forms list sorts and
     * searches by them through this table's own indexes (a sort over a join reads every form). Written by
     * the database alone: triggers (migration 0003_forms_name_sync) fill them when a form is created and
     * follow every change of the person's names, position or department's name, whoever makes it.
     */
    employeeLastName: text().notNull().default(''),
    employeeFirstName: text().notNull().default(''),
    employeeDepartmentName: text(),
    /** The template version the form follows (frozen); the built-in one of `type` for forms made before templates. */
    templateVersionId: integer().references(() => reviewTemplateVersions.id, { onDelete: 'restrict' }),
    ...versioned,
  },
  (t) => [
    uniqueIndex('forms_company_period_employee_uq').on(t.companyId, t.periodId, t.employeeId),
    index('forms_company_stage_idx').on(t.companyId, t.stage),
    index('forms_company_reviewer_idx').on(t.companyId, t.reviewerId),
    index('forms_company_employee_idx').on(t.companyId, t.employeeId),
    index('forms_company_updated_idx').on(t.companyId, t.updatedAt),
    index('forms_template_version_idx').on(t.templateVersionId),
    // `?ordering=employee` and `?ordering=department`, ties by id, read in index order: a page costs the
    // same whatever the number of forms.
    index('forms_company_employee_name_idx').on(t.companyId, t.employeeLastName, t.employeeFirstName, t.id),
    index('forms_company_department_name_idx').on(t.companyId, t.employeeDepartmentName, t.id),
    // The name search. Trigrams cannot lead with company_id; other companies' matches drop at the heap check.
    index('forms_employee_name_key_trgm_idx').using('gin', sql`${employeeNameKey(t)} gin_trgm_ops`),
  ],
);

/**
 * How many forms a company has per period, stage and type: triggers (migration 0005_form_counts_sync) change
 * these rows in the transaction of every form created, deleted or moved, so an admin's list and stage
 * counts read exact totals from a few rows instead of counting every form of the company. No foreign keys:
 * deleting a company deletes its forms, whose trigger then writes here after the company row is gone.
 */
export const formCounts = pgTable(
  'form_counts',
  {
    companyId: integer().notNull(),
    periodId: integer().notNull(),
    stage: stageEnum().notNull(),
    type: formTypeEnum().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'form_counts_pk', columns: [t.companyId, t.periodId, t.stage, t.type] })],
);

export const formValueItems = pgTable(
  'form_value_items',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    valueId: integer()
      .notNull()
      .references(() => values.id, { onDelete: 'restrict' }),
    selfGrade: smallint(),
    selfComment: text().notNull().default(''),
    managerGrade: smallint(),
    managerComment: text().notNull().default(''),
    ...versioned,
  },
  (t) => [
    uniqueIndex('form_value_items_form_value_uq').on(t.formId, t.valueId),
    // How many forms use a value: the settings list shows it and refuses to delete one in use.
    index('form_value_items_value_idx').on(t.valueId),
    index('form_value_items_company_form_idx').on(t.companyId, t.formId),
  ],
);

export const formAgreementItems = pgTable(
  'form_agreement_items',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    agreementId: integer()
      .notNull()
      .references(() => agreements.id, { onDelete: 'restrict' }),
    selfGrade: smallint(),
    selfComment: text().notNull().default(''),
    managerGrade: smallint(),
    managerComment: text().notNull().default(''),
    ...versioned,
  },
  (t) => [
    uniqueIndex('form_agreement_items_form_agreement_uq').on(t.formId, t.agreementId),
    index('form_agreement_items_company_form_idx').on(t.companyId, t.formId),
  ],
);

export const formHipoItems = pgTable(
  'form_hipo_items',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    hipoSkillId: integer()
      .notNull()
      .references(() => hipoSkills.id, { onDelete: 'restrict' }),
    decision: hipoDecisionEnum(),
    comment: text().notNull().default(''),
    ...versioned,
  },
  (t) => [
    uniqueIndex('form_hipo_items_form_skill_uq').on(t.formId, t.hipoSkillId),
    index('form_hipo_items_skill_idx').on(t.hipoSkillId),
    index('form_hipo_items_company_form_idx').on(t.companyId, t.formId),
  ],
);

export const formResults = pgTable(
  'form_results',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    text: text().notNull(),
    ...versioned,
  },
  (t) => [index('form_results_company_form_idx').on(t.companyId, t.formId)],
);

export const formManagerFeedbacks = pgTable(
  'form_manager_feedbacks',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    strengths: text().notNull().default(''),
    growthAreas: text().notNull().default(''),
    recommendation: text().notNull().default(''),
    ...versioned,
  },
  (t) => [
    uniqueIndex('form_manager_feedbacks_form_uq').on(t.formId),
    index('form_manager_feedbacks_company_idx').on(t.companyId),
  ],
);

export const formManagerGrades = pgTable(
  'form_manager_grades',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    overallGrade: smallint(),
    finalComment: text().notNull().default(''),
    /**
     * The grade a locked calibration session agreed on, beside the manager's own `overallGrade` (never over
     * it), and the session it came from.
     */
    calibratedGrade: smallint(),
    /**
     * The potential a locked session placed the person at when it moved them on the potential axis: the middle
     * of the level it chose (0..1, under the thresholds of the lock), read by the 9-box instead of the share of
     * hipo decisions; null where the session left the potential as the decisions give it.
     */
    calibratedPotential: doublePrecision(),
    calibrationSessionId: integer(),
    ...versioned,
  },
  (t) => [
    uniqueIndex('form_manager_grades_form_uq').on(t.formId),
    index('form_manager_grades_company_idx').on(t.companyId),
  ],
);

export const formParticipantFeedbacks = pgTable(
  'form_participant_feedbacks',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    agreement: participantAgreementEnum(),
    comment: text().notNull().default(''),
    feedbackToManager: text().notNull().default(''),
    ...versioned,
  },
  (t) => [
    uniqueIndex('form_participant_feedbacks_form_uq').on(t.formId),
    index('form_participant_feedbacks_company_idx').on(t.companyId),
  ],
);

export const formTransitions = pgTable(
  'form_transitions',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    fromStage: stageEnum().notNull(),
    toStage: stageEnum().notNull(),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
    /** The move was made by the period's self deadline (its `self_deadline_action`), not by a person. */
    byDeadline: boolean().notNull().default(false),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_transitions_company_form_idx').on(t.companyId, t.formId, t.at)],
);

export const delegations = pgTable(
  'delegations',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    fromReviewerId: integer().references(() => employeeInPositions.id, { onDelete: 'set null' }),
    toReviewerId: integer()
      .notNull()
      .references(() => employeeInPositions.id, { onDelete: 'cascade' }),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delegations_company_form_idx').on(t.companyId, t.formId),
    index('delegations_company_from_idx').on(t.companyId, t.fromReviewerId),
  ],
);

/**
 * The answers to a template's own items: a question, or a competency of a competencies section (`itemKey` is the
 * question's key or the competency's id). The employee's and the reviewer's answers side by side: a point of the
 * item's scale (`*Value`, null with `*NotApplicable` for "not applicable"), a choice's key or yes/no (`*Choice`),
 * and a text.
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: serial().primaryKey(),
    companyId: tenant(),
    formId: formRef(),
    sectionKey: text().notNull(),
    itemKey: text().notNull(),
    selfValue: smallint(),
    selfNotApplicable: boolean().notNull().default(false),
    selfChoice: text(),
    selfText: text().notNull().default(''),
    reviewerValue: smallint(),
    reviewerNotApplicable: boolean().notNull().default(false),
    reviewerChoice: text(),
    reviewerText: text().notNull().default(''),
    ...versioned,
  },
  (t) => [uniqueIndex('form_answers_item_uq').on(t.formId, t.sectionKey, t.itemKey)],
);
