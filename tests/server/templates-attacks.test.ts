import { beforeAll, describe, expect, it } from 'vitest';
import { LONG_TEXT_MAX } from '../../contract/limits.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormDetailOut, LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { SUMMARY } from './ai-form.ts';
import { EXPORTS, exported, pdfText, xlsxRows } from './exports-fixtures.ts';
import { codesOf, eipOf, FORMS, ITEMS, newPeriod, setStage } from './forms-fixtures.ts';
import { signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1 } from './structure-helpers.ts';
import { competency, engineering, questionsSection, rating, scale14, template } from './templates-forms-fixtures.ts';

const ctx = useApp({ ai: { baseUrl: '', apiKey: '', model: '', timeoutMs: 5000, ratePerMinute: 500 } });
const REVIEW = `${C1}/performance_review/`;
const ANSWERS = `${ITEMS}answers/`;
/** Sentences each side writes, looked for in everything the other side may read. */
const SELF_TEXT = 'Сотрудник переписал биллинг без простоев.';
const REVIEWER_TEXT = 'Руководитель считает рост проектирования заметным.';

let admin: Client;
let manager: Client;
let employee: Client;
let colleague: Client;
let otherManager: Client;
let formId: number;
let periodId: number;
let foreign: { template: number; version: number; scale: number; competency: number };

const answer = (who: Client, body: Record<string, unknown>) => who.patch(`${ANSWERS}${formId}/`, body);
const versionOf = async (who: Client, item: string) =>
  (await who.get(`${FORMS}${formId}/`)).json<FormDetailOut>().template?.answers.find((a) => a.item_key === item)
    ?.version ?? 0;
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const got = await res;
  expect(got.statusCode, got.body).toBe(200);
};

beforeAll(async () => {
  [admin, manager, employee, colleague, otherManager] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
    signInAs(ctx, 'petrov@demo.example'),
    signInAs(ctx, 'orlov@demo.example'),
  ]);
  const db = ctx.database.db;
  const scaleId = await scale14(ctx);
  const { competencyId } = await competency(ctx);
  const sections = [
    ...engineering(scaleId, competencyId),
    { ...questionsSection([rating('m1')], scaleId), key: 'mgr', answeredBy: 'reviewer' as const, weight: 0 },
  ];
  const own = await template(ctx, 'Атаки', sections);
  const period = await newPeriod(ctx, 'STND');
  periodId = period;
  const got = await admin.get(`${REVIEW}assessment_periods/${period}/`);
  await admin.patch(`${REVIEW}assessment_periods/${period}/`, {
    template_id: own.id,
    version: got.json<{ version: number }>().version,
  });
  const launched = await admin.post(FORMS, { period, employee: await eipOf(ctx, DEMO_LOGINS.employee) });
  expect(launched.statusCode, launched.body).toBe(201);
  formId = launched.json<LaunchOut>().form_ids[0];

  const theirs = await template(ctx, 'Чужой', sections, 2);
  const [family] = await db
    .insert(s.jobFamilies)
    .values({ companyId: 2, name: { ru: 'Чужие', en: 'Theirs' }, levels: [] })
    .returning();
  const [theirCompetency] = await db
    .insert(s.competencies)
    .values({ companyId: 2, jobFamilyId: family.id, name: { ru: 'Чужая', en: 'Theirs' }, nameKey: 'чужая' })
    .returning();
  foreign = {
    template: theirs.id,
    version: theirs.versionId,
    scale: await scale14(ctx, 2),
    competency: theirCompetency.id,
  };

  await ok(answer(employee, { section_key: 'q', item_key: 'r1', value: 3, version: 0 }));
  await ok(answer(employee, { section_key: 'q', item_key: 't1', text: SELF_TEXT, version: 0 }));
  await ok(answer(employee, { section_key: 'comp', item_key: String(competencyId), value: 2, version: 0 }));
});

