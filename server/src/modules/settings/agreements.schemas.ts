import { z } from 'zod';
import { AGREEMENT_STATUSES } from '../../../../contract/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { dateString, q } from '../../http/zod.ts';
import { recordId, versionField } from './fields.ts';

const fields = {
  employee: recordId(),
  period: recordId(),
  title: z.string().trim().min(1).max(300),
  description: z.string().max(5000),
  due_date: dateString().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
};

export const agreementOut = z.object({
  id: z.number().int(),
  employee: z.number().int(),
  employee_name: z.string(),
  period: z.number().int(),
  period_name: z.string(),
  title: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  created_by: z.number().int().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the caller may change or delete it (admins; managers for their people). */
  can_edit: z.boolean(),
});
export type AgreementOut = z.infer<typeof agreementOut>;

export const agreementList = pageOut(agreementOut);
export type AgreementListOut = z.infer<typeof agreementList>;

const createShape = {
  employee: fields.employee,
  period: fields.period,
  title: fields.title,
  description: fields.description.default(''),
  due_date: fields.due_date.default(null),
  status: fields.status.default('new'),
};
export const agreementCreate = z.strictObject(createShape);
export type AgreementCreate = z.infer<typeof agreementCreate>;

/** PUT replaces the record: the create body plus the version it was read at. */
export const agreementPut = acceptsReadOnly(z.strictObject({ ...createShape, version: versionField() }), agreementOut);
export const agreementPatch = acceptsReadOnly(
  z.strictObject({
    employee: fields.employee.optional(),
    period: fields.period.optional(),
    title: fields.title.optional(),
    description: fields.description.optional(),
    due_date: fields.due_date.optional(),
    status: fields.status.optional(),
    version: versionField(),
  }),
  agreementOut,
);
export type AgreementPatch = z.infer<typeof agreementPatch>;

export const agreementListQuery = listQuery.extend({
  employee: q.ids().optional(),
  period: q.ids().optional(),
  status: q.enums(AGREEMENT_STATUSES).optional(),
  ids: q.ids().optional(),
});
export type AgreementListQuery = z.infer<typeof agreementListQuery>;

export const historyQuery = listQuery.pick({ page: true, page_size: true });

/** A field's value before or after a change, as the API names it: a text, an id, a date, or nothing. */
const fieldValue = z.union([z.string(), z.number(), z.null()]);
export type FieldValue = z.infer<typeof fieldValue>;

export const historyOut = z.object({
  id: z.number().int(),
  action: z.enum(['created', 'updated']),
  at: z.string(),
  user: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  /** Only the fields the write changed. */
  changes: z.record(z.string(), z.object({ before: fieldValue, after: fieldValue })),
});
export type AgreementHistoryOut = z.infer<typeof historyOut>;

export const historyList = pageOut(historyOut);
export type AgreementHistoryListOut = z.infer<typeof historyList>;
