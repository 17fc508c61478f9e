import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import type { Review360AnalyticsOut } from '../../server/src/modules/review360/analytics360.schemas.ts';
import type {
  ResultsOut,
  SubjectListOut,
  TeamResultListOut,
} from '../../server/src/modules/review360/review360.schemas.ts';
import { json, useApp, type Client } from './helpers.ts';
import {
  as,
  base360,
  build360,
  nominate,
  setStage,
  setThreshold,
  submit,
  type Company360,
} from './review360-fixtures.ts';

/**
 * Team results and the analytics measure: who reads them, what they hold, and statements that stay the
 * same whatever the number of reviewers and people.
 */

const ctx = useApp({}, { clock: new ManualClock('2026-02-10T09:00:00Z') });
const EXTRA = Array.from({ length: 44 }, (_, i) => `x${i + 1}`);

let c: Company360;
let other: Company360;

/** The person's 360 closed with the peers' grades given, each a [first value, second value]. */
async function answered(who: string, grades: [number, number][]): Promise<void> {
  const peers = grades.map((_, i) => `p${i + 1}`);
  const requests = await nominate(ctx.database.db, c, who, peers);
  for (const [i, key] of peers.entries()) await submit(await as(ctx, c, key), c, requests[key], { grades: grades[i] });
}

beforeAll(async () => {
  c = await build360(ctx.database.db, 'Итоги360', 3, EXTRA);
  other = await build360(ctx.database.db, 'Другая360');
  await answered('ann', [
    [5, 1],
    [4, 2],
    [3, 3],
  ]);
  await answered('bob', [
    [2, 2],
    [2, 4],
    [5, 0],
    [3, 3],
    [4, 1],
    [1, 5],
    [0, 2],
    [5, 5],
  ]);
  await answered('cat', [
    [1, 1],
    [1, 1],
    [1, 1],
  ]);
  // dan: collecting, one answer in.
  const dan = await nominate(ctx.database.db, c, 'dan', ['p1', 'p2', 'p3']);
  await submit(await as(ctx, c, 'p1'), c, dan.p1, { grades: [0, 0] });
});

const teamUrl = (query = '') => `${base360(c)}results/team/?period=${c.periodId}&page_size=100${query}`;
const analyticsUrl = (company: Company360 = c) =>
  `/api/companies/companies/${company.companyId}/performance_review/analytics/review360/?period=${company.periodId}`;

async function statements(client: Client, url: string): Promise<number> {
  const { count, result: res } = await ctx.database.counter.counted(() => client.get(url));
  expect(res.statusCode, res.body).toBe(200);
  return count;
}

