/**
 * The forms list and the dashboard: SQL statements per request (must stay constant, at most 4) and median
 * latency with 1,000 and 100,000 forms, then each request's latency at the largest size over the smallest
 * (the name search and the name and department orderings included: target at most 1.5).
 * Each size has its own database and app, and the requests alternate between them, so that a load that
 * comes and goes on the machine (other work on it) weighs alike on every size.
 * Run: node --import tsx bench/forms-list.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { syntheticCompany } from './synthetic.ts';
import { freshDatabaseUrl } from './util.ts';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret' });

/** The first requests of a shape prepare its statements and warm the caches: left out of the median. */
const [WARMUP, RUNS] = [10, 31];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);

async function company(size: number) {
  const url = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
  const database = await openDatabase({ url: url?.url });
  await database.migrate();
  const app = await buildApp({ db: database.db, config, logger: false });
  const { companyId, adminEmail } = await syntheticCompany(database.db, size, { forms: true });
  const [admin] = await database.db.select().from(users).where(eq(users.email, adminEmail));
  const token = randomBytes(16).toString('hex');
  await new SessionStore(database.db, config).createWithToken(token, admin.id);
  const close = async () => {
    await app.close();
    await database.close();
    await url?.drop();
  };
  return { size, app, database, base: `/api/companies/companies/${companyId}`, token, close };
}
const companies: Awaited<ReturnType<typeof company>>[] = [];
for (const size of sizes) companies.push(await company(size));

const forms = (query: string) => `/performance_review/assessment_forms/?${query}`;
// Synthetic people are "Имя<n> Фамилия<n>", n = 1..size: "Фамилия12" matches 11 people of 1,000 and
// 1,111 of 100,000; "мя500 фамил" one person at every size, as looking someone up does.
const search = (text: string) => `search=${encodeURIComponent(text)}`;
const cases = [
  ['forms list', forms('page_size=25'), 25],
  ['forms list', forms('page_size=500'), 500],
  ['forms list, search one person', forms(`${search('мя500 фамил')}&page_size=25`), 25],
  ['forms list, stage+search', forms(`stage=SELF,MANAGER&${search('Фамилия12')}&page_size=25`), 25],
  ['forms list, by name', forms('ordering=employee&page_size=25'), 25],
  ['forms list, by name desc', forms('ordering=-employee&page_size=25'), 25],
  ['forms list, by department', forms('ordering=department&page_size=25'), 25],
  ['forms list, by department desc', forms('ordering=-department&page_size=25'), 25],
  ['stage counts', `/performance_review/assessment_forms/stage_counts/`, 0],
  ['dashboard info', `/dashboard/info/`, 0],
  ['dashboard tasks', `/dashboard/tasks/`, 0],
] as const;

type Result = { key: string; queries: number; ms: number };
const results = new Map<number, Result[]>(sizes.map((size) => [size, []]));
for (const [name, tail, page] of cases) {
  const times = companies.map((): number[] => []);
  const queries = companies.map(() => 0);
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    for (const [c, { app, database, base, token }] of companies.entries()) {
      const path = `${base}${tail}`;
      const before = database.counter.count;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie: `sessionid=${token}` } });
      if (i >= WARMUP) times[c].push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      queries[c] = database.counter.count - before;
    }
  }
  const key = `${name.padEnd(32)} | ${String(page).padStart(4)}`;
  for (const [c, { size }] of companies.entries())
    results.get(size)?.push({ key, queries: queries[c], ms: median(times[c]) });
}

console.log(`database: ${companies[0].database.kind}`);
console.log('forms   | endpoint                         | page | queries | median ms');
for (const [size, rows] of results)
  for (const r of rows)
    console.log(
      `${String(size).padStart(7)} | ${r.key} | ${String(r.queries).padStart(7)} | ${r.ms.toFixed(1).padStart(9)}`,
    );
const [smallest, largest] = [results.get(Math.min(...sizes)) ?? [], results.get(Math.max(...sizes)) ?? []];
if (sizes.length > 1) {
  console.log(
    `\nratio   | endpoint                         | page | ${Math.max(...sizes)} / ${Math.min(...sizes)} forms`,
  );
  for (const [i, r] of smallest.entries())
    console.log(`        | ${r.key} | ${((largest[i]?.ms ?? NaN) / r.ms).toFixed(2).padStart(7)}`);
}
for (const c of companies) await c.close();
