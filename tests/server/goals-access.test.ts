import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useApp, type Client } from './helpers.ts';
import {
  createGoal,
  G,
  goalWorld,
  ok,
  type Goal,
  type GoalList,
  type TreeLevel,
  type World,
} from './goals-fixtures.ts';
import { C2, OTHER_ADMIN } from './structure-helpers.ts';

const ctx = useApp();
let w: World;
let personal: Goal;
let departmental: Goal;
let child: Goal;

beforeAll(async () => {
  w = await goalWorld(ctx);
  personal = await createGoal(w.manager, {
    employee: w.petrovId,
    period: w.current,
    title: 'Личная',
    visibility: 'private',
  });
  departmental = await createGoal(w.manager, {
    owner_kind: 'department',
    department: w.dev,
    period: w.current,
    title: 'Закрытая отдела',
    visibility: 'private',
  });
  child = await createGoal(w.manager, {
    employee: w.petrovId,
    period: w.current,
    title: 'Открытая',
    parent: personal.id,
  });
});

/** Whether a client finds the goal in the list, the tree's top level and by id. */
async function sees(client: Client, id: number): Promise<[boolean, boolean, boolean]> {
  const list = ok<GoalList>(await client.get(`${G}?page_size=500`));
  const tree = ok<TreeLevel>(await client.get(`${G}tree/?page_size=500`));
  const get = await client.get(`${G}${String(id)}/`);
  return [list.results.some((g) => g.id === id), tree.results.some((g) => g.id === id), get.statusCode === 200];
}

describe('goals: private goals', () => {
  it('shows a person’s private goal to them, their managers and admins only', async () => {
    for (const client of [w.petrov, w.manager, w.admin])
      expect(await sees(client, personal.id)).toEqual([true, true, true]);
    for (const client of [w.employee, w.orlov]) expect(await sees(client, personal.id)).toEqual([false, false, false]);
  });

  it('shows a department’s private goal to its head and admins only', async () => {
    for (const client of [w.manager, w.admin]) expect(await sees(client, departmental.id)).toEqual([true, true, true]);
    for (const client of [w.employee, w.petrov, w.orlov])
      expect(await sees(client, departmental.id)).toEqual([false, false, false]);
  });

  it('does not name a private parent to whoever may not read it', async () => {
    const page = ok<Goal>(await w.employee.get(`${G}${child.id}/`));
    expect([page.parent, page.parent_goal]).toEqual([null, null]);
    const tree = ok<TreeLevel>(await w.employee.get(`${G}tree/?page_size=500`));
    expect(tree.results.find((n) => n.id === child.id)?.parent).toBeNull();
    expect((await w.employee.get(`${G}tree/?parent=${String(personal.id)}`)).statusCode).toBe(404);
    expect(ok<Goal>(await w.petrov.get(`${G}${child.id}/`)).parent).toBe(personal.id);
    expect(ok<Goal>(await w.petrov.get(`${G}${personal.id}/`)).children.map((c) => c.id)).toEqual([child.id]);
  });

  it('answers 404 to another company, whatever its path', async () => {
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect((await outsider.get(`${G}${String(child.id)}/`)).statusCode).toBe(404);
    const theirs = `${C2}/performance_review/goals/`;
    expect((await outsider.get(`${theirs}${String(child.id)}/`)).statusCode).toBe(404);
    expect(
      (await outsider.post(`${theirs}${String(child.id)}/check_ins/`, { version: 1, health: 'on_track' })).statusCode,
    ).toBe(404);
    expect(ok<GoalList>(await outsider.get(theirs)).count).toBe(0);
  });
});

describe('goals: the list', () => {
  it('narrows to my goals and my team’s, and filters by owner, status and text', async () => {
    const mine = ok<GoalList>(await w.petrov.get(`${G}?scope=mine`));
    expect(mine.results.every((g) => g.employee === w.petrovId)).toBe(true);
    expect(mine.results.map((g) => g.id)).toContain(personal.id);
    const team = ok<GoalList>(await w.manager.get(`${G}?scope=team&owner_kind=department`));
    expect(team.results.map((g) => g.id)).toContain(departmental.id);
    expect(team.results.every((g) => g.owner_kind === 'department' && g.department === w.dev)).toBe(true);
    const drafts = ok<GoalList>(await w.manager.get(`${G}?status=draft&q=${encodeURIComponent('Открытая')}`));
    expect(drafts.results.map((g) => g.id)).toEqual([child.id]);
    expect(drafts.results[0]).toMatchObject({ parent: personal.id, key_result_count: 0, owner_name: 'Сергей Петров' });
    const bad = await w.manager.get(`${G}?scope=all&ordering=secret`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('goals: statements', () => {
  const statements = async (url: string, client: Client = w.manager) => {
    const { count, result } = await ctx.database.counter.counted(() => client.get(url));
    ok(result);
    return count;
  };

  it('reads a list of any scope, with or without a search and filters, in at most four statements', async () => {
    const text = encodeURIComponent('Открытая');
    const lists = [
      'scope=team',
      `scope=team&q=${text}&owner_kind=person&status=draft&department=${String(w.dev)}`,
      'scope=mine',
      `scope=mine&q=${text}&health=on_track`,
      'scope=company',
      `scope=company&q=${text}&period=${String(w.current)}&page=2&page_size=1`,
    ];
    // One read at a time: the counter is the database's, shared by concurrent requests.
    for (const client of [w.manager, w.petrov])
      for (const list of lists) expect(await statements(`${G}?${list}`, client), list).toBeLessThanOrEqual(4);
  });

  it('reads the tree’s levels, the team list and a page of check-ins in as many statements for more goals', async () => {
    const urls = [
      `${G}tree/`,
      `${G}tree/?parent=${String(child.id)}`,
      `${G}?scope=team`,
      `${G}${String(child.id)}/check_ins/`,
    ];
    // One read at a time: the counter is the database's, shared by concurrent requests.
    const counts = async () => {
      const out: number[] = [];
      for (const url of urls) out.push(await statements(url));
      return out;
    };
    const first = await counts();
    // A level of the tree, under a parent too, is a list: at most four statements with the session's.
    expect(
      first.slice(0, 2).every((n) => n <= 4),
      String(first),
    ).toBe(true);
    for (const title of ['Ещё 1', 'Ещё 2', 'Ещё 3'])
      await createGoal(w.manager, { employee: w.petrovId, period: w.current, title, parent: child.id });
    expect(await counts()).toEqual(first);
  });
});

describe('goals: the demo company', () => {
  it('has goals on three levels with a quarter of weekly check-ins, some at risk', async () => {
    const level = async (query: string) =>
      ok<TreeLevel>(await w.admin.get(`${G}tree/?period=${String(w.current)}&page_size=500${query}`)).results;
    const company = (await level('')).find((n) => n.owner_kind === 'company' && n.child_count > 0);
    const department = (await level(`&parent=${String(company?.id)}`)).find(
      (n) => n.owner_kind === 'department' && n.child_count > 0,
    );
    const people = await level(`&parent=${String(department?.id)}`);
    const person = people.find((n) => n.owner_kind === 'person' && n.health !== null);
    expect(person?.parent).toBe(department?.id);
    expect(people.filter((n) => n.health === 'at_risk' || n.health === 'off_track').length).toBeGreaterThan(0);
    const checkIns = ok<{ count: number }>(await w.admin.get(`${G}${String(person?.id)}/check_ins/`));
    expect(checkIns.count).toBe(12);
  });
});
