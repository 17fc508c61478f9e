/**
 * 360 results: a person's results with 8 reviewers, and the team results of a manager's team of 50, with
 * the analytics' 360 measure beside them: SQL statements per request (must stay constant) and median latency
 * in a company of 1,000 and of 100,000 people (BENCH_SIZES). The synthetic company's 11th person gets a team
 * of exactly 50 (the 50 people after them report to them; the team of the 61st no longer does); each of the
 * 50 has a released 360 with 5 peers' answers, and the first of them 8 reviewers.
 * Run: node --import tsx bench/review360-results.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../server/src/db/client.ts';
import { benchCompany, benchSizes, timeRequests, type BenchCase } from './util.ts';

const TEAM = 50;

/** The person numbered `n` of the synthetic company (its email `c<company>-<n>@bench.example`). */
const person = (companyId: number, n: number) =>
  sql`(select e.id from employee_in_positions e join users u on u.id = e.user_id
    where e.company_id = ${companyId} and u.email = ${`c${String(companyId)}-${String(n)}@bench.example`})`;

async function prepare(db: Db, companyId: number): Promise<void> {
  const [{ m }] = await rowsOf<{ m: number }>(db, sql`select ${person(companyId, 11)} as m`);
  await db.execute(sql`update employee_in_positions set manager_id = ${m}
    where company_id = ${companyId} and id > ${m} and id <= ${m + TEAM}`);
  await db.execute(sql`update employee_in_positions set manager_id = null
    where company_id = ${companyId} and manager_id = ${m + TEAM}`);
  const [{ period }] = await rowsOf<{ period: number }>(
    db,
    sql`select id as period from assessment_periods where company_id = ${companyId}`,
  );
  await db.execute(
    sql`insert into review360_settings (period_id, company_id, enabled) values (${period}, ${companyId}, true)`,
  );
  await db.execute(sql`insert into review360_questions (company_id, period_id, kind, value_id, "order")
    select ${companyId}, ${period}, 'value', v.id, v."order" from "values" v where v.company_id = ${companyId}`);
  await db.execute(sql`insert into review360_questions (company_id, period_id, kind, "order")
    values (${companyId}, ${period}, 'continue', 10), (${companyId}, ${period}, 'change', 11)`);
  await db.execute(sql`insert into review360_subjects (company_id, period_id, subject_id, status, released_at)
    select ${companyId}, ${period}, e.id, 'released', now() from employee_in_positions e
    where e.company_id = ${companyId} and e.id > ${m} and e.id <= ${m + TEAM}`);
  // Reviewers from far away in the company: 8 for the first person of the team, 5 for the others.
  await db.execute(sql`insert into review360_requests (company_id, period_id, subject_row_id, reviewer_id, relationship, status)
    select ${companyId}, ${period}, s.id, r.id, 'peer', 'submitted'
    from review360_subjects s
    cross join lateral (select e.id from employee_in_positions e where e.company_id = ${companyId}
      and e.id > ${m + 200} order by e.id limit case when s.subject_id = ${m + 1} then 8 else 5 end) r
    where s.company_id = ${companyId} and s.period_id = ${period}`);
  await db.execute(sql`insert into review360_answers (company_id, subject_row_id, relationship, question_id, grade, comment)
    select ${companyId}, r.subject_row_id, 'peer', q.id,
      case when q.kind = 'value' then (r.id + q.id) % 6 end, 'Комментарий ' || r.id || '-' || q.id
    from review360_requests r join review360_questions q on q.period_id = r.period_id
    where r.company_id = ${companyId} and r.status = 'submitted'`);
  await db.execute(sql`vacuum analyze`);
}

const companies = [];
for (const size of benchSizes()) {
  const c = await benchCompany(size, prepare);
  const [{ form }] = await rowsOf<{ form: number }>(
    c.database.db,
    sql`select f.id as form from assessment_forms f where f.company_id = ${c.companyId}
      and f.employee_id = ${person(c.companyId, 12)}`,
  );
  companies.push({
    ...c,
    form,
    base: `/api/companies/companies/${String(c.companyId)}/performance_review/`,
    tokens: {
      admin: await c.signIn(c.adminEmail),
      manager: await c.signIn(`c${String(c.companyId)}-11@bench.example`),
    },
  });
}
type Company = (typeof companies)[number];

const cases: [string, 'admin' | 'manager', (c: Company) => string][] = [
  ['results, 8 reviewers', 'manager', (c) => `review360/results/?form=${String(c.form)}`],
  ['results, 8 reviewers', 'admin', (c) => `review360/results/?form=${String(c.form)}`],
  ['team results, 50 people', 'manager', (c) => `review360/results/team/?period=${String(c.periodId)}&page_size=50`],
  ['team results, page of 50', 'admin', (c) => `review360/results/team/?period=${String(c.periodId)}&page_size=50`],
  ['analytics 360', 'manager', (c) => `analytics/review360/?period=${String(c.periodId)}`],
  ['analytics 360', 'admin', (c) => `analytics/review360/?period=${String(c.periodId)}`],
];
const shapes = cases.map(([name, who, tail]): BenchCase<Company> => ({
  key: `${name.padEnd(24)} | ${who.padEnd(7)}`,
  request: (c) => ({ path: `${c.base}${tail(c)}`, token: c.tokens[who] }),
}));
await timeRequests(companies, shapes, { warmup: 10, runs: 31, header: 'request                  | as     ' });
for (const c of companies) await c.close();
