import { asc, eq } from 'drizzle-orm';
import * as s from '../../server/src/db/schema/index.ts';
import type { HipoDecision, Stage } from '../../server/src/db/schema/enums.ts';
import { DEMO_DOMAIN, SECOND_COMPANY_NAME } from '../../server/src/db/seed-data.ts';
import type { LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import type { Client, TestContext } from './helpers.ts';
import { FORMS, eipOf, newPeriod } from './forms-fixtures.ts';

export const PR = '/api/companies/companies/1/performance_review/';
export const NINE_BOX = `${PR}nine_box/`;
export const SETTINGS = `${NINE_BOX}settings/`;
export const SESSIONS = `${PR}calibration/sessions/`;

/** A demo person's email by their seed key (`petrov` is petrov@demo.example). */
export const email = (key: string) => `${key}@${DEMO_DOMAIN}`;

/**
 * A new active period with a form for each person named (by seed key), of the given type: the form ids by
 * person.
 */
export async function launchPeriod(
  ctx: TestContext,
  admin: Client,
  people: Record<'STND' | 'SMPL', string[]>,
): Promise<{ period: number; forms: Map<string, number> }> {
  const period = await newPeriod(ctx, 'STND');
  const forms = new Map<string, number>();
  for (const type of ['STND', 'SMPL'] as const) {
    for (const key of people[type]) {
      const res = await admin.post(FORMS, { period, employee: await eipOf(ctx, email(key)), type });
      if (res.statusCode !== 201) throw new Error(`launch failed ${res.statusCode} ${res.body}`);
      forms.set(key, res.json<LaunchOut>().form_ids[0]);
    }
  }
  return { period, forms };
}

/**
 * What a form holds, written straight to its rows: the stage, the manager's overall grade, the manager's
 * grade of each value in order (null: not graded), the hipo decision of each skill in order, and self grades.
 */
export type Shape = {
  stage: Stage;
  overall?: number | null;
  values?: (number | null)[];
  hipo?: (HipoDecision | null)[];
  self?: number | null;
};

export async function shapeForm(ctx: TestContext, formId: number, shape: Shape): Promise<void> {
  const db = ctx.database.db;
  await db.update(s.assessmentForms).set({ stage: shape.stage }).where(eq(s.assessmentForms.id, formId));
  await db
    .update(s.formManagerGrades)
    .set({ overallGrade: shape.overall ?? null })
    .where(eq(s.formManagerGrades.formId, formId));
  const values = await db
    .select({ id: s.formValueItems.id })
    .from(s.formValueItems)
    .where(eq(s.formValueItems.formId, formId))
    .orderBy(asc(s.formValueItems.id));
  for (const [i, { id }] of values.entries())
    await db
      .update(s.formValueItems)
      .set({ managerGrade: shape.values?.[i] ?? null, selfGrade: shape.self ?? null })
      .where(eq(s.formValueItems.id, id));
  const hipo = await db
    .select({ id: s.formHipoItems.id })
    .from(s.formHipoItems)
    .where(eq(s.formHipoItems.formId, formId))
    .orderBy(asc(s.formHipoItems.hipoSkillId));
  for (const [i, { id }] of hipo.entries())
    await db
      .update(s.formHipoItems)
      .set({ decision: shape.hipo?.[i] ?? null })
      .where(eq(s.formHipoItems.id, id));
}

/** The id of a user by email. */
export async function userIdOf(ctx: TestContext, address: string): Promise<number> {
  const [u] = await ctx.database.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, address));
  return u.id;
}

/** A graded form of the other seeded company, in a period of its own: its id. */
export async function otherCompanyForm(ctx: TestContext): Promise<number> {
  const db = ctx.database.db;
  const [company] = await db.select().from(s.companies).where(eq(s.companies.name, SECOND_COMPANY_NAME));
  const [eip] = await db.select().from(s.employeeInPositions).where(eq(s.employeeInPositions.companyId, company.id));
  const day = '2030-01-01';
  const [period] = await db
    .insert(s.assessmentPeriods)
    .values({
      companyId: company.id,
      name: 'Период другой компании',
      startDate: day,
      selfDeadline: day,
      managerDeadline: day,
      feedbackDeadline: day,
      endDate: day,
    })
    .returning();
  const [f] = await db
    .insert(s.assessmentForms)
    .values({ companyId: company.id, periodId: period.id, employeeId: eip.id, stage: 'FEEDBACK' })
    .returning();
  await db.insert(s.formManagerGrades).values({ companyId: company.id, formId: f.id, overallGrade: 4 });
  return f.id;
}