describe('another company’s objects', () => {
  it('are a 404 to read and to write', async () => {
    const { template: t, version: v, scale, competency: c } = foreign;
    const scaleBody = {
      name: { ru: 'Ш', en: 'S' },
      points: [1, 2].map((value) => ({ value, label: { ru: 'б', en: 'p' } })),
    };
    const competencyBody = { name: { ru: 'К', en: 'C' }, description: { ru: 'О', en: 'D' }, behaviours: {} };
    const calls: [string, Promise<{ statusCode: number; body: string }>][] = [
      ['template', admin.get(`${REVIEW}templates/${t}/`)],
      ['rename', admin.patch(`${REVIEW}templates/${t}/`, { name: { ru: 'Моё', en: 'Mine' }, version: 1 })],
      ['sections', admin.put(`${REVIEW}templates/${t}/sections/`, { sections: [], version: 1 })],
      ['duplicate', admin.post(`${REVIEW}templates/${t}/duplicate/`, {})],
      ['archive', admin.post(`${REVIEW}templates/${t}/archive/`, {})],
      ['versions', admin.get(`${REVIEW}templates/${t}/versions/`)],
      ['version', admin.get(`${REVIEW}template_versions/${v}/`)],
      ['scale', admin.get(`${REVIEW}rating_scales/${scale}/`)],
      ['scale put', admin.put(`${REVIEW}rating_scales/${scale}/`, { ...scaleBody, version: 1 })],
      ['scale delete', admin.delete(`${REVIEW}rating_scales/${scale}/`)],
      ['competency', admin.get(`${REVIEW}competencies/${c}/`)],
      ['competency put', admin.put(`${REVIEW}competencies/${c}/`, { ...competencyBody, version: 1 })],
      ['competency delete', admin.delete(`${REVIEW}competencies/${c}/`)],
    ];
    const got = await Promise.all(calls.map(async ([name, res]) => [name, (await res).statusCode] as const));
    expect(got).toEqual(calls.map(([name]) => [name, 404]));
  });
});

describe('people who are not the form’s', () => {
  it('a colleague and a manager of another department get 404 on the form, its answers and its PDF', async () => {
    for (const who of [colleague, otherManager]) {
      expect((await who.get(`${FORMS}${formId}/`)).statusCode).toBe(404);
      expect((await answer(who, { section_key: 'q', item_key: 'r1', value: 2, version: 1 })).statusCode).toBe(404);
      const pdf = await who.post(EXPORTS, { kind: 'review_pdf', form_id: formId });
      expect(pdf.statusCode).toBe(404);
      const summary = await who.post(SUMMARY, { form_id: formId });
      expect([403, 404]).toContain(summary.statusCode);
      expect(summary.body).not.toContain('биллинг');
    }
  });
});

describe('a colleague asked for 360 feedback on the employee', () => {
  it('reads their request, never the form, its answers or its PDF', async () => {
    const db = ctx.database.db;
    const [employeeEip, colleagueEip] = await Promise.all([
      eipOf(ctx, DEMO_LOGINS.employee),
      eipOf(ctx, 'petrov@demo.example'),
    ]);
    await db.insert(s.review360Settings).values({ periodId, companyId: 1, enabled: true });
    const [subject] = await db
      .insert(s.review360Subjects)
      .values({ companyId: 1, periodId, subjectId: employeeEip, status: 'collecting', approvedAt: new Date() })
      .returning();
    const [request] = await db
      .insert(s.review360Requests)
      .values({
        companyId: 1,
        periodId,
        subjectRowId: subject.id,
        reviewerId: colleagueEip,
        relationship: 'peer',
        status: 'open',
      })
      .returning();
    const own = await colleague.get(`${REVIEW}review360/requests/${request.id}/`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).not.toContain('биллинг');
    expect((await colleague.get(`${FORMS}${formId}/`)).statusCode).toBe(404);
    expect((await colleague.post(EXPORTS, { kind: 'review_pdf', form_id: formId })).statusCode).toBe(404);
    expect((await colleague.post(EXPORTS, { kind: 'forms_xlsx', period: periodId })).statusCode).toBe(403);
  });
});

