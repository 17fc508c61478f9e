import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import type { FormDetailOut, FormPageOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { FORMS, codesOf, newPeriod } from './forms-fixtures.ts';

const ctx = useApp();
let admin: Client;
let manager: Client;
let employee: Client;
let period: number;

type List = {
  count: number;
  next: string | null;
  results: {
    id: number;
    employee: { id: number; full_name: string };
    department: { id: number; name: string } | null;
  }[];
};

const departmentId = async (name: string, companyId = 1) =>
  (
    await ctx.database.db
      .select()
      .from(s.departments)
      .where(and(eq(s.departments.companyId, companyId), eq(s.departments.name, name)))
  )[0].id;

/** Ids of the forms of the period whose employee sits in one of the departments, straight from the database. */
const formsIn = async (departmentIds: number[]) =>
  (
    await ctx.database.db
      .select({ id: s.assessmentForms.id })
      .from(s.assessmentForms)
      .innerJoin(s.employeeInPositions, eq(s.employeeInPositions.id, s.assessmentForms.employeeId))
      .where(and(eq(s.assessmentForms.periodId, period), inArray(s.employeeInPositions.departmentId, departmentIds)))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

const ids = (list: List) => list.results.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  employee = await signIn(ctx.app, 'employee');
  const [p] = await ctx.database.db
    .select()
    .from(s.assessmentPeriods)
    .where(eq(s.assessmentPeriods.name, 'Оценка за второе полугодие'));
  period = p.id;
});

describe('the department filter', () => {
  it('includes the sub-departments, as launching by department does', async () => {
    const dev = await departmentId('Разработка');
    const front = await departmentId('Фронтенд');
    const expected = await formsIn([dev, front]);
    expect((await formsIn([front])).length).toBeGreaterThan(0);
    const list = json<List>(await admin.get(`${FORMS}?period=${period}&department=${dev}&page_size=500`));
    expect(list.count).toBe(expected.length);
    expect(ids(list)).toEqual(expected);
    expect(new Set(list.results.map((r) => r.department?.name))).toEqual(new Set(['Разработка', 'Фронтенд']));
  });

  it('counts the stages under the same filter', async () => {
    const dev = await departmentId('Разработка');
    const counts = json<Record<string, number>>(
      await admin.get(`${FORMS}stage_counts/?period=${period}&department=${dev}`),
    );
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(
      (await formsIn([dev, await departmentId('Фронтенд')])).length,
    );
  });

  it('takes several departments, a leaf only, and never another company’s department', async () => {
    const front = await departmentId('Фронтенд');
    const sales = await departmentId('Продажи');
    const both = json<List>(await admin.get(`${FORMS}?period=${period}&department=${front},${sales}&page_size=500`));
    expect(ids(both)).toEqual(await formsIn([front, sales]));
    const leaf = json<List>(await admin.get(`${FORMS}?period=${period}&department=${front}&page_size=500`));
    expect(leaf.results.every((r) => r.department?.name === 'Фронтенд')).toBe(true);
    const foreign = await departmentId('Основной отдел', 2);
    expect(json<List>(await admin.get(`${FORMS}?department=${foreign}`)).count).toBe(0);
  });

  it('keeps a manager within the forms they may see', async () => {
    const board = (
      await ctx.database.db
        .select()
        .from(s.departments)
        .where(and(eq(s.departments.companyId, 1)))
        .orderBy(s.departments.id)
    )[0].id;
    const all = json<List>(await manager.get(`${FORMS}?period=${period}&page_size=500`));
    const filtered = json<List>(await manager.get(`${FORMS}?period=${period}&department=${board}&page_size=500`));
    expect(ids(filtered).every((id) => ids(all).includes(id))).toBe(true);
    const own = json<List>(await employee.get(`${FORMS}?department=${board}&page_size=500`));
    expect(own.results.length).toBeGreaterThan(0);
    expect(new Set(own.results.map((r) => r.employee.full_name))).toEqual(new Set(['Анна Смирнова']));
  });

  it('refuses a malformed department list naming the field', async () => {
    const res = await admin.get(`${FORMS}?department=1,x`);
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual({ department: [{ code: 'invalid_ids' }] });
  });
});

