import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CodedError } from '../../../../contract/errors/index.ts';
import type { Executor } from '../../db/client.ts';
import { agreements, assessmentPeriods, departments, employeeInPositions } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { parsedRow } from '../../db/sql.ts';
import { managesGoalSql, ownsGoalSql, readsGoalSql } from './goals.access.ts';

const g = agreements;

/** What a write names: the owner, the period, the due date and the parent it supports. */
export type GoalRefs = {
  goalId: number | null;
  ownerKind: 'person' | 'department' | 'company';
  employeeId: number | null;
  departmentId: number | null;
  periodId: number;
  dueDate: string | null;
  parentId: number | null;
};

/**
 * One statement checks every reference of a write and says what the caller is to the owner. The employee, the
 * department, the period and the parent must be the company's (the parent one the caller may read), the due date
 * inside the period, and the parent neither the goal itself nor under it: each a 400 naming the field.
 */
export async function checkGoalRefs(
  ex: Executor,
  member: Member,
  r: GoalRefs,
): Promise<{ owns: boolean; manages: boolean }> {
  const c = member.companyId;
  // The owner as a row of its own, so the goals' access rules read it as they read a goal.
  const owner = {
    ownerKind: sql`${r.ownerKind}::goal_owner_kind`,
    employeeId: sql`${r.employeeId}::int`,
    departmentId: sql`${r.departmentId}::int`,
    visibility: sql`'private'::goal_visibility`,
  };
  const cycle =
    r.goalId === null || r.parentId === null
      ? sql`false`
      : sql`(${r.parentId}::int = ${r.goalId}::int or exists(
          with recursive up(id, parent_id) as (
            select p.id, p.parent_id from ${g} p where p.company_id = ${c} and p.id = ${r.parentId}
            union
            select p.id, p.parent_id from ${g} p join up on p.id = up.parent_id where p.company_id = ${c}
          ) select 1 from up where up.id = ${r.goalId}))`;
  const ref = await parsedRow(
    ex,
    z.object({
      employee_ok: z.boolean(),
      department_ok: z.boolean(),
      period_start: z.string().nullable(),
      period_end: z.string().nullable(),
      parent_ok: z.boolean(),
      cycle: z.boolean(),
      owns: z.boolean(),
      manages: z.boolean(),
    }),
    sql`select
      (${r.employeeId}::int is null or exists(select 1 from ${employeeInPositions} e where e.company_id = ${c} and e.id = ${r.employeeId})) as employee_ok,
      (${r.departmentId}::int is null or exists(select 1 from ${departments} d where d.company_id = ${c} and d.id = ${r.departmentId})) as department_ok,
      (select p.start_date::text from ${assessmentPeriods} p where p.company_id = ${c} and p.id = ${r.periodId}) as period_start,
      (select p.end_date::text from ${assessmentPeriods} p where p.company_id = ${c} and p.id = ${r.periodId}) as period_end,
      (${r.parentId}::int is null or exists(select 1 from ${g} where ${g.companyId} = ${c} and ${g.id} = ${r.parentId}
        and ${readsGoalSql(member, g)})) as parent_ok,
      ${cycle} as cycle,
      ${ownsGoalSql(member, owner)} as owns,
      ${managesGoalSql(member, owner)} as manages`,
  );
  const errors: Record<string, CodedError[]> = {};
  if (!ref.employee_ok) errors.employee = [{ code: 'no_employee' }];
  if (!ref.department_ok) errors.department = [{ code: 'no_department' }];
  if (ref.period_start === null || ref.period_end === null) errors.period = [{ code: 'no_period' }];
  else if (r.dueDate !== null && (r.dueDate < ref.period_start || r.dueDate > ref.period_end))
    errors.due_date = [{ code: 'due_date_outside_period', params: { start: ref.period_start, end: ref.period_end } }];
  if (!ref.parent_ok) errors.parent = [{ code: 'goal_parent_not_found' }];
  else if (ref.cycle) errors.parent = [{ code: 'goal_parent_cycle' }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { owns: ref.owns, manages: ref.manages };
}
