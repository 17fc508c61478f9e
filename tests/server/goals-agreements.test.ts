import { beforeAll, describe, expect, it } from 'vitest';
import { json, useApp } from './helpers.ts';
import { createGoal, G, goalWorld, ok, type Goal, type World } from './goals-fixtures.ts';
import { C1 } from './structure-helpers.ts';

const ctx = useApp();
const A = `${C1}/performance_review/agreements/`;
let w: World;

beforeAll(async () => {
  w = await goalWorld(ctx);
});

type Agreement = { id: number; version: number };

/** The goal's progress as the goals API reads it. */
const progressOf = async (id: number) => ok<Goal>(await w.manager.get(`${G}${id}/`)).progress;

describe('goals: a status set through the agreements API moves the progress as the goals API does', () => {
  it('counts a done goal without key results whole, on PATCH and PUT, and none once reopened', async () => {
    const goal = await createGoal(w.manager, { employee: w.petrovId, period: w.current, title: 'Провести демо' });
    expect(goal.progress).toBe(0);
    let a = ok<Agreement>(await w.manager.patch(`${A}${goal.id}/`, { status: 'done', version: goal.version }));
    expect(await progressOf(goal.id)).toBe(1);
    a = ok<Agreement>(await w.manager.patch(`${A}${goal.id}/`, { status: 'in_progress', version: a.version }));
    expect(await progressOf(goal.id)).toBe(0);
    const put = { employee: w.petrovId, period: w.current, title: 'Провести демо', version: a.version };
    ok<Agreement>(await w.manager.put(`${A}${goal.id}/`, { ...put, status: 'done' }));
    expect(await progressOf(goal.id)).toBe(1);
  });

  it('keeps a done goal’s progress computed from its key results', async () => {
    const milestones = [true, false].map((done, i) => ({ name: `Этап ${String(i)}`, kind: 'milestone', done }));
    const goal = await createGoal(w.manager, {
      employee: w.petrovId,
      period: w.current,
      title: 'Ускорить сборку',
      key_results: milestones,
    });
    expect(goal.progress).toBe(0.5);
    ok<Agreement>(await w.manager.patch(`${A}${goal.id}/`, { status: 'done', version: goal.version }));
    expect(await progressOf(goal.id)).toBe(0.5);
  });

  it('counts an agreement created done whole', async () => {
    const made = json<Agreement>(
      await w.admin.post(A, { employee: w.petrovId, period: w.current, title: 'Уже сделано', status: 'done' }),
    );
    expect(await progressOf(made.id)).toBe(1);
  });
});
