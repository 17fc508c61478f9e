import { sql, type SQL } from 'drizzle-orm';
import {
  analyticsFormFacts,
  assessmentForms,
  delegations,
  departments,
  employeeInPositions,
  formHipoItems,
  formManagerGrades,
  formValueItems,
  nineBoxCells,
  nineBoxSettings,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { employeesInDepartmentsSql } from '../forms/scope.ts';
import { managedEmployeeIdsSql } from '../structure/scope.ts';
import { isoSql } from './sql.ts';
import { seesWholeCompany } from '../../policy.ts';

/**
 * The 9-box's formulas, in SQL so that a grid of any size is one statement (README, "9-box"):
 *
 * - performance = the form's grade: the calibrated grade a locked session wrote (form_manager_grades.
 *   calibrated_grade), else the manager's overall grade (overall_grade, 0..5); where there is neither, the
 *   mean of the manager's value grades (form_value_items.manager_grade) that are set. A form on a company's
 *   scale (a template's, migration 0023_form_scale) has that grade put on the built-in 0..5 first: normalised
 *   to 0..1 by its scale's position, (grade - min) / (max - min), times 5, so that one set of thresholds cuts
 *   every form; a 1-4 form graded 3 is 3.33, medium by default. The person's card keeps the label of the grade
 *   on the form's own scale (`grade_label`); forms on the built-in scale are placed as they always were;
 * - potential = the potential a locked session placed the person at (form_manager_grades.calibrated_potential,
 *   the middle of the level it chose), else the share of the form's hipo items decided IS_HIPO among those
 *   decided (0..1); a form with neither (every SMPL form no session placed) has no potential and is listed apart;
 * - level = high at or above `*_high_from`, medium at or above `*_medium_from`, else low.
 *
 * DESIGN section 5: manager grades and hipo decisions count from the MANAGER stage on. A form in SELF
 * (a new one, or one sent back) counts as not assessed, whatever its rows hold.
 */

/** The thresholds of a company without a settings row (the columns' defaults). */
export const NINE_BOX_DEFAULTS = {
  performance_medium_from: 3,
  performance_high_from: 4,
  potential_medium_from: 0.34,
  potential_high_from: 0.67,
} as const;

/** One row, always: the company's thresholds, or the defaults with version 0. */
export function thresholdsSql(companyId: number): SQL {
  const s = nineBoxSettings;
  const d = NINE_BOX_DEFAULTS;
  return sql`select
      coalesce(${s.performanceMediumFrom}, ${d.performance_medium_from}::float8) as performance_medium_from,
      coalesce(${s.performanceHighFrom}, ${d.performance_high_from}::float8) as performance_high_from,
      coalesce(${s.potentialMediumFrom}, ${d.potential_medium_from}::float8) as potential_medium_from,
      coalesce(${s.potentialHighFrom}, ${d.potential_high_from}::float8) as potential_high_from,
      coalesce(${s.version}, 0) as version,
      ${isoSql(sql`${s.updatedAt}`)} as updated_at
    from (select 1) one left join ${s} on ${s.companyId} = ${companyId}`;
}

/** The level of a value against two thresholds; null stays null. */
export function levelSql(value: SQL, mediumFrom: SQL, highFrom: SQL): SQL<string | null> {
  return sql<string | null>`case when ${value} is null then null when ${value} >= ${highFrom} then 'high'
    when ${value} >= ${mediumFrom} then 'medium' else 'low' end`;
}

/** Columns named as the text of the statements below; `assessment_forms` keeps its name for forms/scope.ts. */
const f = {
  id: sql.raw('assessment_forms.id'),
  employeeId: sql.raw('assessment_forms.employee_id'),
  stage: sql.raw('assessment_forms.stage'),
};

/**
 * One row a form passing `where` (a condition on `assessment_forms`): the form's facts, the performance and
 * potential values (null where the formulas give none) and the names to order by. The value and hipo items
 * are read through their (form_id, ...) unique indexes, the value items only for forms without an overall
 * grade. The person's position is left to the rows a statement shows (`positionJoinSql`).
 */
export function scoredFormsSql(where: SQL | undefined): SQL {
  const selfStage = sql`${f.stage} = 'SELF'`;
  return sql`select ${f.id} as form_id, ${f.employeeId} as employee_id, ${f.stage}::text as stage,
      assessment_forms.reviewer_id,
      assessment_forms.employee_last_name as last_name, assessment_forms.employee_first_name as first_name,
      trim(assessment_forms.employee_first_name || ' ' || assessment_forms.employee_last_name) as full_name,
      assessment_forms.employee_department_name as department,
      g.overall_grade, g.calibrated_grade, g.calibrated_potential,
      assessment_forms.template_version_id,
      case when ${selfStage} then null
        else grade_on_built_in_scale(assessment_forms.template_version_id,
          coalesce(g.calibrated_grade::float8, g.overall_grade::float8, vm.mean)) end as performance,
      case when ${selfStage} then null else coalesce(g.calibrated_potential, hp.share) end as potential,
      case when ${selfStage} then null else hp.share end as hipo_share
    from ${assessmentForms}
    left join ${formManagerGrades} g on g.form_id = ${f.id}
    left join lateral (
      select avg(v.manager_grade)::float8 as mean from ${formValueItems} v
      where v.form_id = ${f.id} and v.manager_grade is not null and g.calibrated_grade is null and g.overall_grade is null
    ) vm on true
    left join lateral (
      select (count(*) filter (where h.decision = 'IS_HIPO'))::float8 / nullif(count(h.decision), 0) as share
      from ${formHipoItems} h where h.form_id = ${f.id}
    ) hp on true
    where ${where ?? sql`true`}`;
}

/** The position and department of the person of a row with `employee_id`, as `pos`. */
export const positionJoinSql = (row: string): SQL =>
  sql`join ${employeeInPositions} pos on pos.id = ${sql.raw(row)}.employee_id`;

/**
 * Forms of people in the departments or their sub-departments. The people's ids are gathered first, as an
 * array: the planner then reads their forms through (company_id, period_id, employee_id) one by one instead
 * of taking the departments' guessed size for the company's and joining every form of the period.
 */
export function inDepartmentsSql(companyId: number, departmentIds: readonly number[]): SQL {
  return sql`${f.employeeId} = any(array${employeesInDepartmentsSql(companyId, departmentIds.join(','))})`;
}

/**
 * The forms of a period a manager's 9-box shows: the forms forms/scope.ts lets them read (their people's,
 * those they review and those they handed over), their own left out. The same set as `visibleFormsSql`,
 * gathered as ids from an index lookup per source rather than tested on every form of the period, so that
 * a manager's grid costs what their people's forms cost, whatever the size of the company.
 */
function managerFormIdsSql(companyId: number, me: number, periodId: number): SQL {
  return sql`array(
    select f2.id from ${assessmentForms} f2 where f2.company_id = ${companyId} and f2.period_id = ${periodId}
      and f2.employee_id = any(array(select m.id from ${managedEmployeeIdsSql(companyId, me)} m))
    union
    select f2.id from ${assessmentForms} f2 where f2.company_id = ${companyId} and f2.reviewer_id = ${me}
    union
    select dl.form_id from ${delegations} dl where dl.company_id = ${companyId} and dl.from_reviewer_id = ${me}
  )`;
}

/**
 * The forms of a period a member's 9-box shows: admins every form of the company, managers those of the
 * people they oversee (above); with departments, only people sitting in them or in their sub-departments.
 */
export function nineBoxFormsSql(member: Member, periodId: number, departmentIds: readonly number[] | undefined): SQL {
  const { companyId } = member;
  const conditions = [sql`assessment_forms.company_id = ${companyId}`, sql`assessment_forms.period_id = ${periodId}`];
  if (!seesWholeCompany(member)) {
    const me = member.eipId ?? -1;
    conditions.push(sql`${f.id} = any(${managerFormIdsSql(companyId, me, periodId)})`, sql`${f.employeeId} <> ${me}`);
  }
  if (departmentIds?.length) conditions.push(inDepartmentsSql(companyId, departmentIds));
  return sql.join(conditions, sql` and `);
}

/** What a grid's statement is asked: the period, a page of people (of one box, or of each group). */
export type GridAsk = { companyId: number; periodId: number; offset: number; size: number; box: string | null };

const t = (name: string) => sql.raw(`t.${name}`);

/** The levels of a row's `performance` and `potential` (null where none) against the thresholds `t`. */
function levelsOf(row: string) {
  return {
    performance: levelSql(sql.raw(`${row}.performance`), t('performance_medium_from'), t('performance_high_from')),
    potential: levelSql(sql.raw(`${row}.potential`), t('potential_medium_from'), t('potential_high_from')),
  };
}

/** The group of a row: not assessed, no potential, or its box `performance_potential`. */
function groupOf(row: string): SQL {
  const l = levelsOf(row);
  return sql`case when ${sql.raw(row)}.performance is null then 'not_assessed'
    when ${sql.raw(row)}.potential is null then 'no_potential' else ${l.performance} || '_' || ${l.potential} end`;
}

/** The period, the thresholds, the count of each group and the people of the page: the grid's answer. */
function gridAnswerSql(ask: GridAsk, counts: SQL, page: SQL): SQL {
  const l = levelsOf('r');
  return sql`select json_build_object(
      'period', (select json_build_object('id', ap.id, 'name', ap.name) from assessment_periods ap
        where ap.company_id = ${ask.companyId} and ap.id = ${ask.periodId}),
      'thresholds', (select row_to_json(t) from t),
      'counts', coalesce((select json_object_agg(c.grp, c.n) from (${counts}) c), '{}'::json),
      'people', coalesce((select json_agg(json_build_object(
          'grp', r.grp, 'form_id', r.form_id, 'employee_id', r.employee_id, 'full_name', r.full_name,
          'position', pos.position, 'department_id', pos.department_id, 'department', r.department, 'stage', r.stage,
          'performance_value', r.performance, 'performance_level', ${l.performance},
          'potential_value', r.potential, 'potential_level', ${l.potential},
          'overall_grade', r.overall_grade, 'calibrated_grade', r.calibrated_grade,
          'grade_label', form_grade_label(r.template_version_id, coalesce(r.calibrated_grade, r.overall_grade)),
          'calibrated_potential', ${levelSql(sql`r.calibrated_potential`, t('potential_medium_from'), t('potential_high_from'))})
          order by r.grp, r.rn)
        from (${page}) r cross join t ${positionJoinSql('r')}), '[]'::json)
    ) as grid`;
}

/**
 * A manager's grid in one statement: their forms (`forms`, a condition on assessment_forms) each scored once,
 * the count of every group, and a page of each group's people by name (or of the one group asked for).
 */
export function memberGridSql(ask: GridAsk & { forms: SQL }): SQL {
  return sql`with t as (${thresholdsSql(ask.companyId)}),
    scored as materialized (${scoredFormsSql(ask.forms)}),
    placed as (select s.*, ${groupOf('s')} as grp from scored s cross join t),
    ranked as (
      select p.form_id, row_number() over (partition by p.grp order by p.last_name, p.first_name, p.form_id) as rn
      from placed p where p.grp <> 'not_assessed' and (${ask.box}::text is null or p.grp = ${ask.box})
    )
    ${gridAnswerSql(
      ask,
      sql`select grp, count(*) as n from placed group by grp`,
      sql`select p.*, r.rn from ranked r join placed p on p.form_id = r.form_id
        where r.rn > ${ask.offset} and r.rn <= ${ask.offset + ask.size}`,
    )}`;
}

/**
 * An admin's grid from the aggregates (migration 0013_analytics_aggregates), whatever the number of forms:
 * the counts add up the few nine_box_cells rows of the period (one per department and score), and a group's
 * page takes, for each score (performance, potential) the group holds, the first offset + size people of
 * that score in name order from analytics_form_facts_score_idx (per department of the filter:
 * ..._department_score_idx), then orders those few. A page reads scores x (offset + size) index entries, not
 * the group.
 */
export function adminGridSql(ask: GridAsk & { departmentIds: readonly number[] }): SQL {
  const { companyId, periodId } = ask;
  const filtered = ask.departmentIds.length > 0;
  const deps = sql`with recursive deps(id) as (
      select d.id from ${departments} d
      where d.company_id = ${companyId} and d.id = any(string_to_array(${ask.departmentIds.join(',')}, ',')::int[])
      union
      select d.id from ${departments} d join deps on d.parent_id = deps.id where d.company_id = ${companyId}
    ) select id from deps`;
  const score = (row: string) =>
    sql.raw(`nullif(${row}.performance, -1) as performance, nullif(${row}.potential, -1) as potential`);
  // The scores of the period with people (per department when filtered), NO_SCORE kept for the lookups.
  const cells = filtered
    ? sql`select c.department_id, c.performance as raw_performance, c.potential as raw_potential, ${score('c')},
          c.forms as n
        from ${nineBoxCells} c
        where c.company_id = ${companyId} and c.period_id = ${periodId} and c.forms > 0 and c.department_id in (${deps})`
    : sql`select null::int as department_id, c.performance as raw_performance, c.potential as raw_potential,
          ${score('c')}, sum(c.forms) as n
        from ${nineBoxCells} c where c.company_id = ${companyId} and c.period_id = ${periodId} and c.forms <> 0
        group by c.performance, c.potential having sum(c.forms) > 0`;
  const department = filtered ? sql`and x.department_id = s.department_id` : sql``;
  return sql`with t as (${thresholdsSql(companyId)}),
    scores as (select s.*, ${groupOf('s')} as grp from (${cells}) s cross join t),
    candidates as (
      select s.grp, x.form_id, x.last_name, x.first_name from scores s
      cross join lateral (
        select x.form_id, x.last_name, x.first_name from ${analyticsFormFacts} x
        where x.company_id = ${companyId} and x.period_id = ${periodId} ${department}
          and x.performance = s.raw_performance and x.potential = s.raw_potential
        order by x.last_name, x.first_name, x.form_id limit ${ask.offset + ask.size}
      ) x
      where s.grp <> 'not_assessed' and (${ask.box}::text is null or s.grp = ${ask.box})
    ),
    ranked as (
      select c.grp, c.form_id, row_number() over (partition by c.grp order by c.last_name, c.first_name, c.form_id) as rn
      from candidates c
    )
    ${gridAnswerSql(
      ask,
      sql`select s.grp, sum(s.n) as n from scores s group by s.grp`,
      sql`select r.grp, r.rn, a.id as form_id, a.employee_id, a.stage::text as stage,
          trim(a.employee_first_name || ' ' || a.employee_last_name) as full_name,
          a.employee_department_name as department, a.template_version_id, ${score('x')}, g.overall_grade,
          g.calibrated_grade,
          g.calibrated_potential
        from ranked r join ${analyticsFormFacts} x on x.form_id = r.form_id
        join ${assessmentForms} a on a.id = r.form_id
        left join ${formManagerGrades} g on g.form_id = r.form_id
        where r.rn > ${ask.offset} and r.rn <= ${ask.offset + ask.size}`,
    )}`;
}
