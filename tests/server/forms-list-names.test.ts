import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { FORMS, newPeriod } from './forms-fixtures.ts';

// The forms list sorts and searches by the form's own copy of the employee's names and department, and
// an admin's counts come from counters: both kept by the database, and checked here against the changes.
const ctx = useApp();
let admin: Client;
let period: number;

type List = {
  count: number;
  results: { id: number; employee: { id: number; full_name: string }; department: { name: string } | null }[];
};

const ids = (list: List) => list.results.map((r) => r.id).sort((a, b) => a - b);
const departmentId = async (name: string) =>
  (
    await ctx.database.db
      .select()
      .from(s.departments)
      .where(and(eq(s.departments.companyId, 1), eq(s.departments.name, name)))
  )[0].id;

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  const [p] = await ctx.database.db
    .select()
    .from(s.assessmentPeriods)
    .where(eq(s.assessmentPeriods.name, 'Оценка за второе полугодие'));
  period = p.id;
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

  it('pages through the name order without gaps or repeats, and searches by a short text too', async () => {
    const page = async (n: number, size: number) =>
      json<List>(
        await admin.get(`${FORMS}?period=${period}&ordering=-employee&page=${n}&page_size=${size}`),
      ).results.map((r) => r.id);
    expect([...(await page(1, 3)), ...(await page(2, 3))]).toEqual(await page(1, 6));
    const short = await search('ов');
    expect(short.count).toBeGreaterThan(0);
    expect(short.results.every((r) => r.employee.full_name.toLowerCase().includes('ов'))).toBe(true);
  });

  it('finds a person by a part from the middle of their name, in any letter case and either name order', async () => {
    const anna = await formsOf('employee@demo.example');
    expect(anna.length).toBeGreaterThan(0);
    for (const text of ['МИРНОВ', 'нНа СмИр', 'смирнова ан']) {
      const found = await search(text);
      expect(ids(found), text).toEqual(anna);
      expect(found.count, text).toBe(anna.length);
    }
    expect((await search('Смирнов Анна')).count).toBe(0);
    // The whole text decides, however many pieces the index looked up, and its % is a percent sign.
    expect(ids(await search('Анна  Смирнова'))).toEqual(anna);
    expect((await search('Анна Смирнова Дмитриевна')).count).toBe(0);
    expect((await search('Смир%ова')).count).toBe(0);
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
