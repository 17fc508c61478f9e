import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  analyticsStageCells,
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
import { fullNameSql, parsedRow } from '../../db/sql.ts';
import { adminCellCtes } from './aggregates.ts';
import type { CellKind, CellsInput, Extras } from './cell-types.ts';
import { GRADES, type DepartmentRef } from './analytics.schemas.ts';

/**
 * The finest cells every analytics figure is added up from, read in ONE statement whatever the number of
 * forms. A manager's from their forms: the forms in scope (`base`, with their department and whether they
 * are overdue), then each kind of cell asked for, grouped by period and department (and value or reviewer).
 * An admin's, whose scope is the company, from the aggregates kept for it (aggregates.ts). The privacy rules
 * (privacy.ts) work on these cells only.
 */

export type { CellKind, CellsInput, Extras, ReviewerGrain } from './cell-types.ts';

/** The counts of grades 0..5 of a column over the rows passing `where`, as an int[] of six. */
function histogramSql(column: SQL, where: SQL): SQL {
  return sql`array[${sql.join(
    GRADES.map((g) => sql`count(*) filter (where ${where} and ${column} = ${sql.raw(String(g))})`),
    sql`, `,
  )}]`;
}

/** Columns of the forms by their text, as scope.ts writes them. */
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

/** The member's part of the company's forms: a manager's forms (scope.ts), or an admin's every one. */
function inScope({ formIds }: CellsInput): SQL {
  return formIds === null ? sql`true` : sql`${f.id} = any(string_to_array(${formIds}, ',')::int[])`;
}

/** The forms in scope, one row each: period, stage, reviewer, the employee's department, overdue or not. */
function baseSql(input: CellsInput): SQL {
  const { member, departmentIds, today } = input;
  const conditions = [sql`${f.companyId} = ${member.companyId}`, periodCondition(input.periodIds), inScope(input)];
  if (departmentIds)
    conditions.push(sql`pos.department_id = any(string_to_array(${departmentIds.join(',')}, ',')::int[])`);
  return sql`select ${f.id} as form_id, ${f.periodId} as period_id, ${f.stage}::text as stage,
      ${f.reviewerId} as reviewer_id, pos.department_id, assessment_forms.template_version_id,
      coalesce(case ${f.stage} when 'SELF' then p.self_deadline when 'MANAGER' then p.manager_deadline
        when 'FEEDBACK' then p.feedback_deadline end < ${today}::date, false) as overdue
    from ${assessmentForms}
    join ${employeeInPositions} pos on pos.id = ${f.employeeId} and pos.company_id = ${member.companyId}
    join ${assessmentPeriods} p on p.id = ${f.periodId}
    where ${sql.join(conditions, sql` and `)}`;
}

const past = sql`b.stage <> 'SELF'`;
const stageCounts = (stages: readonly string[], where: SQL) =>
  sql`array[${sql.join(
    stages.map((st) => sql`count(*) filter (where ${where} and b.stage = ${sql.raw(`'${st}'`)})`),
    sql`, `,
  )}]`;

/**
 * A form's grade on the built-in scale's points: a grade on a template's own scale is normalised by its place on
 * that scale and rounded onto 0..5 (README, "Grades on different scales"), as the kept aggregates hold it.
 */
const onBuiltInScale = (grade: SQL) =>
  sql`round(grade_on_built_in_scale(b.template_version_id, ${grade}::float8))::int`;

/** A value grade on the built-in scale's points, as the kept value aggregates hold it (migration 0025). */
const valueOnBuiltInScale = (grade: SQL) => sql`value_grade_on_built_in_scale(b.template_version_id, ${grade})`;

/** The cells of each kind, grouped from `base`: each a CTE named `c_<kind>`. */
const cellParts = (): Record<CellKind, SQL> => ({
  completion: sql`select b.period_id, b.department_id, count(*) as forms,
      ${stageCounts(['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'], sql`true`)} as stages,
      ${stageCounts(['SELF', 'MANAGER', 'FEEDBACK'], sql`b.overdue`)} as overdue
    from base b group by b.period_id, b.department_id`,
  // Value grades of forms past SELF, each on the built-in 0..5 by its place on the values section's scale.
  values: sql`select b.period_id, b.department_id, v.value_id,
      ${histogramSql(valueOnBuiltInScale(sql`v.self_grade`), sql`true`)} as self,
      ${histogramSql(valueOnBuiltInScale(sql`v.manager_grade`), sql`true`)} as manager
    from base b join ${formValueItems} v on v.form_id = b.form_id
    where ${past} group by b.period_id, b.department_id, v.value_id`,
  // Every reviewer of a form in scope, with the overall and calibrated grades of forms past SELF: a cell per
  // department and reviewer, as the privacy rule needs.
  reviewers: sql`select b.period_id, b.department_id, b.reviewer_id,
      ${histogramSql(onBuiltInScale(sql`g.overall_grade`), past)} as overall,
      ${histogramSql(onBuiltInScale(sql`g.calibrated_grade`), past)} as calibrated
    from base b left join ${formManagerGrades} g on g.form_id = b.form_id
    group by 1, 2, 3`,
  hipo: sql`select b.period_id, b.department_id, count(distinct b.form_id) as people,
      count(*) as decided, count(*) filter (where h.decision = 'IS_HIPO') as hipo
    from base b join ${formHipoItems} h on h.form_id = b.form_id
    where ${past} and h.decision is not null group by b.period_id, b.department_id`,
});

