import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PEOPLE } from '../../server/src/db/seed-data.ts';
import type { ExportJobList, ExportJobOut } from '../../server/src/modules/exports/exports.schemas.ts';
import { CHECK_MS, ExportRunner, LEASE_MS } from '../../server/src/modules/exports/runner.ts';
import { codesOf } from './forms-fixtures.ts';
import { demoIds, EXPORTS, exported, finished, pdfText, start, xlsxRows } from './exports-fixtures.ts';
import { Client, signIn, signInAs, useApp } from './helpers.ts';

const ctx = useApp();
let admin: Client;
let manager: Client;
let employee: Client;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  employee = await signIn(ctx.app, 'employee');
  ids = await demoIds(ctx);
});

const userId = async (email: string) =>
  (await ctx.database.db.select().from(s.users).where(eq(s.users.email, email)))[0].id;

/** A job row as another process would have left it. */
async function leftJob(status: 'queued' | 'running', expiresAt: Date | null, params: Record<string, unknown> = {}) {
  const id = randomUUID();
  await ctx.database.db.insert(s.exportJobs).values({
    id,
    companyId: 1,
    userId: await userId(DEMO_LOGINS.admin),
    kind: 'forms_csv',
    params: { period: ids.period, lang: 'ru', ...params },
    status,
    expiresAt,
  });
  return id;
}

describe('asking for an export', () => {
  it('is a 400 naming the field a kind needs, an unknown kind or a wrong type', async () => {
    const cases: [unknown, string, string][] = [
      [{ kind: 'forms_xlsx' }, 'period', 'required'],
      [{ kind: 'department_pdf', period: ids.period }, 'department', 'required'],
      [{ kind: 'review_pdf', period: ids.period }, 'form_id', 'required'],
      [{ kind: 'forms_pdf', period: ids.period }, 'kind', 'invalid_choice'],
      [{ kind: 'forms_csv', period: 'весна' }, 'period', 'invalid_type'],
      [{ kind: 'forms_csv', period: ids.period, extra: 1 }, 'non_field_errors', 'unknown_field'],
    ];
    for (const [body, field, code] of cases) {
      const res = await admin.post(EXPORTS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codesOf(res)[field].map((c) => c.code)).toContain(code);
    }
  });

  it('answers 202 with the job, whose progress reaches its total', async () => {
    const res = await admin.post(EXPORTS, { kind: 'forms_xlsx', period: ids.period });
    expect(res.statusCode).toBe(202);
    const job = res.json<ExportJobOut>();
    expect(job).toMatchObject({ kind: 'forms_xlsx', params: { period: ids.period, lang: 'ru' }, error: null });
    expect(['queued', 'running', 'done']).toContain(job.status);
    const done = await finished(admin, job.id);
    const [{ n }] = await ctx.database.db
      .select({ n: count() })
      .from(s.assessmentForms)
      .where(eq(s.assessmentForms.periodId, ids.period));
    expect(done).toMatchObject({ status: 'done', done: n, total: n, error: null });
    expect(done.download_url).toBe(`${EXPORTS}${job.id}/download/`);
    expect(done.finished_at).not.toBeNull();
    const list = (await admin.get(EXPORTS)).json<ExportJobList>();
    expect(list.results.map((j) => j.id)).toContain(job.id);
  });
});

describe('who may export what', () => {
  it('gives an employee only the PDF of their own review', async () => {
    const own = await ids.formOf(DEMO_LOGINS.employee);
    const other = await ids.formOf('petrov@demo.example');
    expect((await employee.post(EXPORTS, { kind: 'forms_xlsx', period: ids.period })).statusCode).toBe(403);
    expect((await employee.post(EXPORTS, { kind: 'forms_csv', period: ids.period })).statusCode).toBe(403);
    const dev = await ids.departmentOf('Разработка');
    const packet = await employee.post(EXPORTS, { kind: 'department_pdf', period: ids.period, department: dev });
    expect(packet.statusCode).toBe(403);
    expect((await employee.post(EXPORTS, { kind: 'review_pdf', form_id: other })).statusCode).toBe(404);
    const { job } = await exported(employee, { kind: 'review_pdf', form_id: own });
    expect(job.status).toBe('done');
  });

  it('gives a manager the forms of the people they oversee, not their own nor anyone else', async () => {
    const { res } = await exported(manager, { kind: 'forms_xlsx', period: ids.period });
    const { header, rows } = await xlsxRows(res.rawPayload);
    const overseen = DEMO_PEOPLE.filter(
      (p) => (p.department === 'dev' || p.department === 'frontend') && p.key !== 'manager',
    ).map((p) => `${p.first} ${p.last}`);
    expect(rows.map((r) => r['Сотрудник']).sort()).toEqual(overseen.sort());
    expect(header).toContain('HiPo: Лидерский потенциал');
    const sales = await ids.formOf('romanov@demo.example');
    expect((await manager.post(EXPORTS, { kind: 'review_pdf', form_id: sales })).statusCode).toBe(404);
  });

  it("leaves out of a manager's department packet the people they do not oversee", async () => {
    const sales = await ids.departmentOf('Продажи');
    const { job, res } = await exported(manager, { kind: 'department_pdf', period: ids.period, department: sales });
    expect(job.total).toBe(0);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Нет записей');
    expect(text).not.toContain('Романов');
  });

  it("keeps each person's jobs to them: another's job is a 404, and lists show only one's own", async () => {
    const { id } = await start(admin, { kind: 'forms_csv', period: ids.period });
    await finished(admin, id);
    expect((await manager.get(`${EXPORTS}${id}/`)).statusCode).toBe(404);
    expect((await manager.get(`${EXPORTS}${id}/download/`)).statusCode).toBe(404);
    const list = (await manager.get(EXPORTS)).json<ExportJobList>();
    expect(list.results.map((j) => j.id)).not.toContain(id);
  });

  it("answers another company's admin 404 for this company's exports, periods and jobs", async () => {
    const other = await signInAs(ctx, 'director@veter.example');
    const { id } = await start(admin, { kind: 'forms_csv', period: ids.period });
    expect((await other.post(EXPORTS, { kind: 'forms_csv', period: ids.period })).statusCode).toBe(404);
    expect((await other.get(`${EXPORTS}${id}/`)).statusCode).toBe(404);
    const [second] = await ctx.database.db.select().from(s.companies).where(eq(s.companies.name, 'Северный Ветер'));
    const theirs = `/api/companies/companies/${second.id}/performance_review/exports/`;
    expect((await other.post(theirs, { kind: 'forms_csv', period: ids.period })).statusCode).toBe(404);
    expect((await other.get(`${theirs}${id}/`)).statusCode).toBe(404);
    const [foreign] = await ctx.database.db.select().from(s.departments).where(eq(s.departments.companyId, second.id));
    const withForeign = { kind: 'forms_csv', period: ids.period, department: foreign.id } as const;
    expect((await admin.post(EXPORTS, withForeign)).statusCode).toBe(404);
  });
});

