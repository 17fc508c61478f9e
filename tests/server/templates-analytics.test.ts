import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { GapOut, GradesOut, HeatmapOut } from '../../server/src/modules/analytics/analytics.schemas.ts';
import type { SessionDetailOut } from '../../server/src/modules/calibration/calibration.schemas.ts';
import type { NineBoxOut, NineBoxPersonOut } from '../../server/src/modules/calibration/ninebox.schemas.ts';
import { codesOf } from './forms-fixtures.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { NINE_BOX, SESSIONS, email, launchPeriod, shapeForm, userIdOf } from './calibration-fixtures.ts';
import { scale14, summarySection, template } from './templates-forms-fixtures.ts';

const ctx = useApp();
let admin: Client;
let manager: Client;
let period: number;
let forms: Map<string, number>;

const H = 'IS_HIPO' as const;

/** Puts a launched form on a template version (as a launch by a rule would have). */
async function onVersion(formId: number, versionId: number) {
  await ctx.database.db
    .update(s.assessmentForms)
    .set({ templateVersionId: versionId })
    .where(eq(s.assessmentForms.id, formId));
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  ({ period, forms } = await launchPeriod(ctx, admin, { STND: ['petrov', 'vasilieva', 'popov'], SMPL: ['romanov'] }));
  const scaleId = await scale14(ctx);
  const { versionId } = await template(ctx, 'Шкала 1–4', [
    {
      key: 'values',
      kind: 'values',
      title: { ru: 'Ценности', en: 'Values' },
      answeredBy: 'both',
      visibility: summarySection.visibility,
      required: true,
      weight: 100,
      scaleId,
    },
    { ...summarySection, scaleId },
  ]);
  await onVersion(form('petrov'), versionId);
  await onVersion(form('vasilieva'), versionId);
  await shapeForm(ctx, form('petrov'), { stage: 'MANAGER', overall: 3, hipo: [H, H, H] });
  await shapeForm(ctx, form('vasilieva'), { stage: 'MANAGER', values: [4, 4, 4, 4, 4], hipo: [H, H, H] });
  await shapeForm(ctx, form('popov'), { stage: 'MANAGER', overall: 3, hipo: [H, H, H] });
  await shapeForm(ctx, form('romanov'), { stage: 'FEEDBACK', overall: 3 });
});

const form = (key: string) => forms.get(key) ?? 0;

function people(body: NineBoxOut): Map<number, NineBoxPersonOut> {
  const out = new Map<number, NineBoxPersonOut>();
  for (const box of body.boxes) for (const person of box.people) out.set(person.form_id, person);
  for (const person of body.no_potential.people) out.set(person.form_id, person);
  return out;
}

describe("the 9-box's performance of a form on a company's scale", () => {
  it('is its grade put on the built-in 0..5 by its place on its own scale, with the label of its own scale', async () => {
    for (const client of [admin, manager]) {
      const res = await client.get(`${NINE_BOX}?period=${period}`);
      expect(res.statusCode).toBe(200);
      const placed = people(json<NineBoxOut>(res));
      // 3 on 1-4 is (3 - 1) / (4 - 1) = 2/3 of the way: 3.33 on 0..5, medium at the default thresholds.
      const petrov = placed.get(form('petrov'));
      expect(petrov?.performance.level).toBe('medium');
      expect(petrov?.performance.value).toBeCloseTo(10 / 3, 6);
      expect(petrov).toMatchObject({ overall_grade: 3, grade_label: { ru: 'Балл 3', en: 'Point 3' } });
      // The mean of value grades, 4 of 1-4, is the top: 5, high; no overall grade, no label.
      expect(placed.get(form('vasilieva'))).toMatchObject({
        performance: { value: 5, level: 'high' },
        grade_label: null,
      });
      // Forms on the built-in templates keep their numbers and have no label of their own.
      expect(placed.get(form('popov'))).toMatchObject({
        performance: { value: 3, level: 'medium' },
        grade_label: null,
      });
      if (client === admin)
        expect(placed.get(form('romanov'))).toMatchObject({ performance: { value: 3 }, grade_label: null });
    }
  });

  it('costs the statements a grid of built-in forms costs', async () => {
    const [seeded] = await ctx.database.db
      .select()
      .from(s.assessmentPeriods)
      .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.name, 'Оценка за второе полугодие')));
    const counts: number[] = [];
    for (const client of [admin, manager])
      for (const p of [period, seeded.id]) {
        const { count, result } = await ctx.database.counter.counted(() => client.get(`${NINE_BOX}?period=${p}`));
        expect(result.statusCode).toBe(200);
        counts.push(count);
      }
    expect(new Set(counts).size).toBe(1);
  });
});