describe('list rows', () => {
  it('say of each form what its page says, to the millisecond', async () => {
    const db = ctx.database.db;
    // A submitted form, so that both timestamps are set.
    await db
      .update(s.assessmentForms)
      .set({ submittedAt: new Date('2026-03-01T10:11:12.345Z') })
      .where(eq(s.assessmentForms.periodId, period));
    const list = json<FormPageOut>(await admin.get(`${FORMS}?period=${period}&page_size=500&ordering=-updated_at`));
    expect(list.results.length).toBeGreaterThan(0);
    for (const row of list.results.slice(0, 5)) {
      const page = json<FormDetailOut>(await admin.get(`${FORMS}${row.id}/`));
      const { period, employee } = page;
      expect(Object.keys(row)).toEqual([
        'id',
        'type',
        'stage',
        'version',
        'updated_at',
        'submitted_at',
        'period',
        'employee',
        'department',
        'reviewer',
        'deadlines',
        'progress',
      ]);
      expect(row).toMatchObject({
        type: page.type,
        stage: page.stage,
        version: page.version,
        updated_at: page.updated_at,
        submitted_at: '2026-03-01T10:11:12.345Z',
        period: { id: period.id, name: period.name, status: period.status },
        employee: { id: employee.id, full_name: employee.full_name, position: employee.position },
        reviewer: page.reviewer,
        deadlines: { self: period.self_deadline, manager: period.manager_deadline, feedback: period.feedback_deadline },
        progress: page.progress,
      });
      expect(row.department?.name ?? null).toBe(employee.department);
    }
  });

  it('orders by name both ways, last name first', async () => {
    const names = async (ordering: string) =>
      json<List>(await admin.get(`${FORMS}?period=${period}&page_size=500&ordering=${ordering}`)).results.map((r) =>
        r.employee.full_name.split(' ').reverse().join(' '),
      );
    const up = await names('employee');
    expect(up).toEqual([...up].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(await names('-employee')).toEqual([...up].reverse());
  });

  it('refuses an unknown ordering naming the field, even one that looks like a property of every object', async () => {
    for (const bad of ['constructor', '-toString', 'name']) {
      const res = await admin.get(`${FORMS}?ordering=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(codesOf(res))).toEqual(['ordering']);
      expect(codesOf(res).ordering[0].code).toBe('unknown_ordering');
    }
  });
});

describe('queries per request', () => {
  const statements = async (client: Client, url: string) => {
    await client.get(url);
    const before = ctx.database.counter.count;
    const res = await client.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return ctx.database.counter.count - before;
  };

  it('runs at most 4 statements for the list whatever the page size, filters, ordering or caller', async () => {
    const dev = await departmentId('Разработка');
    const ceo = await signInAs(ctx, 'ceo@demo.example');
    for (const client of [admin, manager, employee, ceo]) {
      for (const q of [
        'page_size=1',
        'page_size=25',
        'page_size=500',
        `department=${dev}&search=${encodeURIComponent('ан')}&ordering=-department,employee`,
        'stage=SELF,MANAGER&team=true&ordering=period',
      ]) {
        expect(await statements(client, `${FORMS}?${q}`), q).toBeLessThanOrEqual(4);
      }
      expect(await statements(client, `${FORMS}stage_counts/?department=${dev}`)).toBeLessThanOrEqual(4);
    }
  });

  it('answers a page past the end with the count and no results', async () => {
    const all = json<List>(await admin.get(`${FORMS}?period=${period}`));
    const past = json<List>(await admin.get(`${FORMS}?period=${period}&page=100`));
    expect(past).toMatchObject({ count: all.count, next: null, results: [] });
  });
});

describe('the name search and the name orderings follow the people', () => {
  const STRUCTURE = '/api/companies/companies/1/structure';
  const list = async (q: string) => json<List>(await admin.get(`${FORMS}?page_size=500&${q}`));
  const search = async (text: string) => list(`search=${encodeURIComponent(text)}`);
  const formsOf = async (email: string) =>
    (
      await ctx.database.db
        .select({ id: s.assessmentForms.id })
        .from(s.assessmentForms)
        .innerJoin(s.employeeInPositions, eq(s.employeeInPositions.id, s.assessmentForms.employeeId))
        .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
        .where(eq(s.users.email, email))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it('finds a person by a part from the middle of their name, in any letter case and either name order', async () => {
    const anna = await formsOf('employee@demo.example');
    expect(anna.length).toBeGreaterThan(0);
    for (const text of ['МИРНОВ', 'нНа СмИр', 'смирнова ан']) {
      const found = await search(text);
      expect(ids(found), text).toEqual(anna);
      expect(found.count, text).toBe(anna.length);
    }
    expect((await search('Смирнов Анна')).count).toBe(0);
  });

  it('finds a person named after their form was made by the new name only, and sorts them by it', async () => {
    // Someone placed by email alone gets a form, then the import fills their names in.
    const placed = await admin.post(`${STRUCTURE}/employee_in_positions/`, {
      email: 'newcomer@demo.example',
      department: await departmentId('Разработка'),
      position: 'Стажёр',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const launched = await admin.post(FORMS, { period, employees: [json<{ id: number }>(placed).id] });
    expect(launched.statusCode, launched.body).toBe(201);
    const newcomer = await formsOf('newcomer@demo.example');
    expect(newcomer).toHaveLength(1);
    expect((await search('Яковлев')).count).toBe(0);
    const imported = await admin.post(`${STRUCTURE}/import/?dry_run=false`, {
      format: 'csv',
      content: 'email,first_name,last_name\nnewcomer@demo.example,Яна,Яковлева',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(ids(await search('КОВЛЕВА Я'))).toEqual(newcomer);
    const up = (await list(`period=${period}&ordering=employee`)).results.map((r) => r.employee.full_name);
    expect(up.at(-1)).toBe('Яна Яковлева');
    expect((await list(`period=${period}&ordering=-employee`)).results[0].employee.full_name).toBe('Яна Яковлева');
  });

  it('follows a rename made straight in the database', async () => {
    const anna = await formsOf('employee@demo.example');
    await ctx.database.db
      .update(s.users)
      .set({ lastName: 'Абрамова' })
      .where(eq(s.users.email, 'employee@demo.example'));
    expect((await search('смирнов')).count).toBe(0);
    expect(ids(await search('анна абрам'))).toEqual(anna);
    const up = (await list(`period=${period}&ordering=employee`)).results.map((r) => r.employee.full_name);
    expect(up[0]).toBe('Анна Абрамова');
  });

  it('sorts by department under its new name, and a moved person under their new department', async () => {
    const departmentsInOrder = async () =>
      (await list(`period=${period}&ordering=department`)).results.map((r) => r.department?.name ?? null);
    const front = await departmentId('Фронтенд');
    const { version } = json<{ version: number }>(await admin.get(`${STRUCTURE}/departments/${front}/`));
    const renamed = await admin.patch(`${STRUCTURE}/departments/${front}/`, { name: 'Аналитика', version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const names = await departmentsInOrder();
    expect(names[0]).toBe('Аналитика');
    expect(names.filter((n) => n === 'Фронтенд')).toEqual([]);

    const petrov = (await search('Петров')).results[0];
    const position = json<{ version: number }>(
      await admin.get(`${STRUCTURE}/employee_in_positions/${petrov.employee.id}/`),
    );
    const moved = await admin.patch(`${STRUCTURE}/employee_in_positions/${petrov.employee.id}/`, {
      department: front,
      version: position.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const sorted = (await list(`period=${period}&ordering=department`)).results;
    const analytics = sorted.filter((r) => r.department?.name === 'Аналитика').map((r) => r.employee.full_name);
    expect(analytics).toContain('Сергей Петров');
    expect(sorted.findIndex((r) => r.department?.name !== 'Аналитика')).toBe(analytics.length);
  });
});

describe('the counts', () => {
  it('stay exact through launches, stage moves and deletions, however the list is filtered', async () => {
    const fresh = await newPeriod(ctx, 'SMPL');
    const launched = await admin.post(FORMS, { period: fresh, departments: [await departmentId('Продажи')] });
    expect(launched.statusCode, launched.body).toBe(201);
    const [moved, deleted] = json<{ form_ids: number[] }>(launched).form_ids;
    const move = await admin.patch(`${FORMS}${moved}/transition/`, { stage: 'MANAGER', reason: 'Проверка' });
    expect(move.statusCode, move.body).toBe(200);
    expect((await admin.delete(`${FORMS}${deleted}/`)).statusCode).toBe(204);

    const forms = await ctx.database.db.select().from(s.assessmentForms).where(eq(s.assessmentForms.companyId, 1));
    type Form = (typeof forms)[number];
    // The stage counts leave the stage filter out; the list applies it.
    const cases: [string, (f: Form) => boolean, Form['stage'][] | null][] = [
      ['', () => true, null],
      [`period=${fresh}`, (f) => f.periodId === fresh, null],
      [`period=${fresh}&stage=MANAGER`, (f) => f.periodId === fresh, ['MANAGER']],
      ['stage=SELF,FEEDBACK', () => true, ['SELF', 'FEEDBACK']],
      [`period=${period},${fresh}&type=STND`, (f) => [period, fresh].includes(f.periodId) && f.type === 'STND', null],
    ];
    for (const [q, where, stages] of cases) {
      const expected = forms.filter((f) => where(f) && (!stages || stages.includes(f.stage)));
      expect(json<List>(await admin.get(`${FORMS}?${q}`)).count, q).toBe(expected.length);
      const byStage = json<Record<string, number>>(await admin.get(`${FORMS}stage_counts/?${q}`));
      for (const stage of ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'] as const)
        expect(byStage[stage], `${q} ${stage}`).toBe(forms.filter((f) => where(f) && f.stage === stage).length);
    }
  });
});
