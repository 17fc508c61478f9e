import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import type { Member } from '../../http/access.ts';
import { seesWholeCompany } from '../../policy.ts';
import { readsGoalSql, teamGoalSql } from '../goals/goals.access.ts';
import type { AnalyticsQuery } from './analytics.schemas.ts';
import { MIN_GROUP_SIZE } from './analytics.schemas.ts';
import type { AnalyticsDeps } from './analytics.service.ts';
import { analyticsContext } from './context.ts';
import type { GoalsFigure, GoalsOut } from './goals.schemas.ts';

type Cell = {
  id: number | null;
  name: string | null;
  parent_id: number | null;
  people: number;
  goals: number;
  progress_sum: number;
  on_track: number;
  at_risk: number;
  off_track: number;
  no_health: number;
};

const g = sql`g`;
const cols = {
  ownerKind: sql`${g}.owner_kind`,
  employeeId: sql`${g}.employee_id`,
  departmentId: sql`${g}.department_id`,
  visibility: sql`${g}.visibility`,
};

function figureOf(cells: Cell[], suppressed: boolean, partial: boolean): GoalsFigure {
  if (suppressed) {
    const none = { people: null, goals: null, mean_progress: null, on_track: null, at_risk: null, off_track: null };
    return { suppressed, partial: false, ...none, no_health: null };
  }
  const sum = (k: keyof Omit<Cell, 'id' | 'name' | 'parent_id'>) => cells.reduce((a, c) => a + c[k], 0);
  const goals = sum('goals');
  return {
    suppressed,
    partial,
    people: sum('people'),
    goals,
    mean_progress: goals ? Math.round((sum('progress_sum') / goals) * 1000) / 1000 : null,
    on_track: sum('on_track'),
    at_risk: sum('at_risk'),
    off_track: sum('off_track'),
    no_health: sum('no_health'),
  };
}

/**
 * Goal progress and health of the period by department, in one statement after the analytics context: admins
 * the company's people's goals, managers those of the people they oversee (private ones included: they manage
 * them), each goal counted in its owner's department. Drafts and cancelled goals are left out.
 */
export async function goalAnalytics(deps: AnalyticsDeps, member: Member, query: AnalyticsQuery): Promise<GoalsOut> {
  const ctx = await analyticsContext(deps.db, deps.clock, member, query);
  const period = ctx.scope.period?.id ?? -1;
  const scope = seesWholeCompany(member) ? sql`true` : teamGoalSql(member, cols);
  const departments = ctx.input.departmentIds;
  const cells = await rowsOf<Cell>(
    deps.db,
    sql`select d.id, d.name, d.parent_id, count(distinct g.employee_id)::int as people, count(*)::int as goals,
        coalesce(sum(g.progress), 0)::float8 as progress_sum,
        count(*) filter (where g.health = 'on_track')::int as on_track,
        count(*) filter (where g.health = 'at_risk')::int as at_risk,
        count(*) filter (where g.health = 'off_track')::int as off_track,
        count(*) filter (where g.health is null)::int as no_health
      from agreements g
      join employee_in_positions e on e.id = g.employee_id
      left join departments d on d.id = e.department_id
      where g.company_id = ${member.companyId} and g.period_id = ${period} and g.owner_kind = 'person'
        and g.status in ('in_progress', 'done') and ${readsGoalSql(member, cols)} and ${scope}
        and ${departments ? sql`e.department_id = any(${intArray(departments)})` : sql`true`}
      group by d.id, d.name, d.parent_id
      order by d.name nulls last, d.id`,
  );
  const hidden = (c: Cell) => ctx.suppress && c.people < MIN_GROUP_SIZE;
  const shown = cells.filter((c) => !hidden(c));
  return {
    scope: ctx.scope,
    departments: cells.map((c) => ({
      department: { id: c.id, name: c.name, parent_id: c.parent_id },
      ...figureOf([c], hidden(c), false),
    })),
    total:
      shown.length || !cells.length ? figureOf(shown, false, shown.length < cells.length) : figureOf([], true, false),
  };
}
