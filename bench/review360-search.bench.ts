/**
 * The 360 nomination search (`review360/people/?search=...`) over a company of 100,000 people: median
 * latency of each search and the SQL statements per request (target: under 50 ms on PostgreSQL, and the
 * same few statements whatever the page). The searches: a surname (the trigram index on users), a first
 * and last name typed in reverse order, a department's name, and a page with no search at all.
 * Run: DATABASE_URL=postgres://... node --import tsx bench/review360-search.bench.ts   (BENCH_SIZE=1000 to try)
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, rowsOf } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import { syntheticCompany } from './synthetic.ts';
import { freshDatabaseUrl } from './util.ts';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret' });
const [WARMUP, RUNS] = [10, 41];
const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const url = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
const database = await openDatabase({ url: url?.url });
await database.migrate();
const app = await buildApp({ db: database.db, config, logger: false });
const { companyId, periodId, adminEmail } = await syntheticCompany(database.db, SIZE, { forms: false });

// The person reviewed: one employee with a form in the period, in a company whose 360 is on.
const [person] = await rowsOf<{ id: number }>(
  database.db,
  sql`select e.id from employee_in_positions e join users u on u.id = e.user_id
  where e.company_id = ${companyId} and u.email = ${`c${String(companyId)}-${String(Math.min(5005, SIZE - 5))}@bench.example`}`,
);
await database.db
  .execute(sql`insert into assessment_forms (company_id, period_id, employee_id, reviewer_id, type, stage)
  select ${companyId}, ${periodId}, e.id, e.manager_id, 'SMPL', 'SELF' from employee_in_positions e where e.id = ${person.id}`);
await database.db.execute(
  sql`insert into review360_settings (period_id, company_id, enabled) values (${periodId}, ${companyId}, true)`,
);
await database.db.execute(sql`analyze`);

const [admin] = await database.db.select().from(users).where(eq(users.email, adminEmail));
const token = randomBytes(16).toString('hex');
await new SessionStore(database.db, config).createWithToken(token, admin.id);

const base = `/api/companies/companies/${String(companyId)}/performance_review/review360/people/?period=${String(periodId)}&employee=${String(person.id)}`;
const searches: [string, string][] = [
  ['surname', `${base}&search=${encodeURIComponent('Фамилия4242')}`],
  ['name, reversed', `${base}&search=${encodeURIComponent('Фамилия777 Имя777')}`],
  ['department', `${base}&search=${encodeURIComponent('Отдел 17')}&page_size=25`],
  ['no search, page 2', `${base}&page=2&page_size=25`],
];

console.log(`360 nomination search, ${SIZE.toLocaleString('en')} people, ${url ? 'PostgreSQL' : 'PGlite'}`);
for (const [name, path] of searches) {
  const times: number[] = [];
  let statements = 0;
  let count = 0;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const before = database.counter.count;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: path, cookies: { sessionid: token } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${name}: ${String(res.statusCode)} ${res.body}`);
    if (i >= WARMUP) times.push(ms);
    statements = database.counter.count - before;
    count = res.json<{ count: number }>().count;
  }
  console.log(
    `  ${name.padEnd(18)} median ${median(times).toFixed(1)} ms, ${String(statements)} SQL statements, ${String(count)} found`,
  );
}

await app.close();
await database.close();
await url?.drop();
