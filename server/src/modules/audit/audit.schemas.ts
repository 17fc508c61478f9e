import { z } from 'zod';
import { cappedPageOut } from '../../http/page-schema.ts';
import { MAX_PAGE_SIZE } from '../../http/pagination.ts';
import { dateString } from '../../http/zod.ts';
import { INT_MAX } from '../../db/sql.ts';

/**
 * The audit log's filters: who (`actor`, a user id), what (`action`: an area such as `person` matches every
 * `person.*`, or an exact action), which object (`target_type`, `target_id`) and when (`from`, `to`: days, both
 * included, in the company's time zone).
 */
export const auditFilterQuery = z.strictObject({
  actor: z.coerce.number().int().positive().max(INT_MAX).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  target_type: z.string().trim().min(1).max(100).optional(),
  target_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
  from: dateString().optional(),
  to: dateString().optional(),
});
export type AuditFilter = z.infer<typeof auditFilterQuery>;

/** A page of the log, newest first. */
export const auditListQuery = auditFilterQuery.extend({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(50),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

const person = z.object({ id: z.number(), full_name: z.string(), email: z.string() });

/** One row: who (the staff member under impersonation), what, when, to which object, and its state if kept. */
export const auditEntryOut = z.object({
  id: z.number(),
  at: z.string(),
  actor: person.nullable(),
  /**
   * The other person of an impersonated row: the person shown while staff acted as them (`data.as_user`), or the
   * staff member who acted as the actor (`data.impersonator_id`); null on any other row.
   */
  other_person: person.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Everything else the row keeps (a reason, the body of a generic row, the person shown under impersonation). */
  data: z.record(z.string(), z.unknown()),
});
export type AuditEntryOut = z.infer<typeof auditEntryOut>;

export const auditListOut = cappedPageOut(auditEntryOut);
export type AuditListOut = z.infer<typeof auditListOut>;

/** The people who appear as actors in the company's log, for the filter. */
export const auditActorsOut = z.array(person);
