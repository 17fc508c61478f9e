import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import { rowsOf, type Db } from '../../server/src/db/client.ts';
import { launch } from '../../server/src/modules/forms/launch.ts';
import { useApp } from './helpers.ts';

/**
 * The analytics aggregates (migration 0013) against a recount from the source rows, after each step of a
 * random mix of writes: launches, stage moves, grades, hipo decisions, a reviewer handed over, a person
 * moved to another department, a calibration lock's grades, a renamed reviewer, deleted forms. Any drift
 * of any counter fails the step that made it.
 */

const ctx = useApp();
const clock = new ManualClock('2026-04-15T09:00:00Z');

/** A small deterministic generator (mulberry32), so that a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hist = (column: string, where = 'true') =>
  `array[${[0, 1, 2, 3, 4, 5].map((g) => `count(*) filter (where ${where} and ${column} = ${g})::int`).join(', ')}]`;

/** A form's overall or calibrated grade on the built-in points, as migration 0023 puts it. */
const formGrade = (column: string) => `round(grade_on_built_in_scale(f.template_version_id, ${column}))`;

/** A value grade at its place on its values section's scale `sc` (lo..hi), rounded onto the built-in 0..5. */
const onBuiltInScale = (column: string) =>
  `case when ${column} is null or sc.hi is null or sc.hi = sc.lo then ${column}
    else round(5 * greatest(0, least(1, (${column} - sc.lo) / (sc.hi - sc.lo)))) end`;

/** Each aggregate as a recount from the forms and their rows would give it, and as stored; zero rows aside. */
const CHECKS: Record<string, { recount: string; stored: string }> = {
  stage_cells: {
    recount: `select f.company_id, f.period_id, coalesce(e.department_id, 0) as department_id, f.stage::text as stage,
        count(*)::int as forms, ${hist(formGrade('g.overall_grade'))} as overall,
        ${hist(formGrade('g.calibrated_grade'))} as calibrated,
        (count(*) filter (where h.decided > 0))::int as hipo_people, coalesce(sum(h.decided), 0)::int as hipo_decided,
        coalesce(sum(h.yes), 0)::int as hipo_yes
      from assessment_forms f join employee_in_positions e on e.id = f.employee_id
      left join form_manager_grades g on g.form_id = f.id
      left join (select form_id, count(decision)::int as decided, (count(*) filter (where decision = 'IS_HIPO'))::int as yes
        from form_hipo_items group by form_id) h on h.form_id = f.id
      group by 1, 2, 3, 4`,
    stored: `select company_id, period_id, department_id, stage::text as stage, forms, overall, calibrated, hipo_people,
        hipo_decided, hipo_yes from analytics_stage_cells
      where forms <> 0 or overall <> '{0,0,0,0,0,0}' or calibrated <> '{0,0,0,0,0,0}' or hipo_people <> 0
        or hipo_decided <> 0 or hipo_yes <> 0`,
  },
  value_cells: {
    recount: `select f.company_id, f.period_id, coalesce(e.department_id, 0) as department_id, v.value_id,
        count(*)::int as items, ${hist(onBuiltInScale('v.self_grade'))} as self,
        ${hist(onBuiltInScale('v.manager_grade'))} as manager
      from assessment_forms f join employee_in_positions e on e.id = f.employee_id
      join form_value_items v on v.form_id = f.id
      left join lateral (select min((p->>'value')::float8) as lo, max((p->>'value')::float8) as hi
        from review_template_versions tv cross join lateral jsonb_array_elements(tv.sections) sec
        join rating_scales r on r.id = (sec->>'scaleId')::int and not r.built_in
        cross join lateral jsonb_array_elements(r.points) p
        where tv.id = f.template_version_id and sec->>'kind' = 'values') sc on true
      where f.stage <> 'SELF'
      group by 1, 2, 3, 4`,
    stored: `select company_id, period_id, department_id, value_id, items, self, manager from analytics_value_cells
      where items <> 0 or self <> '{0,0,0,0,0,0}' or manager <> '{0,0,0,0,0,0}'`,
  },
  reviewer_cells: {
    recount: `select f.company_id, f.period_id, d.department_id, f.reviewer_id, count(*)::int as forms,
        (count(g.overall_grade) filter (where f.stage <> 'SELF'))::int as graded,
        coalesce(sum(${formGrade('g.overall_grade')}) filter (where f.stage <> 'SELF'), 0)::int as total,
        min(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)) as name_key
      from assessment_forms f join employee_in_positions e on e.id = f.employee_id
      cross join lateral (values (coalesce(e.department_id, 0)), (-1)) d (department_id)
      join employee_in_positions r on r.id = f.reviewer_id join users u on u.id = r.user_id
      left join form_manager_grades g on g.form_id = f.id
      group by 1, 2, 3, 4`,
    stored: `select company_id, period_id, department_id, reviewer_id, forms, graded, total, name_key
      from analytics_reviewer_cells where forms <> 0 or graded <> 0 or total <> 0`,
  },
  reviewer_counts: {
    recount: `select f.company_id, f.period_id, d.department_id, count(distinct f.reviewer_id)::int as reviewers
      from assessment_forms f join employee_in_positions e on e.id = f.employee_id
      cross join lateral (values (coalesce(e.department_id, 0)), (-1)) d (department_id)
      where f.reviewer_id is not null group by 1, 2, 3`,
    stored: `select company_id, period_id, department_id, reviewers from analytics_reviewer_counts where reviewers <> 0`,
  },
  nine_box_cells: {
    recount: `select f.company_id, f.period_id, coalesce(e.department_id, 0) as department_id,
        case when f.stage = 'SELF' then -1 else coalesce(grade_on_built_in_scale(f.template_version_id,
          coalesce(g.calibrated_grade::float8, g.overall_grade::float8,
          (select avg(v.manager_grade)::float8 from form_value_items v where v.form_id = f.id))), -1) end as performance,
        case when f.stage = 'SELF' then -1 else coalesce((select (count(*) filter (where h.decision = 'IS_HIPO'))::float8
          / nullif(count(h.decision), 0) from form_hipo_items h where h.form_id = f.id), -1) end as potential,
        count(*)::int as forms
      from assessment_forms f join employee_in_positions e on e.id = f.employee_id
      left join form_manager_grades g on g.form_id = f.id
      group by 1, 2, 3, 4, 5`,
    stored: `select company_id, period_id, department_id, performance, potential, forms from nine_box_cells where forms <> 0`,
  },
  form_facts: {
    recount: `select f.id as form_id, f.company_id, f.period_id, coalesce(e.department_id, 0) as department_id,
        coalesce(f.reviewer_id, 0) as reviewer_id, f.stage::text as stage, f.employee_last_name as last_name,
        f.employee_first_name as first_name
      from assessment_forms f join employee_in_positions e on e.id = f.employee_id`,
    stored: `select form_id, company_id, period_id, department_id, reviewer_id, stage::text as stage, last_name, first_name
      from analytics_form_facts`,
  },
};

