import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  analyticsReviewerCells,
  analyticsReviewerCounts,
  analyticsStageCells,
  analyticsValueCells,
  assessmentPeriods,
  employeeInPositions,
  users,
} from '../../db/schema/index.ts';
import { fullNameSql, parsedRow } from '../../db/sql.ts';
import type { LeniencyQuery } from './analytics.schemas.ts';
import type { CellKind, CellsInput, Extras } from './cell-types.ts';

/**
 * An admin's cells, read from the aggregates the database keeps (migration 0013_analytics_aggregates)
 * instead of every form of the period: a few rows per period and department (and value), so a request
 * costs the same at 1,000 forms as at 100,000. The cells are those cells.ts gives from the forms, row for
 * row: the aggregate test checks the tables against a recount, the analytics tests the answers.
 */

const intList = (ids: readonly number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/** The rows of the input's periods and departments (no department: 0 in the tables, null in the cells). */
function scopeOf(input: CellsInput, alias: string): SQL {
  const a = (c: string) => sql.raw(`${alias}.${c}`);
  const conditions = [
    sql`${a('company_id')} = ${input.member.companyId}`,
    sql`${a('period_id')} = any(${intList(input.periodIds)})`,
  ];
  if (input.departmentIds) conditions.push(sql`${a('department_id')} = any(${intList(input.departmentIds)})`);
  return sql.join(conditions, sql` and `);
}

const department = (alias: string) => sql.raw(`nullif(${alias}.department_id, 0) as department_id`);
const past = sql`s.stage <> 'SELF'`;

/** Forms of a stage of a period and department: in all, and those past their stage's deadline today. */
function stageCounts(stages: readonly string[], overdue: boolean, today: string): SQL {
  return sql`array[${sql.join(
    stages.map((st) => {
      const deadline = { SELF: 'self_deadline', MANAGER: 'manager_deadline', FEEDBACK: 'feedback_deadline' }[st];
      const late = overdue && deadline ? sql` and p.${sql.raw(deadline)} < ${today}::date` : sql``;
      return sql`coalesce(sum(s.forms) filter (where s.stage = ${sql.raw(`'${st}'`)}${late}), 0)::int`;
    }),
    sql`, `,
  )}]`;
}

/** Each kind of cell, as cells.ts's `c_<kind>` from the forms. */
function parts(input: CellsInput): Record<CellKind, SQL> {
  const stages = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'];
  return {
    completion: sql`select s.period_id, ${department('s')}, sum(s.forms)::int as forms,
        ${stageCounts(stages, false, input.today)} as stages,
        ${stageCounts(stages.slice(0, 3), true, input.today)} as overdue
      from ${analyticsStageCells} s join ${assessmentPeriods} p on p.id = s.period_id
      where ${scopeOf(input, 's')} group by s.period_id, s.department_id having sum(s.forms) > 0`,
    values: sql`select v.period_id, ${department('v')}, v.value_id, v.self, v.manager
      from ${analyticsValueCells} v where ${scopeOf(input, 'v')} and v.items > 0`,
    reviewers: sql`select s.period_id, ${department('s')}, null::int as reviewer_id,
        coalesce(analytics_hist_sum(s.overall) filter (where ${past}), '{0,0,0,0,0,0}') as overall,
        coalesce(analytics_hist_sum(s.calibrated) filter (where ${past}), '{0,0,0,0,0,0}') as calibrated
      from ${analyticsStageCells} s where ${scopeOf(input, 's')}
      group by s.period_id, s.department_id having sum(s.forms) > 0`,
    hipo: sql`select s.period_id, ${department('s')}, sum(s.hipo_people)::int as people,
        sum(s.hipo_decided)::int as decided, sum(s.hipo_yes)::int as hipo
      from ${analyticsStageCells} s where ${scopeOf(input, 's')} and ${past}
      group by s.period_id, s.department_id having sum(s.hipo_people) > 0`,
  };
}

/**
 * The CTEs `c_<kind>` of an admin's cells, for cells.ts's statement. Admins read the distributions per
 * department (`reviewerGrain` department); their leniency has its own statement (`adminLeniency`).
 */
export function adminCellCtes(input: CellsInput, kinds: readonly CellKind[], extras: Extras): SQL[] {
  if (kinds.includes('reviewers') && extras.reviewerGrain !== 'department')
    throw new Error('admin reviewer cells come per department; the leniency reads adminLeniency');
  const p = parts(input);
  return kinds.map((k) => sql`${sql.raw(`c_${k}`)} as (${p[k]})`);
}

// Leniency ------------------------------------------------------------------------------------------------

/**
 * `?ordering=` on the reviewer cells, each read in the order of one of their indexes: a page costs the same
 * whatever the number of reviewers. As the managers' order (analytics.service.ts): reviewers without
 * graded forms last by mean, ties by name then id.
 */
const ORDER_BY: Record<LeniencyQuery['ordering'], string> = {
  name: 'r.name_key, r.reviewer_id',
  '-name': 'r.name_key desc, r.reviewer_id desc',
  mean: 'r.mean asc nulls last, r.name_key, r.reviewer_id',
  '-mean': 'r.mean desc nulls last, r.name_key, r.reviewer_id',
  deviation: 'r.mean asc nulls last, r.name_key, r.reviewer_id',
  '-deviation': 'r.mean desc nulls last, r.name_key, r.reviewer_id',
  people: 'r.graded, r.name_key, r.reviewer_id',
  '-people': 'r.graded desc, r.name_key, r.reviewer_id',
};

const leniencyRow = z.object({
  leniency: z.object({
    /** Overall grades past SELF: of the scope, and of the company's period whatever the filter. */
    scope: z.array(z.number().int()).length(6),
    company: z.array(z.number().int()).length(6),
    count: z.number().int(),
    page: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        position: z.string(),
        graded: z.number().int(),
        total: z.number().int(),
      }),
    ),
  }),
});
export type AdminLeniency = z.infer<typeof leniencyRow>['leniency'];

