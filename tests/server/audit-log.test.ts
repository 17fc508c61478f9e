import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/src/audit/record.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS, STAFF_EMAIL } from '../../server/src/db/seed-data.ts';
import { parseCsv } from '../../server/src/modules/structure/csv.ts';
import type { AuditEntryOut } from '../../server/src/modules/audit/audit.schemas.ts';
import { LOG_COUNT_CAP } from '../../server/src/http/pagination.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';

const ctx = useApp();
const C1 = '/api/companies/companies/1';
const C2 = '/api/companies/companies/2';
const LOG = `${C1}/audit_log/`;

type Page = { count: number; next: string | null; results: AuditEntryOut[] };

let admin: Client;

async function userId(email: string): Promise<number> {
  const row = (await ctx.database.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email))).at(0);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function page(client: Client, query: string, url = LOG): Promise<Page> {
  const res = await client.get(`${url}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Page>(res);
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
});

describe('the audit log: admin changes', () => {
  it("shows a member's role and admin flag change with the state before and after, by the admin", async () => {
    const employee = await userId(DEMO_LOGINS.employee);
    const [place] = await ctx.database.db
      .select({ id: s.employeeInPositions.id })
      .from(s.employeeInPositions)
      .where(and(eq(s.employeeInPositions.companyId, 1), eq(s.employeeInPositions.userId, employee)));
    const url = `${C1}/structure/employee_in_positions/${String(place.id)}/`;
    const current = json<{ version: number }>(await admin.get(url));
    const changed = await admin.patch(url, { version: current.version, role: 'MANAGER', is_admin: true });
    expect(changed.statusCode, changed.body).toBe(200);

    const found = await page(admin, `action=person&target_id=${String(place.id)}`);
    expect(found.count).toBe(1);
    const [row] = found.results;
    expect(row).toMatchObject({
      action: 'person.updated',
      target_type: 'employee_in_position',
      target_id: place.id,
      actor: { id: await userId(DEMO_LOGINS.admin), email: DEMO_LOGINS.admin },
      before: { role: 'EMPLOYEE', is_admin: false },
      after: { role: 'MANAGER', is_admin: true },
    });
    const back = json<{ version: number }>(changed);
    expect((await admin.patch(url, { version: back.version, role: 'EMPLOYEE', is_admin: false })).statusCode).toBe(200);
  });

  it('keeps a generic row of a route audited by the wrapper: its name, the object it made and the body', async () => {
    const res = await admin.post(`${C1}/structure/departments/`, { name: 'Отдел аудита' });
    expect(res.statusCode, res.body).toBe(201);
    const made = json<{ id: number }>(res);
    const found = await page(admin, 'action=departments.create');
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({
      action: 'departments.create',
      target_type: 'departments',
      target_id: made.id,
      before: null,
      after: null,
      data: { body: { name: 'Отдел аудита' } },
    });
  });

  it('writes no row for a refused change', async () => {
    const before = (await page(admin, 'action=departments')).count;
    const res = await admin.post(`${C1}/structure/departments/`, { name: '' });
    expect(res.statusCode).toBe(400);
    expect((await page(admin, 'action=departments')).count).toBe(before);
  });

  it("records the 9-box thresholds' change with before and after", async () => {
    const settings = json<Record<string, number>>(await admin.get(`${C1}/performance_review/nine_box/settings/`));
    const put = await admin.put(`${C1}/performance_review/nine_box/settings/`, {
      ...settings,
      performance_high_from: 4.5,
    });
    expect(put.statusCode, put.body).toBe(200);
    const [row] = (await page(admin, 'action=nine_box.settings_changed')).results;
    expect(row.before).toMatchObject({ performance_high_from: settings.performance_high_from });
    expect(row.after).toMatchObject({ performance_high_from: 4.5 });
  });
});

describe('the audit log: who may read it', () => {
  it('is refused to employees and managers (403), and another company answers 404', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const client = await signIn(ctx.app, role);
      expect((await client.get(LOG)).statusCode).toBe(403);
      expect((await client.get(`${LOG}export/`)).statusCode).toBe(403);
      expect((await client.get(`${LOG}actors/`)).statusCode).toBe(403);
    }
    expect((await admin.get(`${C2}/audit_log/`)).statusCode).toBe(404);
    expect((await admin.get(`${C2}/audit_log/export/`)).statusCode).toBe(404);
  });

  it("never shows another company's rows, in the list, the actors or the CSV", async () => {
    const other = await signInAs(ctx, 'director@veter.example');
    const res = await other.post(`${C2}/structure/departments/`, { name: 'Склад Ветра' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await page(other, 'action=departments.create', `${C2}/audit_log/`)).count).toBe(1);
    const mine = await page(admin, 'page_size=500');
    expect(mine.results.every((r) => !JSON.stringify(r).includes('Склад Ветра'))).toBe(true);
    const actors = json<{ email: string }[]>(await admin.get(`${LOG}actors/`));
    expect(actors.map((a) => a.email)).not.toContain('director@veter.example');
    expect((await admin.get(`${LOG}export/`)).body).not.toContain('Склад Ветра');
  });
});

describe('the audit log: filters, pages and CSV', () => {
  const at = (day: number) => new Date(`2026-03-${String(day).padStart(2, '0')}T12:00:00Z`);
  let actor: number;
  let manager: number;

  beforeAll(async () => {
    actor = await userId(DEMO_LOGINS.admin);
    manager = await userId(DEMO_LOGINS.manager);
    await recordAudit(
      ctx.database.db,
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        companyId: 1,
        userId: day === 7 ? manager : actor,
        action: day % 2 ? 'zz_area.odd' : 'zz_area.even',
        targetType: 'zz_thing',
        targetId: day,
        before: { n: day - 1 },
        after: { n: day, note: day === 5 ? '=HYPERLINK("x")' : 'ok' },
        at: at(day),
      })),
    );
    // Another company's row in the same area must never show.
    await recordAudit(ctx.database.db, { companyId: 2, userId: actor, action: 'zz_area.odd', at: at(3) });
    // An area's prefix is no area: `zz_area_more` is not under `zz_area`.
    await recordAudit(ctx.database.db, { companyId: 1, userId: actor, action: 'zz_area_more.x', at: at(3) });
  });

  it('filters by area, exact action, object, actor and days (both included)', async () => {
    const ids = async (query: string) => (await page(admin, query)).results.map((r) => r.target_id);
    expect(await ids('action=zz_area')).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(await ids('action=zz_area.even')).toEqual([6, 4, 2]);
    expect(await ids('target_type=zz_thing&target_id=4')).toEqual([4]);
    expect(await ids(`action=zz_area&actor=${String(manager)}`)).toEqual([7]);
    expect(await ids('action=zz_area&from=2026-03-03&to=2026-03-05')).toEqual([5, 4, 3]);
  });

  it("counts the days of the filter in the company's time zone", async () => {
    // 01:30 on the 9th in Moscow (22:30 UTC on the 8th), and 00:30 on the 10th in Moscow (21:30 UTC on the 9th).
    await recordAudit(
      ctx.database.db,
      [
        { id: 8, at: '2026-03-08T22:30:00Z' },
        { id: 9, at: '2026-03-09T21:30:00Z' },
      ].map((row) => ({
        companyId: 1,
        userId: actor,
        action: 'zz_zone.row',
        targetType: 'zz_thing',
        targetId: row.id,
        at: new Date(row.at),
      })),
    );
    const ids = async () =>
      (await page(admin, 'action=zz_zone&from=2026-03-09&to=2026-03-09')).results.map((r) => r.target_id);
    expect(await ids()).toEqual([8]);
    const settings = `${C1}/settings/`;
    expect((await admin.put(settings, { time_zone: 'Europe/Kaliningrad' })).statusCode).toBe(200);
    try {
      expect(await ids()).toEqual([9, 8]);
    } finally {
      await admin.put(settings, { time_zone: 'Europe/Moscow' });
    }
  });

  it('pages newest first with a count and a next page', async () => {
    const first = await page(admin, 'action=zz_area&page_size=3');
    expect(first.count).toBe(7);
    expect(first.results.map((r) => r.target_id)).toEqual([7, 6, 5]);
    expect(first.next).toContain('page=2');
    const last = await page(admin, 'action=zz_area&page_size=3&page=3');
    expect(last.results.map((r) => r.target_id)).toEqual([1]);
    expect(last.next).toBeNull();
    const past = await page(admin, 'action=zz_area&page_size=3&page=9');
    expect(past).toMatchObject({ count: 7, count_capped: false, results: [] });
  });

  it('counts a long log no further than 10,000 rows past the page, says so, and still pages on', async () => {
    await ctx.database.db.execute(sql`insert into audit_log (company_id, user_id, action, target_type, at)
      select 1, ${actor}, 'zz_long.row', 'zz_thing', timestamptz '2026-02-01T00:00:00Z' + k * interval '1 second'
      from generate_series(1, ${LOG_COUNT_CAP + 5}) k`);
    const first = await page(admin, 'action=zz_long&page_size=500');
    expect(first).toMatchObject({ count: LOG_COUNT_CAP, count_capped: true });
    expect(first.results).toHaveLength(500);
    expect(first.next).toContain('page=2');
    const atCap = await page(admin, `action=zz_long&page_size=500&page=${LOG_COUNT_CAP / 500}`);
    expect(atCap).toMatchObject({ count: LOG_COUNT_CAP + 1, count_capped: true });
    expect(atCap.next).toContain(`page=${LOG_COUNT_CAP / 500 + 1}`);
    const last = await page(admin, `action=zz_long&page_size=500&page=${LOG_COUNT_CAP / 500 + 1}`);
    expect(last).toMatchObject({ count: LOG_COUNT_CAP + 5, count_capped: false, next: null });
    expect(last.results).toHaveLength(5);
  });

  it('answers a bad filter with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['actor=abc', 'actor'],
      ['page_size=100000', 'page_size'],
    ]) {
      const res = await admin.get(`${LOG}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(json<{ codes: Record<string, unknown> }>(res).codes), query).toContain(field);
    }
  });

  it('exports the filtered log as CSV with the state before and after, formulas kept as text', async () => {
    const res = await admin.get(`${LOG}export/?action=zz_area.odd&to=2026-03-05`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('audit-log.csv');
    const { records } = parseCsv(res.body);
    const [header, ...rows] = records.map((r) => r.fields);
    expect(header).toEqual([
      'at',
      'actor_id',
      'actor_name',
      'actor_email',
      'other_person_email',
      'action',
      'target_type',
      'target_id',
      'before',
      'after',
      'data',
    ]);
    expect(rows.map((r) => r[7])).toEqual(['5', '3', '1']);
    expect(rows[0]).toEqual([
      at(5).toISOString(),
      String(actor),
      expect.any(String),
      DEMO_LOGINS.admin,
      '',
      'zz_area.odd',
      'zz_thing',
      '5',
      '{"n":4}',
      '{"n":5,"note":"=HYPERLINK(\\"x\\")"}',
      '',
    ]);
  });
});

