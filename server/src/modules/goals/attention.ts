import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { agreements as g, companies } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { assertCan } from '../../policy.ts';
import { ATTENTION_LIMIT, type AttentionOut, type AttentionQuery } from './attention.schemas.ts';
import { readsGoalSql, teamGoalSql } from './goals.access.ts';
import { rowDto, selectRows } from './goals.read.ts';

/** No check-in within the company's cadence (counted from the goal's creation before its first). */
function staleSql(now: Date) {
  return sql<boolean>`coalesce(${g.lastCheckInAt}, ${g.createdAt})
    < ${now.toISOString()}::timestamptz - make_interval(days => greatest((select c.goal_check_in_days
      from companies c where c.id = ${g.companyId}), 1))`;
}

/**
 * The manager dashboard's card: the active goals of the caller's team (the people they oversee, the departments
 * they head; never a private goal they may not read) that are at risk, off track, or without a check-in within the
 * cadence, the worst first, in two statements whatever their number (the goals, and the company's cadence).
 */
export async function teamGoalsNeedingAttention(
  ex: Executor,
  member: Member,
  clock: Clock,
  query: AttentionQuery,
): Promise<AttentionOut> {
  assertCan(member, 'manager_dashboard.open');
  const stale = staleSql(clock.now());
  const where = and(
    eq(g.companyId, member.companyId),
    readsGoalSql(member, g),
    teamGoalSql(member, g),
    eq(g.status, 'in_progress'),
    query.period ? inArray(g.periodId, query.period) : undefined,
    sql`(${g.health} in ('at_risk', 'off_track') or ${stale})`,
  );
  const rows = await selectRows(ex, member)
    .where(where)
    .orderBy(
      sql`case ${g.health} when 'off_track' then 0 when 'at_risk' then 1 else 2 end`,
      desc(stale),
      asc(g.progress),
      asc(g.id),
    )
    .limit(ATTENTION_LIMIT);
  const [company] = await ex
    .select({
      days: companies.goalCheckInDays,
      count: sql<number>`(select count(*) from ${g} where ${where})`.mapWith(Number),
    })
    .from(companies)
    .where(eq(companies.id, member.companyId));
  return {
    count: company.count,
    check_in_days: company.days,
    results: rows.map((r) => ({
      ...rowDto(r),
      stale: isStale(r.row.lastCheckInAt ?? r.row.createdAt, r.checkInDays, clock),
    })),
  };
}

/** The same rule as `staleSql`, on a row already read. */
function isStale(since: Date, days: number, clock: Clock): boolean {
  return since.getTime() < clock.now().getTime() - Math.max(days, 1) * 86_400_000;
}
