import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { setStage } from './forms-fixtures.ts';
import type { ItemForm } from './forms-item-form.ts';
import { json, signIn, signInAs, type Client, type TestContext } from './helpers.ts';
import { ACTIVE_PERIOD, C1, departmentOf, eipOf, periodOf, PAST_PERIOD } from './structure-helpers.ts';

export const G = `${C1}/performance_review/goals/`;

export type KeyResult = {
  id: number;
  kind: string;
  start_value: number | null;
  target_value: number | null;
  current_value: number | null;
  done: boolean;
  progress: number;
  version: number;
};
export type GoalSummary = { id: number; title: string; progress: number; health: string | null };
export type Goal = GoalSummary & {
  owner_kind: string;
  owner_name: string;
  employee: number | null;
  department: number | null;
  parent: number | null;
  status: string;
  visibility: string;
  version: number;
  can_edit: boolean;
  can_approve: boolean;
  key_result_count: number;
  last_check_in_at: string | null;
  key_results: KeyResult[];
  parent_goal: GoalSummary | null;
  children: GoalSummary[];
};
export type GoalList = { count: number; results: Goal[] };
export type TreeNode = GoalSummary & {
  parent: number | null;
  owner_kind: string;
  owner_name: string;
  visibility: string;
  child_count: number;
  child_count_capped: boolean;
};
/** A level of the tree: a page of the top goals or of one goal's children. */
export type TreeLevel = {
  count: number;
  count_capped: boolean;
  next: string | null;
  previous: string | null;
  results: TreeNode[];
};

/** The fields a 400 names, each with its codes. */
export const codesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(json<{ codes: Record<string, { code: string }[]> }>(res).codes).map(([f, e]) => [
      f,
      e.map((x) => x.code),
    ]),
  );

/** The answer's JSON after checking its status, typed by the test that reads it. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape
export function ok<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return json<T>(res);
}

/** The demo's people and places the goal tests use; each client signed in once. */
export async function goalWorld(ctx: TestContext) {
  const [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
  const [orlov, petrovClient] = await Promise.all([
    signInAs(ctx, 'orlov@demo.example'),
    signInAs(ctx, 'petrov@demo.example'),
  ]);
  return {
    admin,
    manager,
    employee,
    orlov,
    petrov: petrovClient,
    anna: await eipOf(ctx, 'employee@demo.example'),
    petrovId: await eipOf(ctx, 'petrov@demo.example'),
    egorova: await eipOf(ctx, 'egorova@demo.example'),
    dev: await departmentOf(ctx, 'Разработка'),
    sales: await departmentOf(ctx, 'Продажи'),
    current: await periodOf(ctx, ACTIVE_PERIOD),
    past: await periodOf(ctx, PAST_PERIOD),
  };
}
export type World = Awaited<ReturnType<typeof goalWorld>>;

export async function createGoal(client: Client, body: Record<string, unknown>): Promise<Goal> {
  return ok<Goal>(await client.post(G, body), 201);
}

export async function addKeyResult(client: Client, goal: number, body: Record<string, unknown>): Promise<Goal> {
  return ok<Goal>(await client.post(`${G}${goal}/key_results/`, body), 201);
}

/** A goal of the item form's employee in its period with one check-in of hers, an item of the form; the check-in. */
async function goalWithCheckIn(
  ctx: TestContext,
  f: ItemForm,
  title: string,
  comment: string,
  visibility: 'company' | 'private',
): Promise<number> {
  const db = ctx.database.db;
  const [row] = await db
    .insert(s.agreements)
    .values({ companyId: 1, employeeId: f.employeeEip, periodId: f.periodId, title, status: 'in_progress', visibility })
    .returning();
  const [owner] = await db
    .select({ id: s.employeeInPositions.userId })
    .from(s.employeeInPositions)
    .where(eq(s.employeeInPositions.id, f.employeeEip));
  const [checkIn] = await db
    .insert(s.goalCheckIns)
    .values({
      companyId: 1,
      goalId: row.id,
      userId: owner.id,
      health: 'at_risk',
      comment,
      progressBefore: 0,
      progressAfter: 0.5,
    })
    .returning();
  await db.insert(s.formAgreementItems).values({ companyId: 1, formId: f.formId, agreementId: row.id });
  return checkIn.id;
}

/**
 * Two goals of the item form's employee on her form, each with a check-in: one seen by the company (`open`), one
 * private (`hidden`); the form then with her reviewer. The check-ins' ids.
 */
export async function formGoalsCheckedIn(
  ctx: TestContext,
  f: ItemForm,
  comments: { open: string; hidden: string },
): Promise<{ open: number; hidden: number }> {
  const open = await goalWithCheckIn(ctx, f, 'Перенести отчёты', comments.open, 'company');
  const hidden = await goalWithCheckIn(ctx, f, 'Сертификация', comments.hidden, 'private');
  await setStage(ctx, f.formId, 'MANAGER');
  return { open, hidden };
}

/** The form handed to a delegate who is no manager of its employee, signed in; private goals are not theirs. */
export async function delegateOf(ctx: TestContext, f: ItemForm): Promise<Client> {
  const email = 'kuznetsova@demo.example';
  const delegate = await signInAs(ctx, email);
  const [eip] = await ctx.database.db
    .select({ id: s.employeeInPositions.id })
    .from(s.employeeInPositions)
    .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
    .where(eq(s.users.email, email));
  await ctx.database.db.update(s.assessmentForms).set({ reviewerId: eip.id }).where(eq(s.assessmentForms.id, f.formId));
  return delegate;
}
