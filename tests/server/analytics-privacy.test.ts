import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import type {
  CompletionOut,
  GapOut,
  GradesOut,
  HeatmapOut,
  HipoOut,
  LeniencyOut,
  TrendOut,
} from '../../server/src/modules/analytics/analytics.schemas.ts';
import { buildCompany, measureOf, MEASURES, rowOf, type Built } from './analytics-fixtures.ts';
import { ALPHA, BETA } from './analytics-data.ts';
import { signInAs, useApp, type Client } from './helpers.ts';

// Альфа (analytics-fixtures.ts): m oversees Разработка (5 forms) and Фронтенд (2 forms: f1, f2), so every
// Фронтенд cell aggregates one or two people and is withheld from m; k oversees Продажи (3 forms, of which
// 2 past SELF with grades); hr is the admin.
const clock = new ManualClock('2026-04-15T09:00:00Z');
const ctx = useApp({}, { seed: false, clock });

let A: Built;
let admin: Client;
let m: Client;
let k: Client;

const get = <T>(client: Client, measure: string, query = '') => measureOf<T>(client, A, measure, query);
const row = rowOf;

/** Every object of an answer that says `suppressed: true`, wherever it sits. */
function suppressedCells(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(suppressedCells);
  if (typeof value !== 'object' || value === null) return [];
  const own = Object.entries(value);
  const here = own.some(([key, v]) => key === 'suppressed' && v === true) ? [Object.fromEntries(own)] : [];
  return [...here, ...own.flatMap(([, v]) => suppressedCells(v))];
}

/** What a withheld cell may still carry: what it is and its own cells (checked in turn), never a figure. */
const LABELS = new Set(['suppressed', 'partial', 'value_id', 'department', 'reviewer', 'value', 'cells']);

beforeAll(async () => {
  A = await buildCompany(ctx.database.db, ALPHA);
  await buildCompany(ctx.database.db, BETA);
  admin = await signInAs(ctx, A.email('hr'));
  m = await signInAs(ctx, A.email('m'));
  k = await signInAs(ctx, A.email('k'));
});

describe('cells of fewer than three people', () => {
  it('are withheld from managers with every figure null, counts included, on every measure', async () => {
    for (const measure of MEASURES) {
      const cells = suppressedCells(await get(m, measure));
      expect(cells.length, measure).toBeGreaterThan(0);
      for (const cell of cells) {
        for (const [key, v] of Object.entries(cell)) {
          if (!LABELS.has(key)) expect(v, `${measure}.${key}`).toBeNull();
        }
        if ('partial' in cell) expect(cell.partial, measure).toBe(false);
      }
    }
  });

  it('are all shown to admins', async () => {
    for (const measure of MEASURES) {
      const out = await get<{ scope: { suppression: boolean } }>(admin, measure);
      expect(out.scope.suppression).toBe(false);
      expect(suppressedCells(out), measure).toEqual([]);
    }
  });

  it('are shown to a manager once they hold three people, and an empty cell is not withheld', async () => {
    const out = await get<CompletionOut>(m, 'completion');
    expect(row(out.departments, A.dept.D)).toMatchObject({ suppressed: false, forms: 5 });
    expect(row(out.departments, A.dept.F)).toMatchObject({ suppressed: true, forms: null, by_stage: null });
    const map = await get<HeatmapOut>(m, 'heatmap');
    // Разработка x Честность holds exactly three manager grades (d3, d4, l): shown.
    expect(row(map.departments, A.dept.D).cells[1]).toMatchObject({ suppressed: false, people: 3, mean: 4 });
  });
});

