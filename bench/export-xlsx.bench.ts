/**
 * The XLSX export of a period's forms (10,000 by default): the time from the request to the finished file,
 * the peak heap while it is built (process.memoryUsage().heapUsed sampled every 5 ms, the whole process's
 * heap, database driver and app included; and the resident set), the SQL statements it ran, and the file's
 * size; then the same for CSV. Targets: under 10 s and under 200 MB of heap for the XLSX.
 * Run: DATABASE_URL=postgres://... node --expose-gc --import tsx bench/export-xlsx.bench.ts
 *      (BENCH_FORMS=... for another size; without DATABASE_URL it runs on PGlite)
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import type { ExportJobOut } from '../server/src/modules/exports/exports.schemas.ts';
import { syntheticCompany } from './synthetic.ts';
import { freshDatabaseUrl } from './util.ts';

const size = Number(process.env.BENCH_FORMS ?? 10_000);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret' });
const url = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
const database = await openDatabase({ url: url?.url });
await database.migrate();
const { db } = database;
const { companyId, periodId, adminEmail } = await syntheticCompany(db, size, { forms: true });

// Every grade an export writes: manager grades from MANAGER on, overall and calibrated grades, and hipo
// decisions on three skills (the synthetic forms become standard ones).
await db.execute(sql`update form_value_items i set manager_grade = 1 + (i.id % 5)
  from assessment_forms f where f.id = i.form_id and f.company_id = ${companyId} and f.stage <> 'SELF'`);
await db.execute(sql`update assessment_forms set type = 'STND' where company_id = ${companyId}`);
await db.execute(sql`insert into form_manager_grades (company_id, form_id, overall_grade, calibrated_grade)
  select ${companyId}, f.id, case when f.stage in ('FEEDBACK', 'COMPLETE') then 1 + f.id % 5 end,
    case when f.stage = 'COMPLETE' then 1 + (f.id + 1) % 5 end
  from assessment_forms f where f.company_id = ${companyId}`);
await db.execute(
  sql`insert into hipo_skills (company_id, name, "order") select ${companyId}, 'Навык ' || g, g from generate_series(1, 3) g`,
);
await db.execute(sql`insert into form_hipo_items (company_id, form_id, hipo_skill_id, decision)
  select ${companyId}, f.id, h.id, case when f.stage in ('FEEDBACK', 'COMPLETE')
    then (case when (f.id + h.id) % 3 = 0 then 'IS_HIPO' else 'IS_NOT_HIPO' end)::hipo_decision end
  from assessment_forms f cross join hipo_skills h where f.company_id = ${companyId} and h.company_id = ${companyId}`);
await db.execute(sql`analyze`);

const app = await buildApp({ db, config, logger: false });
await app.ready();
const [admin] = await db.select().from(users).where(eq(users.email, adminEmail));
const token = randomBytes(16).toString('hex');
await new SessionStore(db, config).createWithToken(token, admin.id);
const base = `/api/companies/companies/${companyId}/performance_review/exports/`;
const headers = { cookie: `sessionid=${token}; csrftoken=bench`, 'x-csrftoken': 'bench' };

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

async function measure(kind: 'forms_xlsx' | 'forms_csv') {
  gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 5);
  const statements = database.counter.count;
  const t0 = performance.now();
  const started = await app.inject({ method: 'POST', url: base, headers, payload: { kind, period: periodId } });
  if (started.statusCode !== 202) throw new Error(`${started.statusCode} ${started.body}`);
  const { id } = started.json<ExportJobOut>();
  let job: ExportJobOut;
  for (;;) {
    job = (await app.inject({ method: 'GET', url: `${base}${id}/`, headers })).json<ExportJobOut>();
    if (job.status === 'done' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  if (job.status !== 'done') throw new Error(`export ${job.status}: ${String(job.error)}`);
  const file = await app.inject({ method: 'GET', url: `${base}${id}/download/`, headers });
  return {
    kind,
    rows: job.total,
    seconds,
    peakHeapMb: peak / MB,
    heapGrowthMb: (peak - before) / MB,
    peakRssMb: peakRss / MB,
    statements: database.counter.count - statements,
    fileMb: file.rawPayload.length / MB,
  };
}

const results = [await measure('forms_xlsx'), await measure('forms_csv')];
console.log(`database: ${database.kind}, forms: ${size}`);
console.log(
  'kind       |  rows | seconds | peak heap MB | heap growth MB | peak RSS MB | statements (polls too) | file MB',
);
for (const r of results)
  console.log(
    `${r.kind.padEnd(10)} | ${String(r.rows).padStart(5)} | ${r.seconds.toFixed(2).padStart(7)} | ${r.peakHeapMb
      .toFixed(1)
      .padStart(
        12,
      )} | ${r.heapGrowthMb.toFixed(1).padStart(14)} | ${r.peakRssMb.toFixed(0).padStart(11)} | ${String(r.statements).padStart(22)} | ${r.fileMb
      .toFixed(2)
      .padStart(7)}`,
  );
const xlsx = results[0];
console.log(
  `target (XLSX under 10 s and 200 MB of heap): ${xlsx.seconds < 10 && xlsx.peakHeapMb < 200 ? 'met' : 'MISSED'}`,
);
await app.close();
await database.close();
await url?.drop();
