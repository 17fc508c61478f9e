import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { json, signIn, signInAs, useApp } from './helpers.ts';

const ctx = useApp();
const P = '/api/companies/companies/1/performance_review/assessment_periods/';
type Period = { id: number; name: string; status: string; version: number; start_date: string };
const good = {
  name: 'Оценка 2028',
  start_date: '2028-01-01',
  self_deadline: '2028-01-20',
  manager_deadline: '2028-02-01',
  feedback_deadline: '2028-02-10',
  end_date: '2028-02-28',
};

describe('assessment periods', () => {
  it('lets the admin create, change and delete a period without forms', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const created = await admin.post(P, good);
    expect(created.statusCode).toBe(201);
    const period = json<Period>(created);
    expect(period).toMatchObject({ status: 'draft', version: 1 });
    expect(json<Period>(await admin.patch(`${P}${period.id}/`, { status: 'active', version: 1 }))).toMatchObject({
      status: 'active',
      version: 2,
    });
    expect((await admin.patch(`${P}${period.id}/`, { name: 'x', version: 1 })).statusCode).toBe(409);
    expect((await admin.delete(`${P}${period.id}/`)).statusCode).toBe(204);
  });

  it('names the first date out of order, on create and on a change, writing nothing', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const before = json<{ count: number }>(await admin.get(P)).count;
    const bad = await admin.post(P, { ...good, self_deadline: '2027-12-31' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ self_deadline: ['Must be on or after start_date.'] });
    const wrongDate = await admin.post(P, { ...good, end_date: '2028-02-30' });
    expect(Object.keys(json(wrongDate))).toEqual(['end_date']);
    expect(json<{ count: number }>(await admin.get(P)).count).toBe(before);
    const period = json<Period>(await admin.post(P, good));
    const late = await admin.patch(`${P}${period.id}/`, { end_date: '2028-02-01', version: 1 });
    expect(json(late)).toEqual({ end_date: ['Must be on or after feedback_deadline.'] });
  });

  it('refuses to delete a period that has forms, saying why', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const [active] = await ctx.database.db
      .select()
      .from(s.assessmentPeriods)
      .where(eq(s.assessmentPeriods.name, 'Оценка за второе полугодие'));
    const res = await admin.delete(`${P}${active.id}/`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'period_has_forms', forms: 29 });
    expect(json(res).detail).toContain('Close it instead');
  });

  it('lets members read, only admins write, and hides other companies', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const list = json<{ results: Period[] }>(await employee.get(`${P}?status=active,closed`));
    expect(list.results.every((p) => p.status !== 'draft')).toBe(true);
    expect((await employee.post(P, good)).statusCode).toBe(403);
    const other = await signInAs(ctx, 'director@veter.example');
    expect((await other.get(`${P}${list.results[0].id}/`)).statusCode).toBe(404);
    expect((await other.get('/api/companies/companies/2/performance_review/assessment_periods/')).statusCode).toBe(200);
  });
});
