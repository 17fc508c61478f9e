import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormDetailOut, FormPageOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { json, signIn, signInAs, type Client, type TestContext } from './helpers.ts';
import { FORMS, eipOf, freshForm } from './forms-fixtures.ts';

export type Who = 'employee' | 'reviewer' | 'admin' | 'ceo';

/** The four people who look at the demo employee's form, signed in. */
export async function signInWho(ctx: TestContext): Promise<Record<Who, Client>> {
  return {
    employee: await signIn(ctx.app, 'employee'),
    reviewer: await signIn(ctx.app, 'manager'),
    admin: await signIn(ctx.app, 'admin'),
    // The head of the company: oversees the employee through the manager chain, reviews nothing.
    ceo: await signInAs(ctx, 'ceo@demo.example'),
  };
}

/**
 * One STND form of the demo employee with every item kind on it (values, two agreements, hipo skills),
 * the four people who look at it, and ways to read it: as each of them sees it, and straight from the
 * database. Set up once for the test file.
 */
export function useItemForm(ctx: TestContext) {
  const state = { c: {} as Record<Who, Client>, formId: 0, periodId: 0, employeeEip: 0 };
  const f = state;

  const detail = async (who: Who): Promise<FormDetailOut> => {
    const res = await f.c[who].get(`${FORMS}${f.formId}/`);
    expect(res.statusCode, res.body).toBe(200);
    return json<FormDetailOut>(res);
  };

  const listRow = async (who: Who) => {
    const res = await f.c[who].get(`${FORMS}?period=${f.periodId}&employee=${f.employeeEip}`);
    expect(res.statusCode, res.body).toBe(200);
    const row = json<FormPageOut>(res).results.find((r) => r.id === f.formId);
    if (!row) throw new Error(`form ${f.formId} is not in the list of the ${who}`);
    return row;
  };

  /** Rows straight from the database, to learn ids and versions whatever the caller may see. */
  const raw = async () => {
    const db = ctx.database.db;
    const first = <T>(rows: T[]) => rows[0];
    const formId = f.formId;
    return {
      value: first(
        await db
          .select()
          .from(s.formValueItems)
          .where(eq(s.formValueItems.formId, formId))
          .orderBy(s.formValueItems.id),
      ),
      agreement: first(
        await db
          .select()
          .from(s.formAgreementItems)
          .where(eq(s.formAgreementItems.formId, formId))
          .orderBy(s.formAgreementItems.id),
      ),
      hipo: first(
        await db.select().from(s.formHipoItems).where(eq(s.formHipoItems.formId, formId)).orderBy(s.formHipoItems.id),
      ),
      grades: first(await db.select().from(s.formManagerGrades).where(eq(s.formManagerGrades.formId, formId))),
      feedback: first(await db.select().from(s.formManagerFeedbacks).where(eq(s.formManagerFeedbacks.formId, formId))),
      participant: first(
        await db.select().from(s.formParticipantFeedbacks).where(eq(s.formParticipantFeedbacks.formId, formId)),
      ),
    };
  };

  /** Grades of both sides on every value and agreement item: what the other side must not see too early. */
  const fillGrades = async (): Promise<void> => {
    const db = ctx.database.db;
    const grades = { selfGrade: 4, selfComment: 'Черновик', managerGrade: 2, managerComment: 'Скрыто' };
    await db.update(s.formValueItems).set(grades).where(eq(s.formValueItems.formId, f.formId));
    await db.update(s.formAgreementItems).set(grades).where(eq(s.formAgreementItems.formId, f.formId));
  };

  beforeAll(async () => {
    f.c = await signInWho(ctx);
    f.formId = await freshForm(ctx, f.c.admin, 'STND');
    const db = ctx.database.db;
    const [form] = await db.select().from(s.assessmentForms).where(eq(s.assessmentForms.id, f.formId));
    f.periodId = form.periodId;
    f.employeeEip = await eipOf(ctx, DEMO_LOGINS.employee);
    // Two agreements graded on the form, so that every item kind is present.
    const made = await db
      .insert(s.agreements)
      .values(
        [1, 2].map((n) => ({
          companyId: 1,
          employeeId: f.employeeEip,
          periodId: f.periodId,
          title: `Договорённость ${n}`,
        })),
      )
      .returning();
    await db
      .insert(s.formAgreementItems)
      .values(made.map((a) => ({ companyId: 1, formId: f.formId, agreementId: a.id })));
  });

  return Object.assign(state, { detail, listRow, raw, fillGrades });
}

export type ItemForm = ReturnType<typeof useItemForm>;
export type Raw = Awaited<ReturnType<ItemForm['raw']>>;

export function byId<T extends { id: number }>(items: T[], id: number): T {
  const found = items.find((i) => i.id === id);
  if (!found) throw new Error(`item ${id} is not on the form`);
  return found;
}
