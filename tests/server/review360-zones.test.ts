import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import { rowsOf } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { runReview360Schedule } from '../../server/src/modules/notifications/scheduler.ts';
import type { RequestOut, SubjectOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { json, useApp, type Client } from './helpers.ts';
import { as, base360, body360, build360, nominate, subjectRow, type Company360 } from './review360-fixtures.ts';

/**
 * A 360 deadline of 2026-03-31 in a company on Moscow time, with people in Kaliningrad (UTC+2), Moscow (the
 * company's zone, UTC+3) and Vladivostok (UTC+10). Each reviewer answers until their own midnight, each
 * person's list closes at theirs, and the release (answering closed for all, results readable) comes at the
 * company's midnight, or later while someone west of it may still act.
 */
const clock = new ManualClock('2026-03-20T06:00:00Z');
const ctx = useApp({}, { clock });
const db = () => ctx.database.db;

const DEADLINE = '2026-03-31';
/** Vladivostok's April 1 (00:30); Moscow and Kaliningrad are still on March 31. */
const VLADIVOSTOK_NEXT_DAY = '2026-03-31T14:30:00Z';
/** Moscow's April 1 (00:30); Kaliningrad is at 23:30 on March 31. */
const MOSCOW_NEXT_DAY = '2026-03-31T21:30:00Z';
/** Kaliningrad's midnight. */
const KALININGRAD_MIDNIGHT = '2026-03-31T22:00:00Z';

/** Who keeps a zone of their own; everyone else keeps the company's, Moscow. */
const OWN_ZONES: Record<string, string[]> = {
  'Europe/Kaliningrad': ['p1', 'p4', 'dan', 'fay'],
  'Asia/Vladivostok': ['p3', 'p6', 's2', 'cat', 'eve'],
};

let c: Company360;
const req: Record<string, Record<string, number>> = {};
const clients: Record<string, Client> = {};
const client = async (key: string) => (clients[key] ??= await as(ctx, c, key));

/** The caller's request as they read it in their list. */
async function requestOf(reviewer: string, id: number): Promise<RequestOut> {
  const res = await (await client(reviewer)).get(`${base360(c)}requests/`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ results: RequestOut[] }>(res).results.find((r) => r.id === id) ?? expect.fail(`no request ${id}`);
}

/** Whether each of the reviewers' requests about `who` reads closed for its reviewer. */
async function closedFor(who: string, reviewers: string[]): Promise<boolean[]> {
  return Promise.all(reviewers.map(async (r) => (await requestOf(r, req[who][r])).closed));
}

/** Submits an answer; the status code. */
async function answer(reviewer: string, who: string): Promise<number> {
  const id = req[who][reviewer];
  const version = (await requestOf(reviewer, id)).version;
  const res = await (
    await client(reviewer)
  ).post(`${base360(c)}requests/${String(id)}/submit/`, body360(c, { grades: [4, 4] }, version));
  if (res.statusCode === 409) expect(res.json()).toMatchObject({ code: 'review360_closed' });
  return res.statusCode;
}

/** People reviewed as the admin's list shows them: `status can_edit`. */
async function subjects(keys: string[]): Promise<string[]> {
  const res = await (await client('adm')).get(`${base360(c)}subjects/?period=${String(c.periodId)}&page_size=100`);
  expect(res.statusCode, res.body).toBe(200);
  const rows = json<{ results: SubjectOut[] }>(res).results;
  return keys.map((k) => {
    const row = rows.find((r) => r.employee === c.eip[k]) ?? expect.fail(`no ${k}`);
    return `${row.status} ${String(row.can_edit)}`;
  });
}

/** Whose 360 is released, of these people. */
async function released(keys: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const k of keys) if ((await subjectRow(db(), c, k)).releasedAt) out.push(k);
  return out;
}

