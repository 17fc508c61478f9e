import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import * as s from '../../server/src/db/schema/index.ts';
import type { ExportCreateRequest, ExportJobOut } from '../../server/src/modules/exports/exports.schemas.ts';
import type { Client, TestContext } from './helpers.ts';

export const EXPORTS = '/api/companies/companies/1/performance_review/exports/';

/** Asks for an export and checks the 202. */
export async function start(
  client: Client,
  body: ExportCreateRequest,
  headers: Record<string, string> = {},
): Promise<ExportJobOut> {
  const res = await client.request('POST', EXPORTS, body, headers);
  if (res.statusCode !== 202) throw new Error(`export not started: ${res.statusCode} ${res.body}`);
  return res.json<ExportJobOut>();
}

/** Polls a job until it is done or failed. */
export async function finished(client: Client, id: string, base = EXPORTS): Promise<ExportJobOut> {
  for (let i = 0; i < 400; i += 1) {
    const res = await client.get(`${base}${id}/`);
    const job = res.json<ExportJobOut>();
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${id} did not finish`);
}

/** Starts an export, waits for it and downloads the file. */
export async function exported(
  client: Client,
  body: ExportCreateRequest,
  headers: Record<string, string> = {},
): Promise<{ job: ExportJobOut; res: LightMyRequestResponse }> {
  const { id } = await start(client, body, headers);
  const job = await finished(client, id);
  if (job.status !== 'done') throw new Error(`export ${id} ${job.status}: ${String(job.error)}`);
  return { job, res: await client.get(`${EXPORTS}${id}/download/`) };
}

export async function pdfText(file: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(file));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

/** The first sheet of an XLSX as rows of cell values, keyed by the header row's texts. */
export async function xlsxRows(
  file: Buffer,
): Promise<{ sheet: string; header: string[]; rows: Record<string, unknown>[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(file).buffer);
  const sheet = book.worksheets[0];
  const header: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => (header[col - 1] = cell.text));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const record: Record<string, unknown> = {};
    header.forEach((name, i) => {
      const value = row.getCell(i + 1).value;
      record[name] = value ?? null;
    });
    rows.push(record);
  });
  return { sheet: sheet.name, header, rows };
}

/** Ids of the demo company's things the tests look at. */
export async function demoIds(ctx: TestContext) {
  const db = ctx.database.db;
  const [period] = await db
    .select({ id: s.assessmentPeriods.id, name: s.assessmentPeriods.name })
    .from(s.assessmentPeriods)
    .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.status, 'active')));
  const formOf = async (email: string) => {
    const [row] = await db
      .select({ id: s.assessmentForms.id })
      .from(s.assessmentForms)
      .innerJoin(s.employeeInPositions, eq(s.employeeInPositions.id, s.assessmentForms.employeeId))
      .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
      .where(and(eq(s.users.email, email), eq(s.assessmentForms.periodId, period.id)));
    return row.id;
  };
  const departmentOf = async (name: string) => {
    const [row] = await db
      .select({ id: s.departments.id })
      .from(s.departments)
      .where(and(eq(s.departments.companyId, 1), eq(s.departments.name, name)));
    return row.id;
  };
  return {
    period: period.id,
    periodName: period.name,
    formOf,
    departmentOf,
  };
}

/** Sets a form's stage and every value's grades, its overall and calibrated grades and hipo decisions. */
export async function shapeForm(
  ctx: TestContext,
  formId: number,
  f: {
    stage: s.Stage;
    self: number | null;
    manager: number | null;
    overall: number | null;
    calibrated?: number | null;
    hipo?: 'IS_HIPO' | 'IS_NOT_HIPO' | null;
  },
): Promise<void> {
  const db = ctx.database.db;
  await db.update(s.assessmentForms).set({ stage: f.stage }).where(eq(s.assessmentForms.id, formId));
  await db
    .update(s.formValueItems)
    .set({ selfGrade: f.self, managerGrade: f.manager })
    .where(eq(s.formValueItems.formId, formId));
  await db
    .update(s.formManagerGrades)
    .set({ overallGrade: f.overall, calibratedGrade: f.calibrated ?? null })
    .where(eq(s.formManagerGrades.formId, formId));
  if (f.hipo !== undefined)
    await db.update(s.formHipoItems).set({ decision: f.hipo }).where(eq(s.formHipoItems.formId, formId));
}