describe("calibration of a form on a company's scale", () => {
  it("offers and takes the points of the form's scale, and counts its grade normalised in the distribution", async () => {
    const participant_ids = [await userIdOf(ctx, email('manager'))];
    const created = await admin.post(SESSIONS, { name: 'Шкалы', period, participant_ids });
    expect(created.statusCode).toBe(201);
    const session = json<SessionDetailOut>(created);
    const personOf = (detail: SessionDetailOut, key: string) => detail.people.find((p) => p.form_id === form(key));
    const petrov = personOf(session, 'petrov');
    expect(petrov?.scale?.map((p) => p.value)).toEqual([1, 2, 3, 4]);
    expect(petrov?.performance.level).toBe('medium');
    expect(petrov?.performance.value).toBeCloseTo(10 / 3, 6);
    expect(personOf(session, 'popov')).toMatchObject({ scale: null, performance: { value: 3, level: 'medium' } });
    // Petrov's 3 of 1-4 sits at 3.33 of 0..5: counted with the built-in forms' 3s.
    expect(session.distribution.grades.find((g) => g.grade === 3)?.count).toBe(3);

    const entry = `${SESSIONS}${session.id}/entries/${form('petrov')}/`;
    const move = { performance: 'high', reason: 'Ведёт команду', version: 0 };
    // Only 4 of 1-4 reaches the high level (5 on 0..5); 5 is no point of the form's scale.
    expect(codesOf(await manager.post(entry, move))).toEqual({
      calibrated_grade: [{ code: 'calibration_grade_required', params: { grades: '4' } }],
    });
    expect(codesOf(await manager.post(entry, { ...move, calibrated_grade: 5 }))).toEqual({
      calibrated_grade: [{ code: 'calibration_grade_outside_scale', params: { grades: '1, 2, 3, 4' } }],
    });
    const moved = await manager.post(entry, { ...move, calibrated_grade: 4 });
    expect(moved.statusCode).toBe(200);
    const detail = json<SessionDetailOut>(await admin.get(`${SESSIONS}${session.id}/`));
    expect(personOf(detail, 'petrov')?.final).toMatchObject({ grade: 4, performance: 'high', box: 'high_high' });
    expect(detail.distribution.grades.find((g) => g.grade === 5)?.count).toBe(1);
    expect(detail.distribution.grades.find((g) => g.grade === 3)).toMatchObject({ count: 2, manager_count: 3 });
  });
});

describe("analytics' grade distributions across scales", () => {
  it('count a grade on a company scale at its place on 0..5, for admins and managers alike', async () => {
    // 4 of 1-4 is the top of its scale: counted as a 5 beside the built-in forms' 3s.
    await shapeForm(ctx, form('petrov'), { stage: 'MANAGER', overall: 4, hipo: [H, H, H] });
    const grades = `/api/companies/companies/1/performance_review/analytics/grades/?period=${period}`;
    const admins = json<GradesOut>(await admin.get(grades));
    expect(admins.total.overall).toMatchObject({ grades: 3, counts: { 3: 2, 4: 0, 5: 1 } });
    const managers = await manager.get(grades);
    expect(managers.statusCode).toBe(200);
    expect(json<GradesOut>(managers).total.overall.counts?.[4] ?? 0).toBe(0);
  });
});

describe('the value heatmap and the self-versus-manager gap across scales', () => {
  const analytics = (kind: string) =>
    `/api/companies/companies/1/performance_review/analytics/${kind}/?period=${period}`;

  it("count a value grade at its place on 0..5 of its values section's scale", async () => {
    // Vasilieva's values are graded on 1-4: her manager's 4s are the top, 5 on 0..5, her own 1s the bottom, 0.
    await shapeForm(ctx, form('vasilieva'), { stage: 'MANAGER', values: [4, 4, 4, 4, 4], self: 1, hipo: [H, H, H] });
    await shapeForm(ctx, form('popov'), { stage: 'MANAGER', overall: 3, values: [3, 3, 3, 3, 3], self: 3 });
    const heatmap = await admin.get(analytics('heatmap'));
    expect(heatmap.statusCode).toBe(200);
    const map = json<HeatmapOut>(heatmap);
    expect(map.total).toMatchObject({ grades: 10, mean: 4 });
    for (const column of map.value_totals) expect(column).toMatchObject({ grades: 2, mean: 4 });
    const gap = await admin.get(analytics('gap'));
    expect(gap.statusCode).toBe(200);
    expect(json<GapOut>(gap).total).toMatchObject({ self_mean: 1.5, manager_mean: 4, gap: -2.5 });
    for (const kind of ['heatmap', 'gap']) expect((await manager.get(analytics(kind))).statusCode).toBe(200);
  });

  it('leave forms on the built-in scale as they were', async () => {
    await shapeForm(ctx, form('vasilieva'), {
      stage: 'MANAGER',
      values: [null, null, null, null, null],
      hipo: [H, H, H],
    });
    const map = json<HeatmapOut>(await admin.get(analytics('heatmap')));
    expect(map.total).toMatchObject({ grades: 5, mean: 3 });
    const gap = json<GapOut>(await admin.get(analytics('gap')));
    expect(gap.total).toMatchObject({ self_mean: 3, manager_mean: 3, gap: 0 });
  });
});