/** The 360 notices of `kind` queued so far, as `recipient occurrence`. */
async function queued(kind: string): Promise<string[]> {
  const rows = await rowsOf<{ to: string; key: string }>(
    db(),
    sql`select split_part(u.email, '@', 1) as "to", n.key from notifications n join users u on u.id = n.user_id
    where n.company_id = ${c.companyId} and n.kind = ${kind} order by u.email, n.key`,
  );
  return rows.map((r) => `${r.to} ${r.key.split(':').slice(3).join(':')}`);
}

/** The people whose results the form's reviewer was told are ready, in order. */
async function resultsTold(): Promise<string[]> {
  const rows = await rowsOf<{ line: string }>(
    db(),
    sql`select split_part(u.email, '@', 1) || ' about ' || split_part(n.data->>'employee_name', ' ', 1) as line
    from notifications n join users u on u.id = n.user_id
    where n.company_id = ${c.companyId} and n.kind = 'review360_closed' order by n.id`,
  );
  return rows.map((r) => r.line);
}

/** The schedule twice at `at`, as two rounds of the same minute would run it. */
async function runAt(at: string): Promise<void> {
  clock.set(at);
  await runReview360Schedule(db(), clock);
  await runReview360Schedule(db(), clock);
}

/** The boss adds a reviewer to a person's list; the status code. */
async function addReviewer(who: string, reviewer: string): Promise<number> {
  const res = await (
    await client('boss')
  ).post(`${base360(c)}subjects/reviewers/`, {
    period: c.periodId,
    employee: c.eip[who],
    reviewer: c.eip[reviewer],
  });
  if (res.statusCode === 409) expect(res.json()).toMatchObject({ code: 'review360_closed' });
  return res.statusCode;
}

beforeAll(async () => {
  c = await build360(db(), 'Пояса360');
  await db()
    .update(s.review360Settings)
    .set({ deadline: DEADLINE })
    .where(eq(s.review360Settings.periodId, c.periodId));
  await db()
    .update(s.assessmentPeriods)
    .set({ reminderDays: [1] })
    .where(eq(s.assessmentPeriods.id, c.periodId));
  for (const [timeZone, keys] of Object.entries(OWN_ZONES)) {
    const users = await db()
      .select({ id: s.users.id })
      .from(s.users)
      .where(inArray(s.users.email, keys.map(c.email)));
    await db()
      .insert(s.notificationSettings)
      .values(users.map((u) => ({ userId: u.id, timeZone })));
  }
  req.ann = await nominate(db(), c, 'ann', ['p1', 'p2', 'p3']);
  req.bob = await nominate(db(), c, 'bob', ['p4', 'p5', 'p6']);
  req.cat = await nominate(db(), c, 'cat', ['p7', 's3']);
  req.dan = await nominate(db(), c, 'dan', ['p8']);
  await db()
    .update(s.review360Subjects)
    .set({ approvedAt: new Date('2026-03-20T06:00:00Z') })
    .where(eq(s.review360Subjects.periodId, c.periodId));
});

