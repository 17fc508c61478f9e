import { z } from 'zod';
import { AGREEMENT_STATUSES } from '../../db/schema/enums.ts';
import { listQuery } from '../../http/pagination.ts';
import { coded, dateString, q } from '../../http/zod.ts';
import { INT_MAX } from '../structure/sql.ts';

const id = z.number().int().positive().max(INT_MAX, coded('no_record'));
const fields = {
  employee: id,
  period: id,
  title: z.string().trim().min(1).max(300),
  description: z.string().max(5000),
  due_date: dateString().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
};
const version = z.number().int().positive().max(INT_MAX);

export const agreementCreate = z.strictObject({
  employee: fields.employee,
  period: fields.period,
  title: fields.title,
  description: fields.description.default(''),
  due_date: fields.due_date.default(null),
  status: fields.status.default('new'),
});
/** PUT replaces the record: the create body plus the version it was read at. */
export const agreementPut = agreementCreate.extend({ version });
export const agreementPatch = z.strictObject({
  employee: fields.employee.optional(),
  period: fields.period.optional(),
  title: fields.title.optional(),
  description: fields.description.optional(),
  due_date: fields.due_date.optional(),
  status: fields.status.optional(),
  version,
});
export type AgreementPatch = z.infer<typeof agreementPatch>;
export type AgreementCreate = z.infer<typeof agreementCreate>;

export const agreementListQuery = listQuery.extend({
  employee: q.ids().optional(),
  period: q.ids().optional(),
  status: q.enums(AGREEMENT_STATUSES).optional(),
  ids: q.ids().optional(),
});
export type AgreementListQuery = z.infer<typeof agreementListQuery>;

export const agreementOut = z.object({
  id: z.number(),
  employee: z.number(),
  employee_name: z.string(),
  period: z.number(),
  period_name: z.string(),
  title: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  created_by: z.number().nullable(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the caller may change or delete it (admins; managers for their people). */
  can_edit: z.boolean(),
});
export type AgreementOut = z.infer<typeof agreementOut>;

export const historyOut = z.object({
  id: z.number(),
  action: z.string(),
  at: z.string(),
  user: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
