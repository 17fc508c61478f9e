import { z } from 'zod';
import { FORM_TYPES, PERIOD_STATUSES } from '../../../../contract/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { dateString, q } from '../../http/zod.ts';
import { versionField } from './fields.ts';

/** The dates of a period in the order its stages follow: each on or after the one before. */
export const PERIOD_DATES = [
  'start_date',
  'self_deadline',
  'manager_deadline',
  'feedback_deadline',
  'end_date',
] as const;
export type PeriodDate = (typeof PERIOD_DATES)[number];

const fields = {
  name: z.string().trim().min(1).max(200),
  start_date: dateString(),
  self_deadline: dateString(),
  manager_deadline: dateString(),
  feedback_deadline: dateString(),
  end_date: dateString(),
  status: z.enum(PERIOD_STATUSES),
  form_type: z.enum(FORM_TYPES),
};

export const periodOut = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  self_deadline: z.string(),
  manager_deadline: z.string(),
  feedback_deadline: z.string(),
  end_date: z.string(),
  status: z.enum(PERIOD_STATUSES),
  form_type: z.enum(FORM_TYPES),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The forms launched in the period: while there are any it cannot be deleted, only closed. */
  forms_count: z.number().int(),
  /** Its forms not complete yet: closing the period makes them read-only where they stand. */
  open_forms_count: z.number().int(),
  /** The agreements set for the period: while there are any it cannot be deleted. */
  agreements_count: z.number().int(),
});
export type PeriodOut = z.infer<typeof periodOut>;

export const periodList = pageOut(periodOut);
export type PeriodListOut = z.infer<typeof periodList>;

export const periodListQuery = listQuery.extend({
  status: q.enums(PERIOD_STATUSES).optional(),
  form_type: q.enums(FORM_TYPES).optional(),
  ids: q.ids().optional(),
});
export type PeriodListQuery = z.infer<typeof periodListQuery>;

export const periodCreate = z.strictObject({
  ...fields,
  status: fields.status.default('draft'),
  form_type: fields.form_type.default('SMPL'),
});
export type PeriodCreate = z.infer<typeof periodCreate>;

/** PUT replaces the period: every field, and the version it was read at. */
export const periodPut = acceptsReadOnly(z.strictObject({ ...fields, version: versionField() }), periodOut);
/** PATCH changes the fields given; the dates are checked merged with the period's others. */
export const periodPatch = acceptsReadOnly(
  z.strictObject({
    name: fields.name.optional(),
    start_date: fields.start_date.optional(),
    self_deadline: fields.self_deadline.optional(),
    manager_deadline: fields.manager_deadline.optional(),
    feedback_deadline: fields.feedback_deadline.optional(),
    end_date: fields.end_date.optional(),
    status: fields.status.optional(),
    form_type: fields.form_type.optional(),
    version: versionField(),
  }),
  periodOut,
);
export type PeriodPatch = z.infer<typeof periodPatch>;
