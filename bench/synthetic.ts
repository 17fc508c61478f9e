import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../server/src/db/client.ts';

/**
 * A synthetic company of `people` employees (one manager per 10), five values, an active period and,
 * with `forms`, a form with value items per employee. Built with set-based SQL so 100,000 rows take seconds.
 */
export async function syntheticCompany(
  db: Db,
  people: number,
  opts: { forms: boolean },
): Promise<{ companyId: number; periodId: number; adminEmail: string }> {
  const [{ id: companyId }] = await rowsOf<{ id: number }>(
    db,
    sql`insert into companies (name, seat_limit) values (${`Bench ${people}`}, ${people + 10}) returning id`,
  );
  const tag = `c${companyId}`;
  await db.execute(sql`insert into users (email, first_name, last_name)
    select ${tag} || '-' || g || '@bench.example', 'Имя' || g, 'Фамилия' || g from generate_series(1, ${people}) g`);
  await db.execute(sql`insert into memberships (company_id, user_id, role, is_admin)
    select ${companyId}, u.id, case when u.email like ${`${tag}-1@%`} or (split_part(split_part(u.email, '-', 2), '@', 1)::int % 10 = 1) then 'MANAGER'::role else 'EMPLOYEE'::role end,
      u.email = ${`${tag}-1@bench.example`}
    from users u where u.email like ${`${tag}-%`}`);
  const [{ id: depId }] = await rowsOf<{ id: number }>(
    db,
    sql`insert into departments (company_id, name) values (${companyId}, 'Отдел') returning id`,
  );
  await db.execute(
    sql`insert into departments (company_id, name, parent_id) select ${companyId}, 'Отдел ' || g, ${depId} from generate_series(1, 20) g`,
  );
  await db.execute(sql`insert into employee_in_positions (company_id, user_id, department_id, position)
    select ${companyId}, u.id, (select min(id) from departments where company_id = ${companyId}) + (u.id % 21), 'Специалист'
    from users u where u.email like ${`${tag}-%`} order by u.id`);
  // Every tenth person manages the nine after them. Window functions, not a self-join: the fresh rows have
  // no statistics yet, and a planner that takes the table for empty joins 100,000 rows by nested loops.
  await db.execute(sql`with numbered as (
      select id, (row_number() over (order by id) - 1) / 10 as team from employee_in_positions where company_id = ${companyId}
    ), teams as (select id, first_value(id) over (partition by team order by id) as boss from numbered)
    update employee_in_positions e set manager_id = t.boss from teams t where e.id = t.id and t.boss <> t.id`);
  await db.execute(
    sql`insert into "values" (company_id, name, "order") select ${companyId}, 'Ценность ' || g, g from generate_series(1, 5) g`,
  );
  const [{ id: periodId }] = await rowsOf<{ id: number }>(
    db,
    sql`insert into assessment_periods (company_id, name, start_date, end_date, self_deadline, manager_deadline, feedback_deadline, status, form_type)
    values (${companyId}, 'Период', '2026-01-01', '2026-12-31', '2026-03-01', '2026-04-01', '2026-05-01', 'active', 'SMPL') returning id`,
  );
  if (opts.forms) {
    await db.execute(sql`insert into assessment_forms (company_id, period_id, employee_id, reviewer_id, type, stage)
      select ${companyId}, ${periodId}, e.id, e.manager_id, 'SMPL', (array['SELF','MANAGER','FEEDBACK','COMPLETE'])[1 + e.id % 4]::stage
      from employee_in_positions e where e.company_id = ${companyId}`);
    await db.execute(sql`insert into form_value_items (company_id, form_id, value_id, self_grade)
      select ${companyId}, f.id, v.id, case when f.stage <> 'SELF' then 3 end from assessment_forms f cross join "values" v
      where f.company_id = ${companyId} and v.company_id = ${companyId}`);
  }
  await db.execute(sql`vacuum analyze`);
  return { companyId, periodId, adminEmail: `${tag}-1@bench.example` };
}
