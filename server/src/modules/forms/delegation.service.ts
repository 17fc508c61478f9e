import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { assessmentForms, delegations, employeeInPositions, memberships, users } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound, ValidationError } from '../../http/errors.ts';
import type { DelegatesOut, DelegationBody, DelegationOut } from './forms.schemas.ts';
import { visibleFormsSql } from './scope.ts';

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
    sql`(${memberships.role} = 'MANAGER' or ${memberships.isAdmin})`,
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

export async function delegateForms(
  db: Db,
  member: Member,
  userId: number,
  body: DelegationBody,
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
      if (!member.isAdmin && form.reviewerId !== member.eipId) throw new Forbidden('delegate_not_reviewer');
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
