import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { ok } from './goals-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client, type TestContext } from './helpers.ts';
import { ACTIVE_PERIOD, C1, C2, eipOf, OTHER_ADMIN, periodOf, STAFF } from './structure-helpers.ts';

/**
 * What the attacker tests of one-on-ones, feedback any time and praise set up: each role of two companies, and staff
 * acting as someone, against another pair's series, someone's private notes and feedback meant for others.
 */
export const S1 = `${C1}/one_on_ones/series/`;
export const M1 = `${C1}/one_on_ones/meetings/`;
export const F1 = `${C1}/peer_feedback/`;
export const FORMS = `${C1}/performance_review/assessment_forms/`;
export const HIS_NOTE = 'ЛИЧНОЕ-РУКОВОДИТЕЛЯ о переводе';
export const HER_NOTE = 'ЛИЧНОЕ-СОТРУДНИЦЫ об уходе';
export const FAR_NOTE = 'ЛИЧНОЕ-ВЕТЕР о зарплате';
export const SHARED = 'ОТЗЫВ-ДЛЯ-РУКОВОДИТЕЛЯ';
export const UNSHARED = 'ОТЗЫВ-ТОЛЬКО-ЕЙ';
export const SECRETS = [HIS_NOTE, HER_NOTE, FAR_NOTE];

export type Meeting = { id: number; series: number; private_note: string; action_items: { id: number }[] };
export type Between = { feedback: { text: string }[]; action_items: unknown[] };

/** No private note anywhere in an answer's body. */
export function keepsNotes(res: LightMyRequestResponse): void {
  for (const secret of SECRETS) expect(res.body, res.body).not.toContain(secret);
}

/** Staff signed in and acting as the person with that email. */
export async function staffActingAs(ctx: TestContext, email: string): Promise<Client> {
  const staff = await signInAs(ctx, STAFF);
  const users = json<{ results: { id: number; email: string }[] }>(
    await staff.get(`/api/auth/impersonate/users/?search=${encodeURIComponent(email)}`),
  );
  const target = users.results.find((u) => u.email === email);
  ok(await staff.post('/api/auth/impersonate/start/', { user_id: target?.id, reason: 'Проверка доступа' }));
  return staff;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * The demo manager and Anna hold weekly 1:1s (the seed's); in the second company a worker starts hers with its
 * director. Each side writes a private note; Petrov gives Anna feedback, one shared with her manager, one not.
 */
export async function world(ctx: TestContext) {
  const [manager, employee, admin] = await Promise.all([
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
    signIn(ctx.app, 'admin'),
  ]);
  const [petrov, orlov, ceo, director, worker, stranger] = await Promise.all(
    ['petrov', 'orlov', 'ceo']
      .map((key) => signInAs(ctx, `${key}@demo.example`))
      .concat([OTHER_ADMIN, 'worker1@veter.example', 'worker2@veter.example'].map((email) => signInAs(ctx, email))),
  );
  const [anna, petrovId, boss] = await Promise.all(
    ['employee', 'petrov', 'manager'].map((key) => eipOf(ctx, `${key}@demo.example`)),
  );
  const [series] = ok<{ results: { id: number; upcoming_meeting: number }[] }>(await employee.get(S1)).results;
  const meeting = series.upcoming_meeting;
  ok(await manager.put(`${M1}${meeting}/private_note/`, { text: HIS_NOTE }));
  ok(await employee.put(`${M1}${meeting}/private_note/`, { text: HER_NOTE }));
  const far = ok<{ id: number; upcoming_meeting: number }>(
    await worker.post(`${C2}/one_on_ones/series/`, {
      with: await eipOf(ctx, OTHER_ADMIN, 2),
      first_meeting_at: inDays(3),
    }),
    201,
  );
  const farMeeting = `${C2}/one_on_ones/meetings/${far.upcoming_meeting}/`;
  ok(await worker.put(`${farMeeting}private_note/`, { text: FAR_NOTE }));
  const farItem = ok<Meeting>(await director.post(`${farMeeting}action_items/`, { text: 'Чужая задача' }), 201)
    .action_items[0].id;
  ok(await petrov.post(F1, { recipient: anna, text: SHARED, shared_with_manager: true }), 201);
  ok(await petrov.post(F1, { recipient: anna, text: UNSHARED }), 201);
  const [form] = await ctx.database.db
    .select({ id: s.assessmentForms.id })
    .from(s.assessmentForms)
    .where(
      and(eq(s.assessmentForms.employeeId, anna), eq(s.assessmentForms.periodId, await periodOf(ctx, ACTIVE_PERIOD))),
    );
  return {
    manager,
    employee,
    admin,
    petrov,
    orlov,
    ceo,
    director,
    worker,
    stranger,
    anna,
    petrovId,
    boss,
    series: series.id,
    meeting,
    far,
    farMeeting,
    farItem,
    form: form.id,
  };
}
export type World = Awaited<ReturnType<typeof world>>;

/** A test file's app and its world, filled in before its tests run (the app as `ctx`). */
export function useWorld(): World & { ctx: TestContext } {
  const ctx = useApp();
  const env = { ctx } as World & { ctx: TestContext };
  beforeAll(async () => {
    Object.assign(env, await world(ctx));
  });
  return env;
}
