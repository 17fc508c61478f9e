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
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../server/src/db/client.ts';
import { benchCompany, benchSizes, timeRequests, type BenchCase } from './util.ts';

/** Grades of every kind on a company's forms of the given periods, set-based, spread by id. */
async function grade(db: Executor, companyId: number, periods: string): Promise<void> {
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
async function earlierPeriods(db: Executor, companyId: number): Promise<string> {
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

/**
 * Two hipo skills, three earlier periods, grades of every kind on all four periods. Loaded with the
 * aggregates' triggers off (session_replication_role), then the aggregates are built once by the function
 * the triggers call (migration 0013): a bulk load of 400,000 forms statement by statement through the triggers
 * takes tens of minutes, and the reads measured here are the same either way.
 */
async function prepare(db: Executor, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into hipo_skills (company_id, name, "order")
      values (${companyId}, 'Лидерство', 1), (${companyId}, 'Обучаемость', 2)`);
    const earlier = await earlierPeriods(tx, companyId);
    const [{ id }] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from assessment_periods where company_id = ${companyId} and status = 'active'`,
    );
    await grade(tx, companyId, `${earlier},${id}`);
    await tx.execute(sql`delete from analytics_form_facts where company_id = ${companyId}`);
    await tx.execute(sql`delete from analytics_value_facts where company_id = ${companyId}`);
    for (const table of [
      'analytics_stage_cells',
      'analytics_value_cells',
      'nine_box_cells',
      'analytics_reviewer_cells',
    ])
      await tx.execute(sql`delete from ${sql.identifier(table)} where company_id = ${companyId}`);
    await tx.execute(sql`delete from analytics_reviewer_counts where company_id = ${companyId}`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`select analytics_refresh_forms(array(
      select id from assessment_forms where company_id = ${companyId} order by id))`);
  });
  await db.execute(sql`vacuum analyze`);
}

const companies = [];
for (const size of benchSizes()) {
  const c = await benchCompany(size, prepare);
  companies.push({
    ...c,
    base: `/api/companies/companies/${c.companyId}/performance_review/analytics`,
    // Every tenth person manages the nine after them (synthetic.ts): person 11 manages 12..20.
    tokens: { admin: await c.signIn(c.adminEmail), manager: await c.signIn(`c${c.companyId}-11@bench.example`) },
  });
}
type Company = (typeof companies)[number];

const MEASURES = ['completion', 'grades', 'heatmap', 'gap', 'hipo', 'leniency', 'trend'] as const;
const shape = (who: 'admin' | 'manager', measure: string, department: boolean): BenchCase<Company> => ({
  key: `${who.padEnd(7)} | ${measure.padEnd(10)} | ${department ? 'one of 20' : 'all      '} `,
  request: (c) => ({
    path: `${c.base}/${measure}/${department ? `?department=${c.department}` : ''}`,
    token: c.tokens[who],
  }),
});
const shapes = [
  ...MEASURES.map((m) => shape('admin', m, false)),
  ...MEASURES.map((m) => shape('admin', m, true)),
  ...MEASURES.map((m) => shape('manager', m, false)),
];
await timeRequests(companies, shapes, {
  warmup: Number(process.env.BENCH_WARMUP ?? 5),
  runs: Number(process.env.BENCH_RUNS ?? 15),
  header: 'caller  | measure    | department',
});
for (const c of companies) await c.close();
