import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type {
  MarkedOut,
  NotificationListOut,
  NotificationSettingsOut,
  UnreadOut,
} from '../../server/src/modules/notifications/notifications.schemas.ts';
import { codesOf } from './forms-fixtures.ts';
import { Client, json } from './helpers.ts';
import { ROLES, notificationsOf, useNotificationsApp, type People } from './notifications-fixtures.ts';

const { ctx, clock, addNotice, notice, people } = useNotificationsApp();
const N1 = notificationsOf(1);
const N2 = notificationsOf(2);
let clients: People['clients'];
let director: Client;
let ids: People['ids'];

beforeAll(() => {
  ({ clients, director, ids } = people());
});

describe("a member's notices", () => {
  it.each(ROLES)('the %s lists their own notices of the company only, newest first, never the digest', async (role) => {
    const own = [await addNotice(ids[role], 1), await addNotice(ids[role], 1, { kind: 'to_review' })];
    await addNotice(ids[role], 1, { kind: 'digest' });
    await addNotice(ids[role], 2);
    for (const other of ROLES.filter((r) => r !== role)) await addNotice(ids[other], 1);
    const res = await clients[role].get(N1);
    expect(res.statusCode, res.body).toBe(200);
    const page = json<NotificationListOut>(res);
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.id)).toEqual([own[1], own[0]]);
    const row = await notice(own[0]);
    expect(page.results[1]).toEqual({
      id: own[0],
      kind: 'self_open',
      data: { employee_name: 'Анна Смирнова', period_name: 'Весна', deadline: '2030-03-10' },
      link: row.link,
      form_id: null,
      created_at: row.createdAt.toISOString(),
      read_at: null,
    });
  });

  it('pages in the list shape, and filters the unread', async () => {
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await addNotice(ids.employee, 1, { readAt: i < 2 ? clock.now() : null }));
    const first = json<NotificationListOut>(await clients.employee.get(`${N1}?page_size=2`));
    expect(first).toMatchObject({ count: 5, previous: null, next: `${N1}?page_size=2&page=2` });
    expect(first.results.map((r) => r.id)).toEqual([made[4], made[3]]);
    const last = json<NotificationListOut>(await clients.employee.get(`${N1}?page_size=2&page=3`));
    expect(last).toMatchObject({ count: 5, next: null });
    expect(last.results.map((r) => r.id)).toEqual([made[0]]);
    expect(json<NotificationListOut>(await clients.employee.get(`${N1}?page_size=2&page=9`))).toMatchObject({
      count: 5,
      results: [],
    });
    const unread = json<NotificationListOut>(await clients.employee.get(`${N1}?unread=true`));
    expect(unread.results.map((r) => r.id)).toEqual([made[4], made[3], made[2]]);
    expect(json<NotificationListOut>(await clients.employee.get(`${N1}?unread=false`)).count).toBe(5);
  });

  it('refuses a bad list query naming the parameter', async () => {
    for (const [query, field] of [
      ['unread=maybe', 'unread'],
      ['page=0', 'page'],
      ['page_size=501', 'page_size'],
    ]) {
      const res = await clients.employee.get(`${N1}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(codesOf(res)), query).toEqual([field]);
    }
  });

  it('counts the unread for the bell, per person and company', async () => {
    await addNotice(ids.employee, 1);
    await addNotice(ids.employee, 1);
    await addNotice(ids.employee, 1, { readAt: clock.now() });
    await addNotice(ids.employee, 1, { kind: 'digest' });
    await addNotice(ids.employee, 2);
    await addNotice(ids.manager, 1);
    const count = async (client: Client, url = N1) => json<UnreadOut>(await client.get(`${url}unread_count/`));
    expect(await count(clients.employee)).toEqual({ count: 2 });
    expect(await count(clients.manager)).toEqual({ count: 1 });
    expect(await count(clients.admin)).toEqual({ count: 0 });
    await addNotice(ids.admin, 2);
    expect(await count(clients.admin, N2)).toEqual({ count: 1 });
    expect(await count(clients.admin)).toEqual({ count: 0 });
  });

  it('keeps another company out of reach: its list is a 404 for a non-member, its notices never listed', async () => {
    await addNotice(ids.employee, 2);
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      for (const path of ['', 'unread_count/', 'settings/']) {
        expect((await clients[role].get(`${N2}${path}`)).statusCode, `${role} ${path}`).toBe(404);
      }
      expect((await clients[role].post(`${N2}read_all/`)).statusCode).toBe(404);
    }
    expect(json<NotificationListOut>(await clients.employee.get(N1)).count).toBe(0);
  });

  it('needs a session', async () => {
    const anonymous = new Client(ctx.app);
    expect((await anonymous.get(N1)).statusCode).toBe(401);
    expect((await anonymous.get(`${N1}unread_count/`)).statusCode).toBe(401);
  });
});

describe('marking notices read', () => {
  it.each(ROLES)('the %s marks their own notice read at the moment of the clock, once', async (role) => {
    const id = await addNotice(ids[role], 1);
    clock.set('2030-03-02T10:15:00Z');
    const res = await clients[role].post(`${N1}${String(id)}/read/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<MarkedOut>(res)).toEqual({ marked: 1 });
    expect((await notice(id)).readAt?.toISOString()).toBe('2030-03-02T10:15:00.000Z');
    clock.advanceMs(60_000);
    expect(json<MarkedOut>(await clients[role].post(`${N1}${String(id)}/read/`))).toEqual({ marked: 0 });
    expect((await notice(id)).readAt?.toISOString()).toBe('2030-03-02T10:15:00.000Z');
    const [listed] = json<NotificationListOut>(await clients[role].get(N1)).results;
    expect(listed.read_at).toBe('2030-03-02T10:15:00.000Z');
  });

  it("is a 404 for someone else's notice, another company's, a digest or an unknown id, and changes nothing", async () => {
    const others = [
      await addNotice(ids.manager, 1),
      await addNotice(ids.employee, 2),
      await addNotice(ids.worker, 2),
      await addNotice(ids.employee, 1, { kind: 'digest' }),
    ];
    for (const id of [...others, 2 ** 31 - 1]) {
      const res = await clients.employee.post(`${N1}${String(id)}/read/`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(json(res)).toMatchObject({ code: 'not_found' });
    }
    // HR is a member of both companies: a notice is read only through its own company.
    const second = await addNotice(ids.admin, 2);
    expect((await clients.admin.post(`${N1}${String(second)}/read/`)).statusCode).toBe(404);
    expect(json<MarkedOut>(await clients.admin.post(`${N2}${String(second)}/read/`))).toEqual({ marked: 1 });
    for (const id of others) expect((await notice(id)).readAt).toBeNull();
  });

  it('refuses an id that is not one naming id', async () => {
    const res = await clients.employee.post(`${N1}abc/read/`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(codesOf(res))).toEqual(['id']);
  });

  it("marks all of the caller's unread notices of the company, nobody else's", async () => {
    await addNotice(ids.admin, 1);
    await addNotice(ids.admin, 1);
    const earlier = await addNotice(ids.admin, 1, { readAt: new Date('2030-03-01T12:00:00Z') });
    const digest = await addNotice(ids.admin, 1, { kind: 'digest' });
    const elsewhere = await addNotice(ids.admin, 2);
    const managers = await addNotice(ids.manager, 1);
    expect(json<MarkedOut>(await clients.admin.post(`${N1}read_all/`))).toEqual({ marked: 2 });
    expect(json<UnreadOut>(await clients.admin.get(`${N1}unread_count/`))).toEqual({ count: 0 });
    expect((await notice(earlier)).readAt?.toISOString()).toBe('2030-03-01T12:00:00.000Z');
    for (const id of [digest, elsewhere, managers]) expect((await notice(id)).readAt).toBeNull();
    expect(json<MarkedOut>(await clients.admin.post(`${N1}read_all/`))).toEqual({ marked: 0 });
  });
});

