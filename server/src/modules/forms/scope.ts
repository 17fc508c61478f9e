import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { delegations, departments, employeeInPositions } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';

/** A value bound at once, or a placeholder of a statement prepared once and run with new values. */
export type Bound = number | string | Placeholder;

/**
 * Positions a manager oversees: everyone whose manager chain leads to them, and everyone in a
 * department they head or in its sub-departments. A recursive CTE, so a list stays one query.
 */
export function managedPositionsSql(companyId: Bound, managerEipId: Bound): SQL {
  return sql`(
    with recursive reports(id) as (
      select e.id from ${employeeInPositions} e where e.company_id = ${companyId} and e.manager_id = ${managerEipId}
      union
      select e.id from ${employeeInPositions} e join reports r on e.manager_id = r.id where e.company_id = ${companyId}
    ), headed(id) as (
      select d.id from ${departments} d where d.company_id = ${companyId} and d.head_id = ${managerEipId}
      union
      select d.id from ${departments} d join headed h on d.parent_id = h.id where d.company_id = ${companyId}
    )
    select id from reports
    union
    select e.id from ${employeeInPositions} e where e.company_id = ${companyId} and e.department_id in (select id from headed) and e.id <> ${managerEipId}
  )`;
}

/** Always qualified: drizzle leaves columns bare in single-table queries, which subqueries would capture. */
const form = {
  id: sql.raw('"assessment_forms"."id"'),
  employeeId: sql.raw('"assessment_forms"."employee_id"'),
  reviewerId: sql.raw('"assessment_forms"."reviewer_id"'),
};

/**
 * Which forms the member may read: admins all; others their own, those they review or handed over, and
 * their people's. The statement's shape follows the member's role; `bound` may carry placeholders for the
 * company and the member's position, so that a prepared statement serves every member of that role.
 */
export function visibleFormsSql(member: Member, bound: { companyId: Bound; me: Bound } = { companyId: member.companyId, me: member.eipId ?? -1 }): SQL | undefined {
  if (member.isAdmin) return undefined;
  const { me } = bound;
  const own = sql`${form.employeeId} = ${me} or ${form.reviewerId} = ${me}`;
  if (member.role !== 'MANAGER') return sql`(${own})`;
  return sql`(${own}
    or ${form.employeeId} in ${managedPositionsSql(bound.companyId, me)}
    or exists (select 1 from ${delegations} dl where dl.form_id = ${form.id} and dl.from_reviewer_id = ${me}))`;
}

/**
 * Positions sitting in the given departments or in any of their sub-departments (recursively), as a
 * subquery for `employee_id in <this>`; launching by department picks the same people. The department
 * ids travel as one comma-joined text parameter ("3,4"), so the statement text (and its prepared plan) is
 * the same for any number of them; departments_company_parent_idx serves the walk down the tree,
 * eip_company_department_idx the people, forms_company_employee_idx their forms.
 */
export function employeesInDepartmentsSql(companyId: Bound, departmentIds: Bound): SQL {
  return sql`(
    select e.id from ${employeeInPositions} e
    where e.company_id = ${companyId} and e.department_id in (
      with recursive deps(id) as (
        select d.id from ${departments} d where d.company_id = ${companyId} and d.id = any(string_to_array(${departmentIds}, ',')::int[])
        union
        select d.id from ${departments} d join deps on d.parent_id = deps.id where d.company_id = ${companyId}
      )
      select id from deps
    )
  )`;
}
