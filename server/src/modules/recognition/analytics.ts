import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { NotFound } from '../../http/errors.ts';
import { assertCan, seesWholeCompany } from '../../policy.ts';
import { MIN_GROUP_SIZE } from '../analytics/analytics.schemas.ts';
import { personNameSql } from '../oneonones/access.ts';
import { managedEmployeeIdsSql } from '../structure/scope.ts';
import type { AnalyticsRangeQuery } from './recognition.schemas.ts';

/** The dates the figures cover: the period's, or the last 90 days. */
async function rangeOf(db: Db, companyId: number, period: number | undefined): Promise<{ from: string; to: string }> {
  if (period === undefined) {
    const [r] = await rowsOf<{ from: string; to: string }>(
      db,
      sql`select (current_date - 90)::text as from, current_date::text as to`,
    );
    return r;
  }
  const [r] = await rowsOf<{ from: string; to: string } | undefined>(
    db,
    sql`select start_date::text as from, end_date::text as to from assessment_periods
      where id = ${period} and company_id = ${companyId}`,
  );
  if (!r) throw new NotFound();
  return r;
}

/** Whose figures the caller reads: the company for admins, the people they oversee for managers. */
function peopleSql(caller: Caller, column: SQL): SQL {
  if (seesWholeCompany(caller.member)) return sql`true`;
  return sql`${column} in ${managedEmployeeIdsSql(caller.member.companyId, caller.member.eipId ?? -1)}`;
}

/** Praise per value, and per department and value; a department of fewer than MIN_GROUP_SIZE praised is withheld. */
export async function praiseAnalytics(db: Db, caller: Caller, query: AnalyticsRangeQuery) {
  assertCan(caller.member, 'analytics.read');
  const { companyId } = caller.member;
  const { from, to } = await rangeOf(db, companyId, query.period);
  const base = sql`from praise p join praise_recipients r on r.praise_id = p.id
    join employee_in_positions e on e.id = r.recipient_id join values v on v.id = p.value_id
    where p.company_id = ${companyId} and not p.hidden and p.created_at >= ${from}::date
      and p.created_at < ${to}::date + 1 and ${peopleSql(caller, sql`r.recipient_id`)}
      ${query.department === undefined ? sql`` : sql`and e.department_id = ${query.department}`}`;
  const byValue = await rowsOf<{ value: number; name: string; count: number }>(
    db,
    sql`select v.id as value, v.name, count(distinct p.id)::int as count ${base} group by v.id, v.name order by v.name`,
  );
  const byDepartment = await rowsOf<{
    department: number | null;
    name: string;
    value: number;
    count: number;
    people: number;
  }>(
    db,
    sql`with x as (select e.department_id, v.id as value, p.id as praise_id, r.recipient_id ${base})
      select x.department_id as department, coalesce(d.name, '') as name, x.value,
        count(distinct x.praise_id)::int as count,
        (select count(distinct y.recipient_id) from x y
          where y.department_id is not distinct from x.department_id)::int as people
      from x left join departments d on d.id = x.department_id
      group by x.department_id, d.name, x.value order by d.name, x.value`,
  );
  return {
    min_group_size: MIN_GROUP_SIZE,
    by_value: byValue,
    by_department: byDepartment.map(({ people, count, ...row }) => ({
      ...row,
      count: people < MIN_GROUP_SIZE ? null : count,
      suppressed: people < MIN_GROUP_SIZE,
    })),
  };
}

const CADENCE_DAYS = sql`case s.cadence when 'weekly' then 7 when 'biweekly' then 14 else 30 end`;

/**
 * Per manager: the meetings due by their series' cadences over the range (from each series' start) and those held
 * (or still to come within it). A manager with fewer than MIN_GROUP_SIZE series is withheld, as any small group.
 */
export async function cadenceAnalytics(db: Db, caller: Caller, query: AnalyticsRangeQuery) {
  assertCan(caller.member, 'analytics.read');
  const { companyId } = caller.member;
  const { from, to } = await rangeOf(db, companyId, query.period);
  const rows = await rowsOf<{ manager_id: number; name: string; series: number; due: number; held: number }>(
    db,
    sql`select s.manager_id, ${personNameSql('s.manager_id')} as name, count(*)::int as series,
        sum(greatest(1, ((${to}::date - greatest(${from}::date, (s.created_at at time zone 'UTC')::date)) / ${CADENCE_DAYS})))::int
          as due,
        sum((select count(*) from one_on_one_meetings m where m.series_id = s.id and m.status <> 'cancelled'
          and m.scheduled_at >= ${from}::date and m.scheduled_at < ${to}::date + 1))::int as held
      from one_on_one_series s join employee_in_positions e on e.id = s.manager_id
      where s.company_id = ${companyId} and ${peopleSql(caller, sql`s.report_id`)}
        ${query.department === undefined ? sql`` : sql`and e.department_id = ${query.department}`}
      group by s.manager_id order by name`,
  );
  return {
    min_group_size: MIN_GROUP_SIZE,
    results: rows.map((r) => {
      const suppressed = r.series < MIN_GROUP_SIZE;
      return {
        manager: { id: r.manager_id, name: r.name },
        series: r.series,
        due: suppressed ? null : r.due,
        held: suppressed ? null : r.held,
        kept: suppressed ? null : Math.min(1, r.due ? r.held / r.due : 0),
        suppressed,
      };
    }),
  };
}
