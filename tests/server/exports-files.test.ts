import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { parseCsv } from '../../server/src/modules/structure/csv.ts';
import { eipOf } from './forms-fixtures.ts';
import { demoIds, exported, pdfText, shapeForm, xlsxRows } from './exports-fixtures.ts';
import { signIn, useApp, type Client } from './helpers.ts';

const ctx = useApp();
let admin: Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
/** Anna's form is in SELF with draft self grades; Petrov's is in FEEDBACK, graded and calibrated. */
let anna: number;
let petrov: number;
/** The admin's own form: complete, with hipo decisions the admin must not read on it. */
let hr: number;

const SELF_DRAFT = 5;

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  ids = await demoIds(ctx);
  anna = await ids.formOf(DEMO_LOGINS.employee);
  petrov = await ids.formOf('petrov@demo.example');
  hr = await ids.formOf(DEMO_LOGINS.admin);
  await shapeForm(ctx, anna, { stage: 'SELF', self: SELF_DRAFT, manager: null, overall: null });
  await shapeForm(ctx, petrov, { stage: 'FEEDBACK', self: 4, manager: 3, overall: 4, calibrated: 5, hipo: 'IS_HIPO' });
  await shapeForm(ctx, hr, { stage: 'COMPLETE', self: 3, manager: 4, overall: 4, hipo: 'IS_HIPO' });
  const db = ctx.database.db;
  const [manager] = await db.select().from(s.users).where(eq(s.users.email, DEMO_LOGINS.manager));
  await db.insert(s.formTransitions).values([
    { companyId: 1, formId: petrov, fromStage: 'SELF', toStage: 'MANAGER', byUserId: manager.id, reason: '' },
    {
      companyId: 1,
      formId: petrov,
      fromStage: 'MANAGER',
      toStage: 'SELF',
      byUserId: manager.id,
      reason: 'Добавьте результаты по проекту «Северный поток»',
    },
    { companyId: 1, formId: petrov, fromStage: 'MANAGER', toStage: 'FEEDBACK', byUserId: manager.id, reason: '' },
  ]);
  await db.insert(s.delegations).values({
    companyId: 1,
    formId: petrov,
    fromReviewerId: await eipOf(ctx, DEMO_LOGINS.manager),
    toReviewerId: await eipOf(ctx, 'orlov@demo.example'),
    byUserId: manager.id,
  });
});

describe('the XLSX of a period', () => {
  it('holds one row per form with Cyrillic names, a self and a manager column per value, the overall and calibrated grades', async () => {
    const { job, res } = await exported(admin, { kind: 'forms_xlsx', period: ids.period });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { sheet, header, rows } = await xlsxRows(res.rawPayload);
    expect(sheet).toBe('Анкеты');
    expect(header).toEqual(
      expect.arrayContaining([
        'Сотрудник',
        'Должность',
        'Подразделение',
        'Оценивающий',
        'Этап',
        'Клиент в центре: самооценка',
        'Клиент в центре: оценка руководителя',
        'Открытость: оценка руководителя',
        'Итоговая оценка',
        'Оценка после калибровки',
        'HiPo: Лидерский потенциал',
      ]),
    );
    expect(rows).toHaveLength(job.total);
    expect(job.done).toBe(job.total);
    const row = rows.find((r) => r['Сотрудник'] === 'Сергей Петров');
    expect(row).toMatchObject({
      Должность: 'Backend-разработчик',
      Подразделение: 'Разработка',
      Оценивающий: 'Дмитрий Иванов',
      Этап: 'Обратная связь',
      'Клиент в центре: самооценка': 4,
      'Клиент в центре: оценка руководителя': 3,
      'Итоговая оценка': 4,
      'Оценка после калибровки': 5,
      'HiPo: Лидерский потенциал': 'Да',
    });
  });

  it('leaves out the self grades of a form still in SELF', async () => {
    const { res } = await exported(admin, { kind: 'forms_xlsx', period: ids.period });
    const { rows } = await xlsxRows(res.rawPayload);
    const row = rows.find((r) => r['Сотрудник'] === 'Анна Смирнова');
    expect(row?.['Этап']).toBe('Самооценка');
    const selfColumns = Object.entries(row ?? {}).filter(([name]) => name.endsWith(': самооценка'));
    expect(selfColumns).toHaveLength(5);
    expect(selfColumns.map(([, value]) => value)).toEqual([null, null, null, null, null]);
  });

  it('shows the admin no hipo decisions on their own form', async () => {
    const { res } = await exported(admin, { kind: 'forms_xlsx', period: ids.period });
    const { rows } = await xlsxRows(res.rawPayload);
    const own = rows.find((r) => r['Сотрудник'] === 'Елена Морозова');
    expect(own?.['Итоговая оценка']).toBe(4);
    expect(own?.['HiPo: Лидерский потенциал']).toBeNull();
  });

  it('takes a department with its sub-departments, and English headings from Accept-Language', async () => {
    const dev = await ids.departmentOf('Разработка');
    const { res } = await exported(
      admin,
      { kind: 'forms_xlsx', period: ids.period, department: dev },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    const { sheet, rows } = await xlsxRows(res.rawPayload);
    expect(sheet).toBe('Forms');
    expect(new Set(rows.map((r) => r['Department']))).toEqual(new Set(['Разработка', 'Фронтенд']));
    expect(rows.map((r) => r['Employee'])).toContain('Ксения Егорова');
    expect(rows.find((r) => r['Employee'] === 'Сергей Петров')?.['Stage']).toBe('Feedback');
  });

  it('names the file in Cyrillic for the browser and in ASCII for the rest', async () => {
    const { job, res } = await exported(admin, { kind: 'forms_xlsx', period: ids.period });
    expect(job.filename).toBe(`Анкеты — ${ids.periodName}.xlsx`);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(job.filename)}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx";/);
  });
});

