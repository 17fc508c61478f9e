import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { SummaryOut } from '../../server/src/modules/ai/ai.schemas.ts';
import type { FormDetailOut, LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { loadMember } from '../../server/src/http/access.ts';
import { TABLE_CHUNK } from '../../server/src/modules/exports/build.ts';
import { tableChunk } from '../../server/src/modules/exports/rows.ts';
import { sheetsOf } from '../../server/src/modules/exports/sheets.ts';
import { exportTexts } from '../../server/src/modules/exports/texts.ts';
import { exported, pdfText, xlsxRows } from './exports-fixtures.ts';
import { SUMMARY } from './ai-form.ts';
import { eipOf, FORMS, ITEMS, newPeriod, setStage } from './forms-fixtures.ts';
import { signIn, useApp, type Client } from './helpers.ts';
import { C1 } from './structure-helpers.ts';
import { builtInVersion, competency, engineering, scale14, template } from './templates-forms-fixtures.ts';

// The offline engine for the summary (no AI_BASE_URL), with room for every call of the file.
const ctx = useApp({ ai: { baseUrl: '', apiKey: '', model: '', timeoutMs: 5000, ratePerMinute: 500 } });
const PERIODS = `${C1}/performance_review/assessment_periods/`;
const ANSWERS = `${ITEMS}answers/`;
const EN = { 'accept-language': 'en' };
/** What the employee and the reviewer wrote, each a sentence the summary may quote. */
const SELF_TEXT = 'Довёл миграцию платежей до конца без единого простоя.';
const SELF_COMPETENCY = 'Наладил ревью кода во всей команде бэкенда за квартал.';
const REVIEWER_TEXT = 'Руководитель видит заметный рост в проектировании сервисов.';

let admin: Client;
let manager: Client;
let employee: Client;
let competencyId: number;
let period: number;
let formId: number;
/** The version of the template the form follows. */
let versionId: number;

const answer = async (who: Client, body: Record<string, unknown>) => {
  const res = await who.patch(`${ANSWERS}${formId}/`, body);
  expect(res.statusCode, res.body).toBe(200);
};
const versionOf = async (who: Client, item: string) =>
  (await who.get(`${FORMS}${formId}/`)).json<FormDetailOut>().template?.answers.find((a) => a.item_key === item)
    ?.version ?? 0;
const review = async (who: Client, headers: Record<string, string> = {}) =>
  (await pdfText((await exported(who, { kind: 'review_pdf', form_id: formId }, headers)).res.rawPayload)).text;

beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
  const employeeId = await eipOf(ctx, DEMO_LOGINS.employee);
  const scaleId = await scale14(ctx);
  let familyId: number;
  ({ familyId, competencyId } = await competency(ctx));
  await ctx.database.db
    .update(s.employeeInPositions)
    .set({ jobFamilyId: familyId, jobLevel: 'sr' })
    .where(eq(s.employeeInPositions.id, employeeId));
  const t = await template(ctx, 'Экспорт', engineering(scaleId, competencyId));
  versionId = t.versionId;
  period = await newPeriod(ctx, 'STND');
  const got = await admin.get(`${PERIODS}${period}/`);
  await admin.patch(`${PERIODS}${period}/`, { template_id: t.id, version: got.json<{ version: number }>().version });
  const launched = await admin.post(FORMS, { period, employee: employeeId });
  expect(launched.statusCode, launched.body).toBe(201);
  formId = launched.json<LaunchOut>().form_ids[0];

  await answer(employee, { section_key: 'q', item_key: 'r1', value: 3, version: 0 });
  await answer(employee, { section_key: 'q', item_key: 't1', text: SELF_TEXT, version: 0 });
  await answer(employee, { section_key: 'q', item_key: 'c1', choice: 'b', version: 0 });
  await answer(employee, { section_key: 'q', item_key: 'y1', choice: 'yes', version: 0 });
  await answer(employee, {
    section_key: 'comp',
    item_key: String(competencyId),
    value: 2,
    text: SELF_COMPETENCY,
    version: 0,
  });
  const moved = await employee.patch(`${FORMS}${formId}/transition/`, { stage: 'MANAGER' });
  expect(moved.statusCode, moved.body).toBe(200);
  await answer(manager, { section_key: 'q', item_key: 'r1', value: 4, version: await versionOf(manager, 'r1') });
  await answer(manager, {
    section_key: 'comp',
    item_key: String(competencyId),
    not_applicable: true,
    text: REVIEWER_TEXT,
    version: await versionOf(manager, String(competencyId)),
  });
});

