import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { calibrationEntries, employeeInPositions, formManagerGrades, users } from '../../db/schema/index.ts';
import { parsedRows } from '../../db/sql.ts';
import { onBuiltInScale, scalePointsOf } from '../../../../contract/calibration.ts';
import { GRADES, sessionPersonOut, type SessionDetailOut, type SessionPersonOut } from './calibration.schemas.ts';
import { inDepartmentsSql, levelSql, positionJoinSql, scoredFormsSql, thresholdsSql } from './ninebox.ts';
import { isoSql, nameOfSql } from './sql.ts';
import { BOXES, level } from './ninebox.schemas.ts';

export type SessionScope = { id: number; companyId: number; periodId: number; departmentIds: number[] };

/**
 * Who a session calibrates: the period's forms of people in its departments (each with its sub-departments;
 * none: the whole company) that are past SELF and carry the manager's overall grade, that is forms in
 * MANAGER with the overall grade set, and every form in FEEDBACK or COMPLETE. A form without an overall grade
 * has nothing to calibrate yet; a form sent back to SELF leaves the session until it returns.
 */
export function sessionFormsSql(s: SessionScope): SQL {
  const conditions = [
    sql`assessment_forms.company_id = ${s.companyId}`,
    sql`assessment_forms.period_id = ${s.periodId}`,
    sql`assessment_forms.stage <> 'SELF'`,
    sql`exists (select 1 from ${formManagerGrades} g2 where g2.form_id = assessment_forms.id and g2.overall_grade is not null)`,
  ];
  if (s.departmentIds.length) conditions.push(inDepartmentsSql(s.companyId, s.departmentIds));
  return sql.join(conditions, sql` and `);
}

const personRow = z.object({
  form_id: z.number(),
  employee_id: z.number(),
  full_name: z.string(),
  position: z.string(),
  department_id: z.number().nullable(),
  department: z.string().nullable(),
  reviewer_id: z.number().nullable(),
  reviewer_name: z.string().nullable(),
  stage: z.enum(['MANAGER', 'FEEDBACK', 'COMPLETE']),
  overall_grade: z.number(),
  scale: sessionPersonOut.shape.scale,
  performance: z.number(),
  performance_level: level,
  potential: z.number().nullable(),
  potential_level: level.nullable(),
  entry_grade: z.number().nullable(),
  entry_performance: level.nullable(),
  final_performance: level,
  entry_potential: level.nullable(),
  entry_version: z.number(),
  entry_updated_at: z.string().nullable(),
  updated_by_id: z.number().nullable(),
  updated_by_name: z.string().nullable(),
});
type PersonRow = z.infer<typeof personRow>;

/**
 * The session's people (or the one of `formId`), scored, with their entries: one statement. A person's
 * performance is their grade's level, as on the company's 9-box: the manager's overall grade as computed, the
 * calibrated grade once there is one, so that the box a session shows is the one its grade gives the form.
 * Their potential starts from the hipo decisions (not from what an earlier lock wrote), and the entry's level
 * once it sets one, which the lock writes to the form for the company's 9-box to read.
 */
