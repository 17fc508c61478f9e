import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedbackListOut, FeedbackOut } from '../../server/src/modules/feedback/feedback.schemas.ts';
import { auditLog, users } from '../../server/src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, STAFF_EMAIL } from '../../server/src/db/seed-data.ts';
import { Client, json, signIn, signInAs, useApp } from './helpers.ts';

const ctx = useApp();
const CREATE = '/api/feedback/create/';
const LIST = '/api/staff/feedback/';

type Codes = { codes: Partial<Record<string, { code: string }[]>> };

async function userId(email: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

describe('sending product feedback', () => {
  it('stores it at /api/feedback/create/ and answers with the record, the company only when named', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const res = await employee.post(CREATE, { text: '  Нужен тёмный режим  ', page: '/c/1/', company_id: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const stored = json<FeedbackOut>(res);
    expect(stored).toMatchObject({
      text: 'Нужен тёмный режим',
      page: '/c/1/',
      user: { email: DEMO_LOGINS.employee },
      company: { id: 1, name: DEMO_COMPANY_NAME },
    });
    expect(stored.id).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(stored.created_at))).toBe(false);
    const plain = json<FeedbackOut>(await employee.post(CREATE, { text: 'Без компании' }));
    expect(plain).toMatchObject({ page: '', company: null, user: { email: DEMO_LOGINS.employee } });
  });

  it('keeps feedback from a user without a company', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const res = await staff.post(CREATE, { text: 'Пишу без компании', page: '/' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ company: null, user: { email: STAFF_EMAIL } });
  });

  it('still answers at the company path, with the company taken from it', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const res = await employee.post('/api/companies/companies/1/feedback/create/', { text: 'Из компании' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ text: 'Из компании', company: { id: 1 } });
    expect((await employee.post('/api/companies/companies/2/feedback/create/', { text: 'x' })).statusCode).toBe(404);
    const named = await employee.post('/api/companies/companies/1/feedback/create/', { text: 'x', company_id: 2 });
    expect(json<Codes>(named).codes).toMatchObject({ non_field_errors: [{ code: 'unknown_field' }] });
  });

  it('refuses a company the caller is not in as not found', async () => {
    const employee = await signIn(ctx.app, 'employee');
    for (const company_id of [2, 999_999]) {
      const res = await employee.post(CREATE, { text: 'Чужая компания', company_id });
      expect(res.statusCode, String(company_id)).toBe(404);
      expect(json(res)).toMatchObject({ code: 'not_found' });
    }
  });

  it('names each invalid field by code', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const cases: [unknown, string, string][] = [
      [{ text: '   ' }, 'text', 'blank'],
      [{}, 'text', 'required'],
      [{ text: 'x'.repeat(5001) }, 'text', 'too_long'],
      [{ text: 'Да', page: `/${'x'.repeat(500)}` }, 'page', 'too_long'],
      [{ text: 'Да', page: 'https://example.com/' }, 'page', 'invalid_format'],
      [{ text: 'Да', company_id: 'один' }, 'company_id', 'invalid_type'],
      [{ text: 'Да', company_id: 0 }, 'company_id', 'min_value'],
      [{ text: 'Да', rating: 5 }, 'non_field_errors', 'unknown_field'],
    ];
    for (const [body, field, code] of cases) {
      const res = await employee.post(CREATE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<Codes>(res).codes[field]?.at(0)?.code, JSON.stringify(body)).toBe(code);
    }
  });

  it('asks for a session', async () => {
    const anonymous = new Client(ctx.app);
    expect((await anonymous.post(CREATE, { text: 'Аноним' })).statusCode).toBe(401);
    expect((await anonymous.get(LIST)).statusCode).toBe(401);
  });

  it('is the impersonated user’s feedback, and the audit log names the staff user who sent it', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const employeeId = await userId(DEMO_LOGINS.manager);
    expect(
      (
        await staff.post('/api/auth/impersonate/start/', {
          user_id: employeeId,
          reason: 'Проверка отзыва от имени руководителя',
        })
      ).statusCode,
    ).toBe(200);
    const res = await staff.post(CREATE, { text: 'От имени руководителя', company_id: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const stored = json<FeedbackOut>(res);
    expect(stored.user).toMatchObject({ id: employeeId, email: DEMO_LOGINS.manager });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.created'), eq(auditLog.targetId, stored.id)));
    expect(audit).toMatchObject([
      {
        userId: await userId(STAFF_EMAIL),
        companyId: 1,
        targetType: 'product_feedback',
        data: { as_user: employeeId },
      },
    ]);
    // Staff read the list while acting as someone else, as they may stop acting from the staff area.
    expect((await staff.get(LIST)).statusCode).toBe(200);
    expect((await staff.post('/api/auth/impersonate/stop/')).statusCode).toBe(200);
  });
});