describe('a job in progress', () => {
  it('is a 409 to download until done, and reads as interrupted once its lease lapses', async () => {
    const id = await leftJob('running', new Date(Date.now() + 60_000));
    const early = await admin.get(`${EXPORTS}${id}/download/`);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('export_not_ready');
    expect((await admin.get(`${EXPORTS}${id}/`)).json<ExportJobOut>().status).toBe('running');
    await ctx.database.db
      .update(s.exportJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.exportJobs.id, id));
    const lapsed = (await admin.get(`${EXPORTS}${id}/`)).json<ExportJobOut>();
    expect(lapsed).toMatchObject({ status: 'failed', error: 'export_interrupted' });
    const late = await admin.get(`${EXPORTS}${id}/download/`);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe('export_failed');
  });

  it('that cannot be built fails with a code, not a hang', async () => {
    const id = await leftJob('queued', null, { period: 999_999 });
    const job = await finished(admin, id);
    expect(job).toMatchObject({ status: 'failed', error: 'export_failed' });
  });

  it('left running by a stopped server is marked failed on restart, and one left queued is built', async () => {
    const lost = await leftJob('running', new Date(Date.now() - 1000));
    const waiting = await leftJob('queued', null);
    const restarted = await buildApp({ db: ctx.database.db, config: ctx.config, logger: false });
    await restarted.ready();
    try {
      const [row] = await ctx.database.db.select().from(s.exportJobs).where(eq(s.exportJobs.id, lost));
      expect(row).toMatchObject({ status: 'failed', error: 'export_interrupted' });
      const client = await signIn(restarted, 'admin');
      expect(await finished(client, waiting)).toMatchObject({ status: 'done' });
    } finally {
      await restarted.close();
    }
  });

  it('is not left running by a server that closes: interrupted, or back in the queue', async () => {
    const closing = await buildApp({ db: ctx.database.db, config: ctx.config, logger: false });
    await closing.ready();
    const client = await signIn(closing, 'admin');
    const board = await ids.departmentOf('Руководство');
    const { id } = await start(client, { kind: 'department_pdf', period: ids.period, department: board });
    await closing.close();
    const [row] = await ctx.database.db.select().from(s.exportJobs).where(eq(s.exportJobs.id, id));
    expect(['failed', 'queued']).toContain(row.status);
    if (row.status === 'failed') expect(row.error).toBe('export_interrupted');
    else expect(await finished(admin, id)).toMatchObject({ status: 'done' });
  });
});

describe('a job whose process died', () => {
  it('is marked interrupted by any runner once its lease runs out, within a minute, and not before', async () => {
    // Claimed by a process that was then killed: its lease is never renewed. Far ahead of the real clock, so
    // that only this runner judges it.
    const clock = new ManualClock('2031-01-01T00:00:00Z');
    const id = await leftJob('running', new Date(clock.now().getTime() + LEASE_MS));
    const rowOf = async () => (await ctx.database.db.select().from(s.exportJobs).where(eq(s.exportJobs.id, id)))[0];
    // The runner's own timer, moved by hand: its check every CHECK_MS.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runner = new ExportRunner({ db: ctx.database.db, clock, log: ctx.app.log });
    try {
      await runner.recover();
      clock.advanceMs(LEASE_MS - 1000);
      await runner.check();
      expect(await rowOf()).toMatchObject({ status: 'running' });
      clock.advanceMs(CHECK_MS);
      vi.advanceTimersByTime(CHECK_MS);
      await vi.waitFor(async () => expect((await rowOf()).status).toBe('failed'), { timeout: 10_000 });
      expect(await rowOf()).toMatchObject({ error: 'export_interrupted' });
    } finally {
      await runner.stop();
      vi.useRealTimers();
    }
    // Checked every CHECK_MS: a job is marked at most this long after its last renewal.
    expect(LEASE_MS + CHECK_MS).toBeLessThanOrEqual(60_000);
  });
});
