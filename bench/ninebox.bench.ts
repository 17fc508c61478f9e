/**
 * The 9-box: SQL statements per request (must stay constant) and median latency with 1,000 and 100,000
 * forms, then each request's latency at the largest size over the smallest (target: at most 1.5).
 * The synthetic company's forms get manager grades (an overall grade from FEEDBACK on, value grades from
 * MANAGER on) and, for every other form, three decided hipo items, so that every group of the grid is filled.
 * Each size has its own database and app, and the requests alternate between them, so that a load that
 * comes and goes on the machine weighs alike on every size.
 * Run: node --import tsx bench/ninebox.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/client.ts';
import { benchCompany, benchSizes, timeRequests, type BenchCase } from './util.ts';

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

const companies = [];
for (const size of benchSizes()) {
  const c = await benchCompany(size, grade);
  companies.push({
    ...c,
    base: `/api/companies/companies/${c.companyId}/performance_review/nine_box/`,
    // A manager of nine people: every tenth person manages the nine after them (synthetic.ts).
    tokens: { admin: await c.signIn(c.adminEmail), manager: await c.signIn(`c${c.companyId}-11@bench.example`) },
  });
}
type Company = (typeof companies)[number];

const cases: [string, 'admin' | 'manager', (c: Company) => string][] = [
  ['grid, whole company', 'admin', (c) => `?period=${c.periodId}`],
  ['grid, one department', 'admin', (c) => `?period=${c.periodId}&department=${c.department}`],
  ['grid, one box, page 2', 'admin', (c) => `?period=${c.periodId}&box=high_low&page=2&page_size=25`],
  ['grid, a manager', 'manager', (c) => `?period=${c.periodId}`],
  ['settings', 'manager', () => 'settings/'],
];
const shapes = cases.map(([name, who, tail]): BenchCase<Company> => ({
  key: `${name.padEnd(24)} | ${who.padEnd(7)}`,
  request: (c) => ({ path: `${c.base}${tail(c)}`, token: c.tokens[who] }),
}));
await timeRequests(companies, shapes, { warmup: 10, runs: 31, header: 'request                  | as     ' });
for (const c of companies) await c.close();
