import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { Conflict, ValidationError } from '../../http/errors.ts';
import type { FormContext } from './context.ts';
import type { AcknowledgementOut } from './forms.schemas.ts';
import { isOverdue, zoneOfUserSql } from '../timezones/zones.ts';

/**
 * The employee's acknowledgement, which FEEDBACK -> COMPLETE waits for (DESIGN section 5): their agreement
 * chosen (the comment is optional), or the period's feedback deadline passed. The deadline is a calendar day in the
 * employee's time zone (their own, else the company's), like every deadline: passed from the next local midnight.
 */
export async function acknowledgementOf(db: Executor, ctx: FormContext, now: Date): Promise<AcknowledgementOut> {
  const employee = sql`(select e.user_id from employee_in_positions e where e.id = ${ctx.form.employeeId})`;
  const [row] = await rowsOf<{ agreement: string | null; zone: string }>(
    db,
    sql`select (select pf.agreement from form_participant_feedbacks pf where pf.form_id = ${ctx.form.id}) as agreement,
      ${zoneOfUserSql(employee, sql`${ctx.form.companyId}::int`)} as zone`,
  );
  const deadline = ctx.period.feedbackDeadline;
  return { answered: row.agreement !== null, deadline, deadline_passed: isOverdue(row.zone, deadline, now) };
}

/** A move that may wait for nobody: acknowledged, the deadline past, or an admin giving the reason. */
export const waitsForEmployee = (ack: AcknowledgementOut): boolean => !ack.answered && !ack.deadline_passed;

/**
 * Completing before the employee answered and before the deadline: a reviewer is refused (409), an admin
 * may go ahead with a reason, which the history keeps (400 naming `reason` without one).
 */
export async function assertAcknowledged(
  db: Executor,
  ctx: FormContext,
  asAdmin: boolean,
  reason: string,
  now: Date,
): Promise<void> {
  const ack = await acknowledgementOf(db, ctx, now);
  if (!waitsForEmployee(ack)) return;
  if (!asAdmin) throw new Conflict('acknowledgement_required', {}, { acknowledgement: ack });
  if (!reason.trim()) throw ValidationError.field('reason', 'override_reason_required');
}