describe('the CSV of a period', () => {
  it('starts with a BOM, reads back with the same grades and no self draft', async () => {
    const { res } = await exported(admin, { kind: 'forms_csv', period: ids.period });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { separator, records } = parseCsv(res.rawPayload.toString('utf8'));
    expect(separator).toBe(';');
    const [header, ...rows] = records.map((r) => r.fields);
    const col = (name: string) => header.indexOf(name);
    const petrovRow = rows.find((r) => r[col('Сотрудник')] === 'Сергей Петров') ?? [];
    expect(petrovRow[col('Клиент в центре: самооценка')]).toBe('4');
    expect(petrovRow[col('Итоговая оценка')]).toBe('4');
    expect(petrovRow[col('Оценка после калибровки')]).toBe('5');
    const annaRow = rows.find((r) => r[col('Сотрудник')] === 'Анна Смирнова') ?? [];
    expect(annaRow[col('Клиент в центре: самооценка')]).toBe('');
    expect(annaRow[col('Договорённости')]).toContain('самооценка —');
  });
});

describe('the PDF of a review', () => {
  it('renders the Cyrillic names, grades and the history with its reasons', async () => {
    const { job, res } = await exported(admin, { kind: 'review_pdf', form_id: petrov });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(job.filename).toBe(`Сергей Петров — ${ids.periodName}.pdf`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Оценка эффективности: Сергей Петров');
    expect(text).toContain('Клиент в центре');
    expect(text).toContain('Итоговая оценка: 4');
    expect(text).toContain('Оценка после калибровки: 5');
    expect(text).toContain('Добавьте результаты по проекту «Северный поток»');
    expect(text).toContain('Оценка руководителя → Самооценка');
    expect(text).toContain('Передана от Дмитрий Иванов к Павел Орлов');
    expect(text).toContain('Потенциал (HiPo)');
  });

  it('shows the employee their own form as the form page does: no hipo, no manager grades before FEEDBACK', async () => {
    const employee = await signIn(ctx.app, 'employee');
    await shapeForm(ctx, anna, { stage: 'SELF', self: SELF_DRAFT, manager: 2, overall: 2, calibrated: 3 });
    const { res } = await exported(employee, { kind: 'review_pdf', form_id: anna }, { 'accept-language': 'en' });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Performance review: Анна Смирнова');
    expect(text).toContain(`Клиент в центре ${SELF_DRAFT}`);
    expect(text).not.toContain('HiPo');
    expect(text).not.toContain('Overall grade');
    expect(text).not.toContain('Calibrated grade');
  });

  it("puts a department's reviews in one PDF, each from a new page", async () => {
    const frontend = await ids.departmentOf('Фронтенд');
    const { job, res } = await exported(admin, { kind: 'department_pdf', period: ids.period, department: frontend });
    expect(job.total).toBe(5);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(5);
    for (const name of ['Павел Орлов', 'Ксения Егорова', 'Максим Никитин', 'Юлия Захарова', 'Артём Белов'])
      expect(text).toContain(`Оценка эффективности: ${name}`);
    expect(text).not.toContain('Сергей Петров');
  });
});
