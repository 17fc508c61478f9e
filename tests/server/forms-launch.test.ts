import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import type { FormPageOut, LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { FORMS, codesOf, eipOf, newPeriod, type FormBody } from './forms-fixtures.ts';

const ctx = useApp();
let admin: Client;
let manager: Client;
let employee: Client;
type Launch = LaunchOut;
type List = FormPageOut;

const countForms = async (periodId: number) =>
  (
    await ctx.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.assessmentForms)
      .where(eq(s.assessmentForms.periodId, periodId))
  )[0].n;
const departmentId = async (name: string) =>
  (
    await ctx.database.db
      .select()
      .from(s.departments)
      .where(and(eq(s.departments.companyId, 1), eq(s.departments.name, name)))
  )[0].id;

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  employee = await signIn(ctx.app, 'employee');
});

describe('launching a period', () => {
  it('creates forms for a department and its sub-departments, with every item', async () => {
    const period = await newPeriod(ctx, 'STND');
    const res = await admin.post(FORMS, { period, departments: [await departmentId('Разработка')] });
    expect(res.statusCode).toBe(201);
    const body = json<Launch>(res);
    // Разработка (8 people incl. its head) and Фронтенд (5).
    expect(body.created).toBe(13);
    const [items] = await ctx.database.db
      .select({ values: sql<number>`count(*)`.mapWith(Number) })
      .from(s.formValueItems)
      .innerJoin(s.assessmentForms, eq(s.assessmentForms.id, s.formValueItems.formId))
      .where(eq(s.assessmentForms.periodId, period));
    expect(items.values).toBe(13 * 5);
    const form = json<FormBody>(await manager.get(`${FORMS}${body.form_ids[1]}/`));
    expect(form.hipo).toHaveLength(3);
    expect(form.manager_grades).not.toBeNull();
  });

  it('is idempotent: people who already have a form are reported, not duplicated', async () => {
    const period = await newPeriod(ctx, 'SMPL');
    const anna = await eipOf(ctx, DEMO_LOGINS.employee);
    const first = json<Launch>(await admin.post(FORMS, { period, employees: [anna] }));
    expect(first.created).toBe(1);
    const again = json<Launch>(await admin.post(FORMS, { period, departments: [await departmentId('Разработка')] }));
    expect(again.created).toBe(12);
    expect(again.skipped).toEqual([{ employee_id: anna, full_name: 'Анна Смирнова', reason: 'already_has_form' }]);
    expect(await countForms(period)).toBe(13);
  });

  it('leaves nothing behind when it fails in the middle', async () => {
    const period = await newPeriod(ctx, 'STND');
    // An item insert fails after the forms were inserted: a hipo skill row that breaks the NOT NULL on the item table.
    await ctx.database.db.execute(
      sql`create or replace function fail_hipo() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`,
    );
    await ctx.database.db.execute(
      sql`create trigger fail_hipo before insert on form_hipo_items for each row execute function fail_hipo()`,
    );
    try {
      const res = await admin.post(FORMS, { period, departments: [await departmentId('Продажи')] });
      expect(res.statusCode).toBe(500);
      const body = json<{ request_id: string }>(res);
      expect(body).toEqual({ detail: 'Внутренняя ошибка сервера.', code: 'server_error', request_id: body.request_id });
      expect(body.request_id).not.toBe('');
    } finally {
      await ctx.database.db.execute(sql`drop trigger fail_hipo on form_hipo_items`);
    }
    expect(await countForms(period)).toBe(0);
    const [orphans] = await ctx.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.formValueItems)
      .where(sql`not exists (select 1 from assessment_forms f where f.id = ${s.formValueItems.formId})`);
    expect(orphans.n).toBe(0);
  });

  it('refuses bad launches naming the field, creating nothing', async () => {
    const period = await newPeriod(ctx);
    const cases: [unknown, string, string][] = [
      [{ period }, 'employees', 'choose_employees'],
      [{ period: 999999, employees: [1] }, 'period', 'no_period'],
      [{ period, employees: [999999] }, 'employees', 'not_active_employees'],
      [{ period, employees: ['x'] }, 'employees.0', 'invalid_type'],
      [{ employees: [1] }, 'period', 'required'],
      [{ period, employees: [1], reviewer: await eipOf(ctx, DEMO_LOGINS.employee) }, 'reviewer', 'reviewer_target'],
      [{ period, employees: [1], reviewer: 2 ** 31 }, 'reviewer', 'no_record'],
    ];
    for (const [body, field, code] of cases) {
      const res = await admin.post(FORMS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codesOf(res), JSON.stringify(body)).toEqual({ [field]: [expect.objectContaining({ code })] });
    }
    expect(await countForms(period)).toBe(0);
  });

  it("takes a reviewer of the company's managers for everyone but the reviewer themselves", async () => {
    const period = await newPeriod(ctx);
    const orlov = await eipOf(ctx, 'orlov@demo.example');
    const anna = await eipOf(ctx, DEMO_LOGINS.employee);
    const res = await admin.post(FORMS, { period, employees: [anna, orlov], reviewer: orlov });
    expect(res.statusCode, res.body).toBe(201);
    const forms = await ctx.database.db
      .select({ employee: s.assessmentForms.employeeId, reviewer: s.assessmentForms.reviewerId })
      .from(s.assessmentForms)
      .where(eq(s.assessmentForms.periodId, period));
    expect(forms.find((f) => f.employee === anna)?.reviewer).toBe(orlov);
    expect(forms.find((f) => f.employee === orlov)?.reviewer).not.toBe(orlov);
    // A position of another company is no reviewer here.
    const theirs = (
      await ctx.database.db
        .select({ id: s.employeeInPositions.id })
        .from(s.employeeInPositions)
        .where(eq(s.employeeInPositions.companyId, 2))
        .limit(1)
    )[0].id;
    const cross = await admin.post(FORMS, { period: await newPeriod(ctx), employees: [anna], reviewer: theirs });
    expect(codesOf(cross)).toEqual({ reviewer: [{ code: 'reviewer_target' }] });
  });

  it('is for admins only; another company cannot launch into ours', async () => {
    const period = await newPeriod(ctx);
    expect((await manager.post(FORMS, { period, employees: [1] })).statusCode).toBe(403);
    const other = await signInAs(ctx, 'director@veter.example');
    const res = await other.post('/api/companies/companies/2/performance_review/assessment_forms/', {
      period,
      employees: [1],
    });
    expect(res.statusCode).toBe(400);
    expect(await countForms(period)).toBe(0);
  });
});

