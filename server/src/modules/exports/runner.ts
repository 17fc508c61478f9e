import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { setImmediate } from 'node:timers/promises';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { exportJobs } from '../../db/schema/index.ts';
import { loadMember } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { buildPacket, buildReview, buildTable, type Built, type JobContext } from './build.ts';
import { companyZone } from '../timezones/zones.ts';
import { jobParams, type ExportError } from './exports.schemas.ts';

export type JobRow = typeof exportJobs.$inferSelect;

/**
 * While a job runs, `expires_at` is its lease: the runner moves it on with every chunk and every
 * heartbeat. A running job whose lease has lapsed lost its process (a crash, a kill) and counts as failed:
 * every runner looks for such jobs every `CHECK_MS` (and at start), so one is marked within
 * `LEASE_MS + CHECK_MS` of its process's death, under a minute. Once done or failed, `expires_at` is when
 * the file is deleted.
 */
export const LEASE_MS = 30_000;
const HEARTBEAT_MS = 10_000;
export const CHECK_MS = 15_000;
/** How long a finished file stays downloadable. */
export const KEEP_MS = 7 * 24 * 3_600_000;
/** Jobs one server process builds at once; the others wait queued (for any process). */
const CONCURRENCY = 2;
/** How long a closing server waits for its jobs to notice they are stopped. */
const STOP_WAIT_MS = 5_000;

export type RunnerDeps = { db: Db; clock: Clock; log: FastifyBaseLogger };

class Stopped extends Error {
  constructor() {
    super('the export was stopped with its server');
  }
}

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

function builderOf(kind: JobRow['kind']): (ctx: JobContext) => Promise<Built> {
  switch (kind) {
    case 'forms_xlsx':
      return (ctx) => buildTable(ctx, 'xlsx');
    case 'forms_csv':
      return (ctx) => buildTable(ctx, 'csv');
    case 'review_pdf':
      return buildReview;
    case 'department_pdf':
      return buildPacket;
  }
}

/**
 * Builds export jobs inside the server process. A request queues a job and kicks the runner; the runner
 * claims queued jobs (FOR UPDATE SKIP LOCKED, so with several processes each job is built once) up to its
 * concurrency, and claims again whenever one ends. Progress, the file and any failure go to the job's row,
 * so whichever process answers the next poll reports them.
 */
