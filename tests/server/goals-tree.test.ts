import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useApp, type Client } from './helpers.ts';
import { codesOf, createGoal, G, goalWorld, ok, type Goal, type TreeLevel, type World } from './goals-fixtures.ts';
import { C2, OTHER_ADMIN } from './structure-helpers.ts';

const ctx = useApp();
const T = `${G}tree/`;
let w: World;
let top: Goal;
let dep: Goal;
let kids: Goal[];
let hidden: Goal;
let under: Goal;

beforeAll(async () => {
  w = await goalWorld(ctx);
  top = await createGoal(w.admin, { owner_kind: 'company', period: w.current, title: 'Дерево: компания' });
  dep = await createGoal(w.manager, {
    owner_kind: 'department',
    department: w.dev,
    period: w.current,
    title: 'Дерево: отдел',
    parent: top.id,
  });
  kids = [];
  for (const title of ['Дерево: 1', 'Дерево: 2', 'Дерево: 3'])
    kids.push(await createGoal(w.manager, { employee: w.petrovId, period: w.current, title, parent: dep.id }));
  hidden = await createGoal(w.manager, {
    employee: w.petrovId,
    period: w.current,
    title: 'Дерево: закрытая',
    parent: dep.id,
    visibility: 'private',
  });
  under = await createGoal(w.manager, {
    employee: w.petrovId,
    period: w.current,
    title: 'Дерево: под закрытой',
    parent: hidden.id,
  });
});

const level = async (client: Client, query: string) => ok<TreeLevel>(await client.get(`${T}?${query}`));
const ids = (l: TreeLevel) => l.results.map((n) => n.id);