describe('totals', () => {
  it('add up the cells shown only, so a total less the shown cells gives nothing away', async () => {
    const out = await get<CompletionOut>(m, 'completion');
    const shown = out.departments.filter((d) => !d.suppressed);
    expect(out.total).toMatchObject({ suppressed: false, partial: true });
    expect(out.total.forms).toBe(shown.reduce((n, d) => n + (d.forms ?? 0), 0));
    expect(out.total.overdue).toBe(shown.reduce((n, d) => n + (d.overdue ?? 0), 0));
    expect(out.total.by_stage).toEqual(row(out.departments, A.dept.D).by_stage);
  });

  it('of the heatmap: every row, column and the whole map over the cells shown', async () => {
    const out = await get<HeatmapOut>(m, 'heatmap');
    const d = row(out.departments, A.dept.D);
    const f = row(out.departments, A.dept.F);
    expect(f.cells.every((c) => c.suppressed && c.people === null && c.mean === null)).toBe(true);
    expect(f.total).toEqual({ suppressed: true, partial: false, grades: null, mean: null });
    for (const [i, column] of out.value_totals.entries()) {
      expect(column).toMatchObject({ partial: true, grades: d.cells[i].people, mean: d.cells[i].mean });
    }
    expect(out.total).toEqual({ ...d.total, partial: true });
    const people = d.cells.reduce((n, c) => n + (c.people ?? 0), 0);
    const sum = d.cells.reduce((n, c) => n + (c.people ?? 0) * (c.mean ?? 0), 0);
    expect(out.total.grades).toBe(people);
    expect((out.total.mean ?? 0) * people).toBeCloseTo(sum);
  });

  it('of the grades, the gap and the hipo share: the shown departments only', async () => {
    const grades = await get<GradesOut>(m, 'grades');
    const d = row(grades.departments, A.dept.D);
    const f = row(grades.departments, A.dept.F);
    expect(f.self).toEqual({ suppressed: true, partial: false, grades: null, mean: null, counts: null });
    expect(grades.total.self).toEqual({ ...d.self, partial: true });
    expect(grades.total.manager).toEqual({ ...d.manager, partial: true });

    const gap = await get<GapOut>(m, 'gap');
    const gapD = row(gap.departments, A.dept.D);
    expect({ ...gap.total, department: gapD.department, cells: gapD.cells }).toEqual({ ...gapD, partial: true });
    expect(gap.total.gap).toBeCloseTo(30 / 8 - 25 / 7);

    const hipo = await get<HipoOut>(m, 'hipo');
    expect(row(hipo.departments, A.dept.F)).toMatchObject({ suppressed: true, people: null, share: null });
    const hipoD = row(hipo.departments, A.dept.D);
    expect({ ...hipo.total, department: hipoD.department }).toEqual({ ...hipoD, partial: true });
  });

  it('of the trend: a period whose only cell is withheld shows nothing', async () => {
    const out = await get<TrendOut>(m, 'trend');
    // 2024: d3 and d4 only in m's scope.
    expect(out.periods[0].completion).toMatchObject({ suppressed: true, forms: null });
    expect(out.periods[0].grades.overall).toMatchObject({ suppressed: true, mean: null });
    expect(out.periods[1].grades.overall).toMatchObject({ suppressed: false, grades: 3, mean: 3 });
  });

  it('do not change with a department filter that a withheld cell could be worked out from', async () => {
    // Разработка's subtree is everything m oversees: the same figures as without a filter.
    const all = await get<GradesOut>(m, 'grades');
    const subtree = await get<GradesOut>(m, 'grades', `department=${A.dept.D}`);
    expect(subtree.total).toEqual(all.total);
    // Фронтенд alone: withheld as a whole, never a smaller cell to subtract.
    const front = await get<GradesOut>(m, 'grades', `department=${A.dept.F}`);
    expect(front.total.self).toMatchObject({ suppressed: true, grades: null });
    expect(front.total.overall).toMatchObject({ suppressed: true, grades: null });
  });
});

describe('leniency for managers', () => {
  it("withholds a reviewer of fewer than three, and the company's mean when the manager could work it back", async () => {
    const out = await get<LeniencyOut>(m, 'leniency');
    expect(out.results.map((r) => [r.reviewer.id, r.suppressed, r.people, r.mean])).toEqual([
      [A.eip.l, true, null, null],
      [A.eip.m, false, 3, 4],
    ]);
    // Outside m's scope only s2's and s3's overall grades (m's own is m's): too few to show the company's.
    expect(out.company).toBeNull();
    expect(out.reference).toBe('scope');
    expect(out.scope_mean).toEqual({ suppressed: false, partial: true, grades: 3, mean: 4 });
    expect(out.results[1].deviation).toBe(0);
  });

  it("shows the company's mean to a manager with enough graded people outside their scope once the period is closed", async () => {
    // While grades can change, two reads around one change would give that grade: no company figure at all.
    const active = await get<LeniencyOut>(k, 'leniency');
    expect([active.company, active.reference]).toEqual([null, 'scope']);
    const period = A.period.P0;
    await ctx.database.db.execute(sql`update assessment_periods set status = 'closed' where id = ${period}`);
    const out = await get<LeniencyOut>(k, 'leniency', `period=${String(period)}`);
    await ctx.database.db.execute(sql`update assessment_periods set status = 'active' where id = ${period}`);
    expect(out.company?.people).toBe(7);
    expect(out.company?.mean).toBeCloseTo(26 / 7);
    expect(out.reference).toBe('company');
    // k's own two reviewed grades are withheld, and so is their scope's mean.
    expect(out.results.map((r) => [r.reviewer.id, r.suppressed, r.people, r.mean])).toEqual([
      [A.eip.k, true, null, null],
    ]);
    expect(out.scope_mean).toMatchObject({ suppressed: true, mean: null, grades: null });
  });
});
