import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type {
  NineBoxOut,
  NineBoxPersonOut,
  NineBoxSettingsOut,
} from '../../server/src/modules/calibration/ninebox.schemas.ts';
import type { FormPageOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { codesOf, FORMS } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { NINE_BOX, SETTINGS, launchPeriod, shapeForm } from './calibration-fixtures.ts';

const ctx = useApp();
let admin: Client;
let manager: Client;
let employee: Client;
let period: number;
let forms: Map<string, number>;

const H = 'IS_HIPO' as const;
const N = 'IS_NOT_HIPO' as const;

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  employee = await signIn(ctx.app, 'employee');
  ({ period, forms } = await launchPeriod(ctx, admin, {
    STND: ['manager', 'employee', 'petrov', 'vasilieva', 'popov', 'novikova', 'fedorov', 'mikhailova', 'egorova'],
    SMPL: ['romanov'],
  }));
  const shape = async (key: string, sh: Parameters<typeof shapeForm>[2]) => shapeForm(ctx, forms.get(key) ?? 0, sh);
  await shape('petrov', { stage: 'MANAGER', overall: 4, values: [1, 1, 1, 1, 1], hipo: [H, H, H] });
  await shape('vasilieva', { stage: 'MANAGER', values: [3, 3, 3, 3, 3], hipo: [H, N, null] });
  await shape('popov', { stage: 'FEEDBACK', overall: 2, values: [5, 5, 5, 5, 5], hipo: [N, N, N] });
  await shape('novikova', { stage: 'MANAGER', values: [2, 3, null, null, null], hipo: [null, null, null] });
  // Sent back to SELF with everything graded: nothing of it counts (DESIGN section 5).
  await shape('fedorov', { stage: 'SELF', overall: 5, values: [5, 5, 5, 5, 5], hipo: [H, H, H] });
  await shape('mikhailova', { stage: 'MANAGER', self: 5 });
  await shape('egorova', { stage: 'COMPLETE', overall: 5, values: [5, 5, 5, 5, 5], hipo: [H, H, N] });
  await shape('romanov', { stage: 'FEEDBACK', overall: 3, values: [3, 3, 3, 3, 3] });
  await shape('manager', { stage: 'MANAGER', overall: 4, hipo: [H, H, H] });
  await shape('employee', { stage: 'SELF', self: 4 });
});

const grid = async (client: Client, query = '') => client.get(`${NINE_BOX}?period=${period}${query}`);

/** Every person of the grid with the group they are in. */
function placed(body: NineBoxOut): Map<number, { group: string; person: NineBoxPersonOut }> {
  const out = new Map<number, { group: string; person: NineBoxPersonOut }>();
  for (const box of body.boxes) for (const person of box.people) out.set(person.form_id, { group: box.key, person });
  for (const person of body.no_potential.people) out.set(person.form_id, { group: 'no_potential', person });
  return out;
}

const form = (key: string) => forms.get(key) ?? 0;

describe('the 9-box formulas', () => {
  it('places each person by the overall grade or the mean of value grades, and the share of hipo decisions', async () => {
    const res = await grid(admin);
    expect(res.statusCode).toBe(200);
    const body = json<NineBoxOut>(res);
    expect(body.thresholds).toMatchObject({ performance_medium_from: 3, performance_high_from: 4, version: 0 });
    const people = placed(body);
    // Overall grade 4 is exactly the high threshold; three hipo of three is potential 1.
    expect(people.get(form('petrov'))).toMatchObject({
      group: 'high_high',
      person: { performance: { value: 4, level: 'high' }, potential: { value: 1, level: 'high' }, overall_grade: 4 },
    });
    // No overall grade: the mean of the value grades, 3, exactly the medium threshold; one hipo of two decided.
    expect(people.get(form('vasilieva'))).toMatchObject({
      group: 'medium_medium',
      person: { performance: { value: 3, level: 'medium' }, potential: { value: 0.5, level: 'medium' } },
    });
    // The overall grade wins over the value grades; no hipo of three decided is potential 0.
    expect(people.get(form('popov'))).toMatchObject({
      group: 'low_low',
      person: { performance: { value: 2, level: 'low' }, potential: { value: 0, level: 'low' } },
    });
    // Only the graded values make the mean; no hipo decided, no potential.
    expect(people.get(form('novikova'))).toMatchObject({
      group: 'no_potential',
      person: { performance: { value: 2.5, level: 'low' }, potential: null },
    });
    // Two of three is 0.667, under the default high threshold 0.67.
    expect(people.get(form('egorova'))?.group).toBe('high_medium');
    // A SMPL form has no hipo items: placed on performance only.
    expect(people.get(form('romanov'))).toMatchObject({ group: 'no_potential', person: { overall_grade: 3 } });
    // In SELF nothing counts, however graded; self grades alone are no assessment.
    for (const key of ['fedorov', 'mikhailova', 'employee']) expect(people.has(form(key))).toBe(false);
    expect(body.not_assessed.count).toBe(3);
    expect(body.boxes.reduce((n, b) => n + b.count, 0) + body.no_potential.count).toBe(people.size);
  });

  it('cuts the axes at the thresholds an admin sets', async () => {
    const current = json<NineBoxSettingsOut>(await admin.get(SETTINGS));
    const res = await admin.put(SETTINGS, {
      ...current,
      performance_medium_from: 2.5,
      performance_high_from: 5,
      potential_medium_from: 0.5,
      potential_high_from: 0.66,
    });
    expect(res.statusCode).toBe(200);
    expect(json<NineBoxSettingsOut>(res)).toMatchObject({ version: 1, potential_high_from: 0.66 });
    const people = placed(json<NineBoxOut>(await grid(manager)));
    expect(people.get(form('novikova'))?.person.performance.level).toBe('medium');
    expect(people.get(form('petrov'))?.group).toBe('medium_high');
    expect(people.get(form('vasilieva'))?.group).toBe('medium_medium');
    expect(people.get(form('egorova'))?.group).toBe('high_high');
    expect(people.get(form('popov'))?.group).toBe('low_low');
  });
});

