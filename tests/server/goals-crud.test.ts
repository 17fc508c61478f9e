import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { json, useApp } from './helpers.ts';
import {
  addKeyResult,
  codesOf,
  createGoal,
  G,
  goalWorld,
  ok,
  type Goal,
  type TreeLevel,
  type World,
} from './goals-fixtures.ts';
import { C1 } from './structure-helpers.ts';

const ctx = useApp();
let w: World;

beforeAll(async () => {
  w = await goalWorld(ctx);
});

describe('goals: owners and who may set them', () => {
  it('lets an employee set their own goal as a draft only, and nobody else’s', async () => {
    const mine = await createGoal(w.employee, { employee: w.anna, period: w.current, title: 'Выучить Go' });
    expect(mine).toMatchObject({ owner_kind: 'person', status: 'draft', progress: 0, health: null, can_edit: true });
    expect(mine.can_approve).toBe(false);
    const active = await w.employee.post(G, { employee: w.anna, period: w.current, title: 'Сразу', status: 'active' });
    expect(json(active)).toMatchObject({ code: 'goals_approve_staff_only' });
    const other = await w.employee.post(G, { employee: w.petrovId, period: w.current, title: 'Чужая' });
    expect([other.statusCode, json(other).code]).toEqual([403, 'goals_own_people']);
    const company = await w.employee.post(G, { owner_kind: 'company', period: w.current, title: 'Рост' });
    expect([company.statusCode, json(company).code]).toEqual([403, 'goals_company_admin_only']);
  });

  it('lets a manager set their people’s and their department’s goals, an admin the company’s', async () => {
    const person = await createGoal(w.manager, {
      employee: w.petrovId,
      period: w.current,
      title: 'Ревью',
      status: 'active',
    });
    expect(person).toMatchObject({ status: 'active', owner_name: 'Сергей Петров' });
    const dep = await createGoal(w.manager, {
      owner_kind: 'department',
      department: w.dev,
      period: w.current,
      title: 'SLA',
    });
    expect(dep).toMatchObject({ owner_kind: 'department', owner_name: 'Разработка', employee: null });
    const sales = await w.manager.post(G, {
      owner_kind: 'department',
      department: w.sales,
      period: w.current,
      title: 'x',
    });
    expect(sales.statusCode).toBe(403);
    const company = await createGoal(w.admin, { owner_kind: 'company', period: w.current, title: 'Выручка' });
    expect(company.owner_kind).toBe('company');
  });

  it('names the owner fields that do not fit the kind of owner', async () => {
    const res = await w.admin.post(G, { owner_kind: 'department', employee: w.anna, period: w.current, title: 'x' });
    expect(codesOf(res)).toEqual({ employee: ['goal_owner_mismatch'], department: ['required'] });
  });
});

