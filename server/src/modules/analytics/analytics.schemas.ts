import { z } from 'zod';
import { PERIOD_STATUSES, STAGES } from '../../../../contract/enums.ts';
import { MAX_PAGE_SIZE } from '../../http/pagination.ts';
import { q } from '../../http/zod.ts';
import { periodBriefOut } from '../companies/companies.schemas.ts';

/**
 * Review analytics of one period (admins: the company; managers: the forms of the people they oversee, their
 * own left out; employees: 403), optionally narrowed to departments with their sub-departments.
 *
 * Privacy, enforced here and not only on the screen: for managers, every cell that aggregates one or two
 * people (fewer than MIN_GROUP_SIZE) is withheld: it comes back with `suppressed: true` and every figure
 * in it, counts included, null. A cell with nobody in it is not withheld (it reveals no one). Admins see
 * every cell. So that no withheld cell can be worked out from what is shown:
 * - cells are pieces of a single department (a department, a department x value, a department x
 *   reviewer), so a department filter never cuts one: any figure under any filter adds up the same cells;
 * - every total (of a department, a value, a reviewer, the whole scope) adds up the cells shown only, and
 *   says `partial: true` when some withheld cell was left out of it; a total made of withheld cells alone
 *   is itself `suppressed`;
 * - the grade distributions, the heatmap and the self-versus-manager gap are all made of the same
 *   department x value cells (the gap is the shown self mean less the shown manager mean), and the overall
 *   and calibrated distributions and the leniency of the same department x reviewer cells, so one view
 *   cannot be played against another;
 * - a manager sees the company's mean only when at least MIN_GROUP_SIZE graded people of the period sit
 *   outside everything they oversee (and are not themselves).
 *
 * DESIGN section 5: a self grade counts only once its form has left SELF; manager grades, overall and
 * calibrated grades and hipo decisions count from MANAGER on; a form in SELF (new or sent back) counts
 * for completion only. A form's department is its employee's department now.
 */
export const MIN_GROUP_SIZE = 3;

export const GRADES = [0, 1, 2, 3, 4, 5] as const;

