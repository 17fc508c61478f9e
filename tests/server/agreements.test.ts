import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import {
  ACTIVE_PERIOD,
  C1,
  C2,
  countRows,
  eipOf,
  OTHER_ADMIN,
  PAST_PERIOD,
  periodOf,
  STAFF,
} from './structure-helpers.ts';

const ctx = useApp();
const A = `${C1}/performance_review/agreements/`;
type Agreement = {
  id: number;
  employee: number;
  employee_name: string;
  period: number;
  period_name: string;
  title: string;
  status: string;
  version: number;
  can_edit: boolean;
  due_date: string | null;
};
type List = { count: number; results: Agreement[] };
/** The fields a 400 names, each with its codes. */
const codesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(json<{ codes: Record<string, { code: string }[]> }>(res).codes).map(([f, e]) => [
      f,
      e.map((x) => x.code),
    ]),
  );

let admin: Client;
let manager: Client;
let employee: Client;
let anna: number;
let petrov: number;
let hrbp: number;
let current: number;

beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
  anna = await eipOf(ctx, 'employee@demo.example');
  petrov = await eipOf(ctx, 'petrov@demo.example');
  hrbp = await eipOf(ctx, 'hrbp@demo.example');
  current = await periodOf(ctx, ACTIVE_PERIOD);
});

const body = (over: Record<string, unknown> = {}) => ({
  employee: petrov,
  period: current,
  title: 'Выступить на митапе',
  ...over,
});

/** The demo's periods are dated from today: their bounds are read, not written down. */
async function periodDates(id: number) {
  return json<{ start_date: string; end_date: string }>(
    await admin.get(`${C1}/performance_review/assessment_periods/${id}/`),
  );
}

describe('agreements: reading', () => {
  it('lists with employee and period names, filters, search and ordering', async () => {
    const all = json<List>(await admin.get(`${A}?employee=${anna}`));
    expect(all.count).toBe(3);
    expect(all.results[0]).toMatchObject({ employee: anna, employee_name: 'Анна Смирнова', can_edit: true });
    expect(all.results.map((a) => a.period_name)).toContain(ACTIVE_PERIOD);
    expect(json<List>(await admin.get(`${A}?employee=${anna}&period=${current}`)).count).toBe(1);
    expect(json<List>(await admin.get(`${A}?employee=${anna}&status=done,new`)).count).toBe(2);
    expect(json<List>(await admin.get(`${A}?search=kubernetes`)).results.map((a) => a.title)).toEqual([
      'Освоить Kubernetes на уровне администратора',
    ]);
    const titles = json<List>(await admin.get(`${A}?employee=${anna}&ordering=title`)).results.map((a) => a.title);
    expect(titles).toEqual([...titles].sort((x, y) => x.localeCompare(y)));
  });

  it('names the bad parameter', async () => {
    expect(codesOf(await admin.get(`${A}?ordering=secret`))).toEqual({ ordering: ['unknown_ordering'] });
    expect(codesOf(await admin.get(`${A}?status=lost`))).toEqual({ status: ['invalid_choice'] });
    expect(codesOf(await admin.get(`${A}?employee=x`))).toEqual({ employee: ['invalid_ids'] });
  });

  it('shows an employee only their own agreements, read-only, and hides the others', async () => {
    const other = json<Agreement>(await admin.post(A, body({ title: 'Чужая договорённость' })));
    const mine = json<List>(await employee.get(A));
    expect(mine.results.every((a) => a.employee === anna && !a.can_edit)).toBe(true);
    expect(mine.count).toBe(3);
    expect((await employee.get(`${A}${other.id}/`)).statusCode).toBe(404);
    expect((await employee.post(A, body({ employee: anna }))).statusCode).toBe(403);
    expect(
      (await employee.patch(`${A}${mine.results[0].id}/`, { title: 'Сама себе', version: mine.results[0].version }))
        .statusCode,
    ).toBe(403);
    expect((await employee.delete(`${A}${mine.results[0].id}/`)).statusCode).toBe(403);
  });

  it('hides the company from staff without a membership and from another company', async () => {
    const one = json<List>(await admin.get(A)).results[0];
    const staff = await signInAs(ctx, STAFF);
    expect((await staff.get(A)).statusCode).toBe(404);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect((await outsider.get(A)).statusCode).toBe(404);
    expect((await outsider.get(`${C2}/performance_review/agreements/${one.id}/`)).statusCode).toBe(404);
    expect(json<List>(await outsider.get(`${C2}/performance_review/agreements/`)).count).toBe(0);
  });
});

