import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Member } from '../../http/access.ts';
import { managesPeople, seesWholeCompany } from '../../policy.ts';
import { agreements } from '../../db/schema/index.ts';
import { headedDepartmentIdsSql, managedEmployeeIdsSql } from '../structure/scope.ts';

/**
 * Who may do what with a goal (DESIGN section 10), as conditions on its columns (the goals table or an alias of it):
 * admins everything; a manager the goals of the people they oversee and of the departments they head; an employee
 * their own. A goal seen by everyone in the company is read by all; a private one only by those who manage it and
 * its owner. The company's own goals are the admins' to write.
 */
export type GoalColumns = {
  ownerKind: SQLWrapper;
  employeeId: SQLWrapper;
  departmentId: SQLWrapper;
  visibility: SQLWrapper;
};

/**
 * The person-owned goals of the people `eipId` oversees, and the goals of the departments they head. Each set is read
 * once as an array (`= any(array(...))`): the planner, which cannot tell how many a recursive query finds, then
 * neither scans the company's goals for a join nor counts the recursion again for every goal it joins.
 */
function underSql(companyId: number, eipId: number, g: GoalColumns): SQL<boolean> {
  return sql<boolean>`coalesce((${g.ownerKind} = 'person' and ${g.employeeId} = any(${managedArraySql(companyId, eipId)}))
    or (${g.ownerKind} = 'department' and ${g.departmentId} = any(${headedArraySql(companyId, eipId)})), false)`;
}

const managedArraySql = (companyId: number, eipId: number): SQL =>
  sql`array(select m.id from ${managedEmployeeIdsSql(companyId, eipId)} m)`;
const headedArraySql = (companyId: number, eipId: number): SQL =>
  sql`array(select h.id from ${headedDepartmentIdsSql(companyId, eipId)} h)`;

/** Manages the goal: changes it, approves it, checks it in, reads it when private. */
export function managesGoalSql(member: Member, g: GoalColumns): SQL<boolean> {
  if (seesWholeCompany(member)) return sql<boolean>`true`;
  if (!managesPeople(member) || member.eipId === null) return sql<boolean>`false`;
  return underSql(member.companyId, member.eipId, g);
}

/** The caller's own goal as a person. */
export function ownsGoalSql(member: Member, g: GoalColumns): SQL<boolean> {
  if (member.eipId === null) return sql<boolean>`false`;
  return sql<boolean>`coalesce(${g.ownerKind} = 'person' and ${g.employeeId} = ${member.eipId}, false)`;
}

export function readsGoalSql(member: Member, g: GoalColumns): SQL<boolean> {
  if (seesWholeCompany(member)) return sql<boolean>`true`;
  return sql<boolean>`(${g.visibility} = 'company' or ${ownsGoalSql(member, g)} or ${managesGoalSql(member, g)})`;
}

/** The caller's team as a condition on a goal's columns: the goals under them in the structure. */
export function teamGoalSql(member: Member, g: GoalColumns): SQL<boolean> {
  if (member.eipId === null) return sql<boolean>`false`;
  return underSql(member.companyId, member.eipId, g);
}

/**
 * The ids of the goals under a manager in the structure (their people's and their departments'), found by the owner's
 * indexes: a team list reads its goals among these (`id = any(array(...))`, read once per statement), not among the
 * company's.
 */
export function teamGoalIdsSql(companyId: number, eipId: number): SQL {
  return sql`select t.id from ${agreements} t where t.company_id = ${companyId}
      and t.employee_id = any(${managedArraySql(companyId, eipId)})
    union all
    select t.id from ${agreements} t where t.company_id = ${companyId}
      and t.department_id = any(${headedArraySql(companyId, eipId)})`;
}
