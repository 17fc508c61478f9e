import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import { formTypeEnum, hipoDecisionEnum, participantAgreementEnum, stageEnum } from './enums.ts';
import { agreements, assessmentPeriods, hipoSkills, values } from './settings.ts';
import { employeeInPositions } from './structure.ts';

const tenant = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
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
    ...versioned,
  },
  (t) => [
    uniqueIndex('forms_company_period_employee_uq').on(t.companyId, t.periodId, t.employeeId),
    index('forms_company_stage_idx').on(t.companyId, t.stage),
    index('forms_company_reviewer_idx').on(t.companyId, t.reviewerId),
    index('forms_company_employee_idx').on(t.companyId, t.employeeId),
    index('forms_company_updated_idx').on(t.companyId, t.updatedAt),
  ],
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