describe('the review PDF of a form on a company’s own template', () => {
  it('follows its sections in order, in Russian, and keeps the reviewer’s answers from the employee before FEEDBACK', async () => {
    const text = await review(employee);
    expect(text.indexOf('Вопросы')).toBeGreaterThan(-1);
    expect(text.indexOf('Компетенции')).toBeGreaterThan(text.indexOf('Вопросы'));
    expect(text).toContain('Вопрос r1');
    expect(text).toContain('3 — Балл 3');
    expect(text).toContain('Ответ сотрудника');
    expect(text).toContain(SELF_TEXT);
    expect(text).toContain('Качество кода');
    expect(text).toContain('Ожидается на уровне: Учит других');
    expect(text).toContain(`2 — Балл 2 ${SELF_COMPETENCY}`);
    expect(text).not.toContain('4 — Балл 4');
    expect(text).not.toContain('Неприменимо');
    expect(text).not.toContain(REVIEWER_TEXT.slice(0, 20));
    // The spec's parts the template has no section of are not there.
    expect(text).not.toContain('Оценка по ценностям');
  });

  it('shows the reviewer both sides at MANAGER, a choice by its label and N/A in words', async () => {
    const text = await review(manager);
    expect(text).toContain('3 — Балл 3');
    expect(text).toContain('4 — Балл 4');
    expect(text).toContain('Неприменимо');
    expect(text).toContain('Ответ руководителя');
    expect(text).toMatch(/Выбор Б/u);
    expect(text).toMatch(/Да\/нет Да/u);
  });

  it('shows the employee the reviewer’s answers from FEEDBACK, in English', async () => {
    await setStage(ctx, formId, 'FEEDBACK');
    const text = await review(employee, EN);
    expect(text.indexOf('Competencies')).toBeGreaterThan(text.indexOf('Questions'));
    expect(text).toContain('Question r1');
    expect(text).toContain('4 — Point 4');
    expect(text).toContain("Manager's answer");
    expect(text).toContain('Not applicable');
    expect(text).toContain('Expected at the level: Teaches others');
    expect(text).toContain(REVIEWER_TEXT.slice(0, 20));
    await setStage(ctx, formId, 'MANAGER');
  });
});

/** Every sheet of an XLSX by name, each as its rows keyed by the header row's texts. */
async function workbookOf(file: Buffer): Promise<Map<string, Record<string, unknown>[]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(file).buffer);
  const out = new Map<string, Record<string, unknown>[]>();
  for (const sheet of book.worksheets) {
    const header: string[] = [];
    sheet.getRow(1).eachCell((cell, col) => (header[col - 1] = cell.text));
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(Object.fromEntries(header.map((name, i) => [name, row.getCell(i + 1).value ?? null])));
    });
    out.set(sheet.name, rows);
  }
  return out;
}

describe('the XLSX of a period', () => {
  it('has a column per template item and side when the forms share a template, in Russian and English', async () => {
    const ru = await xlsxRows((await exported(admin, { kind: 'forms_xlsx', period })).res.rawPayload);
    expect(ru.sheet).toBe('Анкеты');
    expect(ru.header.some((h) => h.endsWith(': самооценка'))).toBe(false);
    expect(ru.rows).toHaveLength(1);
    expect(ru.rows[0]).toMatchObject({
      'Вопросы: Вопрос r1: сотрудник': 3,
      'Вопросы: Вопрос r1: руководитель': 4,
      'Вопросы: Текст: сотрудник': SELF_TEXT,
      'Вопросы: Выбор: сотрудник': 'Б',
      'Вопросы: Да/нет: сотрудник': 'Да',
      'Компетенции: Качество кода: сотрудник': 2,
      'Компетенции: Качество кода: руководитель': 'Неприменимо',
    });
    const en = await xlsxRows((await exported(admin, { kind: 'forms_xlsx', period }, EN)).res.rawPayload);
    expect(en.rows[0]).toMatchObject({
      'Questions: Question r1: employee': 3,
      'Questions: Question r1: manager': 4,
      'Competencies: Code quality: manager': 'Not applicable',
    });
  });

  it('gives each template version its sheet, the built-in forms the spec’s columns', async () => {
    const db = ctx.database.db;
    const other = await template(ctx, 'Другой', engineering(await scale14(ctx), competencyId));
    const launched = await admin.post(FORMS, {
      period,
      employee: await eipOf(ctx, 'petrov@demo.example'),
    });
    expect(launched.statusCode, launched.body).toBe(201);
    const [petrov] = launched.json<LaunchOut>().form_ids;
    const launchedToo = await admin.post(FORMS, { period, employee: await eipOf(ctx, DEMO_LOGINS.manager) });
    const [head] = launchedToo.json<LaunchOut>().form_ids;
    await db
      .update(s.assessmentForms)
      .set({ templateVersionId: other.versionId })
      .where(eq(s.assessmentForms.id, petrov));
    await db
      .update(s.assessmentForms)
      .set({ templateVersionId: await builtInVersion(ctx, 'STND') })
      .where(eq(s.assessmentForms.id, head));
    const sheets = await workbookOf((await exported(admin, { kind: 'forms_xlsx', period })).res.rawPayload);
    expect([...sheets.keys()]).toEqual(['Анкеты', 'Экспорт v1', 'Другой v1']);
    expect(sheets.get('Анкеты')?.map((r) => r['Сотрудник'])).toEqual(['Дмитрий Иванов']);
    expect(sheets.get('Другой v1')?.map((r) => r['Сотрудник'])).toEqual(['Сергей Петров']);
    expect(sheets.get('Экспорт v1')?.[0]).toMatchObject({ 'Вопросы: Вопрос r1: сотрудник': 3 });
    // A CSV is one table: every form, under the spec's columns.
    const csv = (await exported(admin, { kind: 'forms_csv', period })).res.body;
    expect(csv.trim().split('\r\n')).toHaveLength(4);
  });
});

