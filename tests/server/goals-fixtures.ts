import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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
};
/** A level of the tree: a page of the top goals or of one goal's children. */
export type TreeLevel = { count: number; next: string | null; previous: string | null; results: TreeNode[] };

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
