/**
 * Review analytics: SQL statements per request (must stay constant, at most 4) and median latency with
 * 1,000 and 100,000 forms a period, then each request's latency at the largest size over the smallest
 * (target at most 1.5). Every measure as an admin (the whole company, and one department of the 20), and
 * as a manager of nine people.
 * The synthetic company (synthetic.ts) gets grades on its period's forms (self from MANAGER on, manager
 * value grades, overall from FEEDBACK on, a calibrated grade on every fifth completed form, two hipo items
 * each) and three earlier periods with as many completed forms, so that the trend reads four periods.
 * Each size has its own database and app, and the requests alternate between them, so that a load that
 * comes and goes on the machine weighs alike on every size.
 * Run: node --import tsx bench/analytics.bench.ts   (DATABASE_URL=... to run on PostgreSQL;
 * BENCH_SIZES=1000,100000, BENCH_RUNS=15, BENCH_WARMUP=5)
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, rowsOf, type Db } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import { syntheticCompany } from './synthetic.ts';
import { freshDatabaseUrl } from './util.ts';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret' });

/** The first requests of a shape prepare its statements and warm the caches: left out of the median. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);

/** Grades of every kind on a company's forms of the given periods, set-based, spread by id. */
async function grade(db: Db, companyId: number, periods: string): Promise<void> {
  const inPeriods = sql`f.company_id = ${companyId} and f.period_id = any(string_to_array(${periods}, ',')::int[])`;
  await db.execute(sql`update form_value_items v set self_grade = case when f.stage <> 'SELF' then 1 + v.id % 5 end,
      manager_grade = case when f.stage <> 'SELF' then (v.id * 7 + f.id) % 6 end
    from assessment_forms f where f.id = v.form_id and ${inPeriods}`);
  await db.execute(sql`insert into form_manager_grades (company_id, form_id, overall_grade, calibrated_grade)
    select ${companyId}, f.id, case when f.stage in ('FEEDBACK', 'COMPLETE') then f.id % 6 end,
      case when f.stage = 'COMPLETE' and f.id % 5 = 0 then (f.id + 1) % 6 end
    from assessment_forms f where ${inPeriods}`);
  await db.execute(sql`insert into form_hipo_items (company_id, form_id, hipo_skill_id, decision)
    select ${companyId}, f.id, h.id, case when f.stage = 'SELF' then null
      when (f.id + h.id) % 3 = 0 then 'IS_HIPO'::hipo_decision else 'IS_NOT_HIPO'::hipo_decision end
    from assessment_forms f cross join hipo_skills h where ${inPeriods} and h.company_id = ${companyId}`);
}