describe('each side’s answers by stage', () => {
  it('keeps the employee’s answers from the reviewer in SELF: form, PDF and AI summary', async () => {
    const page = (await manager.get(`${FORMS}${formId}/`)).json<FormDetailOut>();
    expect(page.template?.answers.every((a) => a.self === null)).toBe(true);
    const pdf = await pdfText((await exported(manager, { kind: 'review_pdf', form_id: formId })).res.rawPayload);
    expect(pdf.text).not.toContain('биллинг');
    const summary = await manager.post(SUMMARY, { form_id: formId });
    expect(summary.body).not.toContain('биллинг');
  });

  it('keeps the employee’s answers out of the reviewer’s spreadsheet in SELF; the employee and a colleague get none', async () => {
    const sheet = await xlsxRows((await exported(manager, { kind: 'forms_xlsx', period: periodId })).res.rawPayload);
    // The employee's text answer has its column, empty while the form is at SELF.
    const row = sheet.rows.find((r) => r['Анкета'] === formId);
    expect(row).toHaveProperty(['Вопросы: Текст: сотрудник'], null);
    expect(JSON.stringify(sheet.rows)).not.toContain('биллинг');
    for (const who of [employee, colleague]) {
      const res = await who.post(EXPORTS, { kind: 'forms_xlsx', period: periodId });
      expect(res.statusCode, res.body).toBe(403);
    }
  });

  it('refuses the reviewer writing in SELF and the employee writing the reviewer’s section', async () => {
    const early = await answer(manager, { section_key: 'q', item_key: 'y1', choice: 'yes', version: 0 });
    expect([403, 409]).toContain(early.statusCode);
    expect(early.json<{ code: string }>().code).toBeTruthy();
    const theirs = await answer(employee, { section_key: 'mgr', item_key: 'm1', value: 2, version: 0 });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json<{ code: string }>().code).toBe('reviewer_part');
  });

  it('refuses answers outside the item with a 400 naming the field', async () => {
    const bad = async (body: Record<string, unknown>) =>
      codesOf(await answer(employee, { section_key: 'q', version: 1, ...body }));
    expect(await bad({ item_key: 'r1', value: 9 })).toEqual({ value: [{ code: 'answer_outside_scale' }] });
    expect(await bad({ item_key: 'c1', choice: 'z', version: 0 })).toEqual({
      choice: [{ code: 'answer_not_an_option' }],
    });
    expect(await bad({ item_key: 'y1', choice: 'maybe', version: 0 })).toEqual({
      choice: [{ code: 'answer_not_an_option' }],
    });
    const long = await answer(employee, {
      section_key: 'q',
      item_key: 't1',
      text: 'я'.repeat(LONG_TEXT_MAX + 1),
      version: 1,
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(codesOf(long))).toEqual(['text']);
  });

  it('keeps the reviewer’s answers from the employee until FEEDBACK, and refuses the employee after SELF', async () => {
    const moved = await employee.patch(`${FORMS}${formId}/transition/`, { stage: 'MANAGER' });
    expect(moved.statusCode, moved.body).toBe(200);
    const late = await answer(employee, { section_key: 'q', item_key: 'r1', value: 1, version: 1 });
    expect([403, 409]).toContain(late.statusCode);
    expect(late.json<{ code: string }>().code).toBeTruthy();
    await ok(
      answer(manager, {
        section_key: 'q',
        item_key: 't1',
        text: REVIEWER_TEXT,
        version: await versionOf(manager, 't1'),
      }),
    );
    await ok(answer(manager, { section_key: 'mgr', item_key: 'm1', value: 4, version: 0 }));
    const page = (await manager.get(`${FORMS}${formId}/`)).json<FormDetailOut>();
    expect(page.template?.answers.find((a) => a.item_key === 't1')?.self?.text).toBe(SELF_TEXT);
    const sheet = await xlsxRows((await exported(manager, { kind: 'forms_xlsx', period: periodId })).res.rawPayload);
    expect(sheet.rows.find((r) => r['Анкета'] === formId)).toHaveProperty(['Вопросы: Текст: сотрудник'], SELF_TEXT);

    const mine = (await employee.get(`${FORMS}${formId}/`)).json<FormDetailOut>();
    expect(mine.template?.answers.every((a) => a.reviewer === null)).toBe(true);
    const pdf = await pdfText((await exported(employee, { kind: 'review_pdf', form_id: formId })).res.rawPayload);
    expect(pdf.text).toContain('биллинг');
    expect(pdf.text).not.toContain('проектирования');
    const summary = await employee.post(SUMMARY, { form_id: formId });
    expect(summary.body).not.toContain('проектирования');

    await setStage(ctx, formId, 'FEEDBACK');
    const after = (await employee.get(`${FORMS}${formId}/`)).json<FormDetailOut>();
    expect(after.template?.answers.find((a) => a.item_key === 't1')?.reviewer?.text).toBe(REVIEWER_TEXT);
    expect(after.template?.answers.find((a) => a.item_key === 'm1')?.reviewer?.value).toBe(4);
  });
});
