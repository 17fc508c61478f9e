import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { ACTIVE_PERIOD, C1, C2, OTHER_ADMIN, periodOf, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const P = `${C1}/performance_review/assessment_periods/`;
type Period = {
  id: number;
  name: string;
  status: string;
  form_type: string;
  version: number;
  start_date: string;
  self_deadline: string;
  end_date: string;
};
type List = { count: number; results: Period[] };
/** The fields a 400 names, from its codes. */
const fieldsOf = (res: LightMyRequestResponse) => Object.keys(json<{ codes: Record<string, unknown> }>(res).codes);
const good = {
  name: 'Оценка 2029',
  start_date: '2029-01-01',
  self_deadline: '2029-01-20',
  manager_deadline: '2029-02-01',
  feedback_deadline: '2029-02-10',
  end_date: '2029-02-28',
};

let admin: Client;
let manager: Client;
let employee: Client;
beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
});

describe('assessment periods: lists', () => {
  it('lists newest first and filters by status, form type and search', async () => {
    const all = json<List>(await employee.get(P));
    expect(all.count).toBe(3);
    expect(all.results.map((p) => p.start_date)).toEqual([...all.results.map((p) => p.start_date)].sort().reverse());
    expect(
      json<List>(await employee.get(`${P}?status=draft,active`))
        .results.map((p) => p.status)
        .sort(),
    ).toEqual(['active', 'draft']);
    expect(json<List>(await employee.get(`${P}?form_type=SMPL`)).results.map((p) => p.form_type)).toEqual(['SMPL']);
    expect(
      json<List>(await employee.get(`${P}?search=${encodeURIComponent('второе')}`)).results.map((p) => p.name),
    ).toEqual([ACTIVE_PERIOD]);
    const names = json<List>(await employee.get(`${P}?ordering=name`)).results.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('names a bad filter, and keeps the count on a page past the end', async () => {
    expect(fieldsOf(await admin.get(`${P}?status=open`))).toEqual(['status']);
    expect(fieldsOf(await admin.get(`${P}?form_type=XL`))).toEqual(['form_type']);
    expect(fieldsOf(await admin.get(`${P}?ordering=budget`))).toEqual(['ordering']);
    expect(json<List>(await admin.get(`${P}?page=5`))).toMatchObject({ count: 3, results: [] });
  });
});

describe('assessment periods: writes', () => {
  it('replaces with PUT, checks the merged dates on PATCH, and requires a version', async () => {
    const p = json<Period>(await admin.post(P, good));
    const put = await admin.put(`${P}${p.id}/`, {
      ...good,
      name: 'Оценка 2029 (весна)',
      status: 'draft',
      form_type: 'STND',
      version: 1,
    });
    expect(json<Period>(put)).toMatchObject({ name: 'Оценка 2029 (весна)', form_type: 'STND', version: 2 });
    expect(fieldsOf(await admin.put(`${P}${p.id}/`, { name: 'Без дат', version: 2 }))).toEqual([
      'start_date',
      'self_deadline',
      'manager_deadline',
      'feedback_deadline',
      'end_date',
      'status',
      'form_type',
    ]);
    expect(json(await admin.patch(`${P}${p.id}/`, { start_date: '2029-01-25', version: 2 }))).toMatchObject({
      codes: { self_deadline: [{ code: 'date_order', params: { after: 'start_date' } }] },
    });
    expect(fieldsOf(await admin.patch(`${P}${p.id}/`, { name: 'Без версии' }))).toEqual(['version']);
    expect(fieldsOf(await admin.patch(`${P}${p.id}/`, { start_date: '2029-1-1', version: 2 }))).toEqual(['start_date']);
    expect(json<Period>(await admin.get(`${P}${p.id}/`))).toMatchObject({ start_date: '2029-01-01', version: 2 });
  });

  it('closes a period, which makes its forms read-only, and lets the admin reopen it', async () => {
    const id = await periodOf(ctx, ACTIVE_PERIOD);
    const current = json<{ form: { id: number; values: { id: number; version: number }[] } }>(
      await employee.get(`${C1}/performance_review/assessment_forms/current/`),
    );
    const item = current.form.values[0];
    const closed = json<Period>(await admin.patch(`${P}${id}/`, { status: 'closed', version: 1 }));
    expect(closed).toMatchObject({ status: 'closed', version: 2 });
    const write = await employee.patch(`${C1}/performance_review/assessment_forms/items/values/${item.id}/`, {
      self_grade: 3,
      version: item.version,
    });
    expect(write.statusCode).toBe(409);
    expect(json(write)).toMatchObject({ code: 'period_closed' });
    expect(json<Period>(await admin.patch(`${P}${id}/`, { status: 'active', version: 2 }))).toMatchObject({
      status: 'active',
      version: 3,
    });
    expect(
      (
        await employee.patch(`${C1}/performance_review/assessment_forms/items/values/${item.id}/`, {
          self_grade: 3,
          version: item.version,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses to delete a period that still has agreements, saying so', async () => {
    const p = json<Period>(await admin.post(P, good));
    const employeeId = json<{ results: { id: number }[] }>(
      await employee.get(`${C1}/structure/user_employee_in_position/`),
    ).results[0].id;
    const agreement = json<{ id: number }>(
      await admin.post(`${C1}/performance_review/agreements/`, { employee: employeeId, period: p.id, title: 'Цель' }),
    );
    const res = await admin.delete(`${P}${p.id}/`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'period_has_agreements', agreements: 1 });
    expect((await admin.delete(`${C1}/performance_review/agreements/${agreement.id}/`)).statusCode).toBe(204);
    expect((await admin.delete(`${P}${p.id}/`)).statusCode).toBe(204);
  });

  it('is written by admins only, and hidden from staff and other companies', async () => {
    const id = await periodOf(ctx, ACTIVE_PERIOD);
    expect((await manager.post(P, good)).statusCode).toBe(403);
    expect((await manager.patch(`${P}${id}/`, { name: 'x', version: 1 })).statusCode).toBe(403);
    expect((await employee.delete(`${P}${id}/`)).statusCode).toBe(403);
    expect((await (await signInAs(ctx, STAFF)).get(P)).statusCode).toBe(404);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect((await outsider.patch(`${P}${id}/`, { name: 'Чужой', version: 1 })).statusCode).toBe(404);
    expect((await outsider.delete(`${C2}/performance_review/assessment_periods/${id}/`)).statusCode).toBe(404);
  });
});
