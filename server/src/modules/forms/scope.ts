import { sql, type SQL } from 'drizzle-orm';
import { delegations, departments, employeeInPositions } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';

/**
 * Positions a manager oversees: everyone whose manager chain leads to them, and everyone in a
 * department they head or in its sub-departments. A recursive CTE, so a list stays one query.
 */
export function managedPositionsSql(companyId: number, managerEipId: number): SQL {
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

/** Which forms the member may read: admins all; others their own, those they review or handed over, and their people's. */
export function visibleFormsSql(member: Member): SQL | undefined {
  if (member.isAdmin) return undefined;
  const me = member.eipId ?? -1;
  const own = sql`${form.employeeId} = ${me} or ${form.reviewerId} = ${me}`;
  if (member.role !== 'MANAGER') return sql`(${own})`;
  return sql`(${own}
    or ${form.employeeId} in ${managedPositionsSql(member.companyId, me)}
    or exists (select 1 from ${delegations} dl where dl.form_id = ${form.id} and dl.from_reviewer_id = ${me}))`;
}
