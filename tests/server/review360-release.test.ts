import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import { rowsOf } from '../../server/src/db/client.ts';
import type { ResultsOut, SettingsOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { json, useApp } from './helpers.ts';
import {
  as,
  base360,
  body360,
  build360,
  nominate,
  setStage,
  subjectRow,
  submit,
  type Company360,
} from './review360-fixtures.ts';

// The release of a person's 360 is stored: whatever happens afterwards to the form, the settings or the
// clock, answering never reopens and the results never change one answer at a time.
const clock = new ManualClock('2026-02-10T09:00:00Z');
const ctx = useApp({}, { clock });
const db = () => ctx.database.db;

let c: Company360;

beforeAll(async () => {
  c = await build360(db(), 'Выпуск360');
});

const resultsUrl = (who: string) => `${base360(c)}results/?form=${String(c.forms[`y26:${who}`])}`;
const peerCount = (r: ResultsOut) => r.groups.find((g) => g.group === 'peer')?.count;

describe('the form sent back to SELF after the results were read', () => {
  it('reopens nothing: a fourth peer’s late answer is refused and the results keep three', async () => {
    const req = await nominate(db(), c, 'ann', ['p1', 'p2', 'p3', 'p4']);
    for (const key of ['p1', 'p2', 'p3']) await submit(await as(ctx, c, key), c, req[key], { grades: [4, 4] });
    await setStage(db(), c, 'ann', 'MANAGER');
    const boss = await as(ctx, c, 'boss');
    const first = json<ResultsOut>(await boss.get(resultsUrl('ann')));
    expect([first.available, peerCount(first)]).toEqual([true, 3]);
    await setStage(db(), c, 'ann', 'SELF');
    const p4 = await as(ctx, c, 'p4');
    const late = await p4.post(`${base360(c)}requests/${String(req.p4)}/submit/`, body360(c, { grades: [1, 1] }, 1));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'review360_closed' });
    const again = json<ResultsOut>(await boss.get(resultsUrl('ann')));
    // The same peers' figures (the self grades shown depend on the form's stage, not on the 360).
    expect([again.available, again.status, again.groups]).toEqual([true, 'released', first.groups]);
    const peers = (r: ResultsOut) => JSON.stringify(r.questions.map((q) => q.groups.find((g) => g.group === 'peer')));
    expect(peers(again)).toBe(peers(first));
  });
});

describe('the settings once requests went out', () => {
  const settingsUrl = () => `${base360(c)}settings/${String(c.periodId)}/`;

  it('refuses a lower threshold, and a later deadline once anyone’s results are released', async () => {
    await nominate(db(), c, 'bob', ['p5', 'p6']);
    const adm = await as(ctx, c, 'adm');
    const current = json<SettingsOut>(await adm.get(settingsUrl()));
    expect(current.questions_frozen).toBe(true);
    const lower = await adm.put(settingsUrl(), { ...current, anonymity_threshold: 2 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({ code: 'review360_threshold_frozen' });
    // A deadline already past releases everyone it closes, in the save's transaction.
    const past = await adm.put(settingsUrl(), { ...current, deadline: '2026-02-01' });
    expect(past.statusCode, past.body).toBe(200);
    expect(json<SettingsOut>(past).results_released).toBe(true);
    expect((await subjectRow(db(), c, 'bob')).releasedAt?.toISOString()).toBe('2026-02-10T09:00:00.000Z');
    const later = await adm.put(settingsUrl(), { ...json<SettingsOut>(past), deadline: '2026-04-01' });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: 'review360_deadline_released' });
    const p5 = await as(ctx, c, 'p5');
    const res = await p5.get(`${base360(c)}requests/`);
    expect(res.statusCode).toBe(200);
    expect(json<{ results: { closed: boolean }[] }>(res).results.every((r) => r.closed)).toBe(true);
  });
});

describe('what the database keeps', () => {
  it('links no answer to its author once released: one transaction, no submission time, nothing sealed left', async () => {
    const local = await build360(db(), 'База360');
    const req = await nominate(db(), local, 'cat', ['p1', 'p2', 'p3']);
    const subject = (await subjectRow(db(), local, 'cat')).id;
    for (const [k, key] of ['p1', 'p2'].entries()) {
      clock.set(`2026-02-1${String(k + 1)}T09:00:00Z`);
      await submit(await as(ctx, local, key), local, req[key], { grades: [k + 1, 5], comment: `Текст ${key}` });
    }
    const before = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from review360_answers where subject_row_id = ${subject}`,
    );
    expect(before[0].n).toBe(0);
    clock.set('2026-02-15T09:00:00Z');
    await submit(await as(ctx, local, 'p3'), local, req.p3, { grades: [3, 5] });
    const answers = await rowsOf<{ xids: number; n: number }>(
      db(),
      sql`select count(distinct xmin::text)::int as xids, count(*)::int as n from review360_answers
      where subject_row_id = ${subject}`,
    );
    expect(answers[0]).toEqual({ xids: 1, n: 12 });
    const requests = await rowsOf<{ xids: number; times: number; at: string }>(
      db(),
      sql`select count(distinct xmin::text)::int as xids, count(distinct updated_at)::int as times,
        max(updated_at)::text as at from review360_requests where subject_row_id = ${subject}`,
    );
    expect(requests[0].xids).toBe(1);
    expect(requests[0].times).toBe(1);
    expect(new Date(requests[0].at).toISOString()).toBe('2026-02-15T09:00:00.000Z');
    const sealed = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from review360_pending_answers where subject_row_id = ${subject}`,
    );
    expect(sealed[0].n).toBe(0);
  });
});
