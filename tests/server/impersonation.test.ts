import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImpersonationCandidateListOut, MeOut } from '../../server/src/auth/auth.schemas.ts';
import { auditLog, users } from '../../server/src/db/schema/index.ts';
import {
  DEMO_COMPANY_NAME,
  DEMO_LOGINS,
  SECOND_COMPANY_NAME,
  SECOND_PEOPLE,
  STAFF_EMAIL,
} from '../../server/src/db/seed-data.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';

const ctx = useApp();
const USERS = '/api/auth/impersonate/users/';
const START = '/api/auth/impersonate/start/';
const STOP = '/api/auth/impersonate/stop/';

const list = async (client: Client, query: string) =>
  json<ImpersonationCandidateListOut>(await client.get(`${USERS}?${query}`));
const search = (client: Client, text: string) => list(client, `search=${encodeURIComponent(text)}`);

async function userId(email: string): Promise<number> {
  const row = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).at(0);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('the list of users staff may act as', () => {
  it('is refused to users who are not staff', async () => {
    const admin = await signIn(ctx.app, 'admin');
    expect(json(await admin.get(USERS))).toMatchObject({ code: 'permission_denied' });
    const start = await admin.post(START, { user_id: await userId(DEMO_LOGINS.employee), reason: 'Проверка' });
    expect(start.statusCode).toBe(403);
  });

  it('finds a user by email, with the companies they belong to', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const found = await search(staff, DEMO_LOGINS.employee);
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({
      email: DEMO_LOGINS.employee,
      full_name: 'Анна Смирнова',
      is_staff: false,
      companies: [{ id: 1, name: DEMO_COMPANY_NAME }],
    });
  });

  it('finds a user by name in either order, and by part of it in any case', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    for (const text of ['Анна Смирнова', 'Смирнова Анна', 'смирн']) {
      expect(
        (await search(staff, text)).results.map((u) => u.email),
        text,
      ).toEqual([DEMO_LOGINS.employee]);
    }
  });

  it('finds everyone in a company by part of its name', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const found = await search(staff, 'северный');
    expect(found.results.map((u) => u.email).sort()).toEqual(SECOND_PEOPLE.map((p) => p.email).sort());
    for (const user of found.results) expect(user.companies.map((c) => c.name)).toContain(SECOND_COMPANY_NAME);
  });

  it('takes LIKE wildcards literally, and finds nothing for text nobody has', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    expect((await search(staff, '%')).count).toBe(0);
    expect((await search(staff, 'нет-такого-человека')).results).toEqual([]);
  });

  it('pages through everyone by last name, with the total on every page', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const all = await list(staff, 'page_size=500');
    const first = await list(staff, 'page_size=5');
    const second = await list(staff, 'page_size=5&page=2');
    expect(first.count).toBe(all.count);
    expect(first.next).toContain('page=2');
    expect([...first.results, ...second.results].map((u) => u.id)).toEqual(all.results.slice(0, 10).map((u) => u.id));
    const lastNames = all.results.map((u) => u.last_name);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const past = await list(staff, `page_size=5&page=${Math.ceil(all.count / 5) + 1}`);
    expect(past).toMatchObject({ count: all.count, results: [] });
  });

  it('reads a page in the same number of statements whatever its size or search', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const statements = async (query: string) => {
      const { count, result } = await ctx.database.counter.counted(() => staff.get(`${USERS}?${query}`));
      expect(result.statusCode).toBe(200);
      return count;
    };
    const small = await statements('page_size=2');
    expect(await statements('page_size=500')).toBe(small);
    expect(await statements(`page_size=500&search=${encodeURIComponent('а')}`)).toBe(small);
  });
});

