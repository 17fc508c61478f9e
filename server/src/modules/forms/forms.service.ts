import type { Clock } from '../../clock.ts';
import { notifyMoved } from '../notifications/events.ts';
import { emitEvents, stageEvents } from '../webhooks/emit.ts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentForms, assessmentPeriods } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import { contextOf, loadForm } from './context.ts';
import { formDetail } from './detail.ts';
import type { CurrentFormOut, FormDetailOut, TransitionBody } from './forms.schemas.ts';
import { transition } from './transitions.ts';

/** A review form as a whole: its page, its stage moves, its removal. Items are in items.service.ts. */

/** The form page as the caller may see it (detail.ts); a form they may not read is a 404. */
export async function getForm(db: Db, member: Member, id: number, now?: Date): Promise<FormDetailOut> {
  return formDetail(db, await loadForm(db, member, id), now);
}

/** The caller's own form in the active period (the latest such period), or null. */
export async function currentForm(db: Db, member: Member, now?: Date): Promise<CurrentFormOut> {
  if (!member.eipId) return { form: null };
  const row = (
    await db
      .select({ form: assessmentForms, period: assessmentPeriods })
      .from(assessmentForms)
      .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
      .where(
        and(
          eq(assessmentForms.companyId, member.companyId),
          eq(assessmentForms.employeeId, member.eipId),
          eq(assessmentPeriods.status, 'active'),
        ),
      )
      .orderBy(desc(assessmentPeriods.startDate))
      .limit(1)
  ).at(0);
  return { form: row ? await formDetail(db, contextOf(member, row.form, row.period), now) : null };
}

/**
 * Moves the form to another stage (transitions.ts says who may and when) and answers with the page as
 * it is after the move.
 */
export async function moveForm(
  db: Db,
  member: Member,
  userId: number,
  id: number,
  body: TransitionBody,
  clock: Clock,
): Promise<FormDetailOut> {
  await db.transaction(async (tx) => {
    const ctx = await loadForm(tx, member, id);
    const from = ctx.form.stage;
    await transition(tx, ctx, userId, body.stage, body.reason, clock.now());
    await notifyMoved(tx, clock.now(), {
      formId: id,
      from,
      to: body.stage,
      reason: body.reason.trim(),
      byUserId: userId,
    });
    await emitEvents(tx, stageEvents(ctx.form, from, body.stage, userId));
  });
  return getForm(db, member, id, clock.now());
}

/** Admins remove a form with all its items, unless it is complete: a finished review is a record. */
export async function deleteForm(db: Db, member: Member, id: number): Promise<void> {
  const ctx = await loadForm(db, member, id);
  // The stage is checked again by the DELETE itself, so that a form completed meanwhile stays.
  const deleted = await db
    .delete(assessmentForms)
    .where(
      and(
        eq(assessmentForms.companyId, member.companyId),
        eq(assessmentForms.id, ctx.form.id),
        ne(assessmentForms.stage, 'COMPLETE'),
      ),
    )
    .returning({ id: assessmentForms.id });
  if (deleted.length) return;
  // Nothing deleted: completed meanwhile, or already deleted by someone else.
  const still = await db
    .select({ stage: assessmentForms.stage })
    .from(assessmentForms)
    .where(and(eq(assessmentForms.companyId, member.companyId), eq(assessmentForms.id, ctx.form.id)));
  if (!still.length) throw new NotFound();
  throw new Conflict('form_complete');
}