describe('agreements: writing', () => {
  it('lets a manager manage the agreements of their people only', async () => {
    const created = await manager.post(A, body());
    expect(created.statusCode).toBe(201);
    expect(json<Agreement>(created)).toMatchObject({
      employee: petrov,
      employee_name: 'Сергей Петров',
      period_name: ACTIVE_PERIOD,
      status: 'new',
      version: 1,
      can_edit: true,
    });
    expect((await manager.post(A, body({ employee: hrbp }))).statusCode).toBe(403);
    expect((await manager.post(A, body({ employee: await eipOf(ctx, 'manager@demo.example') }))).statusCode).toBe(403);
    const foreign = json<Agreement>(await admin.post(A, body({ employee: hrbp })));
    expect((await manager.get(`${A}${foreign.id}/`)).statusCode).toBe(404);
    const id = json<Agreement>(created).id;
    expect((await manager.patch(`${A}${id}/`, { employee: hrbp, version: 1 })).statusCode).toBe(403);
    expect((await manager.delete(`${A}${id}/`)).statusCode).toBe(204);
  });

  it('refuses bad input naming the fields and writes nothing', async () => {
    const before = await countRows(ctx, s.agreements);
    const [theirs] = await ctx.database.db
      .select()
      .from(s.employeeInPositions)
      .where(eq(s.employeeInPositions.companyId, 2))
      .limit(1);
    const [theirPeriod] = await ctx.database.db
      .insert(s.assessmentPeriods)
      .values({
        companyId: 2,
        name: 'Чужой',
        startDate: '2030-01-01',
        selfDeadline: '2030-01-02',
        managerDeadline: '2030-01-03',
        feedbackDeadline: '2030-01-04',
        endDate: '2030-01-05',
      })
      .returning();
    expect(codesOf(await admin.post(A, body({ employee: theirs.id, period: theirPeriod.id })))).toEqual({
      employee: ['no_employee'],
      period: ['no_period'],
    });
    expect(codesOf(await admin.post(A, body({ employee: 2 ** 31 })))).toEqual({ employee: ['no_record'] });
    expect(codesOf(await admin.post(A, body({ title: '  ' })))).toEqual({ title: ['blank'] });
    expect(codesOf(await admin.post(A, body({ title: 'x'.repeat(301) })))).toEqual({ title: ['too_long'] });
    expect(codesOf(await admin.post(A, body({ due_date: '2026-02-30' })))).toEqual({ due_date: ['invalid_date'] });
    expect(codesOf(await admin.post(A, body({ status: 'lost' })))).toEqual({ status: ['invalid_choice'] });
    expect(codesOf(await admin.post(A, { period: current, title: 'Без сотрудника' }))).toEqual({
      employee: ['required'],
    });
    expect(codesOf(await admin.post(A, body({ colour: 'red' })))).toEqual({ non_field_errors: ['unknown_field'] });
    expect(await countRows(ctx, s.agreements)).toBe(before);
  });

  it('replaces with PUT and refuses a stale version with the current record', async () => {
    const a = json<Agreement>(await admin.post(A, body()));
    const { end_date: due } = await periodDates(current);
    const put = await admin.put(`${A}${a.id}/`, {
      ...body({ title: 'Новая цель', due_date: due, status: 'in_progress' }),
      version: 1,
    });
    expect(json<Agreement>(put)).toMatchObject({
      title: 'Новая цель',
      due_date: due,
      status: 'in_progress',
      version: 2,
    });
    expect(codesOf(await admin.put(`${A}${a.id}/`, { employee: petrov, period: current, version: 2 }))).toEqual({
      title: ['required'],
    });
    const stale = await admin.patch(`${A}${a.id}/`, { title: 'Поздно', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({
      code: 'stale_version',
      current: { id: a.id, version: 2, title: 'Новая цель' },
    });
  });

  it('refuses to delete an agreement graded in a form, and records a deletion in the audit log', async () => {
    const past = await periodOf(ctx, PAST_PERIOD);
    const graded = json<List>(await admin.get(`${A}?employee=${anna}&period=${past}`)).results[0];
    const res = await admin.delete(`${A}${graded.id}/`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'agreement_in_use' });
    const fresh = json<Agreement>(await admin.post(A, body()));
    expect((await admin.delete(`${A}${fresh.id}/`)).statusCode).toBe(204);
    const logged = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'agreement.deleted'), eq(s.auditLog.targetId, fresh.id)));
    expect(logged).toHaveLength(1);
    expect((await admin.get(`${A}${fresh.id}/`)).statusCode).toBe(404);
  });

  it('takes back on PUT and PATCH what a GET returned, names and can_edit included', async () => {
    const a = json<Agreement>(await manager.post(A, body({ title: 'Круговая цель' })));
    const read = json<Agreement & { created_by: number; created_at: string }>(await manager.get(`${A}${a.id}/`));
    expect(read).toMatchObject({ employee_name: 'Сергей Петров', can_edit: true });
    const put = await manager.put(`${A}${a.id}/`, { ...read, title: 'Цель после правки' });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<Agreement>(put)).toMatchObject({ id: a.id, title: 'Цель после правки', version: 2 });
    const patch = await manager.patch(`${A}${a.id}/`, { ...json<Agreement>(put), can_edit: false, status: 'done' });
    expect(json<Agreement>(patch)).toMatchObject({ status: 'done', version: 3, can_edit: true });
    const stale = await manager.put(`${A}${a.id}/`, read);
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { status: 'done', version: 3 } });
  });
});

