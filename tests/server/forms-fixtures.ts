import { and, eq, sql } from 'drizzle-orm';
import * as s from '../../server/src/db/schema/index.ts';
import type { Stage } from '../../server/src/db/schema/enums.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormDetailOut, LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import type { LightMyRequestResponse } from 'fastify';
import type { CodedError } from '../../contract/errors/index.ts';
import type { Client, TestContext } from './helpers.ts';

export const FORMS = '/api/companies/companies/1/performance_review/assessment_forms/';
export const ITEMS = `${FORMS}items/`;

let periodSeq = 0;

/** A new active period of the demo company, with the given form type. */
export async function newPeriod(ctx: TestContext, formType: 'SMPL' | 'STND' = 'STND'): Promise<number> {
  periodSeq += 1;
  // One active period a company: the one before goes back to draft, its forms stay writable for other tests.
  await ctx.database.db
    .update(s.assessmentPeriods)
    .set({ status: 'draft' })
    .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.status, 'active')));
  const start = `2030-0${(periodSeq % 9) + 1}-01`;
  const [p] = await ctx.database.db
    .insert(s.assessmentPeriods)
    .values({
      companyId: 1,
      name: `Тестовый период ${periodSeq}`,
      startDate: start,
      selfDeadline: start,
      managerDeadline: start,
      feedbackDeadline: start,
      endDate: start,
      status: 'active',
      formType,
    })
    .returning();
  return p.id;
}

export async function eipOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: s.employeeInPositions.id })
    .from(s.employeeInPositions)
    .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
    .where(and(eq(s.users.email, email), eq(s.employeeInPositions.companyId, 1)));
  return row.id;
}

/**
 * Launches a form for the demo employee (reviewed by the demo manager) in a fresh period, on the period's template
 * when one is given.
 */
export async function freshForm(
  ctx: TestContext,
  admin: Client,
  formType: 'SMPL' | 'STND' = 'STND',
  templateId: number | null = null,
): Promise<number> {
  const period = await newPeriod(ctx, formType);
  await ctx.database.db.update(s.assessmentPeriods).set({ templateId }).where(eq(s.assessmentPeriods.id, period));
  const res = await admin.post(FORMS, { period, employee: await eipOf(ctx, DEMO_LOGINS.employee) });
  if (res.statusCode !== 201) throw new Error(`launch failed ${res.statusCode} ${res.body}`);
  return res.json<LaunchOut>().form_ids[0];
}

/** Fills every part of a form directly, so that any stage move's preconditions hold. */
export async function fillEverything(ctx: TestContext, formId: number): Promise<void> {
  const db = ctx.database.db;
  await db.update(s.formValueItems).set({ selfGrade: 4, managerGrade: 3 }).where(eq(s.formValueItems.formId, formId));
  await db
    .update(s.formAgreementItems)
    .set({ selfGrade: 4, managerGrade: 3 })
    .where(eq(s.formAgreementItems.formId, formId));
  await db.update(s.formHipoItems).set({ decision: 'IS_NOT_HIPO' }).where(eq(s.formHipoItems.formId, formId));
  await db.update(s.formManagerGrades).set({ overallGrade: 4 }).where(eq(s.formManagerGrades.formId, formId));
  // The employee's acknowledgement, which completing waits for.
  await db
    .update(s.formParticipantFeedbacks)
    .set({ agreement: 'AGREE' })
    .where(eq(s.formParticipantFeedbacks.formId, formId));
  await db
    .update(s.formManagerFeedbacks)
    .set({ strengths: 'Сильные стороны', growthAreas: 'Зоны роста' })
    .where(eq(s.formManagerFeedbacks.formId, formId));
  const [hasResult] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(s.formResults)
    .where(eq(s.formResults.formId, formId));
  if (hasResult.n === 0) await db.insert(s.formResults).values({ companyId: 1, formId, text: 'Результат' });
}

export async function setStage(ctx: TestContext, formId: number, stage: Stage): Promise<void> {
  await ctx.database.db.update(s.assessmentForms).set({ stage }).where(eq(s.assessmentForms.id, formId));
}

/** The form page as the API describes it: tests read answers through the same types as the web. */
export type FormBody = FormDetailOut;

/** The codes of a 400, by field. */
export const codesOf = (res: LightMyRequestResponse) => res.json<{ codes: Record<string, CodedError[]> }>().codes;

/** The employee acknowledges the feedback through the API, as the form page does: agreement chosen, no comment. */
export async function acknowledge(
  employee: Client,
  formId: number,
  agreement: 'AGREE' | 'DISAGREE' = 'AGREE',
): Promise<LightMyRequestResponse> {
  const form = (await employee.get(`${FORMS}${String(formId)}/`)).json<FormDetailOut>();
  const answer = form.participant_feedback;
  if (!answer) throw new Error(`form ${String(formId)} has no answer for the employee to write`);
  return employee.patch(`${ITEMS}participant_feedbacks/${String(answer.id)}/`, { agreement, version: answer.version });
}
