import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/src/db/client.ts';
import { ok } from './goals-fixtures.ts';
import { Client, signIn, signInAs, useApp } from './helpers.ts';
import { eipOf, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const FEED = '/api/calendar/feed/';
const EMPLOYEE = 'employee@demo.example';
const MANAGER = 'manager@demo.example';

type Period = { id: number; name: string; self: string; manager: string; feedback: string };

/** The feed's lines with folded lines joined back (RFC 5545 folds at 75 octets). */
const unfolded = (ics: string): string => ics.replace(/\r?\n[ \t]/g, '');
const compact = (day: string) => day.replaceAll('-', '');
const uid = (formId: number, kind: string) => `review-form-${String(formId)}-${kind}-deadline@perf-review`;

/** Each VEVENT of a calendar as its properties by name. */
function eventsOf(ics: string): Map<string, Record<string, string>> {
  const events = new Map<string, Record<string, string>>();
  for (const block of unfolded(ics).split('BEGIN:VEVENT').slice(1)) {
    const props: Record<string, string> = {};
    for (const line of block.split(/\r?\n/)) {
      const at = line.indexOf(':');
      if (at > 0) props[line.slice(0, at)] = line.slice(at + 1);
    }
    events.set(props.UID, props);
  }
  return events;
}

async function issue(client: Client): Promise<string> {
  const { url } = ok<{ url: string }>(await client.post(FEED), 201);
  return new URL(url).pathname;
}

const anonymous = (path: string) => ctx.app.inject({ method: 'GET', url: path });

async function feedOf(client: Client): Promise<Map<string, Record<string, string>>> {
  const res = await anonymous(await issue(client));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/calendar');
  return eventsOf(res.body);
}

async function activePeriod(companyId = 1): Promise<Period> {
  const [p] = await rowsOf<Period>(
    ctx.database.db,
    sql`select id, name, self_deadline::text as self, manager_deadline::text as manager,
      feedback_deadline::text as feedback from assessment_periods where company_id = ${companyId} and status = 'active'`,
  );
  return p;
}

async function formsOf(eip: number, as: 'employee_id' | 'reviewer_id', periodId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    ctx.database.db,
    sql`select id from assessment_forms where ${sql.identifier(as)} = ${eip} and period_id = ${periodId} order by id`,
  );
  return rows.map((r) => r.id);
}

async function setLang(email: string, lang: 'ru' | 'en'): Promise<void> {
  await ctx.database.db.execute(
    sql`insert into notification_settings (user_id, lang) select id, ${lang} from users where email = ${email}
      on conflict (user_id) do update set lang = excluded.lang`,
  );
}

const formUids = (events: Map<string, Record<string, string>>) =>
  [...events.keys()].filter((u) => u.startsWith('review-form-')).sort();

let employee: Client;
let manager: Client;
let period: Period;

beforeAll(async () => {
  employee = await signIn(ctx.app, 'employee');
  manager = await signIn(ctx.app, 'manager');
  period = await activePeriod();
});

