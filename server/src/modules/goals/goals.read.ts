import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type Executor } from '../../db/client.ts';
import {
  AGREEMENT_STATUS_TO_GOAL,
  GOAL_STATUS_TO_AGREEMENT,
  agreements,
  assessmentPeriods,
  companies,
  departments,
  employeeInPositions,
  keyResults,
  users,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { Forbidden, NotFound } from '../../http/errors.ts';
import { likePattern, orderingOf } from '../../http/pagination.ts';
import { fullNameSql, intArray } from '../../db/sql.ts';
import { managesGoalSql, ownsGoalSql, readsGoalSql, teamGoalIdsSql } from './goals.access.ts';
import type { GoalListQuery, GoalOut, GoalRowOut, GoalSummary } from './goals.schemas.ts';
import { keyResultsOf } from './keyresults.read.ts';
import { cappedCount, type CappedCount } from './goals.count.ts';

const g = agreements;
const PARENT = 'parent_goal';
const parent = alias(agreements, PARENT);

/** A goal's owner by name: the person's, else the department's, else the company's (joined in selectRows). */
function ownerNameSql(): SQL<string> {
  const person = sql`(select ${fullNameSql(users)} from ${employeeInPositions}
    join ${users} on ${users.id} = ${employeeInPositions.userId} where ${employeeInPositions.id} = ${g.employeeId})`;
  const department = sql`(select ${departments.name} from ${departments} where ${departments.id} = ${g.departmentId})`;
  return sql<string>`coalesce(${person}, ${department}, ${companies.name})`;
}

/**
 * One statement: the goals with their owner's and period's names, the count of key results and what the caller may
 * do. The parent is named only where the caller may read it, so a private parent is never named. The owner and the
 * parent are read by subqueries for the rows returned: a statement of three tables is planned in a fraction of the
 * time a join of seven took, which at 100,000 goals cost more than running it.
 */
export function selectRows(ex: Executor, member: Member) {
  const manages = managesGoalSql(member, g);
  const owns = ownsGoalSql(member, g);
  return ex
    .select({
      row: g,
      ownerName: ownerNameSql(),
      periodName: assessmentPeriods.name,
      periodStatus: assessmentPeriods.status,
      checkInDays: companies.goalCheckInDays,
      parentId: sql<number | null>`(select ${parent.id} from ${agreements} ${sql.identifier(PARENT)}
        where ${and(eq(parent.id, g.parentId), eq(parent.companyId, g.companyId), readsGoalSql(member, parent))})`,
      keyResultCount: sql<number>`(select count(*) from ${keyResults} k
        where k.company_id = ${g.companyId} and k.goal_id = ${g.id})`.mapWith(Number),
      canEdit: sql<boolean>`(${owns} or ${manages})`,
      canApprove: manages,
    })
    .from(g)
    .innerJoin(companies, eq(companies.id, g.companyId))
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, g.periodId));
}

export type GoalRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export function rowDto(r: GoalRow): GoalRowOut {
  const x = r.row;
  return {
    id: x.id,
    title: x.title,
    owner_kind: x.ownerKind,
    employee: x.employeeId,
    department: x.departmentId,
    owner_name: r.ownerName,
    period: x.periodId,
    period_name: r.periodName,
    parent: r.parentId,
    status: AGREEMENT_STATUS_TO_GOAL[x.status],
    health: x.health,
    progress: x.progress,
    weight: x.weight,
    visibility: x.visibility,
    due_date: x.dueDate,
    key_result_count: r.keyResultCount,
    last_check_in_at: x.lastCheckInAt?.toISOString() ?? null,
    version: x.version,
    can_edit: r.canEdit,
  };
}

export function summaryDto(r: GoalRow): GoalSummary {
  const x = r.row;
  const { id, title, ownerKind, health, progress } = x;
  return {
    id,
    title,
    owner_kind: ownerKind,
    owner_name: r.ownerName,
    status: AGREEMENT_STATUS_TO_GOAL[x.status],
    health,
    progress,
  };
}

export const visible = (member: Member) => and(eq(g.companyId, member.companyId), readsGoalSql(member, g));

/** A department filter: the departments' own goals and those of the people sitting in them. */
function inDepartments(ids: number[]): SQL {
  return sql`(${g.departmentId} = any(${intArray(ids)}) or (${g.ownerKind} = 'person' and ${employeeInPositions.departmentId} = any(${intArray(ids)})))`;
}

/**
 * A list's scope: the caller's own goals, their team's (its goals' ids found within the page's statement, by the
 * owner's indexes) or every goal they may read.
 */