describe('notification settings', () => {
  /** No zone of their own: the company's, Europe/Moscow by default. */
  const ZONES = { time_zone: null, company_time_zone: 'Europe/Moscow' };

  it.each(ROLES)('the %s reads the defaults, then their own choices back', async (role) => {
    const url = `${N1}settings/`;
    expect(json<NotificationSettingsOut>(await clients[role].get(url))).toEqual({
      lang: 'ru',
      mail_off: [],
      digest: false,
      chat: true,
      ...ZONES,
    });
    const chosen = { lang: 'en', mail_off: ['reminder', 'self_open', 'reminder'], digest: true };
    const res = await clients[role].put(url, chosen);
    expect(res.statusCode, res.body).toBe(200);
    const stored = { lang: 'en', mail_off: ['self_open', 'reminder'], digest: true, chat: true, ...ZONES };
    expect(json(res)).toEqual(stored);
    expect(json(await clients[role].get(url))).toEqual(stored);
    const changed = { lang: 'ru', mail_off: [], digest: false, chat: false };
    expect(json(await clients[role].put(url, changed))).toEqual({ ...changed, ...ZONES });
    expect(json(await clients[role].get(url))).toEqual({ ...changed, ...ZONES });
  });

  it('keeps one set of choices a person, whichever company they are read through', async () => {
    await clients.admin.put(`${N1}settings/`, { lang: 'en', mail_off: ['complete'], digest: false });
    expect(json(await clients.admin.get(`${N2}settings/`))).toEqual({
      lang: 'en',
      mail_off: ['complete'],
      digest: false,
      // Left out of the change, the chat choice stays as the test before left it.
      chat: false,
      ...ZONES,
    });
    expect(json(await director.get(`${N2}settings/`))).toEqual({
      lang: 'ru',
      mail_off: [],
      digest: false,
      chat: true,
      ...ZONES,
    });
    const [row] = await ctx.database.db
      .select()
      .from(s.notificationSettings)
      .where(eq(s.notificationSettings.userId, ids.admin));
    expect(row.updatedAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('refuses bad settings naming the field, changing nothing', async () => {
    const url = `${N1}settings/`;
    const before = json(await clients.employee.get(url));
    const good = { lang: 'ru', mail_off: [], digest: false };
    const cases: [unknown, string, string][] = [
      [{ ...good, lang: 'de' }, 'lang', 'invalid_choice'],
      [{ ...good, mail_off: ['nothing'] }, 'mail_off.0', 'invalid_choice'],
      [{ ...good, mail_off: 'reminder' }, 'mail_off', 'invalid_type'],
      [{ ...good, digest: 'yes' }, 'digest', 'invalid_type'],
      [{ ...good, chat: 'off' }, 'chat', 'invalid_type'],
      [{ ...good, time_zone: 'Mars/Olympus' }, 'time_zone', 'invalid_time_zone'],
      [{ lang: 'ru', mail_off: [] }, 'digest', 'required'],
      [{ ...good, extra: 1 }, 'non_field_errors', 'unknown_field'],
    ];
    for (const [body, field, code] of cases) {
      const res = await clients.employee.put(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codesOf(res), JSON.stringify(body)).toEqual({ [field]: [expect.objectContaining({ code })] });
    }
    expect(json(await clients.employee.get(url))).toEqual(before);
  });
});
