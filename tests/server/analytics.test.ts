import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import type {
  CompletionOut,
  GapOut,
  GradesOut,
  HeatmapOut,
  HipoOut,
  LeniencyOut,
  TrendOut,
} from '../../server/src/modules/analytics/analytics.schemas.ts';
import { analyticsUrl, buildCompany, measureOf, rowOf, type Built } from './analytics-fixtures.ts';
import { ALPHA, BETA } from './analytics-data.ts';
import { json, signInAs, useApp, type Client } from './helpers.ts';

const clock = new ManualClock('2026-04-15T09:00:00Z');
const ctx = useApp({}, { seed: false, clock });
let A: Built;
let B: Built;
let admin: Client;
let betaAdmin: Client;

const url = analyticsUrl;
const get = <T>(client: Client, measure: string, query = '') => measureOf<T>(client, A, measure, query);
const dept = (c: Built, key: string) => c.dept[key];
const row = rowOf;

beforeAll(async () => {
  A = await buildCompany(ctx.database.db, ALPHA);
  B = await buildCompany(ctx.database.db, BETA);
  admin = await signInAs(ctx, A.email('hr'));
  betaAdmin = await signInAs(ctx, B.email('boss'));
});

describe('completion', () => {
  it('counts forms per stage per department, overdue ones past their stage deadline as of the clock', async () => {
    const out = await get<CompletionOut>(admin, 'completion');
    expect(out.scope).toMatchObject({ suppression: false, min_group_size: 3, as_of: '2026-04-15', department: [] });
    // With no ?period= the active one: 2026's.
    expect(out.scope.period?.id).toBe(A.period.P0);
    expect(out.departments.map((d) => d.department.name)).toEqual(['Компания', 'Продажи', 'Разработка', 'Фронтенд']);
    // Разработка: d1 SELF, d2 MANAGER, d3 FEEDBACK, d4 and l COMPLETE; SELF (03-01) and MANAGER (04-01)
    // deadlines are past on 04-15, FEEDBACK's (05-01) is not.
    expect(row(out.departments, dept(A, 'D'))).toMatchObject({
      suppressed: false,
      partial: false,
      forms: 5,
      by_stage: { SELF: 1, MANAGER: 1, FEEDBACK: 1, COMPLETE: 2 },
      overdue: 2,
      overdue_by_stage: { SELF: 1, MANAGER: 1, FEEDBACK: 0 },
      completed_share: 0.4,
    });
    expect(row(out.departments, dept(A, 'S')).completed_share).toBeCloseTo(1 / 3);
    expect(out.total).toMatchObject({
      forms: 12,
      by_stage: { SELF: 2, MANAGER: 3, FEEDBACK: 2, COMPLETE: 5 },
      overdue: 5,
      overdue_by_stage: { SELF: 2, MANAGER: 3, FEEDBACK: 0 },
    });
    expect(out.total.completed_share).toBeCloseTo(5 / 12);
  });

  it('moves overdue counts with the clock: nothing is overdue before the first deadline', async () => {
    clock.set('2026-02-01T09:00:00Z');
    try {
      const out = await get<CompletionOut>(admin, 'completion');
      expect(out.total.overdue).toBe(0);
      clock.set('2026-05-02T09:00:00Z');
      const later = await get<CompletionOut>(admin, 'completion');
      expect(later.total.overdue_by_stage).toEqual({ SELF: 2, MANAGER: 3, FEEDBACK: 2 });
    } finally {
      clock.set('2026-04-15T09:00:00Z');
    }
  });
});

describe('grade distributions', () => {
  it('count self grades of forms past SELF, manager value grades, overall and calibrated grades', async () => {
    const out = await get<GradesOut>(admin, 'grades');
    // Self: 20 grades of the ten forms past SELF (d1's and s1's drafts left out), sum 75.
    expect(out.total.self).toMatchObject({ grades: 20, counts: { 0: 0, 1: 0, 2: 2, 3: 6, 4: 7, 5: 5 } });
    expect(out.total.self.mean).toBeCloseTo(75 / 20);
    // Manager: 16 grades, sum 54 (d1's stale 2s from before it was sent back left out).
    expect(out.total.manager).toMatchObject({ grades: 16, counts: { 0: 0, 1: 1, 2: 3, 3: 4, 4: 5, 5: 3 } });
    expect(out.total.manager.mean).toBeCloseTo(54 / 16);
    // Overall: d3 4, d4 3, l 5, f2 5, s2 3, s3 2, m 4.
    expect(out.total.overall).toMatchObject({ grades: 7, counts: { 0: 0, 1: 0, 2: 1, 3: 2, 4: 2, 5: 2 } });
    expect(out.total.overall.mean).toBeCloseTo(26 / 7);
    // Calibrated: d3 5, l 4, s3 3 (d1's 1 is in SELF).
    expect(out.total.calibrated).toMatchObject({ grades: 3, mean: 4 });
    const d = row(out.departments, dept(A, 'D'));
    expect(d.self).toMatchObject({ grades: 8, mean: 30 / 8 });
    expect(d.manager.grades).toBe(7);
    expect(d.manager.mean).toBeCloseTo(25 / 7);
    expect(d.overall).toMatchObject({ grades: 3, mean: 4 });
  });
});

