import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  departments,
  employeeInPositions,
  formHipoItems,
  formManagerGrades,
  formValueItems,
  users,
  values,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { employeesInDepartmentsSql, visibleFormsSql } from '../forms/scope.ts';
import { fullNameSql, parsedRow } from '../structure/sql.ts';
import { GRADES } from './analytics.schemas.ts';

/**
 * The finest cells every analytics figure is added up from, read in ONE statement whatever the number of
 * forms: the forms in scope once (`base`), then each kind of cell asked for, grouped by period and
 * department (and value or reviewer). The privacy rules (privacy.ts) work on these cells only.
 */

export type CellKind = 'completion' | 'values' | 'reviewers' | 'hipo' | 'value_names' | 'reviewer_names' | 'company';

export type CellsInput = {
  member: Member;
  periodIds: readonly number[];
  departmentIds: readonly number[];
  /** Today, `YYYY-MM-DD`: a form is overdue when today is past its stage's deadline. */
  today: string;
};

/** The counts of grades 0..5 of a column over the rows passing `where`, as an int[] of six. */
function histogramSql(column: SQL, where: SQL): SQL {
  return sql`array[${sql.join(
    GRADES.map((g) => sql`count(*) filter (where ${where} and ${column} = ${sql.raw(String(g))})`),
    sql`, `,
  )}]`;
}

/** Columns of the base table by their text: forms/scope.ts refers to `assessment_forms` by name. */
const f = {
  id: sql.raw('assessment_forms.id'),
  periodId: sql.raw('assessment_forms.period_id'),
  employeeId: sql.raw('assessment_forms.employee_id'),
  reviewerId: sql.raw('assessment_forms.reviewer_id'),
  stage: sql.raw('assessment_forms.stage'),
  companyId: sql.raw('assessment_forms.company_id'),
};

function periodCondition(periodIds: readonly number[]): SQL {
  if (periodIds.length === 1) return sql`${f.periodId} = ${periodIds[0]}`;
  return sql`${f.periodId} = any(string_to_array(${periodIds.join(',')}, ',')::int[])`;
}

/**
 * The member's part of the company's forms: admins every form, managers those of the people they oversee
 * (forms/scope.ts) but their own. The same rule as the 9-box's.
 */
function scopeConditions({ member }: CellsInput): SQL[] {
  const visible = visibleFormsSql(member);
  return visible ? [visible, sql`${f.employeeId} <> ${member.eipId ?? -1}`] : [];
}

/** The forms in scope, one row each: period, stage, reviewer, the employee's department, overdue or not. */
function baseSql(input: CellsInput): SQL {
  const { member, departmentIds, today } = input;
  const conditions = [sql`${f.companyId} = ${member.companyId}`, periodCondition(input.periodIds)];
  conditions.push(...scopeConditions(input));
  if (departmentIds.length)
    conditions.push(sql`${f.employeeId} in ${employeesInDepartmentsSql(member.companyId, departmentIds.join(','))}`);
  return sql`select ${f.id} as form_id, ${f.periodId} as period_id, ${f.stage}::text as stage,
      ${f.reviewerId} as reviewer_id, pos.department_id,
      coalesce(case ${f.stage} when 'SELF' then p.self_deadline when 'MANAGER' then p.manager_deadline
        when 'FEEDBACK' then p.feedback_deadline end < ${today}::date, false) as overdue
    from ${assessmentForms}
    join ${employeeInPositions} pos on pos.id = ${f.employeeId}
    join ${assessmentPeriods} p on p.id = ${f.periodId}
    where ${sql.join(conditions, sql` and `)}`;
}