describe('statements', () => {
  it('reads a chunk of a template’s sheet in as many statements for one form as for two', async () => {
    const db = ctx.database.db;
    const [user] = await db.select().from(s.users).where(eq(s.users.email, DEMO_LOGINS.admin));
    const member = await loadMember(db, user.id, 1);
    if (!member) throw new Error('the admin is no member');
    const scope = { member, periodId: period, departmentId: null };
    const chunk = async () => {
      const { sheets } = await sheetsOf(db, scope, exportTexts.ru, 'ru', false);
      const sheet = sheets.find((x) => x.name === 'Экспорт v1');
      if (!sheet) throw new Error('no sheet of the template');
      const { count, result } = await ctx.database.counter.counted(() =>
        tableChunk(db, scope, null, TABLE_CHUNK, sheet),
      );
      return { statements: count, rows: result.rows.length };
    };
    const one = await chunk();
    const launched = await admin.post(FORMS, { period, employee: await eipOf(ctx, 'orlov@demo.example') });
    expect(launched.statusCode, launched.body).toBe(201);
    await db
      .update(s.assessmentForms)
      .set({ templateVersionId: versionId })
      .where(eq(s.assessmentForms.id, launched.json<LaunchOut>().form_ids[0]));
    const two = await chunk();
    expect([one.rows, two.rows]).toEqual([1, 2]);
    expect(two.statements).toBe(one.statements);
  });
});

describe('the AI summary of a form on a company’s own template', () => {
  it('cites the question and competency answers the caller may read', async () => {
    const res = await manager.post(SUMMARY, { form_id: formId });
    expect(res.statusCode, res.body).toBe(200);
    const sources = res.json<SummaryOut>().summary.flatMap((b) => b.sources);
    const cited = sources.filter((x) => x.kind === 'template_answer');
    const quotes = cited.map((x) => x.quote).join(' ');
    expect(quotes).toContain('миграцию платежей');
    expect(quotes).toContain('ревью кода');
    expect(quotes).toContain('проектировании сервисов');
    const ids = await ctx.database.db
      .select({ id: s.formAnswers.id })
      .from(s.formAnswers)
      .where(eq(s.formAnswers.formId, formId));
    for (const x of cited) expect(ids.map((r) => r.id)).toContain(x.id);
  });

  it('names a rating both sides gave far apart on its own scale as a gap, and not one a point apart', async () => {
    const gapsOf = async () =>
      (await manager.post(SUMMARY, { form_id: formId }))
        .json<SummaryOut>()
        .gaps.filter((g) => g.section === 'grade_gap');
    // 3 and 4 on the 1-4 scale: a third of it, under the two points of 0..5 the rule asks.
    expect((await gapsOf()).map((g) => g.text)).not.toContainEqual(expect.stringContaining('Вопрос r1'));
    const at = async (value: number) =>
      answer(manager, { section_key: 'q', item_key: 'r1', value, version: await versionOf(manager, 'r1') });
    await at(1);
    try {
      const gap = (await gapsOf()).find((g) => g.text.includes('Вопрос r1'));
      expect(gap?.text).toBe(
        'Самооценка и оценка руководителя по пункту «Вопросы: Вопрос r1» заметно расходятся: это стоит обсудить.',
      );
      const [row] = await ctx.database.db
        .select({ id: s.formAnswers.id })
        .from(s.formAnswers)
        .where(and(eq(s.formAnswers.formId, formId), eq(s.formAnswers.itemKey, 'r1')));
      expect(gap?.sources).toEqual([
        { kind: 'template_answer', id: row.id, field: 'title', quote: 'Вопросы: Вопрос r1' },
      ]);
    } finally {
      await at(4);
    }
  });

  it('leaves out the employee’s answers while the form is in SELF', async () => {
    await setStage(ctx, formId, 'SELF');
    const res = await manager.request('POST', SUMMARY, { form_id: formId }, EN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('миграцию платежей');
    expect(res.body).not.toContain('ревью кода');
    await setStage(ctx, formId, 'MANAGER');
  });
});
