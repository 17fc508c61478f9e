import type { Clock } from '../../clock.ts';
import { notifyHandedOver } from '../notifications/events.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  delegations,
  employeeInPositions,
  memberships,
  users,
} from '../../db/schema/index.ts';
import type { Stage } from '../../db/schema/enums.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound, ValidationError } from '../../http/errors.ts';
import type { DelegatesOut, DelegationBody, DelegationOut, RevocationBody, RevocationOut } from './forms.schemas.ts';
import { visibleFormsSql } from './scope.ts';
import { actsForAnyone, reviewerSql } from '../../policy.ts';
import { recordAudit } from '../../audit/record.ts';

/**
 * Handing a review to another manager: the reviewer (or an admin) passes forms that are not complete to an
 * active manager or admin of the company. The form keeps its history of hand-overs; the former reviewer
 * still reads it (scope.ts).
 */

/** Active positions whose holder manages people or administers the company. */
const mayReview = (companyId: number) =>
  and(
    eq(employeeInPositions.companyId, companyId),
    eq(employeeInPositions.isActive, true),
    reviewerSql(memberships.role, memberships.isAdmin),
  );

const withMembership = and(
  eq(memberships.userId, employeeInPositions.userId),
  eq(memberships.companyId, employeeInPositions.companyId),
);

/** A reviewer chosen by the caller (a delegate, or the reviewer of launched forms) must be one of those: else a 400. */
export async function assertMayReview(
  ex: Executor,
  companyId: number,
  eipId: number,
  error: { field: string; code: 'delegate_target' | 'reviewer_target' },
): Promise<void> {
  const target = (
    await ex
      .select({ id: employeeInPositions.id })
      .from(employeeInPositions)
      .innerJoin(memberships, withMembership)
      .where(and(mayReview(companyId), eq(employeeInPositions.id, eipId)))
  ).at(0);
  if (!target) throw ValidationError.field(error.field, error.code);
}

/** The forms of a hand-over grouped by the reviewer they are taken from (none: nobody to tell). */
function byPreviousReviewer(moves: readonly { form: { id: number; reviewerId: number | null }; to: number }[]) {
  const from = new Map<number, number[]>();
  for (const { form } of moves)
    if (form.reviewerId) from.set(form.reviewerId, [...(from.get(form.reviewerId) ?? []), form.id]);
  return from;
}

