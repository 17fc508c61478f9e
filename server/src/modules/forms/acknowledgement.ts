import { eq } from 'drizzle-orm';
import { dayOf } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { formParticipantFeedbacks } from '../../db/schema/index.ts';
import { Conflict, ValidationError } from '../../http/errors.ts';
import type { FormContext } from './context.ts';
import type { AcknowledgementOut } from './forms.schemas.ts';

/**
 * The employee's acknowledgement, which FEEDBACK -> COMPLETE waits for (DESIGN section 5): their agreement
 * chosen (the comment is optional), or the period's feedback deadline passed. Deadlines are calendar days
 * compared in UTC, like every other deadline (`dayOf`): the deadline has passed from the day after it.
 */
export async function acknowledgementOf(db: Executor, ctx: FormContext, now: Date): Promise<AcknowledgementOut> {
  const row = (
    await db
      .select({ agreement: formParticipantFeedbacks.agreement })
      .from(formParticipantFeedbacks)
      .where(eq(formParticipantFeedbacks.formId, ctx.form.id))
  ).at(0);
  const deadline = ctx.period.feedbackDeadline;
  return { answered: (row?.agreement ?? null) !== null, deadline, deadline_passed: dayOf(now) > deadline };
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
