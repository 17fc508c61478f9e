import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { assessmentPeriods, departments, employeeInPositions, users } from '../../db/schema/index.ts';
import type { FormType } from '../../db/schema/enums.ts';
import { Conflict, ValidationError } from '../../http/errors.ts';
import { assertMayReview } from './delegation.service.ts';
import type { LaunchBody, LaunchOut } from './forms.schemas.ts';

export type LaunchInput = {
  companyId: number;
  periodId: number;
  employees: number[];
  departments: number[];
  allEmployees?: boolean;
  type?: FormType;
  reviewer?: number;
};

/** One text parameter whatever the count: tens of thousands of ids stay far from the bind-parameter limit. */
const intArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/**
 * Creates every form of a launch with all its items in one transaction and a fixed number of
 * INSERT ... SELECT statements, whatever the number of people. People who already have a form
 * in the period are reported, not duplicated.
 */
export async function launch(db: Db, input: LaunchInput): Promise<LaunchOut> {
  const { companyId } = input;
  if (input.reviewer !== undefined)
    await assertMayReview(db, companyId, input.reviewer, { field: 'reviewer', code: 'reviewer_target' });
  const period = (
    await db
      .select()
      .from(assessmentPeriods)
      .where(and(eq(assessmentPeriods.companyId, companyId), eq(assessmentPeriods.id, input.periodId)))
  ).at(0);
  if (!period) throw ValidationError.field('period', 'no_period');
  if (period.status === 'closed') throw new Conflict('period_closed');
  const type = input.type ?? period.formType;
  // Agreements set in the previous period are graded in this one.
  const previous = (
    await db
      .select({ id: assessmentPeriods.id })
      .from(assessmentPeriods)
      .where(and(eq(assessmentPeriods.companyId, companyId), lt(assessmentPeriods.startDate, period.startDate)))
      .orderBy(desc(assessmentPeriods.startDate))
      .limit(1)
  ).at(0);

  return db.transaction(async (tx) => {
    await tx.execute(
      sql`create temporary table launch_targets (employee_id int primary key, reviewer_id int) on commit drop`,
    );
    const noEmployees = input.employees.length === 0;
    await tx.execute(sql`
      with recursive deps(id) as (
        select id from ${departments} where company_id = ${companyId} and id = any(${intArray(input.departments)})
        union
        select d.id from ${departments} d join deps on d.parent_id = deps.id where d.company_id = ${companyId}
      )
      insert into launch_targets (employee_id, reviewer_id)
      select e.id, coalesce(nullif(${input.reviewer ?? null}::int, e.id), e.manager_id,
        (select h.head_id from ${departments} h where h.id = e.department_id and h.head_id <> e.id))
      from ${employeeInPositions} e
      where e.company_id = ${companyId} and e.is_active
        and (${input.allEmployees ?? false} or e.id = any(${intArray(input.employees)}) or e.department_id in (select id from deps))
      on conflict do nothing`);
    if (!noEmployees) {
      const found = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from launch_targets where employee_id = any(${intArray(input.employees)})`,
      );
      if (found[0].n !== new Set(input.employees).size) {
        throw ValidationError.field('employees', 'not_active_employees');
      }
    }
    const skipped = await rowsOf<{ employee_id: number; full_name: string }>(
      tx,
      sql`
      select t.employee_id, trim(u.first_name || ' ' || u.last_name) as full_name
      from launch_targets t
      join assessment_forms f on f.company_id = ${companyId} and f.period_id = ${period.id} and f.employee_id = t.employee_id
      join ${employeeInPositions} e on e.id = t.employee_id join ${users} u on u.id = e.user_id
      order by t.employee_id`,
    );
    const created = await rowsOf<{ id: number }>(
      tx,
      sql`
      insert into assessment_forms (company_id, period_id, employee_id, reviewer_id, type, stage)
      select ${companyId}, ${period.id}, t.employee_id, t.reviewer_id, ${type}, 'SELF' from launch_targets t
      on conflict (company_id, period_id, employee_id) do nothing
      returning id`,
    );
    const ids = created.map((r) => r.id);
    if (ids.length) {
      const newForms = sql`select f.id, f.employee_id from assessment_forms f where f.id = any(${intArray(ids)})`;
      await tx.execute(sql`insert into form_value_items (company_id, form_id, value_id)
        select ${companyId}, f.id, v.id from (${newForms}) f cross join "values" v where v.company_id = ${companyId} and v.is_active`);
      if (type === 'STND') {
        await tx.execute(sql`insert into form_hipo_items (company_id, form_id, hipo_skill_id)
          select ${companyId}, f.id, h.id from (${newForms}) f cross join hipo_skills h where h.company_id = ${companyId} and h.is_active`);
        await tx.execute(sql`insert into form_agreement_items (company_id, form_id, agreement_id)
          select ${companyId}, f.id, a.id from (${newForms}) f join agreements a on a.employee_id = f.employee_id
          where a.company_id = ${companyId} and a.period_id = ${previous?.id ?? period.id} and a.status <> 'cancelled'`);
      }
      for (const table of ['form_manager_grades', 'form_manager_feedbacks', 'form_participant_feedbacks']) {
        await tx.execute(
          sql`insert into ${sql.identifier(table)} (company_id, form_id) select ${companyId}, unnest(${intArray(ids)})`,
        );
      }
    }
    return {
      created: ids.length,
      form_ids: ids,
      skipped: skipped.map((r) => ({
        employee_id: r.employee_id,
        full_name: r.full_name,
        reason: 'already_has_form',
      })),
    };
  });
}

/** The launch an admin asked for: `employee` (one form) joins `employees`. */
export function launchForms(db: Db, companyId: number, body: LaunchBody): Promise<LaunchOut> {
  return launch(db, {
    companyId,
    periodId: body.period,
    employees: body.employee ? [body.employee, ...body.employees] : body.employees,
    departments: body.departments,
    allEmployees: body.all_employees,
    reviewer: body.reviewer,
    type: body.type,
  });
}