describe('a 360 deadline of 2026-03-31 around midnight', () => {
  it('reminds each reviewer the day before by their own date, exactly once', async () => {
    await runAt('2026-03-29T14:30:00Z'); // Vladivostok 00:30 on the 30th
    expect(await queued('review360_reminder')).toEqual([`p3 ${req.ann.p3}:1`, `p6 ${req.bob.p6}:1`]);
    await runAt('2026-03-29T21:30:00Z'); // Moscow 00:30 on the 30th; Kaliningrad 23:30 on the 29th
    expect((await queued('review360_reminder')).map((l) => l.split(' ')[0])).toEqual([
      'p2',
      'p3',
      'p5',
      'p6',
      'p7',
      'p8',
      's3',
    ]);
    await runAt('2026-03-29T22:30:00Z'); // Kaliningrad 00:30 on the 30th
    await runAt('2026-03-30T12:00:00Z');
    expect((await queued('review360_reminder')).map((l) => l.split(' ')[0])).toEqual([
      'p1',
      'p2',
      'p3',
      'p4',
      'p5',
      'p6',
      'p7',
      'p8',
      's3',
    ]);
  });

  it('at Vladivostok’s midnight closes answering and the list there only', async () => {
    clock.set(VLADIVOSTOK_NEXT_DAY);
    expect(await closedFor('ann', ['p1', 'p2', 'p3'])).toEqual([false, false, true]);
    expect(await answer('p3', 'ann')).toBe(409);
    expect(await answer('p7', 'cat')).toBe(200);
    // Cat's list is hers and closed with her day; the others' are open, and eve, whom nobody nominated yet,
    // can no longer be nominated for either.
    expect(await addReviewer('cat', 's1')).toBe(409);
    expect(await subjects(['cat', 'eve', 'fay', 'bob'])).toEqual([
      'collecting false',
      'nominating false',
      'nominating true',
      'collecting true',
    ]);
    expect(await released(['ann', 'bob', 'cat', 'dan'])).toEqual([]);
  });

  it('refuses a reviewer whose own day of the deadline has ended, so nobody is asked to answer a closed request', async () => {
    const res = await (
      await client('boss')
    ).post(`${base360(c)}subjects/reviewers/`, { period: c.periodId, employee: c.eip.bob, reviewer: c.eip.s2 });
    expect(res.statusCode, res.body).toBe(400);
    expect(json<{ codes: Record<string, { code: string }[]> }>(res).codes).toEqual({
      reviewer: [expect.objectContaining({ code: 'review360_reviewer_day_over' })],
    });
    expect(await closedFor('bob', ['p4', 'p5', 'p6'])).toEqual([false, false, true]);
    await runAt(VLADIVOSTOK_NEXT_DAY);
    expect((await queued('review360_reminder')).filter((l) => l.startsWith('s2 '))).toEqual([]);
    expect((await queued('review360_request')).filter((l) => l.startsWith('s2 '))).toEqual([]);
  });

  it('at Moscow’s midnight closes Moscow’s answers and releases whom nobody west of Moscow holds', async () => {
    clock.set(MOSCOW_NEXT_DAY);
    expect(await closedFor('ann', ['p1', 'p2', 'p3'])).toEqual([false, true, true]);
    expect(await answer('p2', 'ann')).toBe(409);
    expect(await closedFor('dan', ['p8'])).toEqual([true]);
    // Dan's list is open until his midnight in Kaliningrad, and a colleague there may still answer today.
    expect(await addReviewer('dan', 'p4')).toBe(201);
    expect(await subjects(['eve', 'fay', 'dan'])).toEqual(['released false', 'nominating true', 'collecting true']);
    expect(await released(['ann', 'bob', 'cat', 'dan'])).toEqual(['cat']);
    expect((await subjectRow(db(), c, 'cat')).releasedAt?.toISOString()).toBe('2026-03-31T21:30:00.000Z');
    // Kaliningrad's p1 answers at 23:30 there: the last one who could, so Ann's 360 is released with it.
    expect(await answer('p1', 'ann')).toBe(200);
    expect(await released(['ann', 'bob', 'dan'])).toEqual(['ann']);
  });

  it('at Kaliningrad’s midnight releases the rest, and the results notice goes once a person', async () => {
    await runAt('2026-03-31T21:59:00Z');
    expect(await released(['bob', 'dan'])).toEqual([]);
    expect(await resultsTold()).toEqual(['boss about ann', 'boss about cat']);
    await runAt(KALININGRAD_MIDNIGHT);
    expect(await released(['bob', 'dan'])).toEqual(['bob', 'dan']);
    expect((await subjectRow(db(), c, 'bob')).releasedAt?.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(await subjects(['fay'])).toEqual(['released false']);
    expect(await answer('p4', 'bob')).toBe(409);
    expect(await resultsTold()).toEqual(['boss about ann', 'boss about cat', 'boss about bob', 'boss about dan']);
  });
});
