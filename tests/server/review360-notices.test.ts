import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import { rowsOf } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import type { SubjectOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { runReview360Schedule, runSchedule } from '../../server/src/modules/notifications/scheduler.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { ACTIVE_PERIOD, C1, eipOf, periodOf } from './structure-helpers.ts';

const R = `${C1}/performance_review/review360`;
const clock = new ManualClock('2031-03-01T06:00:00Z');
const ctx = useApp({}, { clock });
const db = () => ctx.database.db;

type Line = {
  kind: string;
  to: string;
  key: string;
  data: { days_left?: number } & Record<string, unknown>;
  link: string;
};
/** The 360 notices queued on a day, as `kind to occurrence days_left`. */
async function queuedOn(day: string): Promise<string[]> {
  const rows = await rowsOf<Line>(
    db(),
    sql`select n.kind, split_part(u.email, '@', 1) as "to", n.key, n.data, n.link from notifications n
    join users u on u.id = n.user_id
    where n.kind like 'review360_%' and to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD') = ${day}
    order by n.kind, u.email, n.key`,
  );
  return rows.map((n) => [n.kind, n.to, n.key.split(':').slice(3).join(':'), n.data.days_left ?? ''].join(' ').trim());
}

let period = 0;
let admin: Client;
let manager: Client;
const subjects: Record<'anna' | 'dmitry', SubjectOut | null> = { anna: null, dmitry: null };
const eip: Record<string, number> = {};

/** A list built and approved through the API: the requests go out at the clock's time. */
async function approvedList(client: Client, employee: string, reviewers: string[]): Promise<SubjectOut> {
  let subject: SubjectOut | null = null;
  for (const r of reviewers) {
    const res = await client.post(`${R}/subjects/reviewers/`, { period, employee: eip[employee], reviewer: eip[r] });
    expect(res.statusCode, res.body).toBe(201);
    subject = json<SubjectOut>(res);
  }
  if (!subject) throw new Error('no reviewers');
  const res = await client.post(`${R}/subjects/${String(subject.id)}/approve/`, { version: subject.version });
  expect(res.statusCode, res.body).toBe(200);
  return json<SubjectOut>(res);
}

async function runOn(day: string) {
  clock.set(`${day}T06:00:00Z`);
  return runReview360Schedule(db(), clock);
}

beforeAll(async () => {
  period = await periodOf(ctx, ACTIVE_PERIOD);
  for (const who of ['employee', 'manager', 'petrov', 'vasilieva', 'popov', 'novikova', 'ceo', 'hr', 'fedorov'])
    eip[who] = await eipOf(ctx, `${who}@demo.example`);
  [admin, manager] = [await signIn(ctx.app, 'admin'), await signIn(ctx.app, 'manager')];
  await db()
    .update(s.assessmentPeriods)
    .set({ reminderDays: [3, 1] })
    .where(eq(s.assessmentPeriods.id, period));
  await db()
    .update(s.review360Settings)
    .set({ deadline: '2031-03-10' })
    .where(eq(s.review360Settings.periodId, period));
  await db()
    .update(s.assessmentForms)
    .set({ stage: 'SELF' })
    .where(
      and(
        eq(s.assessmentForms.periodId, period),
        sql`${s.assessmentForms.employeeId} in (${eip.employee}, ${eip.manager}, ${eip.fedorov})`,
      ),
    );
  subjects.anna = await approvedList(manager, 'employee', ['petrov', 'vasilieva', 'popov']);
  subjects.dmitry = await approvedList(admin, 'manager', ['ceo', 'hr', 'novikova']);
  // A list never approved: nothing went out, so neither reminders nor results are due for it.
  await admin.post(`${R}/subjects/reviewers/`, { period, employee: eip.fedorov, reviewer: eip.petrov });
});

describe('the 360 schedule, day by day', () => {
  it('queues nothing while the deadline is far', async () => {
    expect(await runOn('2031-03-02')).toEqual({ review360_reminder: 0, review360_closed: 0 });
  });

  it('reminds each reviewer of an open request 3 days before the deadline, once', async () => {
    expect(await runOn('2031-03-07')).toEqual({ review360_reminder: 6, review360_closed: 0 });
    expect(await runOn('2031-03-07')).toEqual({ review360_reminder: 0, review360_closed: 0 });
    const lines = await queuedOn('2031-03-07');
    expect(lines.map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual(
      ['ceo', 'hr', 'novikova', 'petrov', 'popov', 'vasilieva'].map((p) => `review360_reminder ${p}`),
    );
    expect(lines.every((l) => /:3 3$/.test(l))).toBe(true);
  });

  it('tells the form’s reviewer once when every request was answered, and stops reminding', async () => {
    const dmitry = subjects.dmitry?.id ?? 0;
    await db().execute(sql`update review360_requests set status = 'submitted' where subject_row_id = ${dmitry}`);
    await db().execute(
      sql`update review360_subjects set status = 'released', released_at = now() where id = ${dmitry}`,
    );
    await db().execute(sql`update review360_requests set status = 'declined' where reviewer_id = ${eip.popov}`);
    expect(await runOn('2031-03-08')).toEqual({ review360_reminder: 0, review360_closed: 1 });
    expect(await queuedOn('2031-03-08')).toEqual([`review360_closed ceo closed`]);
    expect(await runSchedule(db(), clock)).toMatchObject({ reminder: 0 });
    expect(await runOn('2031-03-08')).toEqual({ review360_reminder: 0, review360_closed: 0 });
  });

  it('reminds the reviewers still to answer 1 day before, with the days left', async () => {
    expect(await runOn('2031-03-09')).toEqual({ review360_reminder: 2, review360_closed: 0 });
    expect((await queuedOn('2031-03-09')).map((l) => l.replace(/\d+:1/, 'N:1'))).toEqual([
      'review360_reminder petrov N:1 1',
      'review360_reminder vasilieva N:1 1',
    ]);
    expect(await runOn('2031-03-10')).toEqual({ review360_reminder: 0, review360_closed: 0 });
  });

  it('tells the reviewer of the form once the deadline passed, not for a list never sent', async () => {
    expect(await runOn('2031-03-11')).toEqual({ review360_reminder: 0, review360_closed: 1 });
    expect(await queuedOn('2031-03-11')).toEqual(['review360_closed manager closed']);
    expect(await runOn('2031-03-12')).toEqual({ review360_reminder: 0, review360_closed: 0 });
  });

  it('names only the person reviewed, the period and the deadline in every 360 notice', async () => {
    const rows = await rowsOf<Line>(
      db(),
      sql`select n.kind, '' as "to", n.key, n.data, n.link from notifications n
      where n.kind like 'review360_%'`,
    );
    expect(rows.length).toBe(16);
    for (const n of rows) {
      const keys = Object.keys(n.data)
        .filter((k) => k !== 'days_left')
        .sort();
      expect(keys).toEqual(['company_name', 'deadline', 'employee_name', 'period_name']);
      expect(['Анна Смирнова', 'Дмитрий Иванов']).toContain(n.data.employee_name);
      expect(n.data.deadline).toBe('2031-03-10');
    }
    const closed = rows.filter((n) => n.kind === 'review360_closed').map((n) => n.link);
    expect(closed.every((l) => l.startsWith('/c/1/performance-review/employee-dashboard/form/?id='))).toBe(true);
  });
});
