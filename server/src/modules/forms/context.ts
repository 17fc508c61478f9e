import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assessmentForms, assessmentPeriods } from '../../db/schema/index.ts';
import type { Stage } from '../../db/schema/enums.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts';
import { visibleFormsSql } from './scope.ts';
import { actsForAnyone } from '../../policy.ts';

export type FormRow = typeof assessmentForms.$inferSelect;
export type PeriodRow = typeof assessmentPeriods.$inferSelect;
export type Part = 'employee' | 'reviewer';

export type FormContext = {
  /** Who reads or writes the form. */
  member: Member;
  form: FormRow;
  period: PeriodRow;
  isEmployee: boolean;
  isReviewer: boolean;
  /** An admin, who takes the form's admin transitions and may summarise it at any stage (policy.ts). */
  actsForAnyone: boolean;
};

/** The form if the member may read it (one query), else 404: existence never leaks. */
export async function loadForm(db: Executor, member: Member, formId: number): Promise<FormContext> {
  const row = (
    await db
      .select({ form: assessmentForms, period: assessmentPeriods })
      .from(assessmentForms)
      .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
      .where(
        and(eq(assessmentForms.companyId, member.companyId), eq(assessmentForms.id, formId), visibleFormsSql(member)),
      )
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return contextOf(member, row.form, row.period);
}

export function contextOf(member: Member, form: FormRow, period: PeriodRow): FormContext {
  return {
    member,
    form,
    period,
    isEmployee: member.eipId !== null && form.employeeId === member.eipId,
    isReviewer: member.eipId !== null && form.reviewerId === member.eipId,
    actsForAnyone: actsForAnyone(member),
  };
}

/** A write needs the right person (403) and then the right moment (409). */
export function assertCanWrite(ctx: FormContext, part: Part, stage: Stage): void {
  const isPart = part === 'employee' ? ctx.isEmployee : ctx.isReviewer;
  if (!isPart) {
    throw new Forbidden(part === 'employee' ? 'employee_part' : 'reviewer_part');
  }
  assertOpen(ctx);
  if (ctx.form.stage !== stage) {
    throw new Conflict('wrong_stage', { stage, current: ctx.form.stage }, { stage: ctx.form.stage });
  }
}

export function assertOpen(ctx: FormContext): void {
  if (ctx.period.status === 'closed') throw new Conflict('period_closed');
}
