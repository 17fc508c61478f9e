import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VISIBILITY, type TemplateSection } from '../../contract/templates.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { STAGES } from '../../server/src/db/schema/enums.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormDetailOut, FormPageOut, LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { eipOf, fillEverything, FORMS, freshForm, ITEMS, newPeriod, setStage } from './forms-fixtures.ts';
import { json, statementsOf, useApp, type Client } from './helpers.ts';
import { signInWho, type Who } from './forms-item-form.ts';
import {
  builtInVersion,
  competency,
  engineering,
  questionsSection,
  rating,
  scale14,
  summarySection,
  template,
} from './templates-forms-fixtures.ts';

const ctx = useApp();
const ANSWERS = `${ITEMS}answers/`;
const WHO: Who[] = ['employee', 'reviewer', 'admin', 'ceo'];
let c: Record<Who, Client>;
let employeeEip: number;
let scaleId: number;
let competencyId: number;

beforeAll(async () => {
  c = await signInWho(ctx);
  employeeEip = await eipOf(ctx, DEMO_LOGINS.employee);
  scaleId = await scale14(ctx);
  ({ competencyId } = await competency(ctx));
});

async function detail(who: Who, formId: number): Promise<FormDetailOut> {
  const res = await c[who].get(`${FORMS}${formId}/`);
  expect(res.statusCode, res.body).toBe(200);
  return json<FormDetailOut>(res);
}

/** The form's progress on its page and in the caller's list (the dashboards' rows), which must agree. */
async function progress(who: Who, formId: number): Promise<FormDetailOut['progress']> {
  const page = await detail(who, formId);
  const res = await c[who].get(`${FORMS}?period=${page.period.id}&employee=${employeeEip}`);
  expect(res.statusCode, res.body).toBe(200);
  const row = json<FormPageOut>(res).results.find((r) => r.id === formId);
  expect(row?.progress, `the list of the ${who}`).toEqual(page.progress);
  return page.progress;
}

/** One answer of the caller's side, written as the form page writes it (at the answer's current version). */
async function answer(who: Who, formId: number, body: Record<string, unknown>): Promise<void> {
  const current = (await detail(who, formId)).template?.answers.find(
    (a) => a.section_key === body.section_key && a.item_key === body.item_key,
  );
  const res = await c[who].patch(`${ANSWERS}${formId}/`, { ...body, version: current?.version ?? 0 });
  expect(res.statusCode, res.body).toBe(200);
}

const setOverallGrade = (formId: number) =>
  ctx.database.db.update(s.formManagerGrades).set({ overallGrade: 4 }).where(eq(s.formManagerGrades.formId, formId));

