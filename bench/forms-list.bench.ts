/**
 * The forms list and the dashboard: SQL statements per request (must stay constant, at most 4)
 * and median latency with 1,000 and 100,000 forms, then each request's latency at the largest size over
 * the smallest (the name search and the name orderings included: target at most 1.5).
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
const url = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
const database = await openDatabase({ url: url?.url });
await database.migrate();
const app = await buildApp({ db: database.db, config, logger: false });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
/** Median per request and size, for the ratios at the end. */
const medians = new Map<string, Map<number, number>>();
const forms = (query: string) => `/performance_review/assessment_forms/?${query}`;

console.log(`database: ${database.kind}`);
console.log('forms   | endpoint                         | page | queries | median ms');
for (const size of sizes) {
  const { companyId, adminEmail } = await syntheticCompany(database.db, size, { forms: true });
  const [admin] = await database.db.select().from(users).where(eq(users.email, adminEmail));
  const token = randomBytes(16).toString('hex');
  await new SessionStore(database.db, config).createWithToken(token, admin.id);
  const base = `/api/companies/companies/${companyId}`;
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
  for (const [name, tail, page] of cases) {
    const path = `${base}${tail}`;
    const times: number[] = [];
    let queries = 0;
    // The first requests of a shape prepare its statements: left out of the median.
    for (let i = 0; i < 18; i += 1) {
      const before = database.counter.count;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie: `sessionid=${token}` } });
      if (i >= 3) times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      queries = database.counter.count - before;
    }
    const key = `${name.padEnd(32)} | ${String(page).padStart(4)}`;
    medians.set(key, (medians.get(key) ?? new Map<number, number>()).set(size, median(times)));
    console.log(
      `${String(size).padStart(7)} | ${key} | ${String(queries).padStart(7)} | ${median(times).toFixed(1).padStart(9)}`,
    );
  }
}
const [smallest, largest] = [Math.min(...sizes), Math.max(...sizes)];
if (largest > smallest) {
  console.log(`\nratio   | endpoint                         | page | ${largest} / ${smallest} forms`);
  for (const [key, bySize] of medians) {
    const ratio = (bySize.get(largest) ?? NaN) / (bySize.get(smallest) ?? NaN);
    console.log(`        | ${key} | ${ratio.toFixed(2).padStart(7)}`);
  }
}
await app.close();
await database.close();
await url?.drop();
