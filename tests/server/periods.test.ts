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
    expect(json<Period>(await admin.patch(`${P}${period.id}/`, { status: 'closed', version: 1 }))).toMatchObject({
      status: 'closed',
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
    expect(json(bad)).toEqual({
      self_deadline: ['Дата не может быть раньше, чем дата начала.'],
      codes: { self_deadline: [{ code: 'date_order', params: { after: 'start_date' } }] },
    });
    const inEnglish = await admin.request(
      'POST',
      P,
      { ...good, self_deadline: '2027-12-31' },
      { 'accept-language': 'en' },
    );
    expect(json(inEnglish)).toMatchObject({ self_deadline: ['Must be on or after the start date.'] });
    const wrongDate = await admin.post(P, { ...good, end_date: '2028-02-30' });
    expect(json(wrongDate)).toMatchObject({ codes: { end_date: [{ code: 'invalid_date' }] } });
    expect(Object.keys(json(wrongDate))).toEqual(['end_date', 'codes']);
    expect(json<{ count: number }>(await admin.get(P)).count).toBe(before);
    const period = json<Period>(await admin.post(P, good));
    const late = await admin.patch(`${P}${period.id}/`, { end_date: '2028-02-01', version: 1 });
    expect(json(late)).toMatchObject({
      codes: { end_date: [{ code: 'date_order', params: { after: 'feedback_deadline' } }] },
    });
  });

  it('refuses to delete a period that has forms, saying why', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const [active] = await ctx.database.db
      .select()
      .from(s.assessmentPeriods)
      .where(eq(s.assessmentPeriods.name, 'Оценка за второе полугодие'));
    const res = await admin.delete(`${P}${active.id}/`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'period_has_forms', params: { count: 29 }, forms: 29 });
    expect(json(res).detail).toBe('В периоде есть анкеты (29), удалить его нельзя. Закройте его.');
    const inEnglish = await admin.request('DELETE', `${P}${active.id}/`, undefined, { 'accept-language': 'en' });
    expect(json(inEnglish).detail).toBe('This period has 29 assessment forms and cannot be deleted. Close it instead.');
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

  it('takes back on PUT and PATCH what a GET returned, checking the version it carries', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const period = json<Period>(await admin.post(P, { ...good, name: 'Круглый период' }));
    const read = json<Period>(await admin.get(`${P}${period.id}/`));
    const put = await admin.put(`${P}${period.id}/`, { ...read, name: 'Период после правки' });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<Period>(put)).toMatchObject({ id: period.id, name: 'Период после правки', version: 2 });
    const stale = await admin.patch(`${P}${period.id}/`, { ...read, status: 'active' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { name: 'Период после правки', version: 2 } });
  });
});
