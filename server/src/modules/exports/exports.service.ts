import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../../../contract/errors/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { assessmentPeriods, departments, exportJobs } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts';
import { loadForm } from '../forms/context.ts';
import { mayExportReview } from './build.ts';
import {
  EXPORT_ERRORS,
  jobParams,
  type ExportCreateBody,
  type ExportError,
  type ExportJobOut,
  type ExportListQuery,
} from './exports.schemas.ts';
import type { ExportRunner, JobRow } from './runner.ts';
import { assertCan } from '../../policy.ts';
import { pathOf } from '../../../../contract/routes.ts';
import type { Caller } from '../../http/caller.ts';
import { recordAudit } from '../../audit/record.ts';

export type ExportDeps = { db: Db; clock: Clock; runner: ExportRunner };

/** A job's row without its file: lists and polls never read the bytes. */
const jobColumns = {
  id: exportJobs.id,
  companyId: exportJobs.companyId,
  kind: exportJobs.kind,
  params: exportJobs.params,
  status: exportJobs.status,
  done: exportJobs.done,
  total: exportJobs.total,
  filename: exportJobs.filename,
  error: exportJobs.error,
  createdAt: exportJobs.createdAt,
  finishedAt: exportJobs.finishedAt,
  expiresAt: exportJobs.expiresAt,
};
type JobView = Pick<JobRow, keyof typeof jobColumns>;

const isExportError = (code: string): code is ExportError => (EXPORT_ERRORS as readonly string[]).includes(code);

/** A running job whose lease lapsed lost its process: it reads as failed at once (the runner records it). */
export function jobOut(job: JobView, now: Date): ExportJobOut {
  const lapsed = job.status === 'running' && job.expiresAt !== null && job.expiresAt < now;
  const status = lapsed ? 'failed' : job.status;
  const finished = status === 'done' || status === 'failed';
  const error = lapsed ? 'export_interrupted' : job.error;
  return {
    id: job.id,
    kind: job.kind,
    status,
    done: job.done,
    total: job.total,
    params: jobParams.parse(job.params),
    filename: job.filename,
    error: status === 'failed' ? (isExportError(error) ? error : 'export_failed') : null,
    download_url:
      status === 'done' ? `/api${pathOf('exports.download', { companyId: job.companyId, id: job.id })}` : null,
    created_at: job.createdAt.toISOString(),
    finished_at: lapsed ? now.toISOString() : (job.finishedAt?.toISOString() ?? null),
    expires_at: finished && job.expiresAt ? job.expiresAt.toISOString() : null,
  };
}

/** The caller's own jobs in the company whose file is not gone yet. */
const ownJobs = (caller: Caller, now: Date) =>
  and(
    eq(exportJobs.companyId, caller.member.companyId),
    eq(exportJobs.userId, caller.userId),
    or(isNull(exportJobs.expiresAt), gt(exportJobs.expiresAt, now), eq(exportJobs.status, 'running')),
  );

/**
 * Checks that the caller may have this export now (a 404 for anything outside their company or reach, a 403
 * for a kind their role has not), then queues it; the runner builds it with the rights the caller has then.
 */
export async function createExport(
  deps: ExportDeps,
  caller: Caller,
  body: ExportCreateBody,
  lang: Lang,
): Promise<ExportJobOut> {
  const { db } = deps;
  const { member } = caller;
  if (body.kind === 'review_pdf') {
    const ctx = await loadForm(db, member, body.form_id ?? 0);
    if (!mayExportReview(member, ctx)) throw new Forbidden('export_own_review_only');
  } else {
    assertCan(member, 'exports.period');
    await assertInCompany(db, member, body.period ?? 0, body.department ?? null);
  }
  const params = jobParams.parse({
    period: body.kind === 'review_pdf' ? null : body.period,
    department: body.kind === 'review_pdf' ? null : body.department,
    form_id: body.kind === 'review_pdf' ? body.form_id : null,
    lang,
  });
  const id = randomUUID();
  const [job] = await db
    .insert(exportJobs)
    .values({
      id,
      companyId: member.companyId,
      userId: caller.userId,
      kind: body.kind,
      params,
      createdAt: deps.clock.now(),
    })
    .returning(jobColumns);
  await recordAudit(db, {
    companyId: member.companyId,
    userId: caller.userId,
    action: 'export.requested',
    targetType: 'export_job',
    data: {
      id,
      kind: body.kind,
      ...params,
      ...(caller.impersonatorId === null ? {} : { impersonator_id: caller.impersonatorId }),
    },
  });
  deps.runner.kick();
  return jobOut(job, deps.clock.now());
}

async function assertInCompany(db: Db, member: Member, periodId: number, departmentId: number | null) {
  const period = (
    await db
      .select({ id: assessmentPeriods.id })
      .from(assessmentPeriods)
      .where(and(eq(assessmentPeriods.companyId, member.companyId), eq(assessmentPeriods.id, periodId)))
  ).at(0);
  if (!period) throw new NotFound();
  if (departmentId === null) return;
  const department = (
    await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.companyId, member.companyId), eq(departments.id, departmentId)))
  ).at(0);
  if (!department) throw new NotFound();
}

/** One of the caller's jobs; anyone else's, or another company's, is a 404. */
export async function getExport(deps: ExportDeps, caller: Caller, id: string): Promise<ExportJobOut> {
  const now = deps.clock.now();
  const job = (
    await deps.db
      .select(jobColumns)
      .from(exportJobs)
      .where(and(eq(exportJobs.id, id), ownJobs(caller, now)))
  ).at(0);
  if (!job) throw new NotFound();
  // A job still queued may have lost the process that took the request: any process polled builds it.
  if (job.status === 'queued') deps.runner.kick();
  return jobOut(job, now);
}

export async function listExports(
  deps: ExportDeps,
  caller: Caller,
  query: ExportListQuery,
): Promise<{ rows: ExportJobOut[]; total: number }> {
  const now = deps.clock.now();
  const where = ownJobs(caller, now);
  const [rows, [{ n }]] = await Promise.all([
    deps.db
      .select(jobColumns)
      .from(exportJobs)
      .where(where)
      .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    deps.db.select({ n: count() }).from(exportJobs).where(where),
  ]);
  return { rows: rows.map((job) => jobOut(job, now)), total: n };
}

/** The finished file; a job not done yet (or failed) is a 409 with its state. */
export async function exportFile(
  deps: ExportDeps,
  caller: Caller,
  id: string,
): Promise<{ file: Buffer; filename: string; contentType: string }> {
  const now = deps.clock.now();
  const job = (
    await deps.db
      .select({ ...jobColumns, file: exportJobs.file, contentType: exportJobs.contentType })
      .from(exportJobs)
      .where(and(eq(exportJobs.id, id), ownJobs(caller, now)))
  ).at(0);
  if (!job) throw new NotFound();
  const out = jobOut(job, now);
  if (out.status === 'failed') throw new Conflict('export_failed', {}, { job: out });
  if (out.status !== 'done' || !job.file) throw new Conflict('export_not_ready', {}, { job: out });
  return { file: job.file, filename: job.filename, contentType: job.contentType };
}