function scopeOf(member: Member, scope: GoalListQuery['scope']): SQL | undefined {
  if (scope === 'company') return undefined;
  if (scope === 'mine') return ownsGoalSql(member, g);
  if (member.eipId === null) return sql`false`;
  return sql`${g.id} = any(array(${teamGoalIdsSql(member.companyId, member.eipId)}))`;
}

export async function listGoals(
  db: Db,
  member: Member,
  query: GoalListQuery,
): Promise<{ rows: GoalRowOut[] } & CappedCount> {
  const scope = scopeOf(member, query.scope);
  const where = and(
    visible(member),
    scope,
    query.period ? inArray(g.periodId, query.period) : undefined,
    query.department ? inDepartments(query.department) : undefined,
    query.owner_kind ? inArray(g.ownerKind, query.owner_kind) : undefined,
    query.status
      ? inArray(
          g.status,
          query.status.map((s) => GOAL_STATUS_TO_AGREEMENT[s]),
        )
      : undefined,
    query.health ? inArray(g.health, query.health) : undefined,
    query.q ? or(ilike(g.title, likePattern(query.q)), ilike(g.description, likePattern(query.q))) : undefined,
  );
  const orderBy = orderingOf(
    query.ordering,
    {
      title: g.title,
      due_date: g.dueDate,
      progress: g.progress,
      health: g.health,
      status: g.status,
      weight: g.weight,
      last_check_in_at: g.lastCheckInAt,
      updated_at: g.updatedAt,
      id: g.id,
    },
    [desc(g.id)],
  );
  // The goals that match, on the goals table alone (the department filter reads the person's position).
  const matches = () =>
    db
      .select({ id: g.id })
      .from(g)
      .leftJoin(employeeInPositions, eq(employeeInPositions.id, g.employeeId))
      .where(where);
  // The page's ids first: a search's text reaches the planner, which plans this narrow statement for it (the newest
  // goals first for a text most goals hold, the trigram index for a rare one) in a fraction of a millisecond, where
  // planning the page's joins anew for every text cost more than running them. Then their rows, in that order, by one
  // plan kept for every page.
  const page = await matches()
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const ids = intArray(page.map((r) => r.id));
  const rows = await selectRows(db, member)
    .where(and(eq(g.companyId, member.companyId), sql`${g.id} = any(${ids})`))
    .orderBy(sql`array_position(${ids}, ${g.id})`);
  // Counted on its own, up to the cap: a count over the page's query would build every matching row first.
  const count = await cappedCount(db, sql`${matches()}`, query.page, query.page_size);
  return { rows: rows.map(rowDto), ...count };
}

/** The goal if the caller may read it, else a 404 (another company's too). */
export async function loadGoal(ex: Executor, member: Member, id: number): Promise<GoalRow> {
  const row = (
    await selectRows(ex, member)
      .where(and(visible(member), eq(g.id, id)))
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return row;
}

/** The goal to change: readable (else 404) and the caller's to change (else 403). */
export async function loadEditable(ex: Executor, member: Member, id: number): Promise<GoalRow> {
  const current = await loadGoal(ex, member, id);
  if (!current.canEdit)
    throw new Forbidden(current.row.ownerKind === 'company' ? 'goals_company_admin_only' : 'goals_own_people');
  return current;
}

/** How many of the goals that support a goal its page lists; the tree pages through them all. */
export const GOAL_CHILDREN_SHOWN = 50;

/**
 * Four statements: the goal, its key results, its parent and the first of its children (those the caller may read):
 * a company goal that a whole company's goals support is listed without reading them all.
 */
export async function goalDetail(ex: Executor, member: Member, row: GoalRow): Promise<GoalOut> {
  const x = row.row;
  const keys = await keyResultsOf(ex, member.companyId, x.id);
  const parentRow =
    row.parentId === null
      ? undefined
      : (
          await selectRows(ex, member)
            .where(and(visible(member), eq(g.id, row.parentId)))
            .limit(1)
        ).at(0);
  const children = await selectRows(ex, member)
    .where(and(visible(member), eq(g.parentId, x.id)))
    .orderBy(asc(g.id))
    .limit(GOAL_CHILDREN_SHOWN + 1);
  return {
    ...rowDto(row),
    description: x.description,
    created_by: x.createdById,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
    can_approve: row.canApprove,
    key_results: keys,
    parent_goal: parentRow ? summaryDto(parentRow) : null,
    children: children.slice(0, GOAL_CHILDREN_SHOWN).map(summaryDto),
    children_more: children.length > GOAL_CHILDREN_SHOWN,
    check_in_days: row.checkInDays,
  };
}

export async function getGoal(ex: Executor, member: Member, id: number): Promise<GoalOut> {
  return goalDetail(ex, member, await loadGoal(ex, member, id));
}
