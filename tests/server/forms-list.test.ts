import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { json, signIn, signInAs, statementsOf, useApp, type Client } from './helpers.ts';
import type { FormDetailOut, FormPageOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { FORMS, codesOf } from './forms-fixtures.ts';

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
    const { count, res } = await statementsOf(ctx, client, url);
    expect(res.statusCode, res.body).toBe(200);
    return count;
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