/** How many grades of each value 0..5. */
export const gradeCounts = z.object({
  '0': z.number().int(),
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type GradeCounts = z.infer<typeof gradeCounts>;

// Queries -----------------------------------------------------------------------------------------------

/**
 * `period`: the period's id (default: the active period, else the one that started last); another
 * company's is a 404. `department`: comma-separated department ids, each with its sub-departments; another
 * company's is a 404.
 */
export const analyticsQuery = z.object({
  period: q.int().optional(),
  department: q.ids().optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export const LENIENCY_ORDERINGS = [
  'name',
  '-name',
  'mean',
  '-mean',
  'people',
  '-people',
  'deviation',
  '-deviation',
] as const;

/** Reviewers are a list like any other: a page of them, ordered (withheld ones last whatever the order). */
export const leniencyQuery = analyticsQuery.extend({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(25),
  ordering: z.enum(LENIENCY_ORDERINGS).default('name'),
});
export type LeniencyQuery = z.infer<typeof leniencyQuery>;

export const MAX_TREND_PERIODS = 12;

/** `periods`: how many periods, the chosen one and those that started before it (with forms), 1..12. */
export const trendQuery = analyticsQuery.extend({
  periods: z.coerce.number().int().positive().max(MAX_TREND_PERIODS).default(4),
});
export type TrendQuery = z.infer<typeof trendQuery>;

// Common parts ------------------------------------------------------------------------------------------

/** A period as the dashboards show it, with its status. */
export const periodRef = periodBriefOut.extend({ status: z.enum(PERIOD_STATUSES) });
export type PeriodRef = z.infer<typeof periodRef>;

/** A department of the company; `id: null` gathers the people placed in no department. */
export const departmentRef = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  parent_id: z.number().int().nullable(),
});
export type DepartmentRef = z.infer<typeof departmentRef>;

/** What every answer was computed over. */
export const analyticsScope = z.object({
  /** Null when the company has no period yet (every figure is then empty). */
  period: periodRef.nullable(),
  /** The department filter as asked (each with its sub-departments); empty: no filter. */
  department: z.array(z.number().int()),
  /** True for managers: cells of fewer than `min_group_size` people are withheld. False for admins. */
  suppression: z.boolean(),
  min_group_size: z.number().int(),
  /** "Today" for overdue counts, `YYYY-MM-DD` (UTC). */
  as_of: z.string(),
});
export type AnalyticsScope = z.infer<typeof analyticsScope>;

/**
 * `suppressed`: the cell is withheld for privacy (its figures are null). `partial`: a total that leaves out
 * one or more withheld cells (its figures are over the cells shown). Never both.
 */
const privacyFlags = { suppressed: z.boolean(), partial: z.boolean() };

/** An answer of one figure a department (with forms in the scope, by name) and their total. */
const perDepartment = <S extends z.ZodRawShape>(figure: z.ZodObject<S>) =>
  z.object({
    scope: analyticsScope,
    departments: z.array(figure.extend({ department: departmentRef })),
    total: figure,
  });

// Completion --------------------------------------------------------------------------------------------

export const OPEN_STAGES = ['SELF', 'MANAGER', 'FEEDBACK'] as const;

/**
 * Forms per stage, and the overdue ones: a form is overdue when today is past its stage's deadline
 * (SELF: self_deadline, MANAGER: manager_deadline, FEEDBACK: feedback_deadline; COMPLETE never).
 * `completed_share` = COMPLETE forms / forms (0..1).
 */
export const completionFigure = z.object({
  ...privacyFlags,
  forms: z.number().int().nullable(),
  by_stage: z.record(z.enum(STAGES), z.number().int()).nullable(),
  overdue: z.number().int().nullable(),
  overdue_by_stage: z.record(z.enum(OPEN_STAGES), z.number().int()).nullable(),
  completed_share: z.number().nullable(),
});
export type CompletionFigure = z.infer<typeof completionFigure>;

export const completionOut = perDepartment(completionFigure);
export type CompletionOut = z.infer<typeof completionOut>;

// Grade distributions -----------------------------------------------------------------------------------

/** A distribution of grades: how many of each, how many in all, their mean. */
export const seriesFigure = z.object({
  ...privacyFlags,
  grades: z.number().int().nullable(),
  mean: z.number().nullable(),
  counts: gradeCounts.nullable(),
});
export type SeriesFigure = z.infer<typeof seriesFigure>;

/**
 * `self`: employees' value grades (forms past SELF); `manager`: reviewers' value grades; `overall`: the
 * reviewers' overall grades; `calibrated`: the grades locked calibration sessions agreed on.
 */
export const seriesSet = z.object({
  self: seriesFigure,
  manager: seriesFigure,
  overall: seriesFigure,
  calibrated: seriesFigure,
});
export type SeriesSet = z.infer<typeof seriesSet>;

export const gradesOut = z.object({
  scope: analyticsScope,
  total: seriesSet,
  departments: z.array(z.object({ department: departmentRef, ...seriesSet.shape })),
});
export type GradesOut = z.infer<typeof gradesOut>;

// Heatmap -----------------------------------------------------------------------------------------------

export const valueRef = z.object({ id: z.number().int(), name: z.string(), order: z.number().int() });
export type ValueRef = z.infer<typeof valueRef>;

/** The mean manager grade of a value in a department; `people`: how many graded it. */
export const heatmapCell = z.object({
  value_id: z.number().int(),
  suppressed: z.boolean(),
  people: z.number().int().nullable(),
  mean: z.number().nullable(),
});
export type HeatmapCell = z.infer<typeof heatmapCell>;

/** A row's, a column's or the whole map's mean, over the cells shown. */
export const meanFigure = z.object({
  ...privacyFlags,
  grades: z.number().int().nullable(),
  mean: z.number().nullable(),
});
export type MeanFigure = z.infer<typeof meanFigure>;

export const heatmapOut = z.object({
  scope: analyticsScope,
  /** The company values graded in the scope, in their order. */
  values: z.array(valueRef),
  /** One row a department with forms in the scope; `cells` follow `values`. */
  departments: z.array(z.object({ department: departmentRef, cells: z.array(heatmapCell), total: meanFigure })),
  value_totals: z.array(z.object({ value_id: z.number().int(), ...meanFigure.shape })),
  total: meanFigure,
});
export type HeatmapOut = z.infer<typeof heatmapOut>;

// Self versus manager -----------------------------------------------------------------------------------

/**
 * The self-versus-manager gap: `gap` = `self_mean` - `manager_mean` (positive: people rate themselves
 * higher than their reviewers do). A cell counts only where both its self and its manager grades are shown.
 */
export const gapFigure = z.object({
  ...privacyFlags,
  self_mean: z.number().nullable(),
  manager_mean: z.number().nullable(),
  gap: z.number().nullable(),
  self_grades: z.number().int().nullable(),
  manager_grades: z.number().int().nullable(),
});
export type GapFigure = z.infer<typeof gapFigure>;

export const gapOut = z.object({
  scope: analyticsScope,
  values: z.array(z.object({ value: valueRef, ...gapFigure.shape })),
  departments: z.array(
    z.object({
      department: departmentRef,
      ...gapFigure.shape,
      /** Per value, following `values`. */
      cells: z.array(z.object({ value_id: z.number().int(), ...gapFigure.shape })),
    }),
  ),
  total: gapFigure,
});
export type GapOut = z.infer<typeof gapOut>;

// Hipo --------------------------------------------------------------------------------------------------

/**
 * Hipo decisions: `share` = items decided IS_HIPO / items decided (0..1); `people`: forms with at least one
 * decided item.
 */
export const hipoFigure = z.object({
  ...privacyFlags,
  people: z.number().int().nullable(),
  decided: z.number().int().nullable(),
  hipo: z.number().int().nullable(),
  share: z.number().nullable(),
});
export type HipoFigure = z.infer<typeof hipoFigure>;

export const hipoOut = perDepartment(hipoFigure);
export type HipoOut = z.infer<typeof hipoOut>;

// Leniency ----------------------------------------------------------------------------------------------

/**
 * A reviewer's mean overall grade over the forms they review in the scope (`people` of them), and
 * `deviation` = that mean - the reference mean (positive: more lenient).
 */
export const leniencyRow = z.object({
  reviewer: z.object({ id: z.number().int(), name: z.string(), position: z.string() }),
  ...privacyFlags,
  people: z.number().int().nullable(),
  mean: z.number().nullable(),
  deviation: z.number().nullable(),
});
export type LeniencyRow = z.infer<typeof leniencyRow>;

export const leniencyOut = z.object({
  scope: analyticsScope,
  /**
   * The company's mean overall grade in the period, whatever the department filter. Admins always; a
   * manager only once the period is closed (its grades final, so that two reads around one change cannot
   * give that grade) and when enough graded people sit outside what they oversee (see above), else null.
   */
  company: z.object({ mean: z.number().nullable(), people: z.number().int() }).nullable(),
  /** The scope's mean overall grade over the cells shown (the same as the grades' `total.overall`). */
  scope_mean: meanFigure,
  /** What `deviation` is measured from: `company` when it is given, else `scope`. */
  reference: z.enum(['company', 'scope']),
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(leniencyRow),
});
export type LeniencyOut = z.infer<typeof leniencyOut>;

// Trend -------------------------------------------------------------------------------------------------

/** One period's headline figures: the totals the other measures give for it. */
export const trendPoint = z.object({
  period: periodRef,
  completion: completionFigure,
  grades: seriesSet,
  gap: gapFigure,
  hipo: hipoFigure,
});
export type TrendPoint = z.infer<typeof trendPoint>;

export const trendOut = z.object({
  scope: analyticsScope,
  /** Oldest first, ending with the chosen period. */
  periods: z.array(trendPoint),
});
export type TrendOut = z.infer<typeof trendOut>;
