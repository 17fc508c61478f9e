import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { agreements } from '../../db/schema/index.ts';
import { intArray } from '../../db/sql.ts';
import type { Member } from '../../http/access.ts';
import { readsGoalSql } from '../goals/goals.access.ts';
import type { FormCheckInOut, GoalInFormOut } from './goals-in-form.schemas.ts';

type CheckInRow = Omit<FormCheckInOut, 'at'> & { goal_id: number; at: Date | string };

/**
 * The goals of a form's agreement items that the reader may see, each with its progress, health and check-ins
 * (their values with the key results' names), in two statements whatever the number of goals and check-ins. A goal
 * the reader may not see is left out of the map: its item then shows no goal at all.
 */
export async function goalsInForm(
  ex: Executor,
  member: Member,
  goalIds: readonly number[],
): Promise<Map<number, GoalInFormOut>> {
  const out = new Map<number, GoalInFormOut>();
  if (!goalIds.length) return out;
  const g = agreements;
  const goals = await ex
    .select({ id: g.id, progress: g.progress, health: g.health })
    .from(g)
    .where(and(eq(g.companyId, member.companyId), inArray(g.id, [...goalIds]), readsGoalSql(member, g)));
  if (!goals.length) return out;
  const ids = intArray(goals.map((x) => x.id));
  const checkIns = await rowsOf<CheckInRow>(
    ex,
    sql`select ci.goal_id, ci.id, ci.at, ci.health, ci.comment, ci.progress_before, ci.progress_after,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as by,
      coalesce(ci.user_id = (select o.user_id from employee_in_positions o where o.id = g.employee_id), false) as by_owner,
      coalesce(json_agg(json_build_object(
        'key_result_id', v.key_result_id, 'name', k.name, 'unit', k.unit,
        'value_before', v.value_before, 'value_after', v.value_after,
        'done_before', v.done_before, 'done_after', v.done_after) order by k.position, k.id)
        filter (where v.check_in_id is not null), '[]'::json) as values
    from goal_check_ins ci
    join agreements g on g.id = ci.goal_id
    left join users u on u.id = ci.user_id
    left join goal_check_in_values v on v.check_in_id = ci.id
    left join key_results k on k.id = v.key_result_id
    where ci.company_id = ${member.companyId} and ci.goal_id = any(${ids})
    group by ci.id, u.id, g.id
    order by ci.at, ci.id`,
  );
  for (const goal of goals) out.set(goal.id, { progress: goal.progress, health: goal.health, check_ins: [] });
  for (const { goal_id: goalId, at, ...row } of checkIns) {
    out.get(goalId)?.check_ins.push({ ...row, at: new Date(at).toISOString() });
  }
  return out;
}