export async function sessionPeople(ex: Executor, s: SessionScope, formId?: number): Promise<SessionPersonOut[]> {
  const where =
    formId === undefined ? sessionFormsSql(s) : sql`${sessionFormsSql(s)} and assessment_forms.id = ${formId}`;
  const t = (name: string) => sql.raw(`t.${name}`);
  // A grade on the form's own scale is cut at its place on the built-in 0..5, as on the 9-box (ninebox.ts).
  const onScale = (grade: SQL) => sql`grade_on_built_in_scale(sc.template_version_id, ${grade}::float8)`;
  const performanceLevel = (grade: SQL) =>
    levelSql(onScale(grade), t('performance_medium_from'), t('performance_high_from'));
  const rows = await parsedRows(
    ex,
    personRow,
    sql`with t as (${thresholdsSql(s.companyId)}), scored as materialized (${scoredFormsSql(where)})
    select sc.form_id, sc.employee_id, sc.full_name, pos.position, pos.department_id, sc.department, sc.stage,
      sc.reviewer_id, case when ru.id is null then null else ${nameOfSql('ru')} end as reviewer_name,
      sc.overall_grade, ${onScale(sql`sc.overall_grade`)} as performance, sc.hipo_share as potential,
      (select r.points from rating_scales r
        where r.id = form_scale_id(sc.template_version_id) and not r.built_in) as scale,
      ${performanceLevel(sql`sc.overall_grade`)} as performance_level,
      ${levelSql(sql`sc.hipo_share`, t('potential_medium_from'), t('potential_high_from'))} as potential_level,
      e.calibrated_grade as entry_grade, ${performanceLevel(sql`e.calibrated_grade`)} as entry_performance,
      ${performanceLevel(sql`coalesce(e.calibrated_grade, sc.overall_grade)`)} as final_performance,
      e.potential as entry_potential,
      coalesce(e.version, 0) as entry_version, ${isoSql(sql`e.updated_at`)} as entry_updated_at,
      ub.id as updated_by_id, case when ub.id is null then null else ${nameOfSql('ub')} end as updated_by_name
    from scored sc cross join t ${positionJoinSql('sc')}
    left join ${calibrationEntries} e on e.session_id = ${s.id} and e.form_id = sc.form_id
    left join ${users} ub on ub.id = e.updated_by_id
    left join ${employeeInPositions} rp on rp.id = sc.reviewer_id
    left join ${users} ru on ru.id = rp.user_id
    order by sc.department nulls last, sc.last_name, sc.first_name, sc.form_id`,
  );
  return rows.map(personOf);
}

function personOf(r: PersonRow): SessionPersonOut {
  const performance = r.final_performance;
  const potential = r.entry_potential ?? r.potential_level;
  const box = potential === null ? null : BOXES.find((b) => b.performance === performance && b.potential === potential);
  return {
    form_id: r.form_id,
    employee_id: r.employee_id,
    full_name: r.full_name,
    position: r.position,
    department_id: r.department_id,
    department: r.department,
    reviewer: r.reviewer_id === null ? null : { id: r.reviewer_id, full_name: r.reviewer_name ?? '' },
    stage: r.stage,
    overall_grade: r.overall_grade,
    scale: r.scale,
    performance: { value: r.performance, level: r.performance_level },
    potential:
      r.potential === null || r.potential_level === null ? null : { value: r.potential, level: r.potential_level },
    entry: {
      calibrated_grade: r.entry_grade,
      performance: r.entry_performance,
      potential: r.entry_potential,
      version: r.entry_version,
      updated_by: r.updated_by_id === null ? null : { id: r.updated_by_id, full_name: r.updated_by_name ?? '' },
      updated_at: r.entry_updated_at,
    },
    final: { grade: r.entry_grade ?? r.overall_grade, performance, potential, box: box?.key ?? null },
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The grid and the distribution of grades the session's people make, against the target curve. */
export function summaryOf(
  people: SessionPersonOut[],
  curve: Partial<Record<(typeof GRADES)[number], number>>,
): Pick<SessionDetailOut, 'boxes' | 'no_potential' | 'distribution'> {
  const total = people.length;
  const percent = (n: number) => (total ? round2((n * 100) / total) : 0);
  const formIds = (keep: (p: SessionPersonOut) => boolean) => people.filter(keep).map((p) => p.form_id);
  const boxes = BOXES.map(({ key }) => {
    const ids = formIds((p) => p.final.box === key);
    return { key, count: ids.length, form_ids: ids };
  });
  const apart = formIds((p) => p.final.box === null);
  // Across scales the distribution is normalised: a grade on a form's own scale counts at its place on 0..5.
  const bucket = (p: SessionPersonOut, grade: number) => Math.round(onBuiltInScale(grade, scalePointsOf(p)));
  const grades = GRADES.map((g) => {
    const grade = Number(g);
    const count = people.filter((p) => bucket(p, p.final.grade) === grade).length;
    const managerCount = people.filter((p) => bucket(p, p.overall_grade) === grade).length;
    const target = curve[g] ?? 0;
    return {
      grade,
      count,
      percent: percent(count),
      manager_count: managerCount,
      manager_percent: percent(managerCount),
      target,
      deviation: round2(percent(count) - target),
    };
  });
  return { boxes, no_potential: { count: apart.length, form_ids: apart }, distribution: { total, grades } };
}
