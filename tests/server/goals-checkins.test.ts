import { beforeAll, describe, expect, it } from 'vitest';
import { json, useApp } from './helpers.ts';
import { addKeyResult, codesOf, createGoal, G, goalWorld, ok, type Goal, type World } from './goals-fixtures.ts';

const ctx = useApp();
let w: World;

type CheckIn = {
  author: { full_name: string } | null;
  health: string;
  comment: string;
  progress_before: number;
  progress_after: number;
  values: { key_result: number; before: number | boolean | null; after: number | boolean | null }[];
};

beforeAll(async () => {
  w = await goalWorld(ctx);
});

/** Anna's goal with a metric 0 -> 10 and a milestone. */
async function annasGoal(): Promise<Goal> {
  const goal = await createGoal(w.employee, { employee: w.anna, period: w.current, title: 'Отмечаемая' });
  await addKeyResult(w.employee, goal.id, { name: 'Задачи', start_value: 0, target_value: 10 });
  return addKeyResult(w.employee, goal.id, { name: 'Доклад', kind: 'milestone' });
}

describe('goals: check-ins', () => {
  it('keeps each check-in with the values before and after, newest first, and sets health and progress', async () => {
    let goal = await annasGoal();
    const [metric, milestone] = goal.key_results;
    const first = await w.employee.post(`${G}${goal.id}/check_ins/`, {
      version: goal.version,
      health: 'on_track',
      comment: 'Начали',
      values: [{ key_result: metric.id, value: 4 }],
    });
    goal = ok<{ goal: Goal }>(first, 201).goal;
    expect(goal).toMatchObject({ health: 'on_track', progress: 0.2 });
    expect(goal.last_check_in_at).not.toBeNull();
    goal = ok<{ goal: Goal }>(
      await w.manager.post(`${G}${goal.id}/check_ins/`, {
        version: goal.version,
        health: 'at_risk',
        values: [
          { key_result: metric.id, value: 6 },
          { key_result: milestone.id, done: true },
        ],
      }),
      201,
    ).goal;
    expect(goal).toMatchObject({ health: 'at_risk', progress: 0.8 });
    const list = ok<{ count: number; results: CheckIn[] }>(await w.employee.get(`${G}${goal.id}/check_ins/`));
    expect(list.count).toBe(2);
    expect(list.results[0]).toMatchObject({
      author: { full_name: 'Дмитрий Иванов' },
      health: 'at_risk',
      progress_before: 0.2,
      progress_after: 0.8,
    });
    expect(list.results[0].values).toEqual([
      { key_result: metric.id, name: 'Задачи', before: 4, after: 6 },
      { key_result: milestone.id, name: 'Доклад', before: false, after: true },
    ]);
    expect(list.results[1]).toMatchObject({ author: { full_name: 'Анна Смирнова' }, comment: 'Начали' });
    const paged = ok<{ count: number; results: CheckIn[] }>(
      await w.employee.get(`${G}${goal.id}/check_ins/?page_size=1&page=2`),
    );
    expect(paged.results.map((c) => c.comment)).toEqual(['Начали']);
  });

  it('gives the second of two check-ins at once a 409 with the current values', async () => {
    const goal = await annasGoal();
    const metric = goal.key_results[0];
    const body = (value: number) => ({
      version: goal.version,
      health: 'on_track',
      values: [{ key_result: metric.id, value }],
    });
    const [a, b] = await Promise.all([
      w.employee.post(`${G}${goal.id}/check_ins/`, body(3)),
      w.manager.post(`${G}${goal.id}/check_ins/`, body(7)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [won, lost] = a.statusCode === 201 ? [3, b] : [7, a];
    const answer = json<{ code: string; current: Goal }>(lost);
    expect([answer.code, answer.current.key_results[0].current_value]).toEqual(['stale_version', won]);
    expect(ok<{ count: number }>(await w.employee.get(`${G}${goal.id}/check_ins/`)).count).toBe(1);
  });

  it('refuses a check-in on a closed period, on someone else’s goal and with values that do not fit', async () => {
    const old = await createGoal(w.manager, { employee: w.petrovId, period: w.past, title: 'Прошлое' });
    const closed = await w.manager.post(`${G}${old.id}/check_ins/`, { version: old.version, health: 'on_track' });
    expect([closed.statusCode, json(closed).code]).toEqual([409, 'goal_period_closed']);
    const petrovs = await createGoal(w.manager, { employee: w.petrovId, period: w.current, title: 'Петрова' });
    const foreign = await w.employee.post(`${G}${petrovs.id}/check_ins/`, {
      version: petrovs.version,
      health: 'on_track',
    });
    expect([foreign.statusCode, json(foreign).code]).toEqual([403, 'goals_own_people']);
    const goal = await annasGoal();
    const [metric, milestone] = goal.key_results;
    const other = await annasGoal();
    const bad = await w.employee.post(`${G}${goal.id}/check_ins/`, {
      version: goal.version,
      health: 'on_track',
      values: [
        { key_result: other.key_results[0].id, value: 1 },
        { key_result: metric.id },
        { key_result: milestone.id, value: 1 },
      ],
    });
    expect(codesOf(bad)).toEqual({
      'values.0.key_result': ['key_result_not_in_goal'],
      'values.1.value': ['required'],
      'values.2.value': ['key_result_milestone_values'],
    });
    const typed = await w.employee.post(`${G}${goal.id}/check_ins/`, {
      version: goal.version,
      health: 'fine',
      values: [{ key_result: metric.id, value: 'много' }],
    });
    expect(codesOf(typed)).toEqual({ health: ['invalid_choice'], 'values.0.value': ['not_a_number'] });
    expect(ok<Goal>(await w.employee.get(`${G}${goal.id}/`)).version).toBe(goal.version);
  });
});
