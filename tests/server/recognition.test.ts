import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codesOf, ok } from './goals-fixtures.ts';
import { json, signIn, signInAs, useApp } from './helpers.ts';
import { C1, C2, eipOf, OTHER_ADMIN, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const F = `${C1}/peer_feedback/`;
const P = `${C1}/praise/`;

type Feedback = { id: number; text: string; author: { id: number }; recipient: { id: number } };
type Page<T> = { count: number; results: T[] };
type Praise = {
  id: number;
  text: string;
  hidden: boolean;
  reactions: { kind: string; count: number; mine: boolean }[];
};

async function valueId(): Promise<number> {
  const admin = await signIn(ctx.app, 'admin');
  return ok<{ results: { id: number }[] }>(await admin.get(`${C1}/performance_review/values/`)).results[0].id;
}

describe('the demo company', () => {
  it('has feedback and praise', async () => {
    const employee = await signIn(ctx.app, 'employee');
    expect(ok<Page<Feedback>>(await employee.get(`${F}?box=received`)).count).toBe(2);
    expect(ok<{ results: Praise[] }>(await employee.get(P)).results.length).toBe(3);
  });
});

describe('feedback any time', () => {
  beforeAll(async () => {
    await ctx.database.db.execute(sql`delete from peer_feedback where company_id = 1`);
    await ctx.database.db.execute(sql`delete from praise where company_id = 1`);
  });

  it('is read by its recipient, its author and, when shared, the recipient’s manager only', async () => {
    const [manager, employee] = await Promise.all([signIn(ctx.app, 'manager'), signIn(ctx.app, 'employee')]);
    const petrov = await signInAs(ctx, 'petrov@demo.example');
    const anna = await eipOf(ctx, 'employee@demo.example');
    const given = ok<Feedback>(await petrov.post(F, { recipient: anna, text: '<i>Спасибо</i> за ревью' }), 201);
    expect(given.text).toBe('<i>Спасибо</i> за ревью');
    const shared = ok<Feedback>(
      await petrov.post(F, { recipient: anna, text: 'Для руководителя', shared_with_manager: true }),
      201,
    );
    const received = ok<Page<Feedback>>(await employee.get(`${F}?box=received`));
    expect(received.results.map((f) => f.id).sort()).toEqual([given.id, shared.id].sort());
    expect(ok<Page<Feedback>>(await petrov.get(`${F}?box=sent`)).count).toBe(2);
    expect(ok<Page<Feedback>>(await manager.get(`${F}?box=team`)).results.map((f) => f.id)).toEqual([shared.id]);
    expect(ok<Page<Feedback>>(await manager.get(`${F}?box=received`)).count).toBe(0);
  });

  it('refuses feedback to oneself, to someone outside the company, and over the limit', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const anna = await eipOf(ctx, 'employee@demo.example');
    const stranger = await eipOf(ctx, OTHER_ADMIN, 2);
    expect(codesOf(await employee.post(F, { recipient: anna, text: 'Я молодец' }))).toEqual({
      recipient: ['feedback_to_self'],
    });
    expect(codesOf(await employee.post(F, { recipient: stranger, text: 'Привет' }))).toEqual({
      recipient: ['person_not_in_company'],
    });
    const petrov = await eipOf(ctx, 'petrov@demo.example');
    expect(codesOf(await employee.post(F, { recipient: petrov, text: 'x'.repeat(5001) }))).toEqual({
      text: ['too_long'],
    });
  });

  it('asks colleagues for feedback, and an answer marks the request answered', async () => {
    const [manager, employee] = await Promise.all([signIn(ctx.app, 'manager'), signIn(ctx.app, 'employee')]);
    const petrovClient = await signInAs(ctx, 'petrov@demo.example');
    const [anna, petrov] = await Promise.all([eipOf(ctx, 'employee@demo.example'), eipOf(ctx, 'petrov@demo.example')]);
    const request = ok<{ id: number }>(
      await employee.post(`${F}requests/`, { people: [petrov], message: 'Как я?' }),
      201,
    );
    const toPetrov = ok<Page<{ id: number; answered: boolean }>>(await petrovClient.get(`${F}requests/`));
    expect(toPetrov.results.find((r) => r.id === request.id)?.answered).toBe(false);
    ok(await petrovClient.post(F, { recipient: anna, text: 'Отлично', request: request.id }), 201);
    const after = ok<Page<{ id: number; answered: boolean }>>(await petrovClient.get(`${F}requests/`));
    expect(after.results.find((r) => r.id === request.id)?.answered).toBe(true);
    expect(codesOf(await employee.post(`${F}requests/`, { people: [anna] }))).toEqual({
      people: ['feedback_request_self'],
    });
    expect(codesOf(await employee.post(`${F}requests/`, { about: petrov, people: [anna] }))).toEqual({
      about: ['feedback_request_about'],
    });
    ok(await manager.post(`${F}requests/`, { about: anna, people: [petrov] }), 201);
  });

  it('is never read by staff acting as someone, nor by another company', async () => {
    const staff = await signInAs(ctx, STAFF);
    const users = json<{ results: { id: number; email: string }[] }>(
      await staff.get('/api/auth/impersonate/users/?search=employee@demo'),
    );
    const target = users.results.find((u) => u.email === 'employee@demo.example');
    ok(await staff.post('/api/auth/impersonate/start/', { user_id: target?.id, reason: 'Проверка' }));
    expect((await staff.get(`${F}?box=received`)).statusCode).toBe(403);
    const other = await signInAs(ctx, OTHER_ADMIN);
    expect((await other.get(F)).statusCode).toBe(404);
    expect((await other.get(`${C2}/peer_feedback/?box=received`)).statusCode).toBe(200);
  });
});