export class ExportRunner {
  private readonly active = new Map<string, AbortController>();
  private readonly tasks = new Set<Promise<void>>();
  private claiming = false;
  private again = false;
  private stopped = false;
  private watch: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: RunnerDeps,
    private readonly concurrency = CONCURRENCY,
  ) {}

  /** Takes queued jobs while a slot is free; returns at once. */
  kick(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = true;
    void this.fill();
  }

  /**
   * On start, then every `CHECK_MS`: jobs whose process died are marked failed, old files deleted, queued
   * jobs taken (their request's process may have died before building them).
   */
  async recover(): Promise<void> {
    if (!this.watch && !this.stopped) {
      this.watch = setInterval(() => void this.check(), CHECK_MS);
      this.watch.unref();
    }
    await this.check();
  }

  /** One look for lapsed leases and queued jobs now, by the clock. */
  async check(): Promise<void> {
    if (this.stopped) return;
    // The server starts even when the database is away (readiness then says so); the next check retries.
    try {
      await this.sweep();
    } catch (err) {
      this.deps.log.error({ err }, 'export runner could not check for interrupted jobs');
      return;
    }
    this.kick();
  }

  /** On close: the jobs of this process stop and are marked interrupted, so nobody waits on them. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.watch) clearInterval(this.watch);
    const ids = [...this.active.keys()];
    for (const abort of this.active.values()) abort.abort();
    if (ids.length) await this.fail(ids, 'export_interrupted');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.tasks]),
      new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  private async fill(): Promise<void> {
    do {
      try {
        await this.sweep();
        while (!this.stopped && this.active.size < this.concurrency) {
          const job = await this.claim();
          if (!job) break;
          if (this.closing()) {
            // Claimed while the server was closing: back in the queue for the next process.
            await this.deps.db
              .update(exportJobs)
              .set({ status: 'queued', expiresAt: null })
              .where(and(eq(exportJobs.id, job.id), eq(exportJobs.status, 'running')));
            break;
          }
          this.start(job);
        }
      } catch (err) {
        this.deps.log.error({ err }, 'export runner could not claim jobs');
      }
    } while (this.takeAgain() && !this.stopped);
    this.claiming = false;
  }

  /** Read through a call: `stop()` sets it while a round awaits the database. */
  private closing(): boolean {
    return this.stopped;
  }

  /** Whether someone kicked while this round was claiming (then it claims once more). */
  private takeAgain(): boolean {
    const again = this.again;
    this.again = false;
    return again;
  }

  private async claim(): Promise<JobRow | undefined> {
    const now = this.deps.clock.now();
    const [job] = await this.deps.db
      .update(exportJobs)
      .set({ status: 'running', expiresAt: later(now, LEASE_MS) })
      .where(
        eq(
          exportJobs.id,
          sql`(select j.id from ${exportJobs} j where j.status = 'queued' order by j.created_at, j.id limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return job;
  }

  /** Lapsed leases become failures; files past their time go. */
  private async sweep(): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db
      .update(exportJobs)
      .set({ status: 'failed', error: 'export_interrupted', finishedAt: now, expiresAt: later(now, KEEP_MS) })
      .where(and(eq(exportJobs.status, 'running'), lt(exportJobs.expiresAt, now)));
    await this.deps.db
      .delete(exportJobs)
      .where(and(inArray(exportJobs.status, ['done', 'failed']), lt(exportJobs.expiresAt, now)));
  }

  private start(job: JobRow): void {
    const abort = new AbortController();
    this.active.set(job.id, abort);
    const task = this.run(job, abort.signal).finally(() => {
      this.active.delete(job.id);
      this.tasks.delete(task);
      this.kick();
    });
    this.tasks.add(task);
  }

  private async run(job: JobRow, signal: AbortSignal): Promise<void> {
    const { db, clock, log } = this.deps;
    const running = and(eq(exportJobs.id, job.id), eq(exportJobs.status, 'running'));
    const heartbeat = setInterval(() => {
      void db
        .update(exportJobs)
        .set({ expiresAt: later(clock.now(), LEASE_MS) })
        .where(running)
        .catch((err: unknown) => log.warn({ err, job: job.id }, 'export lease not renewed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const member = await loadMember(db, job.userId, job.companyId);
      if (!member) throw new NotFound();
      const ctx: JobContext = {
        db,
        member,
        params: jobParams.parse(job.params),
        timeZone: await companyZone(db, job.companyId),
        now: () => clock.now(),
        progress: async (done, total) => {
          // A turn of the event loop between chunks: with the embedded database every query resolves
          // without one, and a long export would hold every other request until it ended.
          await setImmediate();
          if (signal.aborted) throw new Stopped();
          await db
            .update(exportJobs)
            .set({ done, total, expiresAt: later(clock.now(), LEASE_MS) })
            .where(running);
        },
      };
      const built = await builderOf(job.kind)(ctx);
      if (signal.aborted) throw new Stopped();
      const now = clock.now();
      await db
        .update(exportJobs)
        .set({
          status: 'done',
          done: sql`greatest(${exportJobs.done}, ${exportJobs.total})`,
          file: built.file,
          filename: built.filename,
          contentType: built.contentType,
          finishedAt: now,
          expiresAt: later(now, KEEP_MS),
        })
        .where(running);
    } catch (err) {
      const interrupted = err instanceof Stopped;
      if (!interrupted) log.error({ err, job: job.id, kind: job.kind }, 'export failed');
      await this.fail([job.id], interrupted ? 'export_interrupted' : 'export_failed').catch((e: unknown) =>
        log.error({ err: e, job: job.id }, 'export failure not recorded'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async fail(ids: string[], error: ExportError): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db
      .update(exportJobs)
      .set({ status: 'failed', error, finishedAt: now, expiresAt: later(now, KEEP_MS) })
      .where(and(inArray(exportJobs.id, ids), eq(exportJobs.status, 'running')));
  }
}
