import { z } from 'zod';
import { analyticsQuery, analyticsScope, departmentRef, valueRef } from '../analytics/analytics.schemas.ts';

/**
 * The 360 measure of the analytics (`performance_review/analytics/review360/`): per department, the mean 360
 * grade per company value of the people whose 360 closed in the period. A person counts once per value,
 * with their own 360 mean of it (over their shown groups only, as their results give it); a person with no
 * shown group for the value is not counted. Admins: the company; managers: the people they oversee (the
 * analytics' scope); employees: 403 `review360_staff_only`.
 *
 * Privacy as in the other measures (analytics.schemas.ts): for managers a cell of fewer than MIN_GROUP_SIZE
 * people is withheld (`suppressed`, figures null) and every total is over the cells shown only (`partial`
 * when one was left out; `suppressed` when made of withheld cells alone).
 */
export const review360AnalyticsQuery = analyticsQuery;
export type Review360AnalyticsQuery = z.infer<typeof review360AnalyticsQuery>;

/** A department x value: how many people, and the mean of their 360 means of the value. */
export const review360Cell = z.object({
  value_id: z.number().int(),
  suppressed: z.boolean(),
  people: z.number().int().nullable(),
  mean: z.number().nullable(),
});
export type Review360Cell = z.infer<typeof review360Cell>;

/** A row's, a column's or the whole table's mean over the cells shown, each cell weighted by its people. */
export const review360Total = z.object({
  suppressed: z.boolean(),
  partial: z.boolean(),
  mean: z.number().nullable(),
});
export type Review360Total = z.infer<typeof review360Total>;

export const review360AnalyticsOut = z.object({
  scope: analyticsScope,
  /** The company values the period's 360 asks about, in their order. */
  values: z.array(valueRef),
  /** One row a department with closed 360s in the scope; `cells` follow `values`. */
  departments: z.array(z.object({ department: departmentRef, cells: z.array(review360Cell), total: review360Total })),
  value_totals: z.array(z.object({ value_id: z.number().int(), ...review360Total.shape })),
  total: review360Total,
});
export type Review360AnalyticsOut = z.infer<typeof review360AnalyticsOut>;
