import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormDetailOut, LaunchOut, LaunchPreviewOut } from '../../server/src/modules/forms/forms.schemas.ts';
import type { AnswerOut } from '../../server/src/modules/forms/template.schemas.ts';
import { codesOf, eipOf, fillEverything, FORMS, freshForm, ITEMS, newPeriod, setStage } from './forms-fixtures.ts';
import { signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, OTHER_ADMIN } from './structure-helpers.ts';
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
const PERIODS = `${C1}/performance_review/assessment_periods/`;
const ANSWERS = `${ITEMS}answers/`;
let admin: Client;
let manager: Client;
let employee: Client;
let employeeId: number;
let scaleId: number;
let familyId: number;
let competencyId: number;

beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
  employeeId = await eipOf(ctx, DEMO_LOGINS.employee);
  scaleId = await scale14(ctx);
  ({ familyId, competencyId } = await competency(ctx));
  await ctx.database.db
    .update(s.employeeInPositions)
    .set({ jobFamilyId: familyId, jobLevel: 'sr' })
    .where(eq(s.employeeInPositions.id, employeeId));
});

async function periodWith(body: Record<string, unknown>): Promise<number> {
  const period = await newPeriod(ctx, 'STND');
  const got = await admin.get(`${PERIODS}${period}/`);
  const res = await admin.patch(`${PERIODS}${period}/`, { ...body, version: got.json<{ version: number }>().version });
  expect(res.statusCode, res.body).toBe(200);
  return period;
}