/** Three closed periods before the synthetic one, each with a completed form per person. */
async function earlierPeriods(db: Db, companyId: number): Promise<string> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into assessment_periods (company_id, name, start_date, end_date, self_deadline, manager_deadline,
        feedback_deadline, status, form_type)
      select ${companyId}, 'Период ' || y, make_date(y, 1, 1), make_date(y, 12, 31), make_date(y, 3, 1),
        make_date(y, 4, 1), make_date(y, 5, 1), 'closed', 'SMPL'
      from generate_series(2023, 2025) y returning id`,
  );
  const ids = rows.map((r) => r.id).join(',');
  await db.execute(sql`insert into assessment_forms (company_id, period_id, employee_id, reviewer_id, type, stage)
    select ${companyId}, p, e.id, e.manager_id, 'SMPL', 'COMPLETE'
    from employee_in_positions e cross join unnest(string_to_array(${ids}, ',')::int[]) p
    where e.company_id = ${companyId}`);
  await db.execute(sql`insert into form_value_items (company_id, form_id, value_id)
    select ${companyId}, f.id, v.id from assessment_forms f join "values" v on v.company_id = ${companyId}
    where f.company_id = ${companyId} and f.period_id = any(string_to_array(${ids}, ',')::int[])`);
  return ids;
}

async function company(size: number) {
  const url = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
  const database = await openDatabase({ url: url?.url });
  await database.migrate();
  const app = await buildApp({ db: database.db, config, logger: false });
  const { companyId, periodId, adminEmail } = await syntheticCompany(database.db, size, { forms: true });
  const db = database.db;
  await db.execute(sql`insert into hipo_skills (company_id, name, "order") values (${companyId}, 'Лидерство', 1),
    (${companyId}, 'Обучаемость', 2)`);
  const earlier = await earlierPeriods(db, companyId);
  await grade(db, companyId, `${earlier},${periodId}`);
  await db.execute(sql`vacuum analyze`);
  const session = async (email: string) => {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const token = randomBytes(16).toString('hex');
    await new SessionStore(db, config).createWithToken(token, user.id);
    return token;
  };
  const [{ department }] = await rowsOf<{ department: number }>(
    db,
    sql`select max(id) as department from departments where company_id = ${companyId}`,
  );
  const close = async () => {
    await app.close();
    await database.close();
    await url?.drop();
  };
  return {
    size,
    app,
    database,
    base: `/api/companies/companies/${companyId}/performance_review/analytics`,
    department,
    // Every tenth person manages the nine after them (synthetic.ts): person 11 manages 12..20.
    tokens: { admin: await session(adminEmail), manager: await session(`c${companyId}-11@bench.example`) },
    close,
  };
}
const companies: Awaited<ReturnType<typeof company>>[] = [];
for (const size of sizes) companies.push(await company(size));

const MEASURES = ['completion', 'grades', 'heatmap', 'gap', 'hipo', 'leniency', 'trend'] as const;
type Case = { who: 'admin' | 'manager'; measure: string; department: boolean };
const cases: Case[] = [
  ...MEASURES.map((measure): Case => ({ who: 'admin', measure, department: false })),
  ...MEASURES.map((measure): Case => ({ who: 'admin', measure, department: true })),
  ...MEASURES.map((measure): Case => ({ who: 'manager', measure, department: false })),
];

type Result = { key: string; queries: number; ms: number };
const results = new Map<number, Result[]>(sizes.map((size) => [size, []]));
for (const { who, measure, department } of cases) {
  const times = companies.map((): number[] => []);
  const queries = companies.map(() => 0);
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    for (const [c, { app, database, base, tokens, department: dep }] of companies.entries()) {
      const path = `${base}/${measure}/${department ? `?department=${dep}` : ''}`;
      const before = database.counter.count;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie: `sessionid=${tokens[who]}` } });
      if (i >= WARMUP) times[c].push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      queries[c] = database.counter.count - before;
    }
  }
  const key = `${who.padEnd(7)} | ${measure.padEnd(10)} | ${department ? 'one of 20' : 'all      '}`;
  for (const [c, { size }] of companies.entries())
    results.get(size)?.push({ key, queries: queries[c], ms: median(times[c]) });
}

console.log(`database: ${companies[0].database.kind}; ${String(RUNS)} runs after ${String(WARMUP)} to warm up`);
console.log('forms   | caller  | measure    | department | queries | median ms');
for (const [size, rows] of results)
  for (const r of rows)
    console.log(
      `${String(size).padStart(7)} | ${r.key}  | ${String(r.queries).padStart(7)} | ${r.ms.toFixed(1).padStart(9)}`,
    );
const [smallest, largest] = [results.get(Math.min(...sizes)) ?? [], results.get(Math.max(...sizes)) ?? []];
if (sizes.length > 1) {
  console.log(
    `\nratio   | caller  | measure    | department | ${String(Math.max(...sizes))} / ${String(Math.min(...sizes))} forms`,
  );
  for (const [i, r] of smallest.entries())
    console.log(`        | ${r.key}  | ${((largest[i]?.ms ?? NaN) / r.ms).toFixed(2).padStart(7)}`);
}
for (const c of companies) await c.close();
