import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { GoalsOut } from '../../server/src/modules/analytics/goals.schemas.ts';
import { eipOf } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';

const ctx = useApp();
const URL = '/api/companies/companies/1/performance_review/analytics/goals/';
let period = 0;
let admin: Client;
let manager: Client;
let orlov: Client;

type Goal = Partial<typeof s.agreements.$inferInsert>;

async function goalOf(email: string, values: Goal) {
  const employeeId = await eipOf(ctx, email);
  await ctx.database.db
    .insert(s.agreements)
    .values({ companyId: 1, employeeId, periodId: period, title: `Цель ${email}`, status: 'in_progress', ...values });
}

const read = async (client: Client): Promise<GoalsOut> => {
  const res = await client.get(`${URL}?period=${String(period)}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<GoalsOut>(res);
};
const byName = (out: GoalsOut): Record<string, GoalsOut['departments'][number] | undefined> =>
  Object.fromEntries(out.departments.map((d) => [d.department.name ?? '', d]));

beforeAll(async () => {
  [admin, manager] = await Promise.all([signIn(ctx.app, 'admin'), signIn(ctx.app, 'manager')]);
  orlov = await signInAs(ctx, 'orlov@demo.example');
  const [p] = await ctx.database.db
    .insert(s.assessmentPeriods)
    .values({
      companyId: 1,
      name: 'Цели: аналитика',
      startDate: '2032-01-01',
      selfDeadline: '2032-06-01',
      managerDeadline: '2032-06-10',
      feedbackDeadline: '2032-06-20',
      endDate: '2032-06-30',
    })
    .returning();
  period = p.id;
  await goalOf('employee@demo.example', { progress: 0.2, health: 'off_track' });
  await goalOf('petrov@demo.example', { progress: 0.4, health: 'at_risk' });
  await goalOf('vasilieva@demo.example', { progress: 0.6, health: 'on_track' });
  await goalOf('popov@demo.example', { progress: 1, status: 'done', health: 'on_track', visibility: 'private' });
  await goalOf('novikova@demo.example', { progress: 0.9, status: 'new' });
  await goalOf('egorova@demo.example', { progress: 0.5 });
  await goalOf('romanov@demo.example', { progress: 0.3, visibility: 'private' });
});

describe('goal analytics by department', () => {
  it('gives admins every department’s people, goals, mean progress and health, private goals included', async () => {
    const out = await read(admin);
    const dev = byName(out)['Разработка'];
    expect(dev).toMatchObject({ suppressed: false, people: 4, goals: 4, mean_progress: 0.55, on_track: 2, at_risk: 1 });
    expect(byName(out)['Фронтенд']).toMatchObject({ people: 1, goals: 1, no_health: 1, mean_progress: 0.5 });
    expect(byName(out)['Продажи']).toMatchObject({ people: 1, mean_progress: 0.3 });
    expect(out.total).toMatchObject({ suppressed: false, partial: false, people: 6, goals: 6 });
  });

  it('gives a manager their people’s goals only, withholding cells of fewer than 3 people', async () => {
    const out = await read(manager);
    expect(byName(out)['Продажи']).toBeUndefined();
    expect(byName(out)['Разработка']).toMatchObject({ suppressed: false, people: 4, goals: 4 });
    expect(byName(out)['Фронтенд']).toMatchObject({ suppressed: true, people: null, mean_progress: null });
    expect(out.total).toMatchObject({ partial: true, people: 4, goals: 4 });
    const below = await read(orlov);
    expect(below.departments.map((d) => [d.department.name, d.suppressed])).toEqual([['Фронтенд', true]]);
    expect(below.total).toMatchObject({ suppressed: true, people: null });
  });

  it('refuses an employee', async () => {
    const employee = await signIn(ctx.app, 'employee');
    expect((await employee.get(`${URL}?period=${String(period)}`)).statusCode).toBe(403);
  });
});
