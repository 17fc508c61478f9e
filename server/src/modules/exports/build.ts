import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentForms, assessmentPeriods, departments, formManagerGrades } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { thresholdsOf } from '../calibration/ninebox.service.ts';
import { contextOf, loadForm, type FormContext, type PeriodRow } from '../forms/context.ts';
import { formDetail } from '../forms/detail.ts';
import { intArray } from '../../db/sql.ts';
import type { JobParams } from './exports.schemas.ts';
import { fileName } from './files.ts';
import { PdfWriter } from './pdf-layout.ts';
import { writeReview } from './review.ts';
import { templateBody } from './review-template.ts';
import { skillsOfPeriod, tableChunk, valuesOfPeriod } from './rows.ts';
import {
  afterCursor,
  countInScope,
  cursorOf,
  exportOrder,
  scopeWhere,
  type Cursor,
  type ExportScope,
} from './scope.ts';
import { sheetsOf } from './sheets.ts';
import { tableColumns } from './table.ts';
import { exportTexts, type Reader } from './texts.ts';
import { csvWriter, xlsxWriter } from './writers.ts';
import { can } from '../../policy.ts';

/** How many forms a spreadsheet chunk reads at once, and how many forms of a packet one statement reads. */
export const TABLE_CHUNK = 500;
const PACKET_CHUNK = 50;

/** What a running job works with: who asked (as they are now), what for, and where its progress goes. */
export type JobContext = {
  db: Db;
  member: Member;
  params: JobParams;
  /** The company's time zone, in which a PDF writes times. */
  timeZone: string;
  now: () => Date;
  /** Records progress (and keeps the job's lease); throws once the job is to stop. */
  progress: (done: number, total: number) => Promise<void>;
};

export type Built = { file: Buffer; filename: string; contentType: string };

/** The employee may export only their own review (DESIGN section 6); anyone else what they may read. */
export function mayExportReview(member: Member, ctx: FormContext): boolean {
  return can(member, 'exports.review') || ctx.isEmployee;
}

async function periodOf(db: Db, member: Member, periodId: number): Promise<PeriodRow> {
  const period = (
    await db
      .select()
      .from(assessmentPeriods)
      .where(and(eq(assessmentPeriods.companyId, member.companyId), eq(assessmentPeriods.id, periodId)))
  ).at(0);
  if (!period) throw new NotFound();
  return period;
}

async function departmentName(db: Db, member: Member, departmentId: number | null): Promise<string | null> {
  if (departmentId === null) return null;
  const row = (
    await db
      .select({ name: departments.name })
      .from(departments)
      .where(and(eq(departments.companyId, member.companyId), eq(departments.id, departmentId)))
  ).at(0);
  if (!row) throw new NotFound();
  return row.name;
}

function scopeOf(ctx: JobContext, period: PeriodRow): ExportScope {
  return { member: ctx.member, periodId: period.id, departmentId: ctx.params.department };
}

/** Who may see hipo at all in a spreadsheet: admins and managers (an employee asks for no spreadsheet). */
const readsHipo = (member: Member) => can(member, 'hipo.read');

/**
 * The period's forms as XLSX or CSV, read and written a chunk at a time: a sheet per template version the forms
 * follow (sheets.ts), the forms on the built-in templates together with the spec's columns.
 */
export async function buildTable(ctx: JobContext, format: 'xlsx' | 'csv'): Promise<Built> {
  const { db, member, params } = ctx;
  const t = exportTexts[params.lang];
  const period = await periodOf(db, member, params.period ?? 0);
  const department = await departmentName(db, member, params.department);
  const scope = scopeOf(ctx, period);
  const [{ total, sheets }, values, hipo] = await Promise.all([
    sheetsOf(db, scope, t, params.lang, format === 'csv'),
    valuesOfPeriod(db, scope),
    readsHipo(member)
      ? Promise.all([skillsOfPeriod(db, scope), thresholdsOf(db, member.companyId)]).then(([skills, thresholds]) => ({
          skills,
          thresholds,
        }))
      : Promise.resolve(null),
  ]);
  const writer = format === 'xlsx' ? xlsxWriter() : csvWriter(params.lang);
  await ctx.progress(0, total);
  let done = 0;
  for (const sheet of sheets) {
    const template = sheet.template && { lang: params.lang, sections: sheet.template.views };
    const columns = tableColumns(t, values, hipo, template);
    writer.sheet(sheet.name, columns);
    let cursor: Cursor | null = null;
    do {
      const chunk = await tableChunk(db, scope, cursor, TABLE_CHUNK, sheet);
      writer.write(chunk.rows.map((row) => columns.map((c) => c.cell(row))));
      done += chunk.rows.length;
      await ctx.progress(done, Math.max(total, done));
      cursor = chunk.next;
    } while (cursor);
  }
  return {
    file: await writer.finish(),
    filename: fileName([t.formsFile, period.name, department], format),
    contentType:
      format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
  };
}