describe('praise', () => {
  it('needs a company value, thanks others, pages newest first, takes reactions and can be hidden by admins', async () => {
    const [admin, employee, manager] = await Promise.all([
      signIn(ctx.app, 'admin'),
      signIn(ctx.app, 'employee'),
      signIn(ctx.app, 'manager'),
    ]);
    const value = await valueId();
    const [anna, petrov] = await Promise.all([eipOf(ctx, 'employee@demo.example'), eipOf(ctx, 'petrov@demo.example')]);
    expect(codesOf(await employee.post(P, { recipients: [petrov], text: 'Спасибо' }))).toEqual({
      value: ['praise_value_required'],
    });
    expect(codesOf(await employee.post(P, { recipients: [anna], value, text: 'Себе' }))).toEqual({
      recipients: ['praise_to_self'],
    });
    const ids: number[] = [];
    for (const text of ['Первая', 'Вторая', 'Третья'])
      ids.push(ok<Praise>(await employee.post(P, { recipients: [petrov], value, text }), 201).id);
    const first = ok<{ results: Praise[]; next: string | null }>(await manager.get(`${P}?limit=2`));
    expect(first.results.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    const second = ok<{ results: Praise[]; next: string | null }>(
      await manager.get(`${P}?limit=2&cursor=${encodeURIComponent(first.next ?? '')}`),
    );
    expect(second.results[0].id).toBe(ids[0]);
    const reacted = ok<Praise>(await manager.post(`${P}${ids[0]}/reactions/`, { kind: 'clap' }));
    ok(await manager.post(`${P}${ids[0]}/reactions/`, { kind: 'clap' }));
    expect(reacted.reactions).toEqual([{ kind: 'clap', count: 1, mine: true }]);
    expect(ok<Praise>(await manager.delete(`${P}${ids[0]}/reactions/clap/`)).reactions).toEqual([]);
    expect((await employee.post(`${P}${ids[1]}/hide/`, { reason: 'x' })).statusCode).toBe(403);
    expect(codesOf(await admin.post(`${P}${ids[1]}/hide/`, {}))).toEqual({ reason: ['required'] });
    ok(await admin.post(`${P}${ids[1]}/hide/`, { reason: 'Не по делу' }));
    const feed = ok<{ results: Praise[] }>(await manager.get(P));
    expect(feed.results.map((p) => p.id)).not.toContain(ids[1]);
    const adminFeed = ok<{ results: (Praise & { hidden_reason: string })[] }>(await admin.get(P));
    expect(adminFeed.results.find((p) => p.id === ids[1])).toMatchObject({ hidden: true, hidden_reason: 'Не по делу' });
  });
  it("is another company's 404: its admin neither reads, reacts to nor hides it, through either company's path", async () => {
    const [employee, admin, other] = await Promise.all([
      signIn(ctx.app, 'employee'),
      signIn(ctx.app, 'admin'),
      signInAs(ctx, OTHER_ADMIN),
    ]);
    const value = await valueId();
    const petrov = await eipOf(ctx, 'petrov@demo.example');
    const praise = ok<Praise>(await employee.post(P, { recipients: [petrov], value, text: 'Только своим' }), 201);
    const P2 = `${C2}/praise/`;
    expect((await other.get(P)).statusCode).toBe(404);
    for (const path of [P, P2]) {
      expect((await other.post(`${path}${praise.id}/reactions/`, { kind: 'clap' })).statusCode).toBe(404);
      expect((await other.post(`${path}${praise.id}/hide/`, { reason: 'Чужое' })).statusCode).toBe(404);
    }
    expect(ok<{ results: Praise[] }>(await other.get(P2)).results.map((p) => p.id)).not.toContain(praise.id);
    const seen = ok<{ results: Praise[] }>(await admin.get(P)).results.find((p) => p.id === praise.id);
    expect(seen).toMatchObject({ hidden: false, reactions: [] });
  });
});
