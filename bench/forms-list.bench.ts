/**
 * The forms list and the dashboard: SQL statements per request (must stay constant, at most 4)
 * and median latency with 1,000 and 100,000 forms.
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

console.log(`database: ${database.kind}`);
console.log('forms   | endpoint                         | page | queries | median ms');
for (const size of (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number)) {
  const { companyId, adminEmail } = await syntheticCompany(database.db, size, { forms: true });
  const [admin] = await database.db.select().from(users).where(eq(users.email, adminEmail));
  const token = randomBytes(16).toString('hex');
  await new SessionStore(database.db, config).createWithToken(token, admin.id);
  const base = `/api/companies/companies/${companyId}`;
  const cases = [
    ['forms list', `${base}/performance_review/assessment_forms/?page_size=25`, 25],
    ['forms list', `${base}/performance_review/assessment_forms/?page_size=500`, 500],
    [
      'forms list, stage+search',
      `${base}/performance_review/assessment_forms/?stage=SELF,MANAGER&search=${encodeURIComponent('Фамилия12')}&page_size=25`,
      25,
    ],
    ['forms list, by name', `${base}/performance_review/assessment_forms/?ordering=employee&page_size=25`, 25],
    ['stage counts', `${base}/performance_review/assessment_forms/stage_counts/`, 0],
    ['dashboard info', `${base}/dashboard/info/`, 0],
    ['dashboard tasks', `${base}/dashboard/tasks/`, 0],
  ] as const;
  for (const [name, path, page] of cases) {
    const times: number[] = [];
    let queries = 0;
    for (let i = 0; i < 15; i += 1) {
      const before = database.counter.count;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie: `sessionid=${token}` } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      queries = database.counter.count - before;
    }
    console.log(
      `${String(size).padStart(7)} | ${name.padEnd(32)} | ${String(page).padStart(4)} | ${String(queries).padStart(7)} | ${median(times).toFixed(1).padStart(9)}`,
    );
  }
}
await app.close();
await database.close();
await url?.drop();