/** A json array of a query's rows, `[]` when none. */
const rowsJson = (query: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;

/**
 * The company's overall grades of the period, whatever the filter, from the aggregates (a few rows, see
 * aggregates.ts); `outside`: those of people neither in the caller's scope nor the caller, that is the
 * company's less the graded forms in scope and the caller's own (never in their scope), both read by index.
 */
function companySql(input: CellsInput): SQL {
  const { companyId } = input.member;
  const graded = (where: SQL) => sql`(select count(g.overall_grade) from ${assessmentForms}
    join ${formManagerGrades} g on g.form_id = ${f.id}
    where ${f.companyId} = ${companyId} and ${periodCondition(input.periodIds)} and ${f.stage} <> 'SELF' and ${where})`;
  const mine = graded(sql`${f.employeeId} = ${input.member.eipId ?? -1}`);
  const inScope =
    input.formIds === null ? sql`0` : graded(sql`${f.id} = any(string_to_array(${input.formIds}, ',')::int[])`);
  return sql`(select row_to_json(c) from (
    select k.people, k.total, k.people - ${inScope} - ${mine} as outside
    from (select coalesce(sum(h.n), 0) as people, coalesce(sum(h.n * (h.i - 1)), 0) as total
      from ${analyticsStageCells} s cross join lateral unnest(s.overall) with ordinality h(n, i)
      where s.company_id = ${companyId} and s.period_id = any(string_to_array(${input.periodIds.join(',')}, ',')::int[])
        and s.stage <> 'SELF') k) c)`;
}

/** The names of what the cells refer to: departments always, values and reviewers when asked. */
function namesSql(input: CellsInput, kinds: readonly CellKind[], extras: Extras): SQL[] {
  const companyId = input.member.companyId;
  const ids = sql.join(
    kinds.map((k) => sql`select department_id from ${sql.raw(`c_${k}`)}`),
    sql` union `,
  );
  const out = [
    sql`'department_names', ${rowsJson(sql`select d.id, d.name, d.parent_id from ${departments} d
      where d.company_id = ${companyId} and d.id in (${ids})`)}`,
  ];
  if (extras.valueNames && kinds.includes('values'))
    out.push(
      sql`'value_names', ${rowsJson(sql`select x.id, x.name, x."order" from ${values} x
      where x.company_id = ${companyId} and x.id in (select value_id from c_values)
      order by x."order", x.name, x.id`)}`,
    );
  if (extras.reviewerNames && kinds.includes('reviewers'))
    out.push(
      sql`'reviewer_names', ${rowsJson(sql`select e.id, ${fullNameSql(users)} as name, e.position
      from ${employeeInPositions} e join ${users} on ${users.id} = e.user_id
      where e.company_id = ${companyId} and e.id in (select reviewer_id from c_reviewers)`)}`,
    );
  if (extras.company) out.push(sql`'company', ${companySql(input)}`);
  return out;
}

const key = { period_id: z.number().int(), department_id: z.number().int().nullable() };
const histogram = z.array(z.number().int()).length(GRADES.length);

const cellsRow = z.object({
  cells: z.object({
    department_names: z
      .array(z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() }))
      .default([]),
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
 * The cells of the given kinds for the forms in scope, in one statement. `base` is inlined into each kind
 * (a materialised base of 100,000 rows costs more than reading it again), the cells are small.
 */
export async function readCells(
  ex: Executor,
  input: CellsInput,
  kinds: readonly CellKind[],
  extras: Extras = {},
): Promise<Cells> {
  // A company without periods has nothing to count.
  if (!input.periodIds.length) return cellsRow.parse({ cells: {} }).cells;
  const fields = kinds.map((k) => sql`${sql.raw(`'${k}'`)}, ${rowsJson(sql`select * from ${sql.raw(`c_${k}`)}`)}`);
  const select = sql`select json_build_object(${sql.join([...fields, ...namesSql(input, kinds, extras)], sql`, `)}) as cells`;
  // An admin's scope is every form of the company: the aggregates hold its cells (aggregates.ts).
  if (input.formIds === null) {
    const { cells } = await parsedRow(
      ex,
      cellsRow,
      sql`with ${sql.join(adminCellCtes(input, kinds, extras), sql`, `)} ${select}`,
    );
    return cells;
  }
  const parts = cellParts();
  const ctes = kinds.map((k) => sql`${sql.raw(`c_${k}`)} as (${parts[k]})`);
  const { cells } = await parsedRow(
    ex,
    cellsRow,
    sql`with base as not materialized (${baseSql(input)}), ${sql.join(ctes, sql`, `)} ${select}`,
  );
  return cells;
}

/**
 * The departments the cells of the kinds sit in, by name, the people placed in no department last: the
 * rows of a measure's answer.
 */
export function departmentsOf(cells: Cells, kinds: readonly CellKind[]): DepartmentRef[] {
  const ids = new Set<number | null>(kinds.flatMap((k) => cells[k].map((c) => c.department_id)));
  const named = cells.department_names.filter((d) => ids.has(d.id));
  named.sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id);
  return ids.has(null) ? [...named, { id: null, name: null, parent_id: null }] : named;
}
