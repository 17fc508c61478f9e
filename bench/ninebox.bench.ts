/**
 * The 9-box: SQL statements per request (must stay constant) and median latency with 1,000 and 100,000
 * forms, then each request's latency at the largest size over the smallest (target: at most 1.5).
 * The synthetic company's forms get manager grades (an overall grade from FEEDBACK on, value grades from
 * MANAGER on) and, for every other form, three decided hipo items, so that every group of the grid is filled.
 * Each size has its own database and app, and the requests alternate between them, so that a load that
 * comes and goes on the machine weighs alike on every size.
 * Run: node --import tsx bench/ninebox.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
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

const [WARMUP, RUNS] = [10, 31];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);

/** Grades and hipo decisions on the synthetic forms, set-based, spread by form id. */
async function grade(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`update form_value_items v set manager_grade = (v.id * 7 + f.id) % 6
    from assessment_forms f where f.id = v.form_id and f.company_id = ${companyId} and f.stage <> 'SELF'`);
  await db.execute(sql`insert into form_manager_grades (company_id, form_id, overall_grade)
    select ${companyId}, f.id, case when f.stage in ('FEEDBACK', 'COMPLETE') then f.id % 6 end
    from assessment_forms f where f.company_id = ${companyId}`);
  await db.execute(sql`insert into hipo_skills (company_id, name, "order")
    select ${companyId}, 'Навык ' || g, g from generate_series(1, 3) g`);
  await db.execute(sql`update assessment_forms set type = 'STND' where company_id = ${companyId} and id % 2 = 0`);
  await db.execute(sql`insert into form_hipo_items (company_id, form_id, hipo_skill_id, decision)
    select ${companyId}, f.id, h.id,
      case when f.stage = 'SELF' then null when (f.id + h.id) % 3 = 0 then 'IS_HIPO'::hipo_decision else 'IS_NOT_HIPO'::hipo_decision end
    from assessment_forms f cross join hipo_skills h
    where f.company_id = ${companyId} and f.type = 'STND' and h.company_id = ${companyId}`);
  await db.execute(sql`vacuum analyze`);
}

async function company(size: number) {
  const url = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
  const database = await openDatabase({ url: url?.url });
  await database.migrate();
  const app = await buildApp({ db: database.db, config, logger: false });
  const { companyId, periodId, adminEmail } = await syntheticCompany(database.db, size, { forms: true });
  await grade(database.db, companyId);
  const session = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const token = randomBytes(16).toString('hex');
    await new SessionStore(database.db, config).createWithToken(token, user.id);
    return token;
  };
  // A manager of nine people (every tenth person manages the nine after them) and a department of the 20.
  const [{ department }] = await rowsOf<{ department: number }>(
    database.db,
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
    base: `/api/companies/companies/${companyId}/performance_review/nine_box/`,
    period: periodId,
    department,
    tokens: { admin: await session(adminEmail), manager: await session(`c${companyId}-11@bench.example`) },
    close,
  };
}
const companies: Awaited<ReturnType<typeof company>>[] = [];
for (const size of sizes) companies.push(await company(size));

type Company = (typeof companies)[number];
const cases: [string, 'admin' | 'manager', (c: Company) => string][] = [
  ['grid, whole company', 'admin', (c) => `?period=${c.period}`],
  ['grid, one department', 'admin', (c) => `?period=${c.period}&department=${c.department}`],
  ['grid, one box, page 2', 'admin', (c) => `?period=${c.period}&box=medium_low&page=2&page_size=25`],
  ['grid, a manager', 'manager', (c) => `?period=${c.period}`],
  ['settings', 'manager', () => 'settings/'],
];

type Result = { key: string; queries: number; ms: number };
const results = new Map<number, Result[]>(sizes.map((size) => [size, []]));
for (const [name, who, tail] of cases) {
  const times = companies.map((): number[] => []);
  const queries = companies.map(() => 0);
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    for (const [c, co] of companies.entries()) {
      const path = `${co.base}${tail(co)}`;
      const before = co.database.counter.count;
      const t0 = performance.now();
      const res = await co.app.inject({ method: 'GET', url: path, headers: { cookie: `sessionid=${co.tokens[who]}` } });
      if (i >= WARMUP) times[c].push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      queries[c] = co.database.counter.count - before;
    }
  }
  for (const [c, { size }] of companies.entries())
    results
      .get(size)
      ?.push({ key: `${name.padEnd(24)} | ${who.padEnd(7)}`, queries: queries[c], ms: median(times[c]) });
}

console.log(`database: ${companies[0].database.kind}`);
console.log('forms   | request                  | as      | queries | median ms');
for (const [size, rows] of results)
  for (const r of rows)
    console.log(
      `${String(size).padStart(7)} | ${r.key} | ${String(r.queries).padStart(7)} | ${r.ms.toFixed(1).padStart(9)}`,
    );
const [smallest, largest] = [results.get(Math.min(...sizes)) ?? [], results.get(Math.max(...sizes)) ?? []];
if (sizes.length > 1) {
  console.log(`\nratio   | request                  | as      | ${Math.max(...sizes)} / ${Math.min(...sizes)} forms`);
  for (const [i, r] of smallest.entries())
    console.log(`        | ${r.key} | ${((largest[i]?.ms ?? NaN) / r.ms).toFixed(2).padStart(7)}`);
}
for (const c of companies) await c.close();