describe('the 9-box thresholds', () => {
  it('are read by admins and managers, written by admins only, and a stale write is a 409 with the current ones', async () => {
    expect((await manager.get(SETTINGS)).statusCode).toBe(200);
    expect((await employee.get(SETTINGS)).json()).toMatchObject({ code: 'nine_box_staff_only' });
    const current = json<NineBoxSettingsOut>(await admin.get(SETTINGS));
    const res = await manager.put(SETTINGS, current);
    expect(res.statusCode).toBe(403);
    const stale = await admin.put(SETTINGS, { ...current, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', current: { version: current.version } });
  });

  it('must run 0 <= medium < high <= 5 for performance and <= 1 for potential: a 400 naming the field', async () => {
    const current = json<NineBoxSettingsOut>(await admin.get(SETTINGS));
    const bad = async (change: Record<string, unknown>) =>
      codesOf(await admin.put(SETTINGS, { ...current, ...change }));
    expect(await bad({ performance_medium_from: 4, performance_high_from: 4 })).toEqual({
      performance_high_from: [{ code: 'threshold_order', params: { medium: 4 } }],
    });
    expect(Object.keys(await bad({ potential_medium_from: 0.8, potential_high_from: 0.7 }))).toEqual([
      'potential_high_from',
    ]);
    expect((await bad({ potential_high_from: 1.5 })).potential_high_from[0].code).toBe('max_value');
    expect((await bad({ performance_medium_from: -1 })).performance_medium_from[0].code).toBe('min_value');
    expect((await bad({ version: undefined })).version[0].code).toBe('required');
    expect((await bad({ colour: 'red' })).non_field_errors[0].code).toBe('unknown_field');
    expect(json<NineBoxSettingsOut>(await admin.get(SETTINGS))).toEqual(current);
  });
});

describe('who sees whom in the 9-box', () => {
  it("shows a manager their people, not themselves, and the same forms as their team's list", async () => {
    const body = json<NineBoxOut>(await grid(manager));
    const people = placed(body);
    expect(people.has(form('manager'))).toBe(false);
    expect(people.has(form('romanov'))).toBe(false);
    expect(people.has(form('petrov'))).toBe(true);
    expect(people.has(form('egorova'))).toBe(true);
    const team = json<FormPageOut>(await manager.get(`${FORMS}?team=true&period=${period}&page_size=500`));
    expect(people.size + body.not_assessed.count).toBe(team.count);
    const all = placed(json<NineBoxOut>(await grid(admin)));
    expect(all.has(form('manager'))).toBe(true);
    expect(all.has(form('romanov'))).toBe(true);
  });

  it('narrows to a department with its sub-departments', async () => {
    const [dev] = await ctx.database.db
      .select()
      .from(s.departments)
      .where(and(eq(s.departments.companyId, 1), eq(s.departments.name, 'Разработка')));
    const people = placed(json<NineBoxOut>(await grid(admin, `&department=${dev.id}`)));
    expect(people.has(form('egorova'))).toBe(true);
    expect(people.has(form('romanov'))).toBe(false);
  });

  it('is refused to employees, and another company sees none of it', async () => {
    expect((await grid(employee)).statusCode).toBe(403);
    const other = await signInAs(ctx, 'director@veter.example');
    expect((await grid(other)).statusCode).toBe(404);
    expect((await other.get(SETTINGS)).statusCode).toBe(404);
    const own = await other.get(`/api/companies/companies/2/performance_review/nine_box/?period=${period}`);
    expect(codesOf(own)).toEqual({ period: [{ code: 'no_period' }] });
  });
});

describe('the 9-box request', () => {
  it('pages one group of people', async () => {
    const first = json<NineBoxOut>(await grid(admin, '&box=no_potential&page_size=1'));
    const second = json<NineBoxOut>(await grid(admin, '&box=no_potential&page_size=1&page=2'));
    expect(first.no_potential.count).toBe(2);
    expect(first.no_potential.people).toHaveLength(1);
    expect(second.no_potential.people).toHaveLength(1);
    expect(second.no_potential.people[0].form_id).not.toBe(first.no_potential.people[0].form_id);
    expect(first.boxes.every((b) => b.people.length === 0)).toBe(true);
    expect(first.boxes.find((b) => b.key === 'low_low')?.count).toBe(1);
  });

  it('runs the same few statements whatever the period, its size or the caller', async () => {
    const [seeded] = await ctx.database.db
      .select()
      .from(s.assessmentPeriods)
      .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.name, 'Оценка за второе полугодие')));
    const counts: number[] = [];
    for (const [client, p] of [
      [admin, period],
      [admin, seeded.id],
      [manager, period],
      [manager, seeded.id],
    ] as const) {
      const { count, result } = await ctx.database.counter.counted(() =>
        client.get(`${NINE_BOX}?period=${p}&department=1,2,3`),
      );
      expect(result.statusCode).toBe(200);
      counts.push(count);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(5);
  });

  it('answers bad parameters with a 400 naming them', async () => {
    expect(Object.keys(codesOf(await admin.get(NINE_BOX)))).toEqual(['period']);
    expect(Object.keys(codesOf(await grid(admin, '&box=middle')))).toEqual(['box']);
    expect(Object.keys(codesOf(await grid(admin, '&department=x')))).toEqual(['department']);
    expect(Object.keys(codesOf(await grid(admin, '&page_size=501')))).toEqual(['page_size']);
  });
});