describe('the staff list of feedback', () => {
  const list = async (client: Client, query = '') => {
    const res = await client.get(`${LIST}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return json<FeedbackListOut>(res);
  };

  it('is refused to users who are not staff', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const res = await admin.get(LIST);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'permission_denied' });
  });

  it('shows every piece newest first with its author and company', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const page = await list(staff);
    expect(page.count).toBe(5);
    const times = page.results.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.results.find((r) => r.text === 'Нужен тёмный режим')).toEqual({
      id: expect.any(Number) as number,
      text: 'Нужен тёмный режим',
      page: '/c/1/',
      created_at: expect.any(String) as string,
      user: {
        id: await userId(DEMO_LOGINS.employee),
        email: DEMO_LOGINS.employee,
        full_name: expect.any(String) as string,
      },
      company: { id: 1, name: DEMO_COMPANY_NAME },
    });
    expect(page.results.find((r) => r.text === 'Пишу без компании')?.company).toBeNull();
  });

  it('searches the text and the author, filters by company and pages', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const texts = async (query: string) => (await list(staff, query)).results.map((r) => r.text);
    expect(await texts(`?search=${encodeURIComponent('тёмный')}`)).toEqual(['Нужен тёмный режим']);
    expect(await texts(`?search=${encodeURIComponent('support@')}`)).toEqual(['Пишу без компании']);
    const manager = json<{ first_name: string; last_name: string }>(
      await (await signIn(ctx.app, 'manager')).get('/api/auth/me/'),
    );
    expect(await texts(`?search=${encodeURIComponent(`${manager.last_name} ${manager.first_name}`)}`)).toEqual([
      'От имени руководителя',
    ]);
    expect(await texts('?search=100%25')).toEqual([]);
    const inCompany = await list(staff, '?company=1');
    expect(inCompany.results.every((r) => r.company?.id === 1)).toBe(true);
    expect(inCompany.count).toBe(3);
    const first = await list(staff, '?company=1&page_size=2');
    expect(first).toMatchObject({
      count: 3,
      previous: null,
      next: '/api/staff/feedback/?company=1&page_size=2&page=2',
    });
    const second = await list(staff, '?company=1&page_size=2&page=2');
    expect(second.results).toHaveLength(1);
    expect(second.previous).toBe('/api/staff/feedback/?company=1&page_size=2&page=1');
    expect(await list(staff, '?company=1&page=9')).toMatchObject({ count: 3, results: [] });
    const oldest = await list(staff, '?ordering=created_at&page_size=1');
    expect(oldest.results[0].text).toBe('Нужен тёмный режим');
    const bad = await staff.get(`${LIST}?ordering=text&company=x`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<Codes>(bad).codes).sort()).toEqual(['company']);
  });

  it('reads a page in one statement whatever its size or filters', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    for (const query of ['', '?page_size=1', '?page_size=500', `?company=1&search=${encodeURIComponent('а')}`]) {
      await staff.get(`${LIST}${query}`);
      const { count, result } = await ctx.database.counter.counted(() => staff.get(`${LIST}${query}`));
      expect(result.statusCode).toBe(200);
      // The session lookup and the page.
      expect(count, query).toBeLessThanOrEqual(2);
    }
  });
});