describe('the forms list', () => {
  it('shows a manager only the forms of the people they oversee', async () => {
    const list = json<List>(await manager.get(`${FORMS}?page_size=500`));
    const names = new Set(list.results.map((r) => r.employee.full_name));
    expect(names.has('Анна Смирнова')).toBe(true);
    expect(names.has('Ксения Егорова')).toBe(true);
    expect(names.has('Николай Романов')).toBe(false);
  });

  it('shows an employee only their own forms', async () => {
    const list = json<List>(await employee.get(`${FORMS}?page_size=500`));
    expect(new Set(list.results.map((r) => r.employee.full_name))).toEqual(new Set(['Анна Смирнова']));
  });

  it('filters by comma-joined stages, department, search and period, with counts per stage', async () => {
    const periods = await ctx.database.db
      .select()
      .from(s.assessmentPeriods)
      .where(eq(s.assessmentPeriods.name, 'Оценка за второе полугодие'));
    const p = periods[0].id;
    const all = json<List>(await admin.get(`${FORMS}?period=${p}&page_size=500`));
    expect(all.count).toBe(29);
    const some = json<List>(await admin.get(`${FORMS}?period=${p}&stage=SELF,MANAGER&page_size=500`));
    expect(some.results.every((r) => r.stage === 'SELF' || r.stage === 'MANAGER')).toBe(true);
    const counts = json<Record<string, number>>(await admin.get(`${FORMS}stage_counts/?period=${p}`));
    expect(some.count).toBe(counts.SELF + counts.MANAGER);
    const front = json<List>(await admin.get(`${FORMS}?period=${p}&department=${await departmentId('Фронтенд')}`));
    expect(front.results.every((r) => r.department?.name === 'Фронтенд')).toBe(true);
    const search = json<List>(await admin.get(`${FORMS}?period=${p}&search=${encodeURIComponent('смирнова')}`));
    expect(search.results.map((r) => r.employee.full_name)).toEqual(['Анна Смирнова']);
    expect(search.results[0].progress.self.done).toBeNull();
    const bad = await admin.get(`${FORMS}?stage=SELF,DONE`);
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toHaveProperty('stage');
  });

  it('orders by employee name', async () => {
    const list = json<List>(await admin.get(`${FORMS}?ordering=employee&page_size=50`));
    const names = list.results.map((r) => r.employee.full_name.split(' ')[1]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });
});

describe('delegation', () => {
  it('hands forms to another manager, who now assesses them while the original reviewer keeps reading', async () => {
    const period = await newPeriod(ctx);
    const { form_ids } = json<Launch>(
      await admin.post(FORMS, { period, employees: [await eipOf(ctx, DEMO_LOGINS.employee)] }),
    );
    const orlov = await eipOf(ctx, 'orlov@demo.example');
    const res = await manager.post('/api/companies/companies/1/performance_review/participants/delegation/', {
      form_ids,
      to: orlov,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ delegated: 1, to: orlov });
    const delegate = await signInAs(ctx, 'orlov@demo.example');
    const form = json<FormBody & { reviewer: { full_name: string } }>(await delegate.get(`${FORMS}${form_ids[0]}/`));
    expect(form.reviewer.full_name).toBe('Павел Орлов');
    expect((await delegate.patch(`${FORMS}${form_ids[0]}/transition/`, { stage: 'MANAGER' })).statusCode).toBe(200);
    expect((await manager.get(`${FORMS}${form_ids[0]}/`)).statusCode).toBe(200);
    expect((await manager.patch(`${FORMS}${form_ids[0]}/transition/`, { stage: 'SELF', reason: 'x' })).statusCode).toBe(
      403,
    );
    const [row] = await ctx.database.db.select().from(s.delegations).where(eq(s.delegations.formId, form_ids[0]));
    expect(row).toMatchObject({ toReviewerId: orlov });
  });

  it("refuses to hand a form to a non-manager or to someone else's forms", async () => {
    const period = await newPeriod(ctx);
    const { form_ids } = json<Launch>(
      await admin.post(FORMS, { period, employees: [await eipOf(ctx, DEMO_LOGINS.employee)] }),
    );
    const petrov = await eipOf(ctx, 'petrov@demo.example');
    const toEmployee = await manager.post('/api/companies/companies/1/performance_review/participants/delegation/', {
      form_ids,
      to: petrov,
    });
    expect(toEmployee.statusCode).toBe(400);
    expect(codesOf(toEmployee)).toEqual({ to: [{ code: 'delegate_target' }] });
    const outsider = await signInAs(ctx, 'kuznetsova@demo.example');
    expect(
      (
        await outsider.post('/api/companies/companies/1/performance_review/participants/delegation/', {
          form_ids,
          to: await eipOf(ctx, 'orlov@demo.example'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets only admins delete forms, never a completed one', async () => {
    const period = await newPeriod(ctx);
    const { form_ids } = json<Launch>(
      await admin.post(FORMS, { period, employees: [await eipOf(ctx, DEMO_LOGINS.employee)] }),
    );
    expect((await manager.delete(`${FORMS}${form_ids[0]}/`)).statusCode).toBe(403);
    await ctx.database.db
      .update(s.assessmentForms)
      .set({ stage: 'COMPLETE' })
      .where(eq(s.assessmentForms.id, form_ids[0]));
    const complete = await admin.delete(`${FORMS}${form_ids[0]}/`);
    expect(complete.statusCode).toBe(409);
    expect(json(complete)).toMatchObject({ code: 'form_complete' });
    await ctx.database.db.update(s.assessmentForms).set({ stage: 'SELF' }).where(eq(s.assessmentForms.id, form_ids[0]));
    expect((await admin.delete(`${FORMS}${form_ids[0]}/`)).statusCode).toBe(204);
    expect(await countForms(period)).toBe(0);
  });
});

describe('delegates', () => {
  it('lists the active managers of the company only', async () => {
    const body = json<{ results: { full_name: string }[] }>(
      await manager.get('/api/companies/companies/1/performance_review/participants/delegates/'),
    );
    const names = body.results.map((r) => r.full_name);
    expect(names).toContain('Павел Орлов');
    expect(names).not.toContain('Анна Смирнова');
    expect(names).not.toContain('Борис Громов');
    expect(
      (await manager.get('/api/companies/companies/2/performance_review/participants/delegates/')).statusCode,
    ).toBe(404);
  });
});

describe('launching for everyone', () => {
  it('creates a form for every active employee of the company with someone to assess them, and no other', async () => {
    const period = await newPeriod(ctx, 'SMPL');
    const res = await admin.post(FORMS, { period, all_employees: true });
    expect(res.statusCode).toBe(201);
    // The director heads the root department and has no manager: nobody would assess the form.
    expect(json<Launch>(res).created).toBe(29);
    expect(json<Launch>(res).skipped).toEqual([
      expect.objectContaining({ full_name: 'Андрей Соколов', reason: 'no_reviewer' }),
    ]);
  });
});

describe('team list and periods', () => {
  it("leaves the manager's own forms out of the team list", async () => {
    const mine = json<List>(await manager.get(`${FORMS}?team=true&page_size=500`));
    expect(mine.results.some((r) => r.employee.full_name === 'Дмитрий Иванов')).toBe(false);
    expect(mine.results.some((r) => r.employee.full_name === 'Анна Смирнова')).toBe(true);
  });

  it('lists the periods of the company only, newest first', async () => {
    const body = json<{ count: number; results: { name: string; start_date: string }[] }>(
      await employee.get('/api/companies/companies/1/performance_review/assessment_periods/?page_size=100'),
    );
    const starts = body.results.map((p) => p.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.results.some((p) => p.name === 'Оценка за второе полугодие')).toBe(true);
    expect((await employee.get('/api/companies/companies/2/performance_review/assessment_periods/')).statusCode).toBe(
      404,
    );
  });
});

describe('departments', () => {
  it('lists the company departments with parents and heads, and nothing of another company', async () => {
    const body = json<{ results: { name: string; parent_id: number | null; head: { full_name: string } | null }[] }>(
      await employee.get('/api/companies/companies/1/structure/departments/'),
    );
    expect(body.results).toHaveLength(5);
    const front = body.results.find((d) => d.name === 'Фронтенд');
    expect(front?.head?.full_name).toBe('Павел Орлов');
    expect(front?.parent_id).toBeTypeOf('number');
    expect((await employee.get('/api/companies/companies/2/structure/departments/')).statusCode).toBe(404);
  });
});
