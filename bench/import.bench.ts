/**
 * The people import with 5,000 lines: a dry run and the apply over HTTP (JSON parse, plan, SQL, report),
 * then the same file again (everything unchanged), with the SQL statements each request ran.
 * Run: node --import tsx bench/import.bench.ts   (DATABASE_URL=... to run on PostgreSQL; BENCH_ROWS=n)
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { employeeInPositions, users } from '../server/src/db/schema/index.ts';
import { seedDemo } from '../server/src/db/seed.ts';
import { freshDatabaseUrl } from './util.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret' });
const target = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
const database = await openDatabase({ url: target?.url });
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({ db: database.db, config, logger: false });

/** A company-shaped file: 50 departments two levels deep, one manager per ten people, Cyrillic names. */
function csv(rows: number): string {
  const lines = ['email,first_name,last_name,department,position,manager_email,role,is_admin'];
  for (let i = 0; i < rows; i += 1) {
    const manager = i === 0 ? 'manager@demo.example' : `person${Math.floor((i - 1) / 10)}@import.example`;
    const department = `Направление ${i % 5}/Отдел ${i % 50}`;
    const role = i % 10 === 0 ? 'MANAGER' : 'EMPLOYEE';
    lines.push(
      `person${i}@import.example,Имя${i},"Фамилия ${i}, мл.",${department},Специалист ${i % 17},${manager},${role},false`,
    );
  }
  return lines.join('\r\n');
}

const [admin] = await database.db.select().from(users).where(eq(users.email, 'hr@demo.example'));
const token = randomBytes(16).toString('hex');
await new SessionStore(database.db, config).createWithToken(token, admin.id);
const csrf = randomBytes(8).toString('hex');
const headers = {
  cookie: `sessionid=${token}; csrftoken=${csrf}`,
  'x-csrftoken': csrf,
  'content-type': 'application/json',
};
const payload = JSON.stringify({ format: 'csv', content: csv(ROWS) });

async function run(label: string, dryRun: boolean) {
  const before = database.counter.count;
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/companies/companies/1/structure/import/?dry_run=${dryRun}`,
    headers,
    payload,
  });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 500)}`);
  const { summary } = res.json<{ summary: Record<string, number> }>();
  console.log(
    `${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms  ${String(database.counter.count - before).padStart(3)} statements  ${JSON.stringify(summary)}`,
  );
}

console.log(
  `database: ${database.kind}, lines: ${ROWS}, request body: ${(Buffer.byteLength(payload) / 1024).toFixed(0)} KB of JSON`,
);
await run('dry run (all new)', true);
await run('apply (all new)', false);
await run('dry run again (unchanged)', true);
const [{ n }] = await database.db
  .select({ n: sql<number>`count(*)`.mapWith(Number) })
  .from(employeeInPositions)
  .innerJoin(users, eq(users.id, employeeInPositions.userId))
  .where(and(eq(employeeInPositions.companyId, 1), sql`${users.email} like '%@import.example'`));
console.log(`positions created: ${n}`);
await app.close();
await database.close();
await target?.drop();