describe('heatmap', () => {
  it('gives the mean manager grade per value per department, with row, column and whole means', async () => {
    const out = await get<HeatmapOut>(admin, 'heatmap');
    expect(out.values.map((v) => v.name)).toEqual(['Смелость', 'Честность']);
    const [v1, v2] = A.values;
    const cells = (key: string) => row(out.departments, dept(A, key)).cells;
    expect(cells('D')).toEqual([
      { value_id: v1, suppressed: false, people: 4, mean: 3.25 },
      { value_id: v2, suppressed: false, people: 3, mean: 4 },
    ]);
    expect(cells('F')).toEqual([
      { value_id: v1, suppressed: false, people: 2, mean: 3 },
      { value_id: v2, suppressed: false, people: 1, mean: 5 },
    ]);
    expect(cells('R')).toEqual([
      { value_id: v1, suppressed: false, people: 1, mean: 4 },
      { value_id: v2, suppressed: false, people: 1, mean: 4 },
    ]);
    expect(out.value_totals[0]).toMatchObject({ value_id: v1, grades: 9 });
    expect(out.value_totals[0].mean).toBeCloseTo(28 / 9);
    expect(out.value_totals[1].mean).toBeCloseTo(26 / 7);
    expect(out.total).toMatchObject({ suppressed: false, partial: false, grades: 16 });
    expect(out.total.mean).toBeCloseTo(54 / 16);
  });
});

describe('self versus manager', () => {
  it('is the self mean less the manager mean, per value, per department and in all', async () => {
    const out = await get<GapOut>(admin, 'gap');
    expect(out.total).toMatchObject({ self_grades: 20, manager_grades: 16 });
    expect(out.total.gap).toBeCloseTo(75 / 20 - 54 / 16);
    // Смелость: self 38 over 10, manager 28 over 9.
    expect(out.values[0].self_mean).toBeCloseTo(3.8);
    expect(out.values[0].gap).toBeCloseTo(3.8 - 28 / 9);
    const d = row(out.departments, dept(A, 'D'));
    expect(d.self_mean).toBeCloseTo(30 / 8);
    expect(d.gap).toBeCloseTo(30 / 8 - 25 / 7);
    // Разработка x Смелость: self 16/4, manager 13/4.
    expect(d.cells[0].gap).toBeCloseTo(0.75);
    expect(d.cells[1].gap).toBeCloseTo(3.5 - 4);
  });
});

describe('hipo share', () => {
  it('is the items decided IS_HIPO over those decided, per department', async () => {
    const out = await get<HipoOut>(admin, 'hipo');
    expect(row(out.departments, dept(A, 'D'))).toMatchObject({ people: 4, decided: 7, hipo: 4 });
    expect(row(out.departments, dept(A, 'D')).share).toBeCloseTo(4 / 7);
    expect(row(out.departments, dept(A, 'F'))).toMatchObject({ people: 1, decided: 2, hipo: 1, share: 0.5 });
    expect(row(out.departments, dept(A, 'S'))).toMatchObject({ people: 2, decided: 4, hipo: 1, share: 0.25 });
    expect(out.total).toMatchObject({ people: 8, decided: 15, hipo: 8 });
    expect(out.total.share).toBeCloseTo(8 / 15);
  });
});

describe('leniency', () => {
  it("sets each reviewer's mean overall grade against the company's", async () => {
    const out = await get<LeniencyOut>(admin, 'leniency', 'ordering=-deviation');
    expect(out.reference).toBe('company');
    expect(out.company?.people).toBe(7);
    expect(out.company?.mean).toBeCloseTo(26 / 7);
    expect(out.count).toBe(4);
    const [first, ...rest] = out.results;
    expect(first).toMatchObject({ reviewer: { id: A.eip.l }, people: 1, mean: 5 });
    expect(first.deviation).toBeCloseTo(5 - 26 / 7);
    expect(rest.map((r) => [r.reviewer.id, r.people, r.mean])).toEqual([
      [A.eip.hr, 1, 4],
      [A.eip.m, 3, 4],
      [A.eip.k, 2, 2.5],
    ]);
  });

  it('pages the reviewers like any list', async () => {
    const out = await get<LeniencyOut>(admin, 'leniency', 'page_size=3&ordering=people');
    expect(out.results.map((r) => r.people)).toEqual([1, 1, 2]);
    expect(out.next).toContain('page=2');
    const second = await get<LeniencyOut>(admin, 'leniency', 'page_size=3&ordering=people&page=2');
    expect(second.results.map((r) => r.reviewer.id)).toEqual([A.eip.m]);
  });

  it("keeps the company's mean whatever the department filter", async () => {
    const out = await get<LeniencyOut>(admin, 'leniency', `department=${dept(A, 'S')}`);
    expect(out.results.map((r) => r.reviewer.id)).toEqual([A.eip.k]);
    expect(out.company?.mean).toBeCloseTo(26 / 7);
    expect(out.scope_mean.mean).toBe(2.5);
  });
});

