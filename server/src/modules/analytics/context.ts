import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dayOf, type Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { assessmentPeriods, departments, formCounts } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { parsedRow } from '../../db/sql.ts';
import {
  MIN_GROUP_SIZE,
  periodRef,
  type AnalyticsQuery,
  type AnalyticsScope,
  type PeriodRef,
} from './analytics.schemas.ts';
import type { CellsInput } from './cells.ts';
import { managerFormIdsSql } from './scope.ts';
import { assertCan, seesWholeCompany } from '../../policy.ts';

/** What a request is computed over: the scope it reports, and the input of the cells' statement. */
export type AnalyticsContext = {
  scope: AnalyticsScope;
  /** Oldest first; the chosen period last (a single one but for the trend). */
  periods: PeriodRef[];
  input: CellsInput;
  suppress: boolean;
};

const contextRow = z.object({
  ctx: z.object({
    periods: z.array(periodRef),
    departments_found: z.number().int(),
    subtree: z.string(),
    forms: z.string().nullable(),
  }),
});

/**
 * The departments asked for with all their sub-departments (departments_company_parent_idx), worked out
 * here so that the cells' statement gets them as a list of known length: the planner then reads the people
 * of a small department by eip_company_department_idx rather than guessing at a recursive query's size.
 */
function subtreeSql(companyId: number, departmentIds: readonly number[]): SQL {
  return sql`with recursive deps(id) as (
      select d.id from ${departments} d
      where d.company_id = ${companyId} and d.id = any(string_to_array(${departmentIds.join(',')}, ',')::int[])
      union
      select d.id from ${departments} d join deps on d.parent_id = deps.id where d.company_id = ${companyId}
    ) select id from deps`;
}

const periodColumns = sql`ap.id, ap.name, ap.status, ap.start_date, ap.end_date, ap.self_deadline, ap.manager_deadline, ap.feedback_deadline`;

/**
 * Analytics are for admins and managers (DESIGN section 6): employees get a 403 before anything is read.
 * One statement then finds the period (the one asked for, else the active one, else the last started),
 * with `trend` the periods with forms that started before it (form_counts, a few rows a period), checks the departments asked for (a
 * period or a department of another company is a 404) and, for a manager, lists the forms in their scope.
 */
export async function analyticsContext(
  db: Db,
  clock: Clock,
  member: Member,
  query: AnalyticsQuery,
  trend = 1,
): Promise<AnalyticsContext> {
  assertCan(member, 'analytics.read');
  const { companyId } = member;
  const departmentIds = [...new Set(query.department ?? [])];
  const period = query.period ?? null;
  const { ctx } = await parsedRow(
    db,
    contextRow,
    sql`with chosen as (
        select ${periodColumns} from ${assessmentPeriods} ap
        where ap.company_id = ${companyId} and (${period}::int is null or ap.id = ${period}::int)
        order by ap.status = 'active' desc, ap.start_date desc, ap.id desc limit 1
      ), earlier as (
        select ${periodColumns} from ${assessmentPeriods} ap, chosen c
        where ap.company_id = ${companyId} and (ap.start_date, ap.id) < (c.start_date, c.id)
          and exists (select 1 from ${formCounts} fc where fc.company_id = ${companyId} and fc.period_id = ap.id and fc.n > 0)
        order by ap.start_date desc, ap.id desc limit ${trend - 1}
      )
      select json_build_object(
        'periods', (select coalesce(json_agg(x order by x.start_date, x.id), '[]'::json)
          from (select * from chosen union all select * from earlier) x),
        'departments_found', (select count(*) from ${departments} d
          where d.company_id = ${companyId} and d.id = any(string_to_array(${departmentIds.join(',')}, ',')::int[])),
        'subtree', (select coalesce(string_agg(id::text, ','), '') from (${subtreeSql(companyId, departmentIds)}) t),
        'forms', ${seesWholeCompany(member) ? sql`null` : managerFormIdsSql(member, sql`select id from chosen union all select id from earlier`)}
      ) as ctx`,
  );
  if (period !== null && !ctx.periods.length) throw new NotFound();
  if (ctx.departments_found !== departmentIds.length) throw new NotFound();
  const suppress = !seesWholeCompany(member);
  const today = dayOf(clock.now());
  return {
    scope: {
      period: ctx.periods.at(-1) ?? null,
      department: departmentIds,
      suppression: suppress,
      min_group_size: MIN_GROUP_SIZE,
      as_of: today,
    },
    periods: ctx.periods,
    input: {
      member,
      periodIds: ctx.periods.map((p) => p.id),
      departmentIds: departmentIds.length ? ctx.subtree.split(',').map(Number) : null,
      today,
      formIds: ctx.forms,
    },
    suppress,
  };
}