/** The calibrated grades of some forms, by form id. */
async function calibratedOf(db: Db, formIds: number[]): Promise<Map<number, number | null>> {
  if (!formIds.length) return new Map();
  const rows = await db
    .select({ formId: formManagerGrades.formId, grade: formManagerGrades.calibratedGrade })
    .from(formManagerGrades)
    .where(sql`${formManagerGrades.formId} = any(${intArray(formIds)})`);
  return new Map(rows.map((r) => [r.formId, r.grade]));
}

async function renderReview(
  db: Db,
  pdf: PdfWriter,
  ctx: FormContext,
  calibrated: number | null,
  reader: Reader,
  at: Date,
) {
  const detail = await formDetail(db, ctx);
  pdf.newPage();
  const t = exportTexts[reader.lang];
  const template = detail.template;
  const body = template && template.built_in === null ? templateBody(pdf, template, t, reader.lang) : null;
  writeReview(pdf, detail, detail.manager_grades ? calibrated : null, t, reader, at.toISOString(), body);
  return detail;
}

const readerOf = (ctx: JobContext): Reader => ({ lang: ctx.params.lang, timeZone: ctx.timeZone });

/** One review as a PDF, as its reader sees it on the form page. */
export async function buildReview(ctx: JobContext): Promise<Built> {
  const { db, member, params } = ctx;
  const form = await loadForm(db, member, params.form_id ?? 0);
  if (!mayExportReview(member, form)) throw new NotFound();
  await ctx.progress(0, 1);
  const t = exportTexts[params.lang];
  const pdf = new PdfWriter({ title: t.review.title, lang: params.lang });
  const calibrated = await calibratedOf(db, [form.form.id]);
  const detail = await renderReview(db, pdf, form, calibrated.get(form.form.id) ?? null, readerOf(ctx), ctx.now());
  const file = await pdf.finish();
  await ctx.progress(1, 1);
  return {
    file,
    filename: fileName([detail.employee.full_name, detail.period.name], 'pdf'),
    contentType: 'application/pdf',
  };
}

/** A department's reviews (with its sub-departments) in one PDF, each from a new page, each as its reader may see it. */
export async function buildPacket(ctx: JobContext): Promise<Built> {
  const { db, member, params } = ctx;
  const t = exportTexts[params.lang];
  const period = await periodOf(db, member, params.period ?? 0);
  const department = await departmentName(db, member, params.department);
  const scope = scopeOf(ctx, period);
  const total = await countInScope(db, scope);
  await ctx.progress(0, total);
  const pdf = new PdfWriter({ title: `${t.packetFile}: ${department ?? ''}`, lang: params.lang });
  let cursor: Cursor | null = null;
  let done = 0;
  for (;;) {
    const forms = await db
      .select({
        form: assessmentForms,
        id: assessmentForms.id,
        last: assessmentForms.employeeLastName,
        first: assessmentForms.employeeFirstName,
      })
      .from(assessmentForms)
      .where(and(scopeWhere(scope), afterCursor(cursor)))
      .orderBy(...exportOrder)
      .limit(PACKET_CHUNK);
    const calibrated = await calibratedOf(
      db,
      forms.map((f) => f.id),
    );
    for (const row of forms) {
      const form = contextOf(member, row.form, period);
      await renderReview(db, pdf, form, calibrated.get(row.id) ?? null, readerOf(ctx), ctx.now());
      done += 1;
      await ctx.progress(done, Math.max(total, done));
    }
    const last = forms.at(-1);
    if (!last || forms.length < PACKET_CHUNK) break;
    cursor = cursorOf(last);
  }
  if (done === 0) {
    pdf.title(`${t.packetFile}: ${department ?? ''}`);
    pdf.note(t.review.none);
  }
  return {
    file: await pdf.finish(),
    filename: fileName([t.packetFile, department, period.name], 'pdf'),
    contentType: 'application/pdf',
  };
}