describe('goals: the tree a level at a time', () => {
  it('answers the top goals, each with the number of goals under it, never one with a parent it may read', async () => {
    const roots = await level(w.admin, `period=${String(w.current)}&page_size=500`);
    expect(roots.results.find((n) => n.id === top.id)).toMatchObject({
      parent: null,
      child_count: 1,
      owner_kind: 'company',
      progress: 0,
    });
    expect(ids(roots)).not.toContain(dep.id);
    expect(roots.results.every((n) => n.parent === null)).toBe(true);
    expect(roots.count).toBe(roots.results.length);
  });

  it('answers the children of `parent`, counting only those the caller may read', async () => {
    const admin = await level(w.admin, `parent=${String(top.id)}`);
    expect(admin.results.map((n) => [n.id, n.parent, n.child_count])).toEqual([[dep.id, top.id, 4]]);
    const all = await level(w.admin, `parent=${String(dep.id)}`);
    expect([ids(all), all.count]).toEqual([[...kids.map((k) => k.id), hidden.id], 4]);
    expect(all.results.at(-1)).toMatchObject({ owner_name: 'Сергей Петров', visibility: 'private', child_count: 1 });
    const employee = await level(w.employee, `parent=${String(top.id)}`);
    expect(employee.results.map((n) => n.child_count)).toEqual([3]);
    const theirs = await level(w.employee, `parent=${String(dep.id)}`);
    expect([ids(theirs), theirs.count]).toEqual([kids.map((k) => k.id), 3]);
  });

  it("pages a level in order: the company's goals, the departments', the people's, then by title", async () => {
    const first = await level(w.admin, `parent=${String(dep.id)}&page_size=2`);
    expect([ids(first), first.count, first.previous]).toEqual([[kids[0].id, kids[1].id], 4, null]);
    expect(first.next).toContain('page=2');
    const second = await level(w.admin, `parent=${String(dep.id)}&page_size=2&page=2`);
    expect([ids(second), second.next]).toEqual([[kids[2].id, hidden.id], null]);
  });

  it('keeps private goals to those who may read them, a goal under one standing at the top for the others', async () => {
    expect((await w.employee.get(`${T}?parent=${String(hidden.id)}`)).statusCode).toBe(404);
    expect((await w.orlov.get(`${T}?parent=${String(hidden.id)}`)).statusCode).toBe(404);
    expect(ids(await level(w.petrov, `parent=${String(hidden.id)}`))).toEqual([under.id]);
    expect(ids(await level(w.manager, `parent=${String(hidden.id)}`))).toEqual([under.id]);
    const roots = await level(w.employee, 'page_size=500');
    expect(roots.results.find((n) => n.id === under.id)?.parent).toBeNull();
    expect(ids(roots)).not.toContain(hidden.id);
    expect(ids(await level(w.petrov, 'page_size=500'))).not.toContain(under.id);
  });

  it('filters each level by department and period', async () => {
    const sales = await level(w.admin, `department=${String(w.sales)}&page_size=500`);
    expect(sales.results.find((n) => n.id === top.id)?.child_count).toBe(0);
    expect((await level(w.admin, `parent=${String(top.id)}&department=${String(w.sales)}`)).count).toBe(0);
    const dev = await level(w.admin, `parent=${String(top.id)}&department=${String(w.dev)}`);
    expect(ids(dev)).toEqual([dep.id]);
    expect((await level(w.admin, `parent=${String(dep.id)}&period=${String(w.past)}`)).count).toBe(0);
  });

  it('answers 404 for a parent of another company and 400 naming `parent` for a bad one', async () => {
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect((await outsider.get(`${C2}/performance_review/goals/tree/?parent=${String(top.id)}`)).statusCode).toBe(404);
    expect((await outsider.get(`${T}?parent=${String(top.id)}`)).statusCode).toBe(404);
    expect((await w.admin.get(`${T}?parent=999999`)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999'])
      expect(Object.keys(codesOf(await w.admin.get(`${T}?parent=${bad}`)))).toEqual(['parent']);
    expect(Object.keys(codesOf(await w.admin.get(`${T}?page_size=0`)))).toEqual(['page_size']);
  });

  it("orders a level's owners before titles, and a manager sees the goals under a private one they may not read at the top", async () => {
    const first = await createGoal(w.admin, {
      employee: w.petrovId,
      period: w.current,
      title: 'А: личная',
      parent: top.id,
    });
    const children = await level(w.admin, `parent=${String(top.id)}`);
    expect(ids(children)).toEqual([dep.id, first.id]);
    expect(children.results.map((n) => n.owner_kind)).toEqual(['department', 'person']);
    const roots = await level(w.orlov, 'page_size=500');
    expect(roots.results.find((n) => n.id === under.id)?.parent).toBeNull();
    expect(ids(roots)).not.toContain(hidden.id);
    expect(ids(roots).indexOf(top.id)).toBeLessThan(ids(roots).indexOf(under.id));
  });
});

describe('goals: counts that stop at the cap', () => {
  it("counts a level and a goal's children up to 500, a search up to 1000, saying so past it, exactly once a page reaches past", async () => {
    const many = await createGoal(w.admin, { owner_kind: 'company', period: w.current, title: 'Много целей' });
    await ctx.database.db
      .execute(sql`insert into agreements (company_id, period_id, title, owner_kind, parent_id, status)
      select company_id, period_id, 'Многоцелевая ' || g, 'company', id, 'in_progress'
      from agreements cross join generate_series(1, 1001) g where id = ${many.id}`);
    const roots = await level(w.admin, `period=${String(w.current)}&page_size=500`);
    expect(roots.results.find((n) => n.id === many.id)).toMatchObject({ child_count: 500, child_count_capped: true });
    const under = await level(w.admin, `parent=${String(many.id)}`);
    expect([under.count, under.count_capped, under.next]).toEqual([500, true, expect.stringContaining('page=2')]);
    const last = await level(w.admin, `parent=${String(many.id)}&page=41`);
    expect([last.count, last.count_capped, last.results.length, last.next]).toEqual([1001, false, 1, null]);
    // Its page lists the first 50 of the goals that support it, in their order, and says there are more.
    const page = ok<Goal & { children: { id: number }[]; children_more: boolean }>(
      await w.admin.get(`${G}${String(many.id)}/`),
    );
    expect([page.children.length, page.children[0].id, page.children_more]).toEqual([50, many.id + 1, true]);
    const found = ok<TreeLevel>(await w.admin.get(`${G}?q=${encodeURIComponent('Многоцелевая')}`));
    expect([found.count, found.count_capped]).toEqual([1000, true]);
    // A search's pages keep their order, the newest first by default.
    const search = `${G}?q=${encodeURIComponent('Многоцелевая')}&page_size=3`;
    const pageIds = async (tail: string) =>
      ok<TreeLevel>(await w.admin.get(`${search}${tail}`)).results.map((n) => n.id);
    const newest = [...(await pageIds('')), ...(await pageIds('&page=2'))];
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect(new Set(newest).size).toBe(6);
    const oldest = await pageIds('&ordering=id&page=2');
    expect(oldest).toEqual([many.id + 4, many.id + 5, many.id + 6]);
    const few = ok<TreeLevel>(await w.admin.get(`${G}?q=${encodeURIComponent('Дерево: 1')}`));
    expect([few.count, few.count_capped]).toEqual([1, false]);
  });
});
