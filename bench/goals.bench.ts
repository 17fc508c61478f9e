/**
 * Goals: SQL statements per request (must stay constant) and median latency with 1,000 and 100,000 goals, then each
 * request's latency at the largest size over the smallest (target: at most 1.5). The synthetic company of N people
 * gets a company goal, a goal per department under it and a goal per person under their department's, each with two
 * key results; one person's goal has 300 weekly check-ins, read a page at a time. The tree is read a level at a time:
 * its top goals, and the first page of a department goal's children (with and without the department's filter).
 * Each size has its own database and app, and the requests alternate between them (util.ts timeRequests).
 * Run: node --import tsx bench/goals.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../server/src/db/client.ts';
import { benchCompany, benchSizes, timeRequests, type BenchCase } from './util.ts';

/** The goals, their key results and one goal's check-ins, set-based. */
async function goals(db: Db, companyId: number): Promise<void> {
  const [{ period }] = await rowsOf<{ period: number }>(
    db,
    sql`select max(id) as period from assessment_periods where company_id = ${companyId}`,
  );
  const [{ top }] = await rowsOf<{ top: number }>(
    db,
    sql`insert into agreements (company_id, period_id, title, owner_kind, status, weight, progress, health)
      values (${companyId}, ${period}, 'Выручка компании', 'company', 'in_progress', 1, 0.5, 'on_track') returning id as top`,
  );
  await db.execute(sql`insert into agreements (company_id, period_id, title, owner_kind, department_id, parent_id, status, progress, health)
    select ${companyId}, ${period}, 'Цель отдела ' || d.name, 'department', d.id, ${top}, 'in_progress', 0.4, 'on_track'
    from departments d where d.company_id = ${companyId}`);
  await db.execute(sql`insert into agreements (company_id, period_id, title, owner_kind, employee_id, parent_id, status,
      visibility, progress, health, last_check_in_at)
    select ${companyId}, ${period}, 'Личная цель ' || e.id, 'person', e.id, d.id, 'in_progress',
      case when e.id % 10 = 3 then 'private'::goal_visibility else 'company'::goal_visibility end, (e.id % 100) / 100.0,
      (array['on_track', 'at_risk', 'off_track'])[1 + e.id % 3]::goal_health, now() - (e.id % 20) * interval '1 day'
    from employee_in_positions e
    join agreements d on d.company_id = ${companyId} and d.owner_kind = 'department' and d.department_id = e.department_id
    where e.company_id = ${companyId}`);
  await db.execute(sql`insert into key_results (company_id, goal_id, name, unit, start_value, target_value, current_value, position)
    select ${companyId}, a.id, 'Результат ' || k, 'шт.', 0, 100, a.progress * 100, k
    from agreements a cross join generate_series(1, 2) k where a.company_id = ${companyId}`);
  // The goal of the manager's first report (synthetic.ts: every tenth person manages the nine after them).
  await db.execute(sql`insert into goal_check_ins (company_id, goal_id, at, health, comment, progress_before, progress_after)
    select ${companyId}, a.id, now() - w * interval '7 days', 'on_track', 'Неделя ' || w, 0.3, 0.31
    from agreements a cross join generate_series(1, 300) w
    where a.id = (select min(a2.id) from agreements a2 join employee_in_positions e on e.id = a2.employee_id
      join users u on u.id = e.user_id where a2.company_id = ${companyId} and u.email = ${`c${companyId}-12@bench.example`})`);
  await db.execute(sql`vacuum analyze`);
}

const companies = [];
for (const size of benchSizes()) {
  const c = await benchCompany(size, goals);
  const [{ checked }] = await rowsOf<{ checked: number }>(
    c.database.db,
    sql`select goal_id as checked from goal_check_ins where company_id = ${c.companyId} limit 1`,
  );
  // The goal of the benchmark's department, whose people's goals grow with the company.
  const [{ departmentGoal }] = await rowsOf<{ departmentGoal: number }>(
    c.database.db,
    sql`select id as "departmentGoal" from agreements where company_id = ${c.companyId} and department_id = ${c.department}`,
  );
  companies.push({
    ...c,
    base: `/api/companies/companies/${c.companyId}/performance_review/goals/`,
    checked,
    departmentGoal,
    // A manager of nine people (synthetic.ts).
    tokens: { admin: await c.signIn(c.adminEmail), manager: await c.signIn(`c${c.companyId}-11@bench.example`) },
  });
}
type Company = (typeof companies)[number];

const cases: [string, 'admin' | 'manager', (c: Company) => string][] = [
  ['team list', 'manager', () => '?scope=team'],
  ['company list, at risk', 'admin', () => '?scope=company&health=at_risk&page_size=25'],
  ['company list, search', 'admin', () => '?scope=company&q=' + encodeURIComponent('цель 5') + '&page_size=25'],
  ['tree roots, one dept.', 'admin', (c) => `tree/?department=${c.department}`],
  ['tree, a dept. goal', 'admin', (c) => `tree/?parent=${c.departmentGoal}`],
  ['tree, dept. goal, dept.', 'admin', (c) => `tree/?parent=${c.departmentGoal}&department=${c.department}`],
  ['tree roots', 'manager', () => 'tree/'],
  ['goal page', 'manager', (c) => `${c.checked}/`],
  ['check-ins, page 2', 'manager', (c) => `${c.checked}/check_ins/?page=2&page_size=20`],
];
const shapes = cases.map(([name, who, tail]): BenchCase<Company> => ({
  key: `${name.padEnd(24)} | ${who.padEnd(7)}`,
  request: (c) => ({ path: `${c.base}${tail(c)}`, token: c.tokens[who] }),
}));
await timeRequests(companies, shapes, { warmup: 10, runs: 31, header: 'request                  | as     ' });
for (const c of companies) await c.close();