describe('goals: progress computed from key results', () => {
  it('is the weighted mean of metrics (up, down, reach) and milestones, and follows every write', async () => {
    const goal = await createGoal(w.manager, { employee: w.petrovId, period: w.current, title: 'Скорость' });
    let g = await addKeyResult(w.manager, goal.id, {
      name: 'Покрытие',
      start_value: 0,
      target_value: 10,
      current_value: 5,
    });
    expect(g.progress).toBe(0.5);
    g = await addKeyResult(w.manager, goal.id, { name: 'Релиз', kind: 'milestone', done: true, weight: 2 });
    expect(g.progress).toBeCloseTo((0.5 + 2) / 3);
    g = await addKeyResult(w.manager, goal.id, {
      name: 'Время сборки',
      start_value: 100,
      target_value: 50,
      current_value: 75,
      direction: 'decrease',
    });
    expect(g.progress).toBeCloseTo((0.5 + 2 + 0.5) / 4);
    g = await addKeyResult(w.manager, goal.id, {
      name: 'Ровно',
      direction: 'reach',
      start_value: 0,
      target_value: 4,
      current_value: 4,
    });
    expect(g.key_results.map((k) => k.progress)).toEqual([0.5, 1, 0.5, 1]);
    expect(g.progress).toBeCloseTo(4 / 5);
    const first = g.key_results[0];
    g = ok<Goal>(
      await w.manager.patch(`${G}${goal.id}/key_results/${first.id}/`, { current_value: 20, version: first.version }),
    );
    expect(g.key_results[0].progress).toBe(1);
    const stale = await w.manager.patch(`${G}${goal.id}/key_results/${first.id}/`, {
      current_value: 1,
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    for (const k of g.key_results) g = ok<Goal>(await w.manager.delete(`${G}${goal.id}/key_results/${k.id}/`));
    expect([g.progress, g.key_results]).toEqual([0, []]);
  });

  it('refuses a target equal to the start, a value of the wrong type and numbers on a milestone', async () => {
    const goal = await createGoal(w.manager, { employee: w.petrovId, period: w.current, title: 'Плохие данные' });
    const kr = `${G}${goal.id}/key_results/`;
    expect(codesOf(await w.manager.post(kr, { name: 'x', start_value: 3, target_value: 3 }))).toEqual({
      target_value: ['key_result_target_equals_start'],
    });
    expect(codesOf(await w.manager.post(kr, { name: 'x', start_value: '0', target_value: 3 }))).toEqual({
      start_value: ['not_a_number'],
    });
    expect(codesOf(await w.manager.post(kr, { name: 'x', start_value: 5, target_value: 3 }))).toEqual({
      target_value: ['key_result_direction_mismatch'],
    });
    expect(codesOf(await w.manager.post(kr, { name: 'x', kind: 'milestone', target_value: 3 }))).toEqual({
      target_value: ['key_result_milestone_values'],
    });
    expect(codesOf(await w.manager.post(kr, { name: 'x' }))).toEqual({
      start_value: ['required'],
      target_value: ['required'],
    });
  });

  it('keeps key results of someone else’s goal out of reach', async () => {
    const goal = await createGoal(w.manager, { employee: w.petrovId, period: w.current, title: 'Чужая цель' });
    const res = await w.employee.post(`${G}${goal.id}/key_results/`, { name: 'x', start_value: 0, target_value: 1 });
    expect([res.statusCode, json(res).code]).toEqual([403, 'goals_own_people']);
    const hidden = await createGoal(w.manager, {
      employee: w.petrovId,
      period: w.current,
      title: 'Тайна',
      visibility: 'private',
    });
    expect((await w.employee.post(`${G}${hidden.id}/key_results/`, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('goals: approval and changes', () => {
  it('moves a draft into active by the manager only, once', async () => {
    const draft = await createGoal(w.employee, { employee: w.anna, period: w.current, title: 'Черновик' });
    const own = await w.employee.post(`${G}${draft.id}/approve/`, { version: draft.version });
    expect([own.statusCode, json(own).code]).toEqual([403, 'goals_approve_staff_only']);
    const patched = await w.employee.patch(`${G}${draft.id}/`, { status: 'active', version: draft.version });
    expect(patched.statusCode).toBe(403);
    const approved = ok<Goal>(await w.manager.post(`${G}${draft.id}/approve/`, { version: draft.version }));
    expect(approved.status).toBe('active');
    const again = await w.manager.post(`${G}${draft.id}/approve/`, { version: approved.version });
    expect([again.statusCode, json(again).code]).toEqual([409, 'goal_not_draft']);
    const stale = await w.employee.patch(`${G}${draft.id}/`, { title: 'Новое', version: draft.version });
    expect([stale.statusCode, json(stale).code]).toEqual([409, 'stale_version']);
    const renamed = ok<Goal>(await w.employee.patch(`${G}${draft.id}/`, { title: 'Новое', version: approved.version }));
    expect(renamed.title).toBe('Новое');
    expect((await w.employee.delete(`${G}${draft.id}/`)).statusCode).toBe(403);
    expect((await w.manager.delete(`${G}${draft.id}/`)).statusCode).toBe(204);
    expect((await w.manager.get(`${G}${draft.id}/`)).statusCode).toBe(404);
  });
});

describe('goals: alignment', () => {
  it('shows the company -> department -> person chain in the tree and on each goal’s page', async () => {
    const top = await createGoal(w.admin, { owner_kind: 'company', period: w.current, title: 'Компания' });
    const dep = await createGoal(w.manager, {
      owner_kind: 'department',
      department: w.dev,
      period: w.current,
      title: 'Отдел',
      parent: top.id,
    });
    const mine = await createGoal(w.employee, { employee: w.anna, period: w.current, title: 'Моя', parent: dep.id });
    const page = ok<Goal>(await w.employee.get(`${G}${dep.id}/`));
    expect(page.parent_goal?.id).toBe(top.id);
    expect(page.children.map((c) => c.id)).toEqual([mine.id]);
    const dev = `${G}tree/?period=${String(w.current)}&department=${String(w.dev)}&page_size=500`;
    const parents = async (query: string) =>
      ok<TreeLevel>(await w.employee.get(`${dev}${query}`)).results.map((n) => [n.id, n.parent]);
    expect(await parents('')).toContainEqual([top.id, null]);
    expect(await parents(`&parent=${String(top.id)}`)).toEqual([[dep.id, top.id]]);
    expect(await parents(`&parent=${String(dep.id)}`)).toEqual([[mine.id, dep.id]]);
    const sales = ok<TreeLevel>(
      await w.employee.get(`${G}tree/?department=${String(w.sales)}&parent=${String(top.id)}`),
    );
    expect(sales.results.map((n) => n.id)).not.toContain(dep.id);
  });

  it('refuses a cycle and a parent of another company, naming `parent`', async () => {
    const top = await createGoal(w.admin, { owner_kind: 'company', period: w.current, title: 'Верх' });
    const mid = await createGoal(w.admin, {
      employee: w.petrovId,
      period: w.current,
      title: 'Середина',
      parent: top.id,
    });
    const low = await createGoal(w.admin, { employee: w.anna, period: w.current, title: 'Низ', parent: mid.id });
    expect(codesOf(await w.admin.patch(`${G}${top.id}/`, { parent: low.id, version: top.version }))).toEqual({
      parent: ['goal_parent_cycle'],
    });
    expect(codesOf(await w.admin.patch(`${G}${top.id}/`, { parent: top.id, version: top.version }))).toEqual({
      parent: ['goal_parent_cycle'],
    });
    const [period] = await ctx.database.db
      .insert(s.assessmentPeriods)
      .values({
        companyId: 2,
        name: 'Чужой',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        selfDeadline: '2026-06-01',
        managerDeadline: '2026-07-01',
        feedbackDeadline: '2026-08-01',
      })
      .returning();
    const [foreign] = await ctx.database.db
      .insert(s.agreements)
      .values({ companyId: 2, ownerKind: 'company', periodId: period.id, title: 'Чужая' })
      .returning();
    expect(
      codesOf(await w.admin.post(G, { employee: w.anna, period: w.current, title: 'x', parent: foreign.id })),
    ).toEqual({
      parent: ['goal_parent_not_found'],
    });
  });
});

describe('goals: the agreements API stays the spec’s', () => {
  it('lists only person-owned goals as agreements, and makes a person goal from an agreement', async () => {
    const dep = await createGoal(w.admin, {
      owner_kind: 'department',
      department: w.dev,
      period: w.current,
      title: 'Не договорённость',
    });
    const agreements = json<{ results: { id: number }[] }>(
      await w.admin.get(`${C1}/performance_review/agreements/?page_size=500`),
    );
    expect(agreements.results.map((a) => a.id)).not.toContain(dep.id);
    expect((await w.admin.get(`${C1}/performance_review/agreements/${dep.id}/`)).statusCode).toBe(404);
    const made = json<{ id: number }>(
      await w.admin.post(`${C1}/performance_review/agreements/`, {
        employee: w.petrovId,
        period: w.current,
        title: 'Из API',
      }),
    );
    expect(ok<Goal>(await w.admin.get(`${G}${made.id}/`))).toMatchObject({
      owner_kind: 'person',
      status: 'draft',
      weight: 1,
    });
  });
});