/**
 * One page of an admin's leniency, in one statement: the company and its departments one by one read the
 * reviewer cells kept for them (department -1 is the company) in index order, with their count kept beside;
 * a filter of several departments adds up their cells first.
 */
export async function adminLeniency(
  ex: Executor,
  input: CellsInput,
  query: Pick<LeniencyQuery, 'ordering' | 'page' | 'page_size'>,
): Promise<AdminLeniency> {
  const { companyId } = input.member;
  const periodId = input.periodIds.at(-1) ?? -1;
  const offset = (query.page - 1) * query.page_size;
  const single = input.departmentIds === null ? -1 : input.departmentIds.length === 1 ? input.departmentIds[0] : null;
  const r = analyticsReviewerCells;
  const cells =
    single !== null
      ? sql`select r.reviewer_id, r.graded, r.total, r.name_key, r.mean from ${r} r
        where r.company_id = ${companyId} and r.period_id = ${periodId} and r.department_id = ${single} and r.forms > 0`
      : sql`select r.reviewer_id, sum(r.graded)::int as graded, sum(r.total)::int as total, min(r.name_key) as name_key,
          sum(r.total)::float8 / nullif(sum(r.graded), 0) as mean
        from ${r} r where r.company_id = ${companyId} and r.period_id = ${periodId}
          and r.department_id = any(${intList(input.departmentIds ?? [])}) and r.forms > 0
        group by r.reviewer_id`;
  const count =
    single !== null
      ? sql`(select coalesce(max(k.reviewers), 0) from ${analyticsReviewerCounts} k
          where k.company_id = ${companyId} and k.period_id = ${periodId} and k.department_id = ${single})`
      : sql`(select count(*) from (${cells}) c)`;
  const overall = (where: SQL) =>
    sql`(select coalesce(analytics_hist_sum(s.overall), '{0,0,0,0,0,0}') from ${analyticsStageCells} s
      where ${where} and s.stage <> 'SELF')`;
  const order = sql.raw(ORDER_BY[query.ordering]);
  const { leniency } = await parsedRow(
    ex,
    leniencyRow,
    sql`select json_build_object(
      'scope', ${overall(scopeOf({ ...input, periodIds: [periodId] }, 's'))},
      'company', ${overall(sql`s.company_id = ${companyId} and s.period_id = ${periodId}`)},
      'count', ${count},
      'page', (select coalesce(json_agg(json_build_object('id', x.reviewer_id, 'name', ${fullNameSql(users)},
          'position', e.position, 'graded', x.graded, 'total', x.total) order by x.n), '[]'::json)
        from (select r.*, row_number() over (order by ${order}) as n from (${cells}) r
          order by ${order} limit ${query.page_size} offset ${offset}) x
        join ${employeeInPositions} e on e.id = x.reviewer_id join ${users} on ${users.id} = e.user_id)
    ) as leniency`,
  );
  return leniency;
}
