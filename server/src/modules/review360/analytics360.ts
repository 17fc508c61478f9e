import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  assessmentForms,
  assessmentPeriods,
  departments,
  employeeInPositions,
  review360Answers,
  review360Questions,
  review360Requests,
  review360Settings,
  review360Subjects,
  values,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { departmentRef, valueRef } from '../analytics/analytics.schemas.ts';
import type { CellsInput } from '../analytics/cells.ts';
import { analyticsContext } from '../analytics/context.ts';
import { isWithheld } from '../analytics/privacy.ts';
import { parsedRow } from '../../db/sql.ts';
import type {
  Review360AnalyticsOut,
  Review360AnalyticsQuery,
  Review360Cell,
  Review360Total,
} from './analytics360.schemas.ts';
import type { ResultsDeps } from './results.service.ts';
import { releaseDue } from './release.ts';
import { closedSql } from './state.ts';
import { assertCan } from '../../policy.ts';

/**
 * The analytics' 360 measure: the context of the other measures (analytics/context.ts: the period, the
 * departments asked for, a manager's forms), then ONE statement for the cells: for each person of the scope
 * whose 360 closed, their mean of each value over their shown groups, averaged per department x value.
 * The privacy rule of the analytics then withholds a manager's cells of fewer than 3 people.
 */

const cellsRow = z.object({
  data: z.object({
    values: z.array(valueRef),
    departments: z.array(departmentRef.omit({ id: true }).extend({ id: z.number().int() })),
    cells: z.array(
      z.object({
        department_id: z.number().int().nullable(),
        value_id: z.number().int(),
        people: z.number().int(),
        mean: z.number(),
      }),
    ),
  }),
});

function cellsSql(input: CellsInput): SQL {
  const { companyId } = input.member;
  const periodId = input.periodIds.at(-1) ?? -1;
  const conditions = [sql`f.company_id = ${companyId}`, sql`f.period_id = ${periodId}`];
  if (input.formIds !== null) conditions.push(sql`f.id = any(string_to_array(${input.formIds}, ',')::int[])`);
  if (input.departmentIds)
    conditions.push(sql`pos.department_id = any(string_to_array(${input.departmentIds.join(',')}, ',')::int[])`);
  const closed = closedSql({ subject: 's' });
  return sql`with base as (
      select s.id as subject_row_id, pos.department_id, st.anonymity_threshold as threshold
      from ${assessmentForms} f
      join ${employeeInPositions} pos on pos.id = f.employee_id and pos.company_id = ${companyId}
      join ${assessmentPeriods} p on p.id = f.period_id
      join ${review360Settings} st on st.period_id = f.period_id and st.enabled
      join ${review360Subjects} s on s.period_id = f.period_id and s.subject_id = f.employee_id
      where ${sql.join(conditions, sql` and `)} and ${closed}
    ), shown as (
      select r.subject_row_id, r.relationship from ${review360Requests} r
      join base b on b.subject_row_id = r.subject_row_id
      where r.company_id = ${companyId} and r.status = 'submitted'
      group by r.subject_row_id, r.relationship, b.threshold having count(*) >= b.threshold
    ), vq as (
      select q.id, q.value_id from ${review360Questions} q
      where q.company_id = ${companyId} and q.period_id = ${periodId} and q.kind = 'value'
    ), person as (
      select b.department_id, vq.value_id, b.subject_row_id, avg(a.grade) as mean
      from base b
      join ${review360Answers} a on a.subject_row_id = b.subject_row_id and a.company_id = ${companyId}
      join shown on shown.subject_row_id = a.subject_row_id and shown.relationship = a.relationship
      join vq on vq.id = a.question_id
      where a.grade is not null
      group by b.department_id, vq.value_id, b.subject_row_id
    ), cells as (
      select department_id, value_id, count(*)::int as people, avg(mean)::float8 as mean
      from person group by department_id, value_id
    )
    select json_build_object(
      'values', (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'order', v."order")
          order by v."order", v.name, v.id), '[]'::json)
        from ${values} v where v.company_id = ${companyId} and v.id in (select value_id from vq)),
      'departments', (select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'parent_id', d.parent_id)
          order by d.name, d.id), '[]'::json)
        from ${departments} d where d.company_id = ${companyId} and d.id in (select department_id from cells)),
      'cells', (select coalesce(json_agg(c), '[]'::json) from cells c)
    ) as data`;
}

type Cell = { people: number; mean: number };

/** The mean of the cells shown, each weighted by its people; flags as the analytics' totals say them. */
function totalOf(cells: readonly Cell[], suppress: boolean): Review360Total {
  const marked = cells.map((c) => ({ ...c, withheld: isWithheld(c.people, suppress) }));
  const withheld = marked.some((c) => c.withheld);
  const shown = marked.filter((c) => !c.withheld && c.people > 0);
  if (withheld && !shown.length) return { suppressed: true, partial: false, mean: null };
  const people = shown.reduce((n, c) => n + c.people, 0);
  const mean = people ? shown.reduce((n, c) => n + c.mean * c.people, 0) / people : null;
  return { suppressed: false, partial: withheld && shown.length > 0, mean };
}

function cellOf(valueId: number, cell: Cell | undefined, suppress: boolean): Review360Cell {
  if (!cell) return { value_id: valueId, suppressed: false, people: 0, mean: null };
  if (isWithheld(cell.people, suppress)) return { value_id: valueId, suppressed: true, people: null, mean: null };
  return { value_id: valueId, suppressed: false, people: cell.people, mean: cell.mean };
}

export async function review360Analytics(
  deps: ResultsDeps,
  member: Member,
  query: Review360AnalyticsQuery,
): Promise<Review360AnalyticsOut> {
  assertCan(member, 'review360.team');
  await releaseDue(deps.db, deps.clock.now(), member.companyId);
  const ctx = await analyticsContext(deps.db, deps.clock, member, query);
  const { data } = await parsedRow(deps.db, cellsRow, cellsSql(ctx.input));
  const { suppress } = ctx;
  const departmentRows = [
    ...data.departments,
    ...(data.cells.some((c) => c.department_id === null) ? [{ id: null, name: null, parent_id: null }] : []),
  ];
  return {
    scope: ctx.scope,
    values: data.values,
    departments: departmentRows.map((department) => {
      const row = data.cells.filter((c) => c.department_id === department.id);
      return {
        department,
        cells: data.values.map((v) =>
          cellOf(
            v.id,
            row.find((c) => c.value_id === v.id),
            suppress,
          ),
        ),
        total: totalOf(row, suppress),
      };
    }),
    value_totals: data.values.map((v) => ({
      value_id: v.id,
      ...totalOf(
        data.cells.filter((c) => c.value_id === v.id),
        suppress,
      ),
    })),
    total: totalOf(data.cells, suppress),
  };
}