describe('agreement history', () => {
  const H = (id: number) => `${C1}/performance_review/assessment_forms/items/agreements/${id}/history/`;
  type History = {
    count: number;
    results: {
      action: string;
      user: { full_name: string } | null;
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
  };

  it('keeps one row per write, newest first, with the author and only the changed fields', async () => {
    const a = json<Agreement>(await manager.post(A, body()));
    await manager.patch(`${A}${a.id}/`, { status: 'in_progress', title: body().title, version: 1 });
    await admin.patch(`${A}${a.id}/`, { title: 'Провести митап', version: 2 });
    const same = json<Agreement>(await admin.patch(`${A}${a.id}/`, { title: 'Провести митап', version: 3 }));
    expect(same.version).toBe(3);
    const history = json<History>(await manager.get(H(a.id)));
    expect(history.count).toBe(3);
    expect(history.results.map((h) => h.action)).toEqual(['updated', 'updated', 'created']);
    expect(history.results[0]).toMatchObject({
      user: { full_name: 'Елена Морозова' },
      changes: { title: { before: 'Выступить на митапе', after: 'Провести митап' } },
    });
    expect(history.results[1].changes).toEqual({ status: { before: 'new', after: 'in_progress' } });
    expect(history.results[2]).toMatchObject({
      user: { full_name: 'Дмитрий Иванов' },
      changes: { title: { before: null, after: 'Выступить на митапе' } },
    });
  });

  it('is readable by whoever may read the agreement, and a 404 for the others', async () => {
    const own = json<List>(await employee.get(A)).results[0];
    expect((await employee.get(H(own.id))).statusCode).toBe(200);
    const theirs = json<Agreement>(await admin.post(A, body({ employee: hrbp })));
    expect((await employee.get(H(theirs.id))).statusCode).toBe(404);
    expect((await manager.get(H(theirs.id))).statusCode).toBe(404);
    expect((await (await signInAs(ctx, STAFF)).get(H(own.id))).statusCode).toBe(404);
    expect(
      (
        await (
          await signInAs(ctx, OTHER_ADMIN)
        ).get(`${C2}/performance_review/assessment_forms/items/agreements/${own.id}/history/`)
      ).statusCode,
    ).toBe(404);
  });
});
