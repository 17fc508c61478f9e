import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type {
  MarkedOut,
  OutboxListOut,
  OutboxOut,
} from '../../server/src/modules/notifications/notifications.schemas.ts';
import { codesOf } from './forms-fixtures.ts';
import { json, type Client } from './helpers.ts';
import { ROLES, notificationsOf, useNotificationsApp, type People } from './notifications-fixtures.ts';

const { ctx, clock, addNotice, notice, people } = useNotificationsApp();
const N1 = notificationsOf(1);
const N2 = notificationsOf(2);
const OUTBOX = `${N1}outbox/`;
let clients: People['clients'];
let director: Client;
let ids: People['ids'];

beforeAll(() => {
  ({ clients, director, ids } = people());
});

describe("the admins' outbox", () => {
  it('lists every message of the company, newest first, with its recipient, to admins only', async () => {
    const first = await addNotice(ids.employee, 1, { mailStatus: 'kept', subject: 'Самооценка открыта' });
    const second = await addNotice(ids.manager, 1, {
      kind: 'to_review',
      mailStatus: 'failed',
      attempts: 6,
      lastError: 'connect ECONNREFUSED',
    });
    const digest = await addNotice(ids.employee, 1, { kind: 'digest', mailStatus: 'sent', sentAt: clock.now() });
    await addNotice(ids.worker, 2, { mailStatus: 'failed' });
    const res = await clients.admin.get(OUTBOX);
    expect(res.statusCode, res.body).toBe(200);
    const page = json<OutboxListOut>(res);
    expect(page.count).toBe(3);
    expect(page.results.map((r) => r.id)).toEqual([digest, second, first]);
    const row = await notice(second);
    expect(page.results[1]).toEqual({
      id: second,
      kind: 'to_review',
      recipient: { id: ids.manager, email: DEMO_LOGINS.manager, full_name: 'Дмитрий Иванов' },
      mail_to: `user${String(ids.manager)}@example.test`,
      subject: row.subject,
      body_text: '',
      body_html: '',
      status: 'failed',
      attempts: 6,
      last_error: 'connect ECONNREFUSED',
      created_at: row.createdAt.toISOString(),
      next_attempt_at: row.nextAttemptAt.toISOString(),
      sent_at: null,
      form_id: null,
    });
    expect(page.results[0].sent_at).toBe(clock.now().toISOString());
    const others = json<OutboxListOut>(await director.get(`${N2}outbox/`));
    expect(others.count).toBe(1);
    expect(others.results[0].recipient.email).toBe('worker1@veter.example');
  });

  it.each(['manager', 'employee'] as const)(
    'refuses the %s with admin_only, and a non-member with a 404',
    async (role) => {
      const failed = await addNotice(ids.employee, 1, { mailStatus: 'failed' });
      for (const [method, path] of [
        ['GET', ''],
        ['POST', `${String(failed)}/retry/`],
        ['POST', 'retry_failed/'],
      ] as const) {
        const res = await clients[role].request(method, `${OUTBOX}${path}`);
        expect(res.statusCode, path).toBe(403);
        expect(json(res)).toMatchObject({ code: 'admin_only' });
        expect((await clients[role].request(method, `${N2}outbox/${path}`)).statusCode, path).toBe(404);
      }
      // A plain member of the second company is refused its outbox too.
      expect(json(await clients.admin.get(`${N2}outbox/`))).toMatchObject({ code: 'admin_only' });
      expect((await notice(failed)).mailStatus).toBe('failed');
    },
  );

  it('filters by status, kind and a search of the recipient or the subject', async () => {
    const anna = await addNotice(ids.employee, 1, { mailStatus: 'kept', subject: 'Самооценка открыта' });
    const dmitry = await addNotice(ids.manager, 1, {
      kind: 'to_review',
      mailStatus: 'failed',
      subject: 'Новая анкета',
    });
    const elena = await addNotice(ids.admin, 1, { kind: 'hr_digest', mailStatus: 'pending', subject: 'Сводка' });
    const found = async (query: string) =>
      json<OutboxListOut>(await clients.admin.get(`${OUTBOX}?${query}`)).results.map((r) => r.id);
    expect(await found('status=failed')).toEqual([dmitry]);
    expect(await found('status=failed,kept')).toEqual([dmitry, anna]);
    expect(await found('kind=hr_digest,self_open')).toEqual([elena, anna]);
    expect(await found('kind=to_review&status=kept')).toEqual([]);
    expect(await found(`search=${encodeURIComponent('employee@demo')}`)).toEqual([anna]);
    expect(await found(`search=${encodeURIComponent('Иванов Дмитрий')}`)).toEqual([dmitry]);
    expect(await found(`search=${encodeURIComponent('морозова')}`)).toEqual([elena]);
    expect(await found(`search=${encodeURIComponent('анкета')}`)).toEqual([dmitry]);
    expect(await found(`search=${encodeURIComponent('100%')}`)).toEqual([]);
  });

  it('refuses bad filters naming the parameter', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['kind=party', 'kind'],
      ['status=', 'status'],
      ['page_size=0', 'page_size'],
    ]) {
      const res = await clients.admin.get(`${OUTBOX}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(codesOf(res)), query).toEqual([field]);
    }
  });

  it('runs the same number of statements whatever the page size', async () => {
    for (let i = 0; i < 30; i += 1) await addNotice(ids[ROLES[i % 3]], 1, { mailStatus: i % 2 ? 'failed' : 'kept' });
    const statements = async (url: string) => {
      const { count, result: res } = await ctx.database.counter.counted(() => clients.admin.get(url));
      expect(res.statusCode).toBe(200);
      return { n: count, rows: json<OutboxListOut>(res).results.length };
    };
    const small = await statements(`${OUTBOX}?page_size=1`);
    const large = await statements(`${OUTBOX}?page_size=500`);
    const searched = await statements(`${OUTBOX}?page_size=500&status=failed&search=demo`);
    expect([small.rows, large.rows, searched.rows]).toEqual([1, 30, 15]);
    expect(large.n).toBe(small.n);
    expect(searched.n).toBe(small.n);
    // The session, the page and its count (up to the log's cap), whatever the page size or the outbox's size.
    expect(small.n).toBeLessThanOrEqual(3);
  });
});

describe('sending a failed message again', () => {
  it('puts a failed message back in the queue now, with no tries, audited', async () => {
    const id = await addNotice(ids.manager, 1, {
      mailStatus: 'failed',
      attempts: 6,
      lastError: 'connect ECONNREFUSED',
      nextAttemptAt: new Date('2030-03-01T00:00:00Z'),
      lockedUntil: new Date('2030-03-01T00:01:00Z'),
    });
    clock.set('2030-03-03T08:30:00Z');
    const res = await clients.admin.post(`${OUTBOX}${String(id)}/retry/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<OutboxOut>(res)).toMatchObject({
      id,
      status: 'pending',
      attempts: 0,
      next_attempt_at: '2030-03-03T08:30:00.000Z',
      recipient: { id: ids.manager },
    });
    const row = await notice(id);
    expect(row.lockedUntil).toBeNull();
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'notification.retried'), eq(s.auditLog.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: 1, userId: ids.admin, targetType: 'notification' });
    expect(audit[0].at.toISOString()).toBe('2030-03-03T08:30:00.000Z');
    // Back in the queue, it is no longer failed: a second click is refused.
    const again = await clients.admin.post(`${OUTBOX}${String(id)}/retry/`);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'outbox_not_failed', status: 'pending' });
  });

  it.each(['pending', 'sent', 'kept', 'off', 'digest', 'digested'] as const)(
    'refuses a %s message with outbox_not_failed, changing nothing',
    async (status) => {
      const id = await addNotice(ids.employee, 1, { mailStatus: status, attempts: 2 });
      const res = await clients.admin.post(`${OUTBOX}${String(id)}/retry/`);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ code: 'outbox_not_failed', status });
      expect(await notice(id)).toMatchObject({ mailStatus: status, attempts: 2 });
    },
  );

  it("is a 404 for another company's message or an unknown id", async () => {
    const foreign = await addNotice(ids.worker, 2, { mailStatus: 'failed', attempts: 6 });
    for (const id of [foreign, 2 ** 31 - 1]) {
      const res = await clients.admin.post(`${OUTBOX}${String(id)}/retry/`);
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect(await notice(foreign)).toMatchObject({ mailStatus: 'failed', attempts: 6 });
    expect((await director.post(`${N2}outbox/${String(foreign)}/retry/`)).statusCode).toBe(200);
  });

  it("sends every failed message of the company again, no other company's, audited once", async () => {
    const failed = [
      await addNotice(ids.employee, 1, { mailStatus: 'failed', attempts: 6 }),
      await addNotice(ids.manager, 1, { mailStatus: 'failed', attempts: 6 }),
    ];
    const sent = await addNotice(ids.employee, 1, { mailStatus: 'sent', attempts: 1 });
    const foreign = await addNotice(ids.worker, 2, { mailStatus: 'failed', attempts: 6 });
    clock.set('2030-03-04T07:00:00Z');
    expect(json<MarkedOut>(await clients.admin.post(`${OUTBOX}retry_failed/`))).toEqual({ marked: 2 });
    for (const id of failed) {
      const row = await notice(id);
      expect(row).toMatchObject({ mailStatus: 'pending', attempts: 0 });
      expect(row.nextAttemptAt.toISOString()).toBe('2030-03-04T07:00:00.000Z');
    }
    expect(await notice(sent)).toMatchObject({ mailStatus: 'sent', attempts: 1 });
    expect(await notice(foreign)).toMatchObject({ mailStatus: 'failed', attempts: 6 });
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'notification.retried_failed'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: 1, userId: ids.admin, data: { count: 2 } });
    expect(json<MarkedOut>(await clients.admin.post(`${OUTBOX}retry_failed/`))).toEqual({ marked: 0 });
    expect(
      await ctx.database.db.select().from(s.auditLog).where(eq(s.auditLog.action, 'notification.retried_failed')),
    ).toHaveLength(1);
  });
});
