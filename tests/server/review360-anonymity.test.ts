import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stage } from '../../contract/enums.ts';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import type { QuestionResultOut, ResultsOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { json, type Client } from './helpers.ts';
import { useApp } from './helpers.ts';
import {
  as,
  assertAllHidden,
  base360,
  differences,
  perCall,
  build360,
  impersonating,
  nominate,
  setStage,
  setThreshold,
  subjectRow,
  submit,
  type Company360,
} from './review360-fixtures.ts';

/**
 * Anonymity, as the API must keep it whoever asks: the person reviewed, their manager (also their form's
 * reviewer), another manager, an admin, one of the person's 360 reviewers, and staff acting as each of them.
 */

const clock = new ManualClock('2026-02-10T09:00:00Z');
const ctx = useApp({ ai: { baseUrl: '', apiKey: '', model: '', timeoutMs: 5000, ratePerMinute: 10_000 } }, { clock });

const ROLES = { person: null, manager: 'boss', other_manager: 'om', admin: 'adm', reviewer: 'p1' } as const;
type Role = keyof typeof ROLES;
const STAGES: Stage[] = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'];

let c: Company360;
const clients = new Map<string, Client>();

beforeAll(async () => {
  c = await build360(ctx.database.db, 'Аноним360');
});

/** A signed-in client per person, and per person with staff acting as them. */
async function client(key: string, staff = false): Promise<Client> {
  const id = `${staff ? 'staff:' : ''}${key}`;
  const known = clients.get(id);
  if (known) return known;
  const made = staff ? await impersonating(ctx, c, key) : await as(ctx, c, key);
  clients.set(id, made);
  return made;
}

const resultsUrl = (who: string) => `${base360(c)}results/?form=${c.forms[`y26:${who}`]}`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const groupOf = (q: QuestionResultOut, group: string) => q.groups.find((g) => g.group === group);

describe('who reads what: every role x stage x threshold', () => {
  // Four people reviewed, one a case: threshold 2 or 3, and more or fewer peers answering than it (the
  // others decline, so that answering closes either way).
  const CASES = [
    { who: 'ann', threshold: 2, answered: 3 },
    { who: 'bob', threshold: 2, answered: 1 },
    { who: 'cat', threshold: 3, answered: 4 },
    { who: 'dan', threshold: 3, answered: 2 },
  ];
  const peers = ['p1', 'p2', 'p3', 'p4'];
  const grades = (i: number): [number, number] => [(i + 2) % 6, 5 - i];

  it.each(CASES)('$who: threshold $threshold, $answered peers answered', async ({ who, threshold, answered }) => {
    await setThreshold(ctx.database.db, c, threshold);
    const asked = peers.slice(0, Math.max(answered, threshold));
    const requests = await nominate(ctx.database.db, c, who, asked);
    for (const [i, key] of asked.entries()) {
      const reviewer = await client(key);
      if (i < answered) await submit(reviewer, c, requests[key], { grades: grades(i), comment: `Отзыв ${key}` });
      else {
        const res = await reviewer.post(`${base360(c)}requests/${requests[key]}/decline/`, {
          reason: 'Нет',
          version: 1,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    expect((await subjectRow(ctx.database.db, c, who)).status).toBe('released');
    const shown = answered >= threshold;
    const expectedMean = shown ? mean(asked.slice(0, answered).map((_, i) => grades(i)[0])) : null;

    for (const stage of STAGES) {
      await setStage(ctx.database.db, c, who, stage);
      for (const [role, key] of Object.entries(ROLES) as [Role, string | null][]) {
        for (const staff of [false, true]) {
          const what = `${staff ? 'staff as ' : ''}${role}, ${stage}`;
          const reader = await client(key ?? who, staff);
          const res = await reader.get(resultsUrl(who));
          if (role === 'other_manager' || role === 'reviewer') {
            expect(res.statusCode, what).toBe(404);
            continue;
          }
          expect(res.statusCode, what).toBe(200);
          const r = json<ResultsOut>(res);
          const late = stage === 'FEEDBACK' || stage === 'COMPLETE';
          const available = role !== 'person' || late;
          expect({ available: r.available, reason: r.reason }, what).toEqual({
            available,
            reason: available ? null : 'not_yet',
          });
          if (!available) {
            assertAllHidden(r, what);
            continue;
          }
          expect(r.groups, what).toEqual([
            { group: 'manager', shown: false, count: null },
            { group: 'direct_report', shown: false, count: null },
            { group: 'peer', shown, count: shown ? answered : null },
          ]);
          const [v1] = r.questions;
          expect(groupOf(v1, 'peer'), what).toMatchObject({
            shown,
            mean: expectedMean,
            count: shown ? answered : null,
          });
          expect(v1.mean, what).toBe(expectedMean);
          expect(v1.comments.map((x) => x.text).sort(), what).toEqual(
            shown
              ? asked
                  .slice(0, answered)
                  .map((k) => `Отзыв ${k}`)
                  .sort()
              : [],
          );
          // The form's own self grade, by the form's rule: never a SELF draft to anyone but the person.
          const selfShown = role === 'person' || stage !== 'SELF';
          expect(groupOf(v1, 'self'), what).toMatchObject({ shown: selfShown, mean: selfShown ? 4 : null });
        }
      }
    }
    await setStage(ctx.database.db, c, who, 'SELF');
  });
});

// The deanonymisation attempt -------------------------------------------------------------------------------

type Snapshot = Record<string, { status: number; body: unknown }>;

describe('the deanonymisation attempt: threshold 3, four peers and the manager answering one by one', () => {
  const who = 'eve';
  const order = ['p5', 'p6', 'p7', 'boss', 'p8'];
  const answers: Record<string, [number, number]> = {
    p5: [5, 1],
    p6: [2, 4],
    p7: [4, 4],
    boss: [1, 0],
    p8: [3, 2],
  };
  const OBSERVERS: { name: string; key: string; staff?: boolean }[] = [
    { name: 'the person', key: who },
    { name: 'their manager and reviewer', key: 'boss' },
    { name: 'another manager', key: 'om' },
    { name: 'an admin', key: 'adm' },
    ...['p5', 'p6', 'p7', 'p8'].map((key) => ({ name: `reviewer ${key}`, key })),
    { name: 'staff as the person', key: who, staff: true },
    { name: 'staff as the manager', key: 'boss', staff: true },
    { name: 'staff as the admin', key: 'adm', staff: true },
  ];
  let requests: Record<string, number>;

  /** Everything an observer can read that could move with an answer. */
  async function readAll(observer: (typeof OBSERVERS)[number]): Promise<Snapshot> {
    const reader = await client(observer.key, observer.staff);
    const cid = c.companyId;
    const p = c.periodId;
    const form = c.forms[`y26:${who}`];
    const api = `/api/companies/companies/${cid}`;
    const gets = {
      results: resultsUrl(who),
      team: `${base360(c)}results/team/?period=${p}&page_size=100`,
      analytics: `${api}/performance_review/analytics/review360/?period=${p}`,
      subjects: `${base360(c)}subjects/?period=${p}&page_size=100`,
      my360: `${base360(c)}subjects/me/?period=${p}`,
      settings: `${base360(c)}settings/${p}/`,
      people: `${base360(c)}people/?period=${p}&employee=${c.eip[who]}&page_size=100`,
      requests: `${base360(c)}requests/?page_size=100`,
      notifications: `${api}/notifications/?page_size=100`,
      unread: `${api}/notifications/unread_count/`,
      outbox: `${api}/notifications/outbox/?page_size=100`,
      form: `${api}/performance_review/assessment_forms/${form}/`,
      forms: `${api}/performance_review/assessment_forms/?period=${p}&page_size=100`,
    };
    const out: Snapshot = {};
    for (const [name, url] of Object.entries(gets)) {
      const res = await reader.get(url);
      out[name] = { status: res.statusCode, body: perCall(res.body ? res.json<unknown>() : null) };
    }
    const ai = await reader.post(`${api}/performance_review/ai/get_participant_form_summary/`, { form_id: form });
    out.ai = { status: ai.statusCode, body: perCall(ai.json<unknown>()) };
    return out;
  }

  /** The rows a submission must not add to or change: the audit log and the notices' outbox. */
  async function tables() {
    const where = eq(s.auditLog.companyId, c.companyId);
    return {
      audit_log: await ctx.database.db.select().from(s.auditLog).where(where).orderBy(asc(s.auditLog.id)),
      notifications: await ctx.database.db
        .select()
        .from(s.notifications)
        .where(eq(s.notifications.companyId, c.companyId))
        .orderBy(asc(s.notifications.id)),
    };
  }

  /**
   * What an admin may see move: that a reviewer responded (their request reads `submitted` in subjects/),
   * never what they wrote. Read back as `open`, the rest of their answer must not move at all.
   */
  function masked(name: string, snap: Snapshot): Snapshot {
    if (!name.includes('admin')) return snap;
    const text = JSON.stringify(snap.subjects.body).replaceAll('"status":"submitted"', '"status":"open"');
    return { ...snap, subjects: { ...snap.subjects, body: JSON.parse(text) as unknown } };
  }

  beforeAll(async () => {
    await setThreshold(ctx.database.db, c, 3);
    await setStage(ctx.database.db, c, who, 'SELF');
    requests = await nominate(ctx.database.db, c, who, order);
  });

  it('nothing any role reads changes with a submission until answering closes; then the aggregate appears', async () => {
    const before = new Map<string, Snapshot>();
    for (const o of OBSERVERS) before.set(o.name, await readAll(o));
    // The comparison below means something only where there is something to read: the person's results,
    // the AI summary, the team and the analytics for their manager and the admin, the requests of each reviewer.
    const status = (name: string, endpoint: string) => before.get(name)?.[endpoint]?.status;
    for (const name of ['their manager and reviewer', 'an admin', 'staff as the manager', 'staff as the admin'])
      for (const endpoint of ['results', 'ai', 'team', 'analytics', 'subjects', 'form'])
        expect(status(name, endpoint), `${name} · ${endpoint}`).toBe(200);
    for (const name of ['reviewer p5', 'reviewer p8']) expect(status(name, 'requests'), name).toBe(200);
    expect(status('the person', 'results')).toBe(200);
    let rows = await tables();
    const leaks: string[] = [];
    const releasedAfter: string[] = [];
    for (const key of order.slice(0, -1)) {
      await submit(await client(key), c, requests[key], { grades: answers[key], comment: `Комментарий ${key}` });
      const after = await tables();
      leaks.push(...differences(rows, after).map((d) => `after ${key}'s answer, database row ${d}`));
      for (const o of OBSERVERS) {
        const now = await readAll(o);
        const was = before.get(o.name) ?? {};
        for (const [endpoint, answer] of Object.entries(masked(o.name, now))) {
          // The reviewer who answered sees their own request answered: it is theirs.
          if (endpoint === 'requests' && o.key === key && !o.staff) continue;
          const old = masked(o.name, was)[endpoint];
          leaks.push(...differences(old, answer).map((d) => `after ${key}'s answer, ${o.name} · ${endpoint} · ${d}`));
        }
        before.set(o.name, now);
      }
      rows = await tables();
      if ((await subjectRow(ctx.database.db, c, who)).status !== 'collecting') releasedAfter.push(key);
    }
    expect(leaks, 'what changed for someone before answering closed').toEqual([]);
    expect(releasedAfter, 'answering closed early').toEqual([]);

    // The admin saw who responded, and only that.
    const adminSubjects = JSON.stringify((await readAll(OBSERVERS[3])).subjects.body);
    if ((await readAll(OBSERVERS[3])).subjects.status === 200) expect(adminSubjects).toContain('"submitted"');

    await submit(await client('p8'), c, requests.p8, { grades: answers.p8, comment: 'Комментарий p8' });
    expect((await subjectRow(ctx.database.db, c, who)).status).toBe('released');
    const released = json<ResultsOut>(await (await client('boss')).get(resultsUrl(who)));
    const peers = ['p5', 'p6', 'p7', 'p8'];
    const [v1, v2] = released.questions;
    expect(released.groups).toEqual([
      { group: 'manager', shown: false, count: null },
      { group: 'direct_report', shown: false, count: null },
      { group: 'peer', shown: true, count: 4 },
    ]);
    // By hand: the peers' grades of the first value are 5, 2, 4, 3; of the second 1, 4, 4, 2.
    expect(groupOf(v1, 'peer')).toEqual({
      group: 'peer',
      shown: true,
      mean: 3.5,
      count: 4,
      distribution: [0, 0, 1, 1, 1, 1],
    });
    expect(groupOf(v2, 'peer')).toEqual({
      group: 'peer',
      shown: true,
      mean: 2.75,
      count: 4,
      distribution: [0, 1, 1, 0, 2, 0],
    });
    expect(groupOf(v1, 'manager')).toEqual({
      group: 'manager',
      shown: false,
      mean: null,
      count: null,
      distribution: null,
    });
    expect(v1.mean).toBe(3.5);
    expect(v1.comments.map((x) => x.text).sort()).toEqual(peers.map((k) => `Комментарий ${k}`).sort());
    expect(v1.comments.every((x) => x.group === 'peer')).toBe(true);

    // Comments follow the answers' random ids, not the time they were written.
    const subject = await subjectRow(ctx.database.db, c, who);
    const byId = await ctx.database.db
      .select({ id: s.review360Answers.id, comment: s.review360Answers.comment })
      .from(s.review360Answers)
      .where(
        and(
          eq(s.review360Answers.subjectRowId, subject.id),
          eq(s.review360Answers.questionId, c.questions[0]),
          eq(s.review360Answers.relationship, 'peer'),
        ),
      )
      .orderBy(asc(s.review360Answers.id));
    expect(v1.comments.map((x) => x.text)).toEqual(byId.map((x) => x.comment));
    for (const row of byId)
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Every role reads every page after each answer: hundreds of requests, each releasing what is due first.
  }, 120_000);
});

describe('comments are not in the order they were written', () => {
  it('eight peers answering one after another: their comments come back in another order', async () => {
    await setThreshold(ctx.database.db, c, 3);
    const peers = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
    const requests = await nominate(ctx.database.db, c, 'fay', peers);
    for (const [i, key] of peers.entries()) {
      await submit(await client(key), c, requests[key], { grades: [3, 3], comment: `Комментарий ${i + 1}` });
    }
    const results = json<ResultsOut>(await (await client('boss')).get(resultsUrl('fay')));
    const written = peers.map((_, i) => `Комментарий ${i + 1}`);
    const read = results.questions[0].comments.map((x) => x.text);
    expect([...read].sort()).toEqual([...written].sort());
    // One chance in 40,320 that a random order is the order of writing.
    expect(read).not.toEqual(written);
  });
});