describe('team results', () => {
  it('give each of a manager’s people their 360 mean per value, once closed; null while collecting', async () => {
    const team = json<TeamResultListOut>(await (await as(ctx, c, 'boss')).get(teamUrl()));
    expect(team.count).toBe(50);
    const of = (who: string) => team.results.find((r) => r.employee === c.eip[who]);
    expect(of('ann')).toMatchObject({
      status: 'released',
      available: true,
      values: [
        { value_name: 'Клиент', mean: 4 },
        { value_name: 'Команда', mean: 2 },
      ],
    });
    expect(of('bob')?.values.map((v) => v.mean)).toEqual([22 / 8, 22 / 8]);
    expect(of('dan')).toMatchObject({
      status: 'collecting',
      available: false,
      values: [{ mean: null }, { mean: null }],
    });
    expect(of('ann')?.reviewers).toBeGreaterThan(0);
    // Nobody nominated for yet: picking reviewers, as the people's list says, with no reviewers.
    expect(of('x1')).toMatchObject({ status: 'nominating', reviewers: 0, available: false });
  });

  it('say of a person nobody nominated for what every other page says: picking while open, closed once over', async () => {
    await setStage(ctx.database.db, c, 'x2', 'MANAGER');
    const team = json<TeamResultListOut>(await (await as(ctx, c, 'boss')).get(teamUrl()));
    const of = (who: string) => team.results.find((r) => r.employee === c.eip[who]);
    expect(of('x2')).toMatchObject({ status: 'released', reviewers: 0, available: false });
    expect(of('x3')).toMatchObject({ status: 'nominating', reviewers: 0 });
    const admin = await as(ctx, c, 'adm');
    const listed = json<SubjectListOut>(
      await admin.get(`${base360(c)}subjects/?period=${c.periodId}&status=released&page_size=100`),
    );
    expect(listed.results.find((r) => r.employee === c.eip.x2)).toMatchObject({ status: 'released', requests: [] });
    expect(listed.results.map((r) => r.employee)).not.toContain(c.eip.x3);
    const results = json<ResultsOut>(await admin.get(`${base360(c)}results/?form=${c.forms['y26:x2']}`));
    expect(results).toMatchObject({ status: 'released', reason: null });
  });

  it('are the company’s for an admin, nobody’s outside another manager’s people, refused to employees', async () => {
    expect(json<TeamResultListOut>(await (await as(ctx, c, 'adm')).get(teamUrl())).count).toBe(50);
    expect(json<TeamResultListOut>(await (await as(ctx, c, 'om')).get(teamUrl())).count).toBe(0);
    const employee = await (await as(ctx, c, 'p1')).get(teamUrl());
    expect(employee.statusCode).toBe(403);
    expect(json(employee)).toMatchObject({ code: 'review360_staff_only' });
    const foreign = await (await as(ctx, c, 'adm')).get(`${base360(c)}results/team/?period=${other.periodId}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('find people by name and page through them', async () => {
    const boss = await as(ctx, c, 'boss');
    const found = json<TeamResultListOut>(await boss.get(`${teamUrl()}&search=bob`));
    expect(found.results.map((r) => r.employee)).toEqual([c.eip.bob]);
    const page = json<TeamResultListOut>(
      await boss.get(`${base360(c)}results/team/?period=${c.periodId}&page_size=20&page=3`),
    );
    expect({ count: page.count, rows: page.results.length }).toEqual({ count: 50, rows: 10 });
  });
});

describe('the analytics measure', () => {
  it('gives an admin the mean per department and value over closed 360s, each person once', async () => {
    const out = json<Review360AnalyticsOut>(await (await as(ctx, c, 'adm')).get(analyticsUrl()));
    expect(out.values.map((v) => v.name)).toEqual(['Клиент', 'Команда']);
    expect(out.departments).toHaveLength(1);
    const [sales] = out.departments;
    expect(sales.department.name).toBe('Продажи');
    // ann 4 and 2, bob 2.75 and 2.75, cat 1 and 1.
    expect(sales.cells).toEqual([
      { value_id: c.values[0], suppressed: false, people: 3, mean: (4 + 2.75 + 1) / 3 },
      { value_id: c.values[1], suppressed: false, people: 3, mean: (2 + 2.75 + 1) / 3 },
    ]);
    expect(out.total).toEqual({ suppressed: false, partial: false, mean: (4 + 2.75 + 1 + 2 + 2.75 + 1) / 6 });
  });

  it('withholds a manager’s cell of fewer than 3 people, and leaves it out of the totals', async () => {
    await setThreshold(ctx.database.db, c, 4);
    // Only bob's peers (8) reach a threshold of 4: one person a cell.
    const out = json<Review360AnalyticsOut>(await (await as(ctx, c, 'boss')).get(analyticsUrl()));
    expect(out.scope.suppression).toBe(true);
    expect(out.departments[0].cells).toEqual([
      { value_id: c.values[0], suppressed: true, people: null, mean: null },
      { value_id: c.values[1], suppressed: true, people: null, mean: null },
    ]);
    expect(out.total).toEqual({ suppressed: true, partial: false, mean: null });
    const admin = json<Review360AnalyticsOut>(await (await as(ctx, c, 'adm')).get(analyticsUrl()));
    expect(admin.departments[0].cells[0]).toMatchObject({ people: 1, mean: 2.75 });
    await setThreshold(ctx.database.db, c, 3);
  });

  it('is refused to employees, and another company’s period is a 404', async () => {
    const employee = await (await as(ctx, c, 'p1')).get(analyticsUrl());
    expect(employee.statusCode).toBe(403);
    expect(json(employee)).toMatchObject({ code: 'review360_staff_only' });
    expect((await (await as(ctx, c, 'adm')).get(analyticsUrl(other))).statusCode).toBe(404);
  });
});

describe('statements', () => {
  // Each read first releases what is due (one statement when nothing is).
  it('results/: as many for 8 reviewers as for 3', async () => {
    const boss = await as(ctx, c, 'boss');
    const url = (who: string) => `${base360(c)}results/?form=${c.forms[`y26:${who}`]}`;
    const three = await statements(boss, url('ann'));
    const eight = await statements(boss, url('bob'));
    expect(json<ResultsOut>(await boss.get(url('bob'))).groups[2]).toEqual({ group: 'peer', shown: true, count: 8 });
    expect(eight).toBe(three);
    expect(three).toBeLessThanOrEqual(4);
  });

  it('results/team/: as many for 50 people as for 5', async () => {
    const boss = await as(ctx, c, 'boss');
    const five = await statements(boss, teamUrl().replace('page_size=100', 'page_size=5'));
    const fifty = await statements(boss, teamUrl());
    expect(fifty).toBe(five);
    expect(fifty).toBeLessThanOrEqual(3);
  });
});
