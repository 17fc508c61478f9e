import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { departments, employeeInPositions } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { parsedRows } from '../../db/sql.ts';
import { managesPeople, seesWholeCompany } from '../../policy.ts';

/** A value bound at once, or a placeholder of a statement prepared once and run with new values. */
export type Bound = number | string | Placeholder;

/**
 * Ids of the departments a position heads, with all their sub-departments, as a subquery
 * `(select id from ...)`: use it after `in` so a list stays one query.
 */
export function headedDepartmentIdsSql(companyId: number, headEipId: number): SQL {
  return sql`(
    with recursive headed(id) as (
      select d.id from ${departments} d where d.company_id = ${companyId} and d.head_id = ${headEipId}
      union
      select d.id from ${departments} d join headed h on d.parent_id = h.id where d.company_id = ${companyId}
    )
    select id from headed
  )`;
}

/**
 * Ids of the positions a manager oversees, as a subquery for `x in <this>`: everyone whose manager chain
 * leads to the manager's position, and everyone sitting in a department the manager heads or in one of its
 * sub-departments (recursively), the manager excluded. One recursive CTE; the indexes
 * eip_company_manager_idx and departments_company_head_idx / departments_company_parent_idx serve it.
 * Either id may be a placeholder, for a statement prepared once (the forms list).
 */
export function managedEmployeeIdsSql(companyId: Bound, managerEipId: Bound): SQL {
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
    select id from reports where id <> ${managerEipId}
    union
    select e.id from ${employeeInPositions} e
    where e.company_id = ${companyId} and e.department_id in (select id from headed) and e.id <> ${managerEipId}
  )`;
}

/** The same set, materialised: for a service that needs the ids themselves. */
export async function managedEmployeeIds(db: Executor, companyId: number, managerEipId: number): Promise<number[]> {
  const rows = await parsedRows(
    db,
    z.object({ id: z.number() }),
    sql`select id from ${managedEmployeeIdsSql(companyId, managerEipId)} m`,
  );
  return rows.map((r) => r.id);
}

/**
 * Whom a member oversees, as a WHERE condition on a column holding employee_in_position ids:
 * admins everyone in the company (undefined = no condition), managers their people (see above),
 * everyone else nobody. Use `ownOrManagedSql` when the caller's own rows count too.
 */
export function managedScopeSql(member: Member, column: SQLWrapper): SQL | undefined {
  if (seesWholeCompany(member)) return undefined;
  if (!managesPeople(member) || member.eipId === null) return sql`false`;
  return sql`${column} in ${managedEmployeeIdsSql(member.companyId, member.eipId)}`;
}

/** The member's own rows and, for managers, their people's; admins everything. */
export function ownOrManagedSql(member: Member, column: SQLWrapper): SQL | undefined {
  if (seesWholeCompany(member)) return undefined;
  const me = member.eipId ?? -1;
  if (!managesPeople(member) || member.eipId === null) return sql`${column} = ${me}`;
  return sql`(${column} = ${me} or ${column} in ${managedEmployeeIdsSql(member.companyId, member.eipId)})`;
}
