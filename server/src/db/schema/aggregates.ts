import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { stageEnum } from './enums.ts';

/**
 * What an admin's analytics and 9-box read instead of every form of the period: per-form facts and small
 * counts kept exact by the database (migration 0013_analytics_aggregates), in the transaction of every change
 * of a form, its grades, value and hipo items, or its employee's department. Whoever writes (the services,
 * the import, a script), these tables equal a recount of the forms at the same snapshot.
 *
 * Keys without foreign keys (as form_counts): deleting a company deletes its forms, whose triggers write here
 * after the company row is gone. `departmentId` 0 stands for the people placed in no department, `reviewerId`
 * 0 for forms without a reviewer; in the reviewer cells, `departmentId` -1 is the whole company. Histograms
 * are int[6]: how many grades 0..5.
 */

/** Fields of the 9-box where a form has none: performance (not assessed), potential (no decided hipo item). */
export const NO_SCORE = -1;

/**
 * One row a form: where it counts (period, stage, the employee's department now, reviewer), its grades,
 * decided hipo items, the 9-box's performance and potential (NO_SCORE where the formulas give none, and for
 * forms in SELF) and the employee's names to order a box's people by.
 */
export const analyticsFormFacts = pgTable(
  'analytics_form_facts',
  {
    formId: integer().primaryKey(),
    companyId: integer().notNull(),
    periodId: integer().notNull(),
    departmentId: integer().notNull(),
    reviewerId: integer().notNull(),
    employeeId: integer().notNull(),
    stage: stageEnum().notNull(),
    overallGrade: smallint(),
    calibratedGrade: smallint(),
    hipoDecided: integer().notNull(),
    hipoYes: integer().notNull(),
    performance: doublePrecision().notNull(),
    potential: doublePrecision().notNull(),
    lastName: text().notNull(),
    firstName: text().notNull(),
  },
  (t) => [
    // A box's page of people: per score (performance, potential) of the company or of one department, in
    // the order of the 9-box (last name, first name, form), so that each score a box holds gives its first
    // people by reading as many index entries.
    index('analytics_form_facts_score_idx').on(
      t.companyId,
      t.periodId,
      t.performance,
      t.potential,
      t.lastName,
      t.firstName,
      t.formId,
    ),
    index('analytics_form_facts_department_score_idx').on(
      t.companyId,
      t.periodId,
      t.departmentId,
      t.performance,
      t.potential,
      t.lastName,
      t.firstName,
      t.formId,
    ),
  ],
);

/**
 * Forms per period, department and stage, with the overall and calibrated grade histograms and the decided
 * hipo items of those forms: completion, the overall and calibrated distributions and the hipo share.
 */
export const analyticsStageCells = pgTable(
  'analytics_stage_cells',
  {
    companyId: integer().notNull(),
    periodId: integer().notNull(),
    departmentId: integer().notNull(),
    stage: stageEnum().notNull(),
    forms: integer().notNull().default(0),
    overall: integer().array().notNull(),
    calibrated: integer().array().notNull(),
    hipoPeople: integer().notNull().default(0),
    hipoDecided: integer().notNull().default(0),
    hipoYes: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'analytics_stage_cells_pk',
      columns: [t.companyId, t.periodId, t.departmentId, t.stage],
    }),
  ],
);

/**
 * One row a value item of a form past SELF, placed where its form counts: what the value cells
 * add up. Recomputed from the items and forms, so that a form deleted with its items leaves nothing behind
 * whichever of them goes first.
 */
export const analyticsValueFacts = pgTable(
  'analytics_value_facts',
  {
    itemId: integer().primaryKey(),
    formId: integer().notNull(),
    companyId: integer().notNull(),
    periodId: integer().notNull(),
    departmentId: integer().notNull(),
    valueId: integer().notNull(),
    selfGrade: smallint(),
    managerGrade: smallint(),
  },
  (t) => [index('analytics_value_facts_form_idx').on(t.formId)],
);

/** Value items of forms past SELF per period, department and value, with their self and manager grade histograms. */
export const analyticsValueCells = pgTable(
  'analytics_value_cells',
  {
    companyId: integer().notNull(),
    periodId: integer().notNull(),
    departmentId: integer().notNull(),
    valueId: integer().notNull(),
    items: integer().notNull().default(0),
    self: integer().array().notNull(),
    manager: integer().array().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_value_cells_pk',
      columns: [t.companyId, t.periodId, t.departmentId, t.valueId],
    }),
  ],
);

/**
 * Each reviewer's forms per period and department (-1: the whole company): how many, how many graded past
 * SELF and the sum of those overall grades, with the reviewer's name as shown, so that a page of the
 * leniency in any of its orderings reads an index in order. `mean` is null without graded forms.
 */
export const analyticsReviewerCells = pgTable(
  'analytics_reviewer_cells',
  {
    companyId: integer().notNull(),
    periodId: integer().notNull(),
    departmentId: integer().notNull(),
    reviewerId: integer().notNull(),
    forms: integer().notNull().default(0),
    graded: integer().notNull().default(0),
    total: integer().notNull().default(0),
    nameKey: text().notNull(),
    mean: doublePrecision().generatedAlwaysAs(sql`total::float8 / nullif(graded, 0)`),
  },
  (t) => {
    const scope = [t.companyId, t.periodId, t.departmentId] as const;
    const live = sql`forms > 0`;
    return [
      primaryKey({ name: 'analytics_reviewer_cells_pk', columns: [...scope, t.reviewerId] }),
      index('analytics_reviewer_cells_name_idx')
        .on(...scope, t.nameKey, t.reviewerId)
        .where(live),
      index('analytics_reviewer_cells_mean_idx')
        .on(...scope, t.mean.asc().nullsLast(), t.nameKey, t.reviewerId)
        .where(live),
      index('analytics_reviewer_cells_mean_desc_idx')
        .on(...scope, t.mean.desc().nullsLast(), t.nameKey, t.reviewerId)
        .where(live),
      index('analytics_reviewer_cells_people_idx')
        .on(...scope, t.graded, t.nameKey, t.reviewerId)
        .where(live),
      index('analytics_reviewer_cells_people_desc_idx')
        .on(...scope, t.graded.desc(), t.nameKey, t.reviewerId)
        .where(live),
    ];
  },
);

/** How many reviewers have forms per period and department (-1: the whole company): the leniency's count. */
export const analyticsReviewerCounts = pgTable(
  'analytics_reviewer_counts',
  {
    companyId: integer().notNull(),
    periodId: integer().notNull(),
    departmentId: integer().notNull(),
    reviewers: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_reviewer_counts_pk', columns: [t.companyId, t.periodId, t.departmentId] })],
);

/**
 * Forms per period, department and 9-box score (performance, potential; NO_SCORE where none): a box's
 * count is a sum over a few rows whatever the company's thresholds.
 */
export const nineBoxCells = pgTable(
  'nine_box_cells',
  {
    companyId: integer().notNull(),
    periodId: integer().notNull(),
    departmentId: integer().notNull(),
    performance: doublePrecision().notNull(),
    potential: doublePrecision().notNull(),
    forms: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'nine_box_cells_pk',
      columns: [t.companyId, t.periodId, t.departmentId, t.performance, t.potential],
    }),
  ],
);
