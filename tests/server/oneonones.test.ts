import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codesOf, ok } from './goals-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, C2, eipOf, OTHER_ADMIN, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const S = `${C1}/one_on_ones/series/`;
const M = `${C1}/one_on_ones/meetings/`;

type Person = { id: number; name: string };
type Series = { id: number; manager: Person; report: Person; upcoming_meeting: number; version: number };
type Meeting = {
  id: number;
  version: number;
  status: string;
  shared_notes: string;
  private_note: string;
  points: { id: number; text: string; discussed: boolean; carried_from: number | null }[];
  action_items: { id: number; text: string; done: boolean; carried: boolean; owner: Person }[];
  goals: { id: number }[];
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function world() {
  const [manager, employee, admin] = await Promise.all([
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
    signIn(ctx.app, 'admin'),
  ]);
  const anna = await eipOf(ctx, 'employee@demo.example');
  const boss = await eipOf(ctx, 'manager@demo.example');
  return { manager, employee, admin, anna, boss };
}

describe('the demo company', () => {
  it('has weekly 1:1s of the demo manager with each of their people, with agendas, notes and action items', async () => {
    const manager = await signIn(ctx.app, 'manager');
    const mine = ok<{ count: number; results: (Series & { meeting_count: number })[] }>(await manager.get(S));
    expect(mine.count).toBeGreaterThanOrEqual(7);
    const series = mine.results[0];
    expect(series.meeting_count).toBe(7);
    const next = ok<Meeting>(await manager.get(`${M}${series.upcoming_meeting}/`));
    expect(next.points.some((p) => p.carried_from !== null)).toBe(true);
    expect(next.private_note).not.toBe('');
    const history = ok<{ count: number }>(await manager.get(`${S}${series.id}/meetings/?when=past`));
    expect(history.count).toBe(6);
  });
});

describe('one-on-ones', () => {
  beforeAll(async () => {
    await ctx.database.db.execute(sql`delete from one_on_one_series where company_id = 1`);
  });

  it('a report starts a series with their manager; both prepare and hold a meeting that carries over', async () => {
    const { manager, employee, admin, anna, boss } = await world();
    const series = ok<Series>(await employee.post(S, { with: boss, first_meeting_at: inDays(2) }), 201);
    expect(series.manager.id).toBe(boss);
    expect(series.report.id).toBe(anna);
    expect((await manager.post(S, { with: anna, first_meeting_at: inDays(2) })).statusCode).toBe(409);
    const first = series.upcoming_meeting;
    await employee.post(`${M}${first}/points/`, { text: '<b>Рост</b> и планы' });
    let meeting = ok<Meeting>(await manager.post(`${M}${first}/points/`, { text: 'Релиз' }), 201);
    const [growth, release] = meeting.points;
    expect(growth.text).toBe('<b>Рост</b> и планы');
    ok(await manager.patch(`${M}${first}/points/${release.id}/`, { discussed: true }));
    meeting = ok<Meeting>(
      await manager.post(`${M}${first}/action_items/`, { text: 'Написать план', owner: anna }),
      201,
    );
    const item = meeting.action_items[0];
    expect(item.owner.id).toBe(anna);
    ok(await manager.put(`${M}${first}/private_note/`, { text: 'только моё' }));
    meeting = ok<Meeting>(await employee.get(`${M}${first}/`));
    expect(meeting.private_note).toBe('');
    meeting = ok<Meeting>(await manager.patch(`${M}${first}/`, { shared_notes: 'Обсудили', version: meeting.version }));
    expect(meeting.private_note).toBe('только моё');
    expect((await employee.patch(`${M}${first}/`, { shared_notes: 'x', version: 1 })).statusCode).toBe(409);

    const next = ok<Meeting>(await employee.post(`${S}${series.id}/meetings/`, {}), 201);
    expect(next.points.map((p) => [p.text, p.carried_from])).toEqual([[growth.text, growth.id]]);
    expect(next.action_items.map((a) => [a.id, a.carried])).toEqual([[item.id, true]]);
    expect(ok<Meeting>(await manager.get(`${M}${first}/`)).status).toBe('held');
    ok(await employee.patch(`${M}${next.id}/action_items/${item.id}/`, { done: true }));
    const third = ok<Meeting>(await employee.post(`${S}${series.id}/meetings/`, {}), 201);
    expect(third.action_items).toEqual([]);

    const history = ok<{ count: number; results: { id: number }[] }>(
      await manager.get(`${S}${series.id}/meetings/?when=past&search=обсудили`),
    );
    expect(history.results.map((m) => m.id)).toEqual([first]);

    // An admin sees that the series exists, never its agenda or notes.
    const all = ok<{ results: Series[] }>(await admin.get(`${S}?scope=company`));
    expect(all.results.some((s) => s.id === series.id)).toBe(true);
    expect((await admin.get(`${M}${first}/`)).statusCode).toBe(403);
    expect((await employee.get(`${S}?scope=company`)).statusCode).toBe(403);
    const dashboard = ok<{ next_meeting: { id: number } | null }>(await employee.get(`${C1}/one_on_ones/dashboard/`));
    expect(dashboard.next_meeting?.id).toBe(third.id);
  });

  it('refuses bad input with coded 400s naming the field', async () => {
    const { manager, employee, anna } = await world();
    const past = await manager.post(S, { with: anna, first_meeting_at: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(codesOf(past)).toEqual({ first_meeting_at: ['one_on_one_in_past'] });
    const self = await employee.post(S, { with: anna, first_meeting_at: inDays(1) });
    expect(codesOf(self)).toEqual({ with: ['one_on_one_not_pair'] });
    const [series] = ok<{ results: Series[] }>(await employee.get(S)).results;
    const meetingId = series.upcoming_meeting;
    const long = await employee.post(`${M}${meetingId}/points/`, { text: 'x'.repeat(1001) });
    expect(codesOf(long)).toEqual({ text: ['too_long'] });
    const stranger = await eipOf(ctx, 'petrov@demo.example');
    const owner = await employee.post(`${M}${meetingId}/action_items/`, { text: 'Сделать', owner: stranger });
    expect(codesOf(owner)).toEqual({ owner: ['one_on_one_owner_not_member'] });
  });

  it('hides a meeting from anyone outside the pair and from another company', async () => {
    const { employee } = await world();
    const [series] = ok<{ results: Series[] }>(await employee.get(S)).results;
    const petrov = await signInAs(ctx, 'petrov@demo.example');
    const other = await signInAs(ctx, OTHER_ADMIN);
    const meeting = `${M}${series.upcoming_meeting}/`;
    expect((await petrov.get(meeting)).statusCode).toBe(404);
    expect((await petrov.post(`${meeting}action_items/`, { text: 'Чужое' })).statusCode).toBe(404);
    expect((await other.get(meeting.replace(C1, C2))).statusCode).toBe(404);
    expect((await other.get(meeting)).statusCode).toBe(404);
  });

  it('never shows private notes to staff acting as the author', async () => {
    const { manager } = await world();
    const [series] = ok<{ results: Series[] }>(await manager.get(S)).results;
    const meeting = `${M}${series.upcoming_meeting}/`;
    ok(await manager.put(`${meeting}private_note/`, { text: 'личное' }));
    const staff: Client = await signInAs(ctx, STAFF);
    const users = json<{ results: { id: number; email: string }[] }>(
      await staff.get('/api/auth/impersonate/users/?search=manager@demo'),
    );
    const target = users.results.find((u) => u.email === 'manager@demo.example');
    ok(await staff.post('/api/auth/impersonate/start/', { user_id: target?.id, reason: 'Проверка встреч' }));
    expect(ok<Meeting>(await staff.get(meeting)).private_note).toBe('');
    expect((await staff.put(`${meeting}private_note/`, { text: 'x' })).statusCode).toBe(403);
  });

  it('offers a calendar file and a private feed that 404s once revoked', async () => {
    const { employee } = await world();
    const [series] = ok<{ results: Series[] }>(await employee.get(S)).results;
    const file = await employee.get(`${S}${series.id}/calendar/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('BEGIN:VEVENT');
    const { url } = ok<{ url: string }>(await employee.post(`${S}${series.id}/feed/`), 201);
    const path = new URL(url).pathname;
    const anonymous = await ctx.app.inject({ method: 'GET', url: path });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('BEGIN:VCALENDAR');
    const renewed = ok<{ url: string }>(await employee.post(`${S}${series.id}/feed/`), 201);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await employee.delete(`${S}${series.id}/feed/`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(renewed.url).pathname })).statusCode).toBe(404);
  });

  it("lets admins edit the company's suggested questions, shown on every meeting", async () => {
    const { admin, employee } = await world();
    expect((await employee.put(`${C1}/one_on_ones/questions/`, { questions: ['x'] })).statusCode).toBe(403);
    ok(await admin.put(`${C1}/one_on_ones/questions/`, { questions: ['Что мешает?', 'Чем помочь?'] }));
    const [series] = ok<{ results: Series[] }>(await employee.get(S)).results;
    const meeting = ok<{ questions: string[] }>(await employee.get(`${M}${series.upcoming_meeting}/`));
    expect(meeting.questions).toEqual(['Что мешает?', 'Чем помочь?']);
  });
});
