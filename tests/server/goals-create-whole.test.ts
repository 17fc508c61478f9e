import { beforeAll, describe, expect, it } from 'vitest';
import { json, useApp } from './helpers.ts';
import { codesOf, createGoal, G, goalWorld, ok, type Goal, type GoalList, type World } from './goals-fixtures.ts';

const ctx = useApp();
let w: World;

beforeAll(async () => {
  w = await goalWorld(ctx);
});

const titled = async (title: string) =>
  ok<GoalList>(await w.manager.get(`${G}?scope=company&q=${encodeURIComponent(title)}`)).count;

describe('goals: a goal made with its key results at once', () => {
  it('saves the goal and its key results together, progress computed', async () => {
    const goal = await createGoal(w.manager, {
      employee: w.petrovId,
      period: w.current,
      title: 'Вместе',
      key_results: [
        { name: 'Задержка', start_value: 800, target_value: 300, current_value: 550, direction: 'decrease' },
        { name: 'Доклад', kind: 'milestone', done: true, weight: 3 },
      ],
    });
    expect(goal.key_results.map((k) => [k.kind, k.progress])).toEqual([
      ['metric', 0.5],
      ['milestone', 1],
    ]);
    expect(goal.progress).toBeCloseTo(0.875);
  });

  it('saves nothing when one key result is refused, naming it by its place', async () => {
    const res = await w.manager.post(G, {
      employee: w.petrovId,
      period: w.current,
      title: 'Полуготовая',
      key_results: [
        { name: 'Хорошая', start_value: 0, target_value: 10 },
        { name: 'Плохая', start_value: 5, target_value: 5 },
        { name: '', start_value: 0, target_value: 'десять', weight: 'x1' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual({
      'key_results.2.name': ['blank'],
      'key_results.2.target_value': ['not_a_number'],
      'key_results.2.weight': ['not_a_number'],
    });
    const checked = await w.manager.post(G, {
      employee: w.petrovId,
      period: w.current,
      title: 'Полуготовая',
      key_results: [
        { name: 'Хорошая', start_value: 0, target_value: 10 },
        { name: 'Плохая', start_value: 5, target_value: 5 },
      ],
    });
    expect(codesOf(checked)).toEqual({ 'key_results.1.target_value': ['key_result_target_equals_start'] });
    expect(await titled('Полуготовая')).toBe(0);
  });

  it('words a number of the wrong type as such, in the asked language', async () => {
    const res = await w.manager.post(G, { employee: w.petrovId, period: w.current, title: 'Вес', weight: null });
    expect(codesOf(res)).toEqual({ weight: ['not_a_number'] });
    expect(json(res).weight).toEqual(['Введите число.']);
  });

  it('sends the period’s dates of a due date outside it as parameters', async () => {
    const res = await w.manager.post(G, {
      employee: w.petrovId,
      period: w.current,
      title: 'Поздно',
      due_date: '2999-01-01',
    });
    const due = json<{ codes: Record<string, { code: string; params: Record<string, string> }[]> }>(res).codes
      .due_date[0];
    expect(due.code).toBe('due_date_outside_period');
    expect(due.params.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(due.params.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('goals: progress of a done goal without key results', () => {
  it('is 1 once the goal is done, back to 0 when it is not, and key results still rule', async () => {
    const goal = await createGoal(w.manager, { employee: w.petrovId, period: w.current, title: 'Сделано' });
    const done = ok<Goal>(await w.manager.patch(`${G}${goal.id}/`, { status: 'done', version: goal.version }));
    expect([done.status, done.progress]).toEqual(['done', 1]);
    const back = ok<Goal>(await w.manager.patch(`${G}${goal.id}/`, { status: 'active', version: done.version }));
    expect(back.progress).toBe(0);
    const withKr = await createGoal(w.manager, {
      employee: w.petrovId,
      period: w.current,
      title: 'Сделано с КР',
      key_results: [{ name: 'Половина', start_value: 0, target_value: 10, current_value: 5 }],
    });
    const ended = ok<Goal>(await w.manager.patch(`${G}${withKr.id}/`, { status: 'done', version: withKr.version }));
    expect(ended.progress).toBe(0.5);
  });
});

describe('goals: a check-in value far outside its key result', () => {
  it('refuses 1e9 for a key result going 800 -> 300, naming the range, and takes a value past the target', async () => {
    const goal = await createGoal(w.employee, {
      employee: w.anna,
      period: w.current,
      title: 'Быстрее',
      key_results: [{ name: 'Ответ, мс', start_value: 800, target_value: 300, direction: 'decrease' }],
    });
    const key = goal.key_results[0].id;
    const post = (value: number, version: number) =>
      w.employee.post(`${G}${goal.id}/check_ins/`, {
        version,
        health: 'on_track',
        values: [{ key_result: key, value }],
      });
    const far = await post(1e9, goal.version);
    expect(far.statusCode).toBe(400);
    const coded = json<{ codes: Record<string, { code: string; params: { min: number; max: number } }[]> }>(far).codes[
      'values.0.value'
    ][0];
    expect(coded).toEqual({ code: 'check_in_value_out_of_range', params: { min: -49_700, max: 50_800 } });
    expect((await post(250, goal.version)).statusCode).toBe(201);
  });
});