export async function delegateForms(
  db: Db,
  member: Member,
  userId: number,
  body: DelegationBody,
  clock: Clock,
): Promise<DelegationOut> {
  const { companyId } = member;
  await assertMayReview(db, companyId, body.to, { field: 'to', code: 'delegate_target' });
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ form: assessmentForms })
      .from(assessmentForms)
      .where(
        and(
          eq(assessmentForms.companyId, companyId),
          inArray(assessmentForms.id, body.form_ids),
          visibleFormsSql(member),
        ),
      )
      .for('update');
    if (rows.length !== new Set(body.form_ids).size) throw new NotFound('delegate_unknown_forms');
    for (const { form } of rows) {
      if (!actsForAnyone(member) && form.reviewerId !== member.eipId) throw new Forbidden('delegate_not_reviewer');
      if (form.stage === 'COMPLETE') throw new Conflict('form_complete');
      if (form.employeeId === body.to) throw ValidationError.field('to', 'delegate_self');
    }
    const moving = rows.map(({ form }) => form).filter((form) => form.reviewerId !== body.to);
    if (moving.length) {
      await tx.insert(delegations).values(
        moving.map((form) => ({
          companyId,
          formId: form.id,
          fromReviewerId: form.reviewerId,
          toReviewerId: body.to,
          byUserId: userId,
        })),
      );
      await tx
        .update(assessmentForms)
        .set({ reviewerId: body.to, version: sql`${assessmentForms.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(assessmentForms.companyId, companyId),
            inArray(
              assessmentForms.id,
              moving.map((form) => form.id),
            ),
          ),
        );
      await notifyHandedOver(
        tx,
        clock.now(),
        userId,
        byPreviousReviewer(moving.map((form) => ({ form, to: body.to }))),
      );
    }
    return { delegated: moving.length, to: body.to };
  });
}

/** Whom a review can be handed to, by name; at most 500. */
export async function listDelegates(db: Db, companyId: number): Promise<DelegatesOut> {
  const rows = await db
    .select({
      id: employeeInPositions.id,
      first: users.firstName,
      last: users.lastName,
      position: employeeInPositions.position,
    })
    .from(employeeInPositions)
    .innerJoin(users, eq(users.id, employeeInPositions.userId))
    .innerJoin(memberships, withMembership)
    .where(mayReview(companyId))
    .orderBy(users.lastName, users.firstName)
    .limit(500);
  return { results: rows.map((r) => ({ id: r.id, full_name: `${r.first} ${r.last}`.trim(), position: r.position })) };
}

type Handover = { id: number; fromReviewerId: number | null; toReviewerId: number };

/**
 * A form's hand-overs, oldest first, read as a stack: one that gives the form back to the reviewer the last
 * hand-over in force came from undoes it (`returns`); the rest stay in force (`open`), the last one on top.
 */
export function handoverState<T extends Handover>(rows: readonly T[]): { open: T[]; returns: Set<number> } {
  const open: T[] = [];
  const returns = new Set<number>();
  for (const row of rows) {
    const top = open.at(-1);
    if (top && row.fromReviewerId === top.toReviewerId && row.toReviewerId === top.fromReviewerId) {
      open.pop();
      returns.add(row.id);
    } else open.push(row);
  }
  return { open, returns };
}

/** A hand-over can be taken back while the reviewer still prepares: later the employee has seen the assessment. */
export const REVOCABLE_STAGES: readonly Stage[] = ['SELF', 'MANAGER'];

/** The hand-over that can be taken back on this form now, if any. */
export function revocableHandover<T extends Handover>(
  form: { reviewerId: number | null; stage: Stage },
  periodClosed: boolean,
  rows: readonly T[],
): T | null {
  const top = handoverState(rows).open.at(-1);
  if (!top || periodClosed || !REVOCABLE_STAGES.includes(form.stage)) return null;
  return top.toReviewerId === form.reviewerId && top.fromReviewerId !== null ? top : null;
}

/**
 * Takes hand-overs back: each form returns to the reviewer its hand-over in force came from. An admin may do
 * it, or that reviewer. The return is a hand-over of its own (the history shows it) and is audited.
 */
export async function revokeDelegations(
  db: Db,
  member: Member,
  userId: number,
  body: RevocationBody,
  clock: Clock,
): Promise<RevocationOut> {
  const { companyId } = member;
  return db.transaction(async (tx) => {
    const forms = await tx
      .select({ form: assessmentForms, status: assessmentPeriods.status })
      .from(assessmentForms)
      .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
      .where(
        and(
          eq(assessmentForms.companyId, companyId),
          inArray(assessmentForms.id, body.form_ids),
          visibleFormsSql(member),
        ),
      )
      .for('update', { of: assessmentForms });
    if (forms.length !== new Set(body.form_ids).size) throw new NotFound('revoke_unknown_forms');
    const history = await tx
      .select()
      .from(delegations)
      .where(and(eq(delegations.companyId, companyId), inArray(delegations.formId, body.form_ids)))
      .orderBy(asc(delegations.at), asc(delegations.id));
    const byForm = new Map<number, (typeof history)[number][]>();
    for (const row of history) byForm.set(row.formId, [...(byForm.get(row.formId) ?? []), row]);
    const returns = forms.map(({ form, status }) => {
      if (status === 'closed') throw new Conflict('period_closed');
      if (!REVOCABLE_STAGES.includes(form.stage)) throw new Conflict('revoke_stage', { stage: form.stage });
      const top = revocableHandover(form, false, byForm.get(form.id) ?? []);
      if (!top?.fromReviewerId) throw new Conflict('revoke_nothing');
      if (!actsForAnyone(member) && top.fromReviewerId !== member.eipId) throw new Forbidden('revoke_not_yours');
      return { form, to: top.fromReviewerId };
    });
    const targets = [...new Set(returns.map((r) => r.to))];
    const eligible = await tx
      .select({ id: employeeInPositions.id })
      .from(employeeInPositions)
      .innerJoin(memberships, withMembership)
      .where(and(mayReview(companyId), inArray(employeeInPositions.id, targets)));
    if (eligible.length !== targets.length) throw new Conflict('revoke_previous_gone');
    await tx.insert(delegations).values(
      returns.map(({ form, to }) => ({
        companyId,
        formId: form.id,
        fromReviewerId: form.reviewerId,
        toReviewerId: to,
        byUserId: userId,
      })),
    );
    // One update per reviewer the forms go back to, however many forms.
    for (const target of targets) {
      const ids = returns.filter((r) => r.to === target).map((r) => r.form.id);
      await tx
        .update(assessmentForms)
        .set({ reviewerId: target, version: sql`${assessmentForms.version} + 1`, updatedAt: new Date() })
        .where(and(eq(assessmentForms.companyId, companyId), inArray(assessmentForms.id, ids)));
    }
    await notifyHandedOver(tx, clock.now(), userId, byPreviousReviewer(returns));
    await recordAudit(
      tx,
      returns.map(({ form, to }) => ({
        companyId,
        userId,
        action: 'form.delegation_revoked',
        targetType: 'assessment_form',
        targetId: form.id,
        data: { from_reviewer_id: form.reviewerId, to_reviewer_id: to },
      })),
    );
    return { revoked: returns.length };
  });
}