describe('progress of a form on a company template', () => {
  // Questions (r1 and t1 required, a choice and a yes/no optional) and one competency, answered by both; the
  // reviewer's summary. No values, agreements or hipo sections.
  let formId: number;
  beforeAll(async () => {
    const t = await template(ctx, 'Прогресс', engineering(scaleId, competencyId));
    formId = await freshForm(ctx, c.admin, 'STND', t.id);
  });

  it('counts the required questions and competencies of each side, and the overall grade of the summary', async () => {
    expect(await progress('employee', formId)).toEqual({
      self: { done: 0, total: 3 },
      manager: { done: null, total: 4 },
    });
    expect(await progress('reviewer', formId)).toEqual({
      self: { done: null, total: 3 },
      manager: { done: 0, total: 4 },
    });
  });

  it('follows the employee’s answers as they are saved: optional ones and blank texts do not count', async () => {
    await answer('employee', formId, { section_key: 'q', item_key: 'r1', value: 3 });
    expect((await progress('employee', formId)).self).toEqual({ done: 1, total: 3 });
    await answer('employee', formId, { section_key: 'q', item_key: 'c1', choice: 'a' });
    await answer('employee', formId, { section_key: 'q', item_key: 't1', text: ' \n\u00a0' });
    expect((await progress('employee', formId)).self).toEqual({ done: 1, total: 3 });
    await answer('employee', formId, { section_key: 'q', item_key: 't1', text: 'Сделал' });
    await answer('employee', formId, { section_key: 'comp', item_key: String(competencyId), not_applicable: true });
    expect((await progress('employee', formId)).self).toEqual({ done: 3, total: 3 });
    for (const who of ['reviewer', 'admin', 'ceo'] as Who[])
      expect((await progress(who, formId)).self, who).toEqual({ done: null, total: 3 });
    const submitted = await c.employee.patch(`${FORMS}${formId}/transition/`, { stage: 'MANAGER' });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it('follows the reviewer’s answers and the overall grade, shown to the employee from FEEDBACK', async () => {
    expect(await progress('reviewer', formId)).toEqual({
      self: { done: 3, total: 3 },
      manager: { done: 0, total: 4 },
    });
    // A comment on a rating question is no rating.
    await answer('reviewer', formId, { section_key: 'q', item_key: 'r1', text: 'Комментарий' });
    expect((await progress('reviewer', formId)).manager).toEqual({ done: 0, total: 4 });
    await answer('reviewer', formId, { section_key: 'q', item_key: 'r1', value: 4 });
    await answer('reviewer', formId, { section_key: 'comp', item_key: String(competencyId), value: 2 });
    expect((await progress('reviewer', formId)).manager).toEqual({ done: 2, total: 4 });
    await setOverallGrade(formId);
    expect((await progress('admin', formId)).manager).toEqual({ done: 3, total: 4 });
    expect((await progress('employee', formId)).manager).toEqual({ done: null, total: 4 });
    await setStage(ctx, formId, 'FEEDBACK');
    expect((await progress('employee', formId)).manager).toEqual({ done: 3, total: 4 });
  });

  it('agrees between the list and the form page for every caller at every stage', async () => {
    for (const stage of STAGES) {
      await setStage(ctx, formId, stage);
      for (const who of WHO) await progress(who, formId);
    }
  });
});

describe('the sections a template has, and whom they hide from', () => {
  const section = (over: Partial<TemplateSection> & Pick<TemplateSection, 'key' | 'kind'>): TemplateSection => ({
    title: { ru: over.key, en: over.key },
    answeredBy: 'both',
    visibility: DEFAULT_VISIBILITY,
    required: true,
    weight: 0,
    ...over,
  });
  // The values are the employee's alone; the reviewer's question is shown to the employee only at COMPLETE; an
  // optional section's required question counts for nobody; no summary, so no overall grade.
  const sections: TemplateSection[] = [
    section({ key: 'vals', kind: 'values', answeredBy: 'employee', weight: 50 }),
    {
      ...questionsSection([rating('r1'), { ...rating('r2'), required: false }], scaleId),
      key: 'late',
      answeredBy: 'reviewer',
      weight: 50,
      visibility: { reviewerSeesEmployeeFrom: 'MANAGER', employeeSeesReviewerFrom: 'COMPLETE' },
    },
    { ...questionsSection([rating('x1')], scaleId), key: 'optional', required: false, weight: 0 },
  ];
  let formId: number;
  let values: number;
  beforeAll(async () => {
    const t = await template(ctx, 'Без итога', sections);
    formId = await freshForm(ctx, c.admin, 'STND', t.id);
    values = (await detail('employee', formId)).values.length;
    expect(values).toBeGreaterThan(0);
  });

  it('counts the values for the side that answers them, and no overall grade without a summary', async () => {
    await ctx.database.db
      .update(s.formValueItems)
      .set({ selfGrade: 4, managerGrade: 3 })
      .where(eq(s.formValueItems.formId, formId));
    await setOverallGrade(formId);
    expect(await progress('employee', formId)).toEqual({
      self: { done: values, total: values },
      manager: { done: null, total: 1 },
    });
    await setStage(ctx, formId, 'MANAGER');
    expect(await progress('reviewer', formId)).toEqual({
      self: { done: values, total: values },
      manager: { done: 0, total: 1 },
    });
    await answer('reviewer', formId, { section_key: 'late', item_key: 'r2', value: 1 });
    expect((await progress('reviewer', formId)).manager).toEqual({ done: 0, total: 1 });
    await answer('reviewer', formId, { section_key: 'late', item_key: 'r1', value: 1 });
    expect((await progress('reviewer', formId)).manager).toEqual({ done: 1, total: 1 });
  });

  it('hides how far the reviewer is from the employee as long as a counted section hides their answers', async () => {
    await setStage(ctx, formId, 'FEEDBACK');
    expect((await progress('employee', formId)).manager).toEqual({ done: null, total: 1 });
    expect((await progress('admin', formId)).manager).toEqual({ done: 1, total: 1 });
    await setStage(ctx, formId, 'COMPLETE');
    expect((await progress('employee', formId)).manager).toEqual({ done: 1, total: 1 });
  });
});

describe('forms on the built-in templates', () => {
  it('count as before templates, on the built-in template and without one', async () => {
    const db = ctx.database.db;
    for (const type of ['SMPL', 'STND'] as const) {
      const formId = await freshForm(ctx, c.admin, type);
      await fillEverything(ctx, formId);
      await db.update(s.formValueItems).set({ managerGrade: null }).where(eq(s.formValueItems.formId, formId));
      await setStage(ctx, formId, 'MANAGER');
      const form = await detail('reviewer', formId);
      const values = form.values.length;
      const hipo = form.hipo.length;
      expect(hipo > 0, type).toBe(type === 'STND');
      const expected = {
        self: { done: values, total: values },
        manager: { done: hipo + 1, total: values + hipo + 1 },
      };
      const setVersion = (version: number | null) =>
        db.update(s.assessmentForms).set({ templateVersionId: version }).where(eq(s.assessmentForms.id, formId));
      expect(form.template?.built_in).toBe(type);
      expect(await progress('reviewer', formId), type).toEqual(expected);
      await setVersion(null);
      expect(await progress('reviewer', formId), `${type} without a template`).toEqual(expected);
      await setVersion(await builtInVersion(ctx, type));
    }
  });
});

describe('statements', () => {
  const statements = async (client: Client, url: string) => {
    const { count, res } = await statementsOf(ctx, client, url);
    expect(json<FormPageOut>(res).results.length, res.body).toBeGreaterThan(0);
    return count;
  };

  it('lists a page of template forms in as many statements whatever the page size and the template’s size', async () => {
    const counts: number[] = [];
    for (const n of [2, 200]) {
      const keys = Array.from({ length: n }, (_, i) => `k${i}`);
      const t = await template(ctx, `Размер ${n}`, [questionsSection(keys.map(rating), scaleId), summarySection]);
      const period = await newPeriod(ctx, 'STND');
      await ctx.database.db
        .update(s.assessmentPeriods)
        .set({ templateId: t.id })
        .where(eq(s.assessmentPeriods.id, period));
      const launched = await c.admin.post(FORMS, { period, all_employees: true });
      expect(launched.statusCode, launched.body).toBe(201);
      expect(launched.json<LaunchOut>().created).toBeGreaterThan(5);
      for (const size of [1, 25, 500])
        counts.push(await statements(c.admin, `${FORMS}?period=${period}&page_size=${size}`));
      counts.push(await statements(c.reviewer, `${FORMS}?period=${period}&page_size=500`));
    }
    expect(
      counts.every((n) => n === counts[0]),
      counts.join(', '),
    ).toBe(true);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });
});

/** A required section of a kind that the reviewer alone answers, under the default visibility. */
const reviewersSection = (kind: 'values' | 'hipo', weight: number): TemplateSection => ({
  key: kind,
  kind,
  title: { ru: kind, en: kind },
  answeredBy: 'reviewer',
  visibility: DEFAULT_VISIBILITY,
  required: true,
  weight,
});

describe("the stage moves ask each side for what its template's sections give it to answer", () => {
  it('asks the reviewer alone for the grades of values the reviewer alone answers, as the progress counts them', async () => {
    const t = await template(ctx, 'Ценности руководителя', [reviewersSection('values', 100), summarySection]);
    const formId = await freshForm(ctx, c.admin, 'STND', t.id);
    const missing = async (who: Who, stage: string) => {
      const res = await c[who].patch(`${FORMS}${formId}/transition/`, { stage });
      return res.statusCode === 200 ? [] : json<{ missing: { code: string }[] }>(res).missing.map((m) => m.code);
    };
    // The employee owes no value grades: the move goes through with none given.
    expect(await missing('employee', 'MANAGER')).toEqual([]);
    expect(await missing('reviewer', 'FEEDBACK')).toContain('values_without_manager_grade');
  });
});

describe('hipo on a company template in a simple period', () => {
  it('shows the reviewer the hipo skills its section asks for, never the employee, and counts them', async () => {
    const t = await template(ctx, 'Потенциал в простом периоде', [reviewersSection('hipo', 0), summarySection]);
    const formId = await freshForm(ctx, c.admin, 'SMPL', t.id);
    await setStage(ctx, formId, 'MANAGER');
    const seen = await detail('reviewer', formId);
    expect(seen.type).toBe('SMPL');
    expect(seen.hipo.length).toBeGreaterThan(0);
    expect(seen.progress.manager.total).toBe(seen.hipo.length + 1);
    expect((await detail('employee', formId)).hipo).toEqual([]);
  });
});