describe('acting as another user', () => {
  it('needs a reason of 1 to 500 characters, by code, and does not start without one', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const employee = await userId(DEMO_LOGINS.employee);
    const refused = [
      [{ user_id: employee }, { code: 'impersonation_reason_required' }],
      [{ user_id: employee, reason: '   ' }, { code: 'impersonation_reason_required' }],
      [
        { user_id: employee, reason: 'я'.repeat(501) },
        { code: 'too_long', params: { max: 500 } },
      ],
    ] as const;
    for (const [body, error] of refused) {
      const res = await staff.post(START, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).codes).toMatchObject({ reason: [error] });
    }
    expect(json<MeOut>(await staff.get('/api/auth/me/'))).toMatchObject({ email: STAFF_EMAIL, impersonator: null });
  });

  it('starts with the reason in the audit log, shows the staff user, and stops', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const employee = await userId(DEMO_LOGINS.employee);
    const reason = '  Пользователь не видит свою анкету (обращение 4521)  ';
    const start = await staff.post(START, { user_id: employee, reason });
    expect(start.statusCode).toBe(200);
    expect(json<MeOut>(start)).toMatchObject({ email: DEMO_LOGINS.employee, impersonator: { email: STAFF_EMAIL } });
    const me = json<MeOut>(await staff.get('/api/auth/me/'));
    expect(me).toMatchObject({ email: DEMO_LOGINS.employee, impersonator: { email: STAFF_EMAIL } });
    expect((await staff.get('/api/companies/companies/1/dashboard/info/')).statusCode).toBe(200);
    expect((await staff.post(STOP)).statusCode).toBe(200);
    expect(json(await staff.get('/api/auth/me/'))).toMatchObject({ email: STAFF_EMAIL, impersonator: null });

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, employee)));
    const staffId = await userId(STAFF_EMAIL);
    expect(audited.map((row) => ({ action: row.action, userId: row.userId, data: row.data }))).toEqual([
      { action: 'impersonate_start', userId: staffId, data: { reason: reason.trim() } },
      { action: 'impersonate_stop', userId: staffId, data: {} },
    ]);
  });

  it('refuses to act as oneself (400) or as another staff user (403), in the caller’s language', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const [colleague] = await ctx.database.db
      .insert(users)
      .values({ email: 'colleague@support.example', firstName: 'Коллега', lastName: 'Поддержки', isStaff: true })
      .returning();
    const self = await staff.post(START, { user_id: await userId(STAFF_EMAIL), reason: 'Проверка' });
    expect(self.statusCode).toBe(400);
    expect(json(self).codes).toEqual({ user_id: [{ code: 'impersonate_self' }] });
    const other = await staff.request(
      'POST',
      START,
      { user_id: colleague.id, reason: 'Проверка' },
      { 'accept-language': 'en' },
    );
    expect(other.statusCode).toBe(403);
    expect(json(other)).toMatchObject({ code: 'impersonate_staff', detail: 'Staff users cannot be impersonated.' });
    const ru = await staff.post(START, { user_id: colleague.id, reason: 'Проверка' });
    expect(json(ru)).toMatchObject({
      code: 'impersonate_staff',
      detail: 'Нельзя войти от имени сотрудника поддержки.',
    });
    expect(json(await staff.post(START, { user_id: 999_999, reason: 'Проверка' }))).toMatchObject({ code: 'no_user' });
    expect(json(await staff.post(STOP))).toMatchObject({ code: 'not_impersonating' });
  });

  it('while acting as someone, may switch to another user but not to the staff user', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    expect(
      (await staff.post(START, { user_id: await userId(DEMO_LOGINS.employee), reason: 'Обращение' })).statusCode,
    ).toBe(200);
    const self = await staff.post(START, { user_id: await userId(STAFF_EMAIL), reason: 'Обращение' });
    expect(json(self).codes).toEqual({ user_id: [{ code: 'impersonate_self' }] });
    const manager = await staff.post(START, { user_id: await userId(DEMO_LOGINS.manager), reason: 'Обращение' });
    expect(json<MeOut>(manager)).toMatchObject({ email: DEMO_LOGINS.manager, impersonator: { email: STAFF_EMAIL } });
    expect(json(await staff.post(STOP))).toMatchObject({ email: STAFF_EMAIL, impersonator: null });
  });
});
