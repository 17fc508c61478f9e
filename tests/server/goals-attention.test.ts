import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { useApp } from './helpers.ts';
import { G, goalWorld, ok, type World } from './goals-fixtures.ts';

const ctx = useApp();
const A = `${G}attention/`;
let w: World;
const ids: Record<string, number> = {};

type Row = { id: number; title: string; health: string | null; progress: number; stale: boolean };
type Attention = { count: number; results: Row[] };

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

async function addGoal(title: string, values: Partial<typeof s.agreements.$inferInsert>) {
  const [row] = await ctx.database.db
    .insert(s.agreements)
    .values({ companyId: 1, title, status: 'in_progress', periodId: w.current, ...values })
    .returning({ id: s.agreements.id });
  ids[title] = row.id;
}

/** The titles of the goals this file set that the answer lists, in its order. */
const mine = (a: Attention) => a.results.filter((r) => Object.values(ids).includes(r.id)).map((r) => r.title);

beforeAll(async () => {
  w = await goalWorld(ctx);
  const fresh = { lastCheckInAt: daysAgo(1) };
  await addGoal('Под угрозой', { employeeId: w.petrovId, health: 'at_risk', progress: 0.4, ...fresh });
  await addGoal('Отстаёт', { employeeId: w.anna, health: 'off_track', progress: 0.2, ...fresh });
  await addGoal('Без отметок', { employeeId: w.anna, health: 'on_track', progress: 0.5, lastCheckInAt: daysAgo(9) });
  await addGoal('Новая без отметок', { employeeId: w.petrovId, createdAt: daysAgo(10) });
  await addGoal('Всё хорошо', { employeeId: w.anna, health: 'on_track', ...fresh });
  await addGoal('Черновик', { employeeId: w.anna, status: 'new', health: 'off_track' });
  await addGoal('Скрытая', { employeeId: w.petrovId, health: 'off_track', visibility: 'private', ...fresh });
  await addGoal('Отдела', { ownerKind: 'department', departmentId: w.dev, health: 'at_risk', ...fresh });
  await addGoal('Скрытая фронтенда', { employeeId: w.egorova, health: 'off_track', visibility: 'private', ...fresh });
});

describe('the manager dashboard’s goals needing attention', () => {
  it('lists the team’s active goals off track, at risk or without a check-in within the cadence, worst first', async () => {
    const a = ok<Attention>(await w.manager.get(A));
    expect(mine(a)).toEqual([
      'Скрытая',
      'Скрытая фронтенда',
      'Отстаёт',
      'Отдела',
      'Под угрозой',
      'Новая без отметок',
      'Без отметок',
    ]);
    expect(a.count).toBeGreaterThanOrEqual(7);
    const stale = a.results.find((r) => r.id === ids['Без отметок']);
    expect(stale).toMatchObject({ health: 'on_track', progress: 0.5, stale: true });
    expect(a.results.find((r) => r.id === ids['Под угрозой'])?.stale).toBe(false);
  });

  it('follows the company’s cadence', async () => {
    await ctx.database.db.update(s.companies).set({ goalCheckInDays: 14 }).where(eq(s.companies.id, 1));
    const a = ok<Attention>(await w.manager.get(A));
    expect(mine(a)).not.toContain('Без отметок');
    await ctx.database.db.update(s.companies).set({ goalCheckInDays: 7 }).where(eq(s.companies.id, 1));
  });

  it('shows a manager below only their own people’s goals, private ones included, and refuses an employee', async () => {
    const other = ok<Attention>(await w.orlov.get(A));
    expect(mine(other)).toEqual(['Скрытая фронтенда']);
    const res = await w.employee.get(A);
    expect(res.statusCode).toBe(403);
  });

  it('reads in as many statements for more goals', async () => {
    const statements = async () => {
      const { count, result } = await ctx.database.counter.counted(() => w.manager.get(A));
      ok(result);
      return count;
    };
    const first = await statements();
    for (const n of [1, 2, 3]) await addGoal(`Ещё ${String(n)}`, { employeeId: w.anna, health: 'at_risk' });
    expect(await statements()).toBe(first);
  });
});