async function launchOne(period: number): Promise<number> {
  const res = await admin.post(FORMS, { period, employee: employeeId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LaunchOut>().form_ids[0];
}

describe('period templates', () => {
  it('keeps the default template and the rules, and names a foreign one', async () => {
    const own = await template(ctx, 'Свой', engineering(scaleId, competencyId));
    const foreign = await template(ctx, 'Чужой', engineering(scaleId, competencyId), 2);
    const period = await periodWith({
      template_id: own.id,
      template_rules: [{ job_family_id: familyId, template_id: own.id }],
    });
    const got = await admin.get(`${PERIODS}${period}/`);
    expect(got.json()).toMatchObject({
      template_id: own.id,
      template_rules: [{ department_id: null, job_family_id: familyId, template_id: own.id }],
    });
    const version = got.json<{ version: number }>().version;
    const bad = await admin.patch(`${PERIODS}${period}/`, {
      template_id: foreign.id,
      template_rules: [{ department_id: 999999, template_id: own.id }],
      version,
    });
    expect(bad.statusCode).toBe(400);
    expect(codesOf(bad)).toEqual({
      template_id: [{ code: 'no_template' }],
      'template_rules.0.department_id': [{ code: 'no_department' }],
    });
  });
});

describe('launch with templates', () => {
  it('gives each person the first matching rule, else the default, and freezes the versions used', async () => {
    const byFamily = await template(ctx, 'По семейству', engineering(scaleId, competencyId));
    const byDepartment = await template(ctx, 'По отделу', engineering(scaleId, competencyId));
    const [me] = await ctx.database.db
      .select()
      .from(s.employeeInPositions)
      .where(eq(s.employeeInPositions.id, employeeId));
    const period = await periodWith({
      template_rules: [
        { job_family_id: familyId, template_id: byFamily.id },
        { department_id: me.departmentId, template_id: byDepartment.id },
      ],
    });
    const preview = await admin.post(`${FORMS}launch_preview/`, { period, all_employees: true });
    const previewBody = preview.json<LaunchPreviewOut>();
    expect(previewBody.forms.find((f) => f.employee_id === employeeId)?.template?.id).toBe(byFamily.id);
    const res = await admin.post(FORMS, { period, all_employees: true });
    expect(res.statusCode, res.body).toBe(201);
    const forms = await ctx.database.db
      .select({
        employeeId: s.assessmentForms.employeeId,
        version: s.assessmentForms.templateVersionId,
        dep: s.employeeInPositions.departmentId,
      })
      .from(s.assessmentForms)
      .innerJoin(s.employeeInPositions, eq(s.employeeInPositions.id, s.assessmentForms.employeeId))
      .where(eq(s.assessmentForms.periodId, period));
    const stnd = await builtInVersion(ctx, 'STND');
    for (const f of forms) {
      const expected =
        f.employeeId === employeeId ? byFamily.versionId : f.dep === me.departmentId ? byDepartment.versionId : null;
      if (expected !== null) expect(f.version).toBe(expected);
      else expect([stnd, byDepartment.versionId]).toContain(f.version);
    }
    expect(forms.some((f) => f.version === stnd)).toBe(true);
    const frozen = await ctx.database.db
      .select()
      .from(s.reviewTemplateVersions)
      .where(inArray(s.reviewTemplateVersions.id, [byFamily.versionId, byDepartment.versionId]));
    expect(frozen.every((v) => v.frozenAt !== null)).toBe(true);
    // A template form has no value or hipo items: it has no such sections.
    const formId = res.json<LaunchOut>().form_ids.find((id) => id > 0) ?? 0;
    expect(formId).toBeGreaterThan(0);
  });
});

describe('answers', () => {
  let formId: number;
  const patch = (c: Client, body: Record<string, unknown>) => c.patch(`${ANSWERS}${formId}/`, body);
  const detail = async (c: Client) => (await c.get(`${FORMS}${formId}/`)).json<FormDetailOut>();

  beforeAll(async () => {
    const t = await template(ctx, 'Ответы', engineering(scaleId, competencyId));
    formId = await launchOne(await periodWith({ template_id: t.id }));
  });

  it('shows the sections resolved, the competency at the person’s level', async () => {
    const page = await detail(employee);
    expect(page.template?.sections.map((x) => x.key)).toEqual(['q', 'comp', 'summary']);
    expect(page.template?.sections[0].scale?.points).toHaveLength(4);
    expect(page.template?.sections[1].competencies[0].behaviours).toEqual({ ru: 'Учит других', en: 'Teaches others' });
    // A yes/no question offers its two options in both languages, as a choice question offers its own.
    expect(page.template?.sections[0].questions.find((q) => q.key === 'y1')?.options).toEqual([
      { key: 'yes', label: { ru: 'Да', en: 'Yes' } },
      { key: 'no', label: { ru: 'Нет', en: 'No' } },
    ]);
    expect(page.values).toEqual([]);
  });

  it('checks each answer against its item', async () => {
    expect(codesOf(await patch(employee, { section_key: 'q', item_key: 'r1', value: 7, version: 0 }))).toEqual({
      value: [{ code: 'answer_outside_scale' }],
    });
    expect(codesOf(await patch(employee, { section_key: 'q', item_key: 'c1', choice: 'z', version: 0 }))).toEqual({
      choice: [{ code: 'answer_not_an_option' }],
    });
    expect((await patch(employee, { section_key: 'q', item_key: 'y1', choice: 'yes', version: 0 })).statusCode).toBe(
      200,
    );
    expect(codesOf(await patch(employee, { section_key: 'q', item_key: 'nope', value: 1, version: 0 }))).toEqual({
      item_key: [{ code: 'no_template_item' }],
    });
    const ok = await patch(employee, { section_key: 'q', item_key: 'r1', value: 3, version: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AnswerOut>()).toMatchObject({ self: { value: 3 }, reviewer: null, version: 1 });
    expect((await patch(employee, { section_key: 'q', item_key: 'r1', value: 2, version: 0 })).statusCode).toBe(409);
    const na = await patch(employee, {
      section_key: 'comp',
      item_key: String(competencyId),
      not_applicable: true,
      version: 0,
    });
    expect(na.json<AnswerOut>().self).toMatchObject({ value: null, not_applicable: true });
    expect((await patch(manager, { section_key: 'q', item_key: 'r1', value: 2, version: 1 })).statusCode).toBe(409);
    const other = await signInAs(ctx, OTHER_ADMIN);
    expect(
      (
        await other.patch(`${ANSWERS.replace('/companies/1/', '/companies/2/')}${formId}/`, {
          section_key: 'q',
          item_key: 'r1',
          value: 2,
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('names the unanswered required sections, and shows each side by stage', async () => {
    const move = await employee.patch(`${FORMS}${formId}/transition/`, { stage: 'MANAGER' });
    expect(move.statusCode).toBe(409);
    expect(move.json<{ missing: unknown[] }>().missing).toEqual([
      {
        code: 'template_items_without_self_answer',
        count: 1,
        section: {
          key: 'q',
          title: { ru: 'Вопросы', en: 'Questions' },
          items: [{ key: 't1', title: { ru: 'Текст', en: 'Text' } }],
        },
      },
    ]);
    expect((await detail(manager)).template?.answers.every((a) => a.self === null)).toBe(true);
    await patch(employee, { section_key: 'q', item_key: 't1', text: 'Сделал', version: 0 });
    expect((await employee.patch(`${FORMS}${formId}/transition/`, { stage: 'MANAGER' })).statusCode).toBe(200);
    const seen = (await detail(manager)).template?.answers.find((a) => a.item_key === 'r1');
    expect(seen?.self?.value).toBe(3);
    const written = await patch(manager, { section_key: 'q', item_key: 'r1', value: 4, version: seen?.version });
    expect(written.statusCode, written.body).toBe(200);
    expect((await detail(employee)).template?.answers.find((a) => a.item_key === 'r1')?.reviewer).toBeNull();
    await setStage(ctx, formId, 'FEEDBACK');
    expect((await detail(employee)).template?.answers.find((a) => a.item_key === 'r1')?.reviewer?.value).toBe(4);
  });
});

describe('statements', () => {
  const count = async (run: () => Promise<unknown>) => {
    const { count } = await ctx.database.counter.counted(run);
    return count;
  };

  it('opens a form and saves an answer in as many statements for 200 questions as for 2', async () => {
    const out: number[][] = [];
    for (const n of [2, 200]) {
      const keys = Array.from({ length: n }, (_, i) => `k${i}`);
      const t = await template(ctx, `Размер ${n}`, [questionsSection(keys.map(rating), scaleId), summarySection]);
      const formId = await launchOne(await periodWith({ template_id: t.id }));
      for (const key of keys.slice(0, 2))
        await employee.patch(`${ANSWERS}${formId}/`, { section_key: 'q', item_key: key, value: 2, version: 0 });
      out.push([
        await count(() => employee.get(`${FORMS}${formId}/`)),
        await count(() =>
          employee.patch(`${ANSWERS}${formId}/`, { section_key: 'q', item_key: 'k0', value: 3, version: 1 }),
        ),
      ]);
    }
    expect(out[1]).toEqual(out[0]);
  });
});

describe('forms on the built-in templates', () => {
  it('show each role what they showed before templates', async () => {
    const db = ctx.database.db;
    // The seed's forms are STND; an SMPL one is launched and filled in.
    const smpl = await freshForm(ctx, admin, 'SMPL');
    await fillEverything(ctx, smpl);
    const forms = await db.select().from(s.assessmentForms).where(eq(s.assessmentForms.companyId, 1));
    const emailOf = async (eip: number | null) =>
      (
        await db
          .select({ email: s.users.email })
          .from(s.employeeInPositions)
          .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
          .where(eq(s.employeeInPositions.id, eip ?? 0))
      )[0].email;
    for (const type of ['SMPL', 'STND'] as const) {
      const form = forms.find((f) => (type === 'SMPL' ? f.id === smpl : f.type === type && f.reviewerId !== null));
      if (!form) throw new Error(`no ${type} form`);
      const roles = [
        admin,
        await signInAs(ctx, await emailOf(form.employeeId)),
        await signInAs(ctx, await emailOf(form.reviewerId)),
      ];
      const views = async () =>
        Promise.all(
          roles.map(async (c) => {
            const { template, ...rest } = (await c.get(`${FORMS}${form.id}/`)).json<FormDetailOut>();
            return { rest, sections: template?.sections.map((x) => x.kind) ?? null };
          }),
        );
      const setVersion = (version: number | null) =>
        db.update(s.assessmentForms).set({ templateVersionId: version }).where(eq(s.assessmentForms.id, form.id));
      await setVersion(null);
      const before = await views();
      await setVersion(await builtInVersion(ctx, type));
      const after = await views();
      await setVersion(form.templateVersionId);
      expect(after.map((v) => v.rest)).toEqual(before.map((v) => v.rest));
      const kinds =
        type === 'SMPL'
          ? ['values', 'results', 'manager_summary']
          : ['values', 'agreements', 'hipo', 'results', 'manager_summary'];
      expect(after.map((v) => v.sections)).toEqual([kinds, kinds, kinds]);
    }
  });
});
