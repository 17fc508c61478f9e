import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import type { ResultsOut, SettingsOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { json, useApp } from './helpers.ts';
import { as, base360, body360, build360, nominate, setStage, submit, type Company360 } from './review360-fixtures.ts';

// Each attack of the trust issue, replayed as the attacker made it: no sequence of reads and writes lets anyone
// tell one reviewer's answer from the others, or tell who answered.
const clock = new ManualClock('2026-02-10T09:00:00Z');
const ctx = useApp({}, { clock });
const db = () => ctx.database.db;

let c: Company360;

beforeAll(async () => {
  c = await build360(db(), 'Разность360');
});

const resultsUrl = (who: string) => `${base360(c)}results/?form=${String(c.forms[`y26:${who}`])}`;
const peerShown = (r: ResultsOut) => r.groups.find((g) => g.group === 'peer')?.shown;
const submitUrl = (id: number) => `${base360(c)}requests/${String(id)}/submit/`;

describe('differencing the results', () => {
  it('the form sent back to SELF after reading: a fourth peer cannot answer, the results stay as read', async () => {
    const req = await nominate(db(), c, 'ann', ['p1', 'p2', 'p3', 'p4']);
    for (const key of ['p1', 'p2', 'p3']) await submit(await as(ctx, c, key), c, req[key], { grades: [4, 4] });
    await setStage(db(), c, 'ann', 'MANAGER');
    const boss = await as(ctx, c, 'boss');
    const before = json<ResultsOut>(await boss.get(resultsUrl('ann')));
    expect(before.available).toBe(true);
    await setStage(db(), c, 'ann', 'SELF');
    const p4 = await as(ctx, c, 'p4');
    const late = await p4.post(submitUrl(req.p4), body360(c, { grades: [1, 1], comment: 'Четвёртый' }, 1));
    expect(late.statusCode).toBe(409);
    await setStage(db(), c, 'ann', 'MANAGER');
    const after = json<ResultsOut>(await boss.get(resultsUrl('ann')));
    expect(JSON.stringify(after.questions)).toBe(JSON.stringify(before.questions));
    expect(after.groups).toEqual(before.groups);
  });

  it('a lower threshold and a deadline moved past then future neither show two answers nor reopen answering', async () => {
    const req = await nominate(db(), c, 'bob', ['p5', 'p6', 'p7']);
    for (const key of ['p5', 'p6']) await submit(await as(ctx, c, key), c, req[key], { grades: [2, 5] });
    const adm = await as(ctx, c, 'adm');
    const url = `${base360(c)}settings/${String(c.periodId)}/`;
    const current = json<SettingsOut>(await adm.get(url));
    expect(current.questions_frozen).toBe(true);
    const lower = await adm.put(url, { ...current, anonymity_threshold: 2 });
    expect(lower.statusCode).toBe(409);
    const now = json<SettingsOut>(await adm.get(url));
    await adm.put(url, { ...now, deadline: '2026-02-01' });
    const boss = await as(ctx, c, 'boss');
    const shown = json<ResultsOut>(await boss.get(resultsUrl('bob')));
    expect(peerShown(shown)).toBe(false);
    await adm.put(url, { ...json<SettingsOut>(await adm.get(url)), deadline: '2026-04-01' });
    const p7 = await as(ctx, c, 'p7');
    const late = await p7.post(submitUrl(req.p7), body360(c, { grades: [1, 1] }, 1));
    expect(late.statusCode).toBe(409);
    expect(peerShown(json<ResultsOut>(await boss.get(resultsUrl('bob'))))).toBe(false);
  });
});

describe('taking a reviewer off the list', () => {
  it('answers the same for a reviewer who answered and one who did not', async () => {
    const local = await build360(db(), 'Список360');
    const req = await nominate(db(), local, 'cat', ['p1', 'p2', 'p3']);
    await submit(await as(ctx, local, 'p1'), local, req.p1, { grades: [3, 3] });
    const boss = await as(ctx, local, 'boss');
    const answered = await boss.delete(`${base360(local)}subjects/reviewers/${String(req.p1)}/`);
    const silent = await boss.delete(`${base360(local)}subjects/reviewers/${String(req.p2)}/`);
    expect([answered.statusCode, silent.statusCode]).toEqual([silent.statusCode, answered.statusCode]);
    expect(answered.statusCode).toBe(409);
    const sent = { code: 'review360_request_sent' };
    expect([answered.json(), silent.json()]).toMatchObject([sent, sent]);
  });
});