describe('the audit log: impersonation', () => {
  it("shows staff acting as a person, start and stop, in the person's company", async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const employee = await userId(DEMO_LOGINS.employee);
    const start = await staff.post('/api/auth/impersonate/start/', { user_id: employee, reason: 'Обращение 77' });
    expect(start.statusCode, start.body).toBe(200);
    expect((await staff.post('/api/auth/impersonate/stop/')).statusCode).toBe(200);
    const found = await page(admin, `target_type=user&target_id=${String(employee)}`);
    expect(found.results.map((r) => [r.action, r.actor?.email])).toEqual([
      ['impersonate_stop', STAFF_EMAIL],
      ['impersonate_start', STAFF_EMAIL],
    ]);
    expect(found.results[1].data).toEqual({ reason: 'Обращение 77' });
    const elsewhere = await signInAs(ctx, 'director@veter.example');
    const theirs = await page(elsewhere, `target_type=user&target_id=${String(employee)}`, `${C2}/audit_log/`);
    expect(theirs.count).toBe(0);
  });

  it('names the person staff acted as beside a change made under impersonation', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const hr = await userId(DEMO_LOGINS.admin);
    expect((await staff.post('/api/auth/impersonate/start/', { user_id: hr, reason: 'Настройка' })).statusCode).toBe(
      200,
    );
    const changed = await staff.put(`${C1}/webhooks/settings/`, { allow_private_addresses: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await staff.post('/api/auth/impersonate/stop/')).statusCode).toBe(200);
    const [row] = (await page(admin, 'action=webhook.settings_updated')).results;
    expect(row.actor?.email).toBe(STAFF_EMAIL);
    expect(row.other_person).toMatchObject({ id: hr, email: DEMO_LOGINS.admin });
    const [plain] = (await page(admin, 'action=impersonate_start')).results;
    expect(plain.other_person).toBeNull();
  });

  it('refuses a company the person is not in (400 on company_id)', async () => {
    const staff = await signInAs(ctx, STAFF_EMAIL);
    const employee = await userId(DEMO_LOGINS.employee);
    const res = await staff.post('/api/auth/impersonate/start/', { user_id: employee, reason: 'x', company_id: 2 });
    expect(res.statusCode).toBe(400);
    expect(json<{ codes: Record<string, { code: string }[]> }>(res).codes.company_id).toEqual([
      expect.objectContaining({ code: 'impersonate_not_member' }),
    ]);
  });
});