describe("a person's calendar feed", () => {
  it('lists their own deadlines as all-day events titled in Russian, one stable UID per form and deadline', async () => {
    const [form] = await formsOf(await eipOf(ctx, EMPLOYEE), 'employee_id', period.id);
    const events = await feedOf(employee);
    expect(formUids(events)).toEqual([uid(form, 'feedback'), uid(form, 'self')].sort());
    const self = events.get(uid(form, 'self'));
    expect(self?.['DTSTART;VALUE=DATE']).toBe(compact(period.self));
    const next = new Date(`${period.self}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(self?.['DTEND;VALUE=DATE']).toBe(compact(next.toISOString().slice(0, 10)));
    expect(self?.SUMMARY).toBe(`Срок самооценки — ${period.name}`);
    expect(self?.URL).toContain(`/c/1/performance-review/employee-dashboard/form/?id=${String(form)}`);
    const answer = events.get(uid(form, 'feedback'));
    expect(answer?.['DTSTART;VALUE=DATE']).toBe(compact(period.feedback));
    expect(answer?.SUMMARY).toBe(`Срок ответа на обратную связь — ${period.name}`);
  });

  it("titles the events in the person's language and keeps the UIDs", async () => {
    const [form] = await formsOf(await eipOf(ctx, EMPLOYEE), 'employee_id', period.id);
    await setLang(EMPLOYEE, 'en');
    try {
      const events = await feedOf(employee);
      expect(events.get(uid(form, 'self'))?.SUMMARY).toBe(`Self-assessment due — ${period.name}`);
      expect(events.get(uid(form, 'feedback'))?.SUMMARY).toBe(`Answer to the feedback due — ${period.name}`);
    } finally {
      await setLang(EMPLOYEE, 'ru');
    }
  });

  it('gives a reviewer the assessment and feedback deadlines of exactly the forms they review and their own', async () => {
    const eip = await eipOf(ctx, MANAGER);
    const reviewed = await formsOf(eip, 'reviewer_id', period.id);
    const own = await formsOf(eip, 'employee_id', period.id);
    expect(reviewed.length).toBeGreaterThan(1);
    const events = await feedOf(manager);
    const expected = [
      ...reviewed.flatMap((id) => [uid(id, 'manager'), uid(id, 'feedback')]),
      ...own.flatMap((id) => [uid(id, 'self'), uid(id, 'feedback')]),
    ].sort();
    expect(formUids(events)).toEqual(expected);
    const anna = (await formsOf(await eipOf(ctx, EMPLOYEE), 'employee_id', period.id))[0];
    expect(events.get(uid(anna, 'manager'))?.SUMMARY).toBe(`Срок оценки сотрудника: Анна Смирнова — ${period.name}`);
    expect(events.get(uid(anna, 'manager'))?.['DTSTART;VALUE=DATE']).toBe(compact(period.manager));
  });

  it('carries the 1:1 meetings the person is one of the pair of, never a note', async () => {
    const events = await feedOf(manager);
    const meetings = [...events.keys()].filter((u) => u.startsWith('one-on-one-'));
    const [expected] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from one_on_one_meetings m join one_on_one_series s on s.id = m.series_id
        where m.status <> 'cancelled' and ${await eipOf(ctx, MANAGER)} in (s.manager_id, s.report_id)`,
    );
    expect(expected.n).toBeGreaterThan(0);
    expect(meetings).toHaveLength(expected.n);
    const body = unfolded((await anonymous(await issue(manager))).body);
    const notes = await rowsOf<{ text: string }>(
      ctx.database.db,
      sql`select text from one_on_one_private_notes where text <> ''
        union all select shared_notes from one_on_one_meetings where shared_notes <> ''`,
    );
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(body).not.toContain(note.text.slice(0, 20).replace(/,/g, '\\,'));
  });

  it('runs the same few statements whatever the number of forms and meetings', async () => {
    const counts: number[] = [];
    for (const client of [employee, manager]) {
      const path = await issue(client);
      const { count, result } = await ctx.database.counter.counted(() => anonymous(path));
      expect(result.statusCode).toBe(200);
      counts.push(count);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });
});

describe("the feed's address", () => {
  it('is shown once, replaced by a new one, and answers 404 once revoked or unknown', async () => {
    const first = await issue(employee);
    expect((await anonymous(first)).statusCode).toBe(200);
    const second = await issue(employee);
    expect((await anonymous(first)).statusCode).toBe(404);
    expect((await anonymous(second)).statusCode).toBe(200);
    const state = ok<{ active: boolean; created_at: string | null }>(await employee.get(FEED));
    expect(state.active).toBe(true);
    expect(state.created_at).not.toBeNull();
    expect((await employee.delete(FEED)).statusCode).toBe(204);
    expect((await anonymous(second)).statusCode).toBe(404);
    expect(ok<{ active: boolean }>(await employee.get(FEED)).active).toBe(false);
    expect((await anonymous('/api/calendar/people/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/')).statusCode).toBe(404);
    expect((await anonymous('/api/calendar/people/short/')).statusCode).toBe(400);
  });

  it('needs a session to be issued or read, and is refused to staff acting as someone', async () => {
    expect((await anonymous(FEED)).statusCode).toBe(401);
    const staff = await signInAs(ctx, STAFF);
    const users = ok<{ results: { id: number; email: string }[] }>(
      await staff.get('/api/auth/impersonate/users/?search=employee@demo'),
    );
    const target = users.results.find((u) => u.email === EMPLOYEE);
    ok(await staff.post('/api/auth/impersonate/start/', { user_id: target?.id, reason: 'Проверка календаря' }));
    const refused = await staff.post(FEED);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'one_on_one_impersonation' });
  });
});

describe('across companies', () => {
  let theirs: number;
  let annaThere: number;
  let otherPeriod: Period;

  beforeAll(async () => {
    const db = ctx.database.db;
    const [{ id: company }] = await rowsOf<{ id: number }>(
      db,
      sql`select id from companies where id <> 1 order by id limit 1`,
    );
    const [{ id: annaUser }] = await rowsOf<{ id: number }>(db, sql`select id from users where email = ${EMPLOYEE}`);
    await db.execute(sql`insert into memberships (company_id, user_id) values (${company}, ${annaUser})`);
    [{ id: annaThere }] = await rowsOf<{ id: number }>(
      db,
      sql`insert into employee_in_positions (company_id, user_id, position) values (${company}, ${annaUser}, 'Консультант')
        returning id`,
    );
    const director = await eipOf(ctx, 'director@veter.example', company);
    const worker = await eipOf(ctx, 'worker1@veter.example', company);
    await db.execute(
      sql`insert into assessment_periods (company_id, name, start_date, end_date, self_deadline, manager_deadline,
          feedback_deadline, status)
        values (${company}, 'Ветер: весна', '2026-03-01', '2026-06-30', '2026-04-10', '2026-04-20', '2026-04-30', 'active')`,
    );
    otherPeriod = await activePeriod(company);
    await db.execute(
      sql`insert into assessment_forms (company_id, period_id, employee_id, reviewer_id)
        values (${company}, ${otherPeriod.id}, ${annaThere}, ${director}), (${company}, ${otherPeriod.id}, ${worker}, ${director})`,
    );
    [theirs] = await formsOf(worker, 'employee_id', otherPeriod.id);
  });

  it("adds the person's forms of every company they work in, never a colleague's there", async () => {
    const [mine] = await formsOf(annaThere, 'employee_id', otherPeriod.id);
    const events = await feedOf(employee);
    expect(events.get(uid(mine, 'self'))?.['DTSTART;VALUE=DATE']).toBe('20260410');
    expect(events.get(uid(mine, 'self'))?.DESCRIPTION).toContain('Ветер');
    expect(formUids(events).some((u) => u.startsWith(`review-form-${String(theirs)}-`))).toBe(false);
    const director = await feedOf(await signInAs(ctx, 'director@veter.example'));
    expect(formUids(director)).toEqual(
      [uid(mine, 'feedback'), uid(mine, 'manager'), uid(theirs, 'feedback'), uid(theirs, 'manager')].sort(),
    );
  });

  it('drops a company the person has left', async () => {
    const [mine] = await formsOf(annaThere, 'employee_id', otherPeriod.id);
    await ctx.database.db.execute(sql`update employee_in_positions set is_active = false where id = ${annaThere}`);
    const events = await feedOf(employee);
    expect(events.has(uid(mine, 'self'))).toBe(false);
    expect(formUids(events).length).toBe(2);
  });
});
