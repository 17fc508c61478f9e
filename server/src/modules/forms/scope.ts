import { sql, type SQL } from 'drizzle-orm';
import { delegations, departments, employeeInPositions } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { managedEmployeeIdsSql, type Bound } from '../structure/scope.ts';
import { managesPeople, seesWholeCompany } from '../../policy.ts';

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
export function visibleFormsSql(
  member: Member,
  bound: { companyId: Bound; me: Bound } = { companyId: member.companyId, me: member.eipId ?? -1 },
): SQL | undefined {
  if (seesWholeCompany(member)) return undefined;
  const { me } = bound;
  const own = sql`${form.employeeId} = ${me} or ${form.reviewerId} = ${me}`;
  if (!managesPeople(member)) return sql`(${own})`;
  return sql`(${own}
    or ${form.employeeId} in ${managedEmployeeIdsSql(bound.companyId, me)}
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