/** A json array of a subquery's rows, `[]` when none. */
const rowsJson = (query: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

const past = sql`b.stage <> 'SELF'`;

const parts: Record<CellKind, (input: CellsInput) => SQL> = {
  completion: () =>
    rowsJson(sql`select b.period_id, b.department_id, count(*) as forms,
      array[${sql.join(
        ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'].map(
          (s) => sql`count(*) filter (where b.stage = ${sql.raw(`'${s}'`)})`,
        ),
        sql`, `,
      )}] as stages,
      array[${sql.join(
        ['SELF', 'MANAGER', 'FEEDBACK'].map(
          (s) => sql`count(*) filter (where b.overdue and b.stage = ${sql.raw(`'${s}'`)})`,
        ),
        sql`, `,
      )}] as overdue
      from base b group by b.period_id, b.department_id`),
  // Value grades of forms past SELF, through form_value_items_form_value_uq.
  values: () =>
    rowsJson(sql`select b.period_id, b.department_id, v.value_id,
      ${histogramSql(sql`v.self_grade`, sql`true`)} as self,
      ${histogramSql(sql`v.manager_grade`, sql`true`)} as manager
      from base b join ${formValueItems} v on v.form_id = b.form_id
      where ${past} group by b.period_id, b.department_id, v.value_id`),
  reviewers: () =>
    rowsJson(sql`select b.period_id, b.department_id, b.reviewer_id,
      ${histogramSql(sql`g.overall_grade`, past)} as overall,
      ${histogramSql(sql`g.calibrated_grade`, past)} as calibrated
      from base b left join ${formManagerGrades} g on g.form_id = b.form_id
      group by b.period_id, b.department_id, b.reviewer_id`),
  hipo: () =>
    rowsJson(sql`select b.period_id, b.department_id, count(distinct b.form_id) as people,
      count(*) as decided, count(*) filter (where h.decision = 'IS_HIPO') as hipo
      from base b join ${formHipoItems} h on h.form_id = b.form_id
      where ${past} and h.decision is not null group by b.period_id, b.department_id`),
  value_names: ({ member }) =>
    rowsJson(sql`select x.id, x.name, x."order" from ${values} x
      where x.company_id = ${member.companyId} and x.id in (
        select v.value_id from base b join ${formValueItems} v on v.form_id = b.form_id where ${past})
      order by x."order", x.name, x.id`),
  reviewer_names: ({ member }) =>
    rowsJson(sql`select e.id, ${fullNameSql(users)} as name, e.position from ${employeeInPositions} e
      join ${users} on ${users.id} = e.user_id
      where e.company_id = ${member.companyId} and e.id in (select b.reviewer_id from base b)`),
  // The company's overall grades of the period, whatever the filter; `outside`: those of people neither
  // in the caller's scope nor the caller (for admins, everyone).
  company: (input) => {
    const scope = scopeConditions(input);
    const inScope = scope.length ? sql.join(scope, sql` and `) : sql`true`;
    return sql`(select row_to_json(c) from (
      select count(g.overall_grade) as people, coalesce(sum(g.overall_grade), 0) as total,
        count(g.overall_grade) filter (where ${f.employeeId} <> ${input.member.eipId ?? -1}
          and not coalesce(${inScope}, false)) as outside
      from ${assessmentForms} join ${formManagerGrades} g on g.form_id = ${f.id}
      where ${f.companyId} = ${input.member.companyId} and ${periodCondition(input.periodIds)}
        and ${f.stage} <> 'SELF') c)`;
  },
};

const key = { period_id: z.number().int(), department_id: z.number().int().nullable() };
const histogram = z.array(z.number().int()).length(GRADES.length);

const cellsRow = z.object({
  cells: z.object({
    departments: z.array(
      z.object({
        id: z.number().int().nullable(),
        name: z.string().nullable(),
        parent_id: z.number().int().nullable(),
      }),
    ),
    completion: z
      .array(
        z.object({
          ...key,
          forms: z.number().int(),
          stages: z.array(z.number().int()).length(4),
          overdue: z.array(z.number().int()).length(3),
        }),
      )
      .default([]),
    values: z.array(z.object({ ...key, value_id: z.number().int(), self: histogram, manager: histogram })).default([]),
    reviewers: z
      .array(z.object({ ...key, reviewer_id: z.number().int().nullable(), overall: histogram, calibrated: histogram }))
      .default([]),
    hipo: z
      .array(z.object({ ...key, people: z.number().int(), decided: z.number().int(), hipo: z.number().int() }))
      .default([]),
    value_names: z.array(z.object({ id: z.number().int(), name: z.string(), order: z.number().int() })).default([]),
    reviewer_names: z.array(z.object({ id: z.number().int(), name: z.string(), position: z.string() })).default([]),
    company: z
      .object({ people: z.number().int(), total: z.number(), outside: z.number().int() })
      .nullable()
      .default(null),
  }),
});
export type Cells = z.infer<typeof cellsRow>['cells'];

/**
 * The cells of the given kinds for the forms in scope, in one statement. The departments the forms sit in
 * come along always (by name, the people in no department last).
 */
export async function readCells(ex: Executor, input: CellsInput, kinds: readonly CellKind[]): Promise<Cells> {
  // A company without periods has nothing to count.
  if (!input.periodIds.length) return cellsRow.parse({ cells: { departments: [] } }).cells;
  const fields = kinds.map((k) => sql`${sql.raw(`'${k}'`)}, ${parts[k](input)}`);
  const names = rowsJson(sql`select b.department_id as id, d.name, d.parent_id
    from (select distinct department_id from base) b left join ${departments} d on d.id = b.department_id
    order by d.name is null, d.name, d.id`);
  const { cells } = await parsedRow(
    ex,
    cellsRow,
    sql`with base as (${baseSql(input)})
      select json_build_object('departments', ${names}, ${sql.join(fields, sql`, `)}) as cells`,
  );
  return cells;
}