describe('trend', () => {
  it('gives the same totals as the measures for the last periods with forms, oldest first', async () => {
    const out = await get<TrendOut>(admin, 'trend');
    expect(out.periods.map((p) => p.period.id)).toEqual([A.period.P2, A.period.P1, A.period.P0]);
    expect(out.periods.map((p) => p.grades.overall.mean)).toEqual([4, 3, expect.closeTo(26 / 7)]);
    expect(out.periods[1].completion).toMatchObject({ forms: 3, overdue: 1, completed_share: 2 / 3 });
    const now = out.periods[2];
    expect(now.completion).toEqual((await get<CompletionOut>(admin, 'completion')).total);
    expect(now.grades).toEqual((await get<GradesOut>(admin, 'grades')).total);
    expect(now.gap).toEqual((await get<GapOut>(admin, 'gap')).total);
    expect(now.hipo).toEqual((await get<HipoOut>(admin, 'hipo')).total);
  });

  it('counts back from the period asked for', async () => {
    const two = await get<TrendOut>(admin, 'trend', 'periods=2');
    expect(two.periods.map((p) => p.period.id)).toEqual([A.period.P1, A.period.P0]);
    const back = await get<TrendOut>(admin, 'trend', `period=${A.period.P1}`);
    expect(back.periods.map((p) => p.period.id)).toEqual([A.period.P2, A.period.P1]);
    expect(back.scope.period?.id).toBe(A.period.P1);
  });
});

describe('department filter', () => {
  it('takes each department with its sub-departments', async () => {
    const out = await get<CompletionOut>(admin, 'completion', `department=${dept(A, 'D')}`);
    expect(out.scope.department).toEqual([dept(A, 'D')]);
    expect(out.departments.map((d) => d.department.id)).toEqual([dept(A, 'D'), dept(A, 'F')]);
    expect(out.total.forms).toBe(7);
    const two = await get<CompletionOut>(admin, 'completion', `department=${dept(A, 'F')},${dept(A, 'S')}`);
    expect(two.total.forms).toBe(5);
  });
});

describe('DESIGN section 5', () => {
  it('never counts self grades of a form in SELF, and counts them once it has moved on', async () => {
    const before = await get<GradesOut>(admin, 'grades');
    const gapBefore = await get<GapOut>(admin, 'gap');
    const d1 = A.forms['P0:d1'];
    await ctx.database.db.update(s.formValueItems).set({ selfGrade: 0 }).where(eq(s.formValueItems.formId, d1));
    expect(await get<GradesOut>(admin, 'grades')).toEqual(before);
    expect(await get<GapOut>(admin, 'gap')).toEqual(gapBefore);
    await ctx.database.db.update(s.assessmentForms).set({ stage: 'MANAGER' }).where(eq(s.assessmentForms.id, d1));
    try {
      const after = await get<GradesOut>(admin, 'grades');
      expect(after.total.self.grades).toBe(22);
      expect(after.total.self.counts?.[0]).toBe(2);
      // Its manager grades, overall grade and hipo decisions count from MANAGER on.
      expect(after.total.overall.grades).toBe(8);
    } finally {
      await ctx.database.db.update(s.assessmentForms).set({ stage: 'SELF' }).where(eq(s.assessmentForms.id, d1));
      await ctx.database.db.update(s.formValueItems).set({ selfGrade: 5 }).where(eq(s.formValueItems.formId, d1));
    }
  });

  it("shows nothing of another company: each admin sees their own company's grades only", async () => {
    const beta = json<GradesOut>(await betaAdmin.get(url(B, 'grades')));
    expect(beta.total.overall).toMatchObject({ grades: 3, mean: 0 });
    expect(beta.total.self).toMatchObject({ grades: 3, mean: 0 });
    expect(beta.departments.map((d) => d.department.name)).toEqual(['Склад']);
    const alpha = await get<GradesOut>(admin, 'grades');
    expect(alpha.total.overall.counts?.[0]).toBe(0);
    expect(alpha.departments.map((d) => d.department.name)).not.toContain('Склад');
  });
});