const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();

async function expectExact(db: Db, step: string): Promise<void> {
  for (const [name, { recount, stored }] of Object.entries(CHECKS)) {
    const [want, got] = await Promise.all([rowsOf(db, sql.raw(recount)), rowsOf(db, sql.raw(stored))]);
    expect(sorted(got), `${name} after ${step}`).toEqual(sorted(want));
  }
}

const ids = async (db: Db, query: string) => (await rowsOf<{ id: number }>(db, sql.raw(query))).map((r) => r.id);

describe('analytics aggregates', () => {
  let db: Db;
  beforeAll(() => {
    db = ctx.database.db;
  });

  it('equal a recount after the seed', async () => {
    await expectExact(db, 'the seed');
  });

  it('stay equal to a recount through a random mix of writes', async () => {
    const next = random(20260415);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
    const [{ companyId }] = await rowsOf<{ companyId: number }>(
      db,
      sql`select company_id as "companyId" from assessment_forms group by company_id order by count(*) desc limit 1`,
    );
    const formIds = () => ids(db, `select id from assessment_forms where company_id = ${companyId} order by id`);
    const people = await ids(db, `select id from employee_in_positions where company_id = ${companyId} order by id`);
    const departments = await ids(db, `select id from departments where company_id = ${companyId} order by id`);
    let year = 2030;

    const ops: Record<string, () => Promise<void>> = {
      launch: async () => {
        year += 1;
        const [{ id: periodId }] = await rowsOf<{ id: number }>(
          db,
          sql`insert into assessment_periods (company_id, name, start_date, end_date, self_deadline, manager_deadline,
              feedback_deadline, status, form_type)
            values (${companyId}, ${`Период ${year}`}, ${`${year}-01-01`}, ${`${year}-12-31`}, ${`${year}-03-01`},
              ${`${year}-04-01`}, ${`${year}-05-01`}, 'draft', 'STND') returning id`,
        );
        await launch(
          db,
          { companyId, periodId, employees: [], departments: [], allEmployees: true, type: 'STND' },
          clock,
        );
      },
      stages: async () => {
        const all = await formIds();
        const stages = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'];
        const chosen = all.filter(() => next() < 0.3);
        for (const id of chosen.slice(0, 3))
          await db.execute(sql`update assessment_forms set stage = ${pick(stages)}::stage where id = ${id}`);
        // One statement moving many forms at once, as a deadline does.
        await db.execute(
          sql`update assessment_forms set stage = ${pick(stages)}::stage
            where id = any(string_to_array(${chosen.slice(3).join(',')}, ',')::int[])`,
        );
      },
      valueGrades: async () => {
        const all = await formIds();
        const grade = () => (next() < 0.2 ? null : Math.floor(next() * 6));
        for (const id of all.filter(() => next() < 0.3))
          await db.execute(sql`update form_value_items set manager_grade = ${grade()}, self_grade = ${grade()}
            where form_id = ${id} and value_id = (select min(value_id) from form_value_items where form_id = ${id})`);
      },
      // Forms put on a template whose values section grades on a company's scale, as a launch by a rule does.
      template: async () => {
        const all = await formIds();
        const chosen = all.filter(() => next() < 0.3);
        await db.execute(sql`update assessment_forms set template_version_id = (select tv.id
            from review_template_versions tv cross join lateral jsonb_array_elements(tv.sections) sec
            where sec->>'kind' = 'values' and sec ? 'scaleId' order by tv.id limit 1)
          where id = any(string_to_array(${chosen.join(',')}, ',')::int[])`);
      },
      overall: async () => {
        const all = await formIds();
        for (const id of all.filter(() => next() < 0.3)) {
          const grade = next() < 0.2 ? null : Math.floor(next() * 6);
          await db.execute(sql`insert into form_manager_grades (company_id, form_id, overall_grade)
            values (${companyId}, ${id}, ${grade})
            on conflict (form_id) do update set overall_grade = excluded.overall_grade`);
        }
      },
      hipo: async () => {
        const decisions = [null, 'IS_HIPO', 'IS_NOT_HIPO'];
        const items = await ids(
          db,
          `select h.id from form_hipo_items h where h.company_id = ${companyId} order by h.id`,
        );
        for (const id of items.filter(() => next() < 0.3))
          await db.execute(
            sql`update form_hipo_items set decision = ${pick(decisions)}::hipo_decision where id = ${id}`,
          );
      },
      reviewer: async () => {
        const all = await formIds();
        for (const id of all.filter(() => next() < 0.1))
          await db.execute(
            sql`update assessment_forms set reviewer_id = ${next() < 0.1 ? null : pick(people)} where id = ${id}`,
          );
      },
      department: async () => {
        const person = pick(people);
        await db.execute(sql`update employee_in_positions set department_id = ${next() < 0.2 ? null : pick(departments)}
          where id = ${person}`);
      },
      calibrationLock: async () => {
        // What a lock writes: calibrated grades beside the managers' own, in one statement.
        await db.execute(sql`update form_manager_grades g set calibrated_grade = (g.form_id * 7 + ${year}) % 6,
            calibration_session_id = null
          from assessment_forms f where f.id = g.form_id and f.company_id = ${companyId} and f.stage <> 'SELF'
            and g.form_id % 3 = ${Math.floor(next() * 3)}`);
      },
      rename: async () => {
        const person = pick(people);
        await db.execute(sql`update users set first_name = first_name || 'а'
          where id = (select user_id from employee_in_positions where id = ${person})`);
      },
      deleteForms: async () => {
        const all = await formIds();
        const doomed = all.filter(() => next() < 0.05);
        await db.execute(
          sql`delete from assessment_forms where id = any(string_to_array(${doomed.join(',')}, ',')::int[])`,
        );
      },
    };
    const names = Object.keys(ops);
    // Every kind once, then a random mix.
    const sequence = [...names, ...Array.from({ length: 30 }, () => pick(names))];
    for (const [i, name] of sequence.entries()) {
      await ops[name]();
      await expectExact(db, `step ${i} (${name})`);
    }
    // A transaction that fails leaves them as they were.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update assessment_forms set stage = 'COMPLETE' where company_id = ${companyId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectExact(db, 'a rolled back transaction');
  });
});
