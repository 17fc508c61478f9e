import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REVIEW360_SUBJECT_STATUSES } from '../../../../contract/enums.ts';
import { REVIEW360_DEFAULTS } from '../../../../contract/limits.ts';
import {
  assessmentForms,
  employeeNameKey,
  assessmentPeriods,
  employeeInPositions,
  review360Answers,
  review360Questions,
  review360Requests,
  review360Settings,
  review360Subjects,
  users,
  values,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { likePattern } from '../../http/pagination.ts';
import { managerFormIdsSql } from '../analytics/scope.ts';
import { parsedRow } from '../../db/sql.ts';
import type { TeamResultOut } from './review360.schemas.ts';
import type { ResultsDeps } from './results.service.ts';
import { tables } from './results-questions.ts';
import { releaseDue } from './release.ts';
import { closedSql, statusSql } from './state.ts';
import { assertCan, seesWholeCompany } from '../../policy.ts';

/**
 * The 360 mean per company value of each person in the caller's scope (`results/team/?period=`): admins
 * the company's forms of the period, managers those of the people they oversee (the analytics' scope, their
 * own form left out), employees a 403. A mean is over the person's shown groups only, and only once their
 * 360 closed; else null. ONE statement for a page, whatever its size and the number of reviewers.
 */

const teamRow = z.object({
  data: z.object({
    period_found: z.boolean(),
    enabled: z.boolean(),
    total: z.number().int(),
    values: z.array(z.object({ id: z.number().int(), name: z.string() })),
    rows: z.array(
      z.object({
        form_id: z.number().int(),
        employee: z.number().int(),
        employee_name: z.string(),
        subject_row_id: z.number().int().nullable(),
        status: z.enum(REVIEW360_SUBJECT_STATUSES),
        closed: z.boolean(),
        reviewers: z.number().int(),
      }),
    ),
    means: z.array(z.object({ subject_row_id: z.number().int(), value_id: z.number().int(), mean: z.number() })),
  }),
});

function scopeSql(member: Member, periodId: number): SQL {
  if (seesWholeCompany(member)) return sql`true`;
  return sql`assessment_forms.id = any(string_to_array(${managerFormIdsSql(member, sql`select ${periodId}::int`)}, ',')::int[])`;
}

export type TeamPage = { rows: TeamResultOut[]; total: number };

export async function teamResults(
  deps: ResultsDeps,
  member: Member,
  query: { period: number; page: number; page_size: number; search?: string },
): Promise<TeamPage> {
  assertCan(member, 'review360.team');
  const { companyId } = member;
  const periodId = query.period;
  const now = deps.clock.now();
  await releaseDue(deps.db, now, companyId);
  const search = query.search ? likePattern(query.search) : null;
  // The forms' own copy of the names: the page is read in the order of forms_company_employee_name_idx and a
  // search goes through the trigram index, whatever the company's size.
  const where = sql`assessment_forms.company_id = ${companyId} and assessment_forms.period_id = ${periodId}
    and ${scopeSql(member, periodId)}
    and (${search}::text is null or ${employeeNameKey(assessmentForms)} ilike ${search})`;
  const { data } = await parsedRow(
    deps.db,
    teamRow,
    sql`with page as (
        select assessment_forms.id as form_id, assessment_forms.employee_last_name as last_name,
          assessment_forms.employee_first_name as first_name
        from ${assessmentForms} where ${where}
        order by assessment_forms.employee_last_name, assessment_forms.employee_first_name, assessment_forms.id
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}
      ), rows as (
        select page.form_id, page.last_name, page.first_name, assessment_forms.employee_id as employee,
          coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as employee_name,
          review360_subjects.id as subject_row_id,
          ${statusSql(tables, now)} as status, ${closedSql(tables)} as closed,
          (select count(*)::int from ${review360Requests} rr where rr.subject_row_id = review360_subjects.id) as reviewers,
          coalesce(review360_settings.anonymity_threshold, ${REVIEW360_DEFAULTS.anonymity_threshold}::int) as threshold
        from page
        join ${assessmentForms} on assessment_forms.id = page.form_id
        join ${assessmentPeriods} on assessment_periods.id = assessment_forms.period_id
        join ${employeeInPositions} e on e.id = assessment_forms.employee_id
        join ${users} u on u.id = e.user_id
        left join ${review360Settings} on review360_settings.period_id = assessment_forms.period_id
        left join ${review360Subjects} on review360_subjects.period_id = assessment_forms.period_id
          and review360_subjects.subject_id = assessment_forms.employee_id
      ), shown as (
        select r.subject_row_id, r.relationship from ${review360Requests} r
        join rows on rows.subject_row_id = r.subject_row_id and rows.closed
        where r.company_id = ${companyId} and r.status = 'submitted'
        group by r.subject_row_id, r.relationship, rows.threshold having count(*) >= rows.threshold
      ), vq as (
        select q.id, q.value_id from ${review360Questions} q
        where q.company_id = ${companyId} and q.period_id = ${periodId} and q.kind = 'value'
      )
      select json_build_object(
        'period_found', exists (select 1 from ${assessmentPeriods} p where p.company_id = ${companyId} and p.id = ${periodId}),
        'enabled', coalesce((select st.enabled from ${review360Settings} st
          where st.company_id = ${companyId} and st.period_id = ${periodId}), false),
        'values', (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name) order by v."order", v.id), '[]'::json)
          from ${values} v where v.company_id = ${companyId} and v.id in (select value_id from vq)),
        'total', (select count(*)::int from ${assessmentForms} where ${where}),
        'rows', (select coalesce(json_agg(rows order by rows.last_name, rows.first_name, rows.form_id), '[]'::json) from rows),
        'means', (select coalesce(json_agg(m), '[]'::json) from (
          select a.subject_row_id, vq.value_id, avg(a.grade)::float8 as mean
          from ${review360Answers} a
          join shown on shown.subject_row_id = a.subject_row_id and shown.relationship = a.relationship
          join vq on vq.id = a.question_id
          where a.company_id = ${companyId} and a.grade is not null
          group by a.subject_row_id, vq.value_id) m)
      ) as data`,
  );
  if (!data.period_found) throw new NotFound();
  const rows = data.rows.map((row): TeamResultOut => {
    const available = data.enabled && row.closed;
    return {
      form_id: row.form_id,
      employee: row.employee,
      employee_name: row.employee_name,
      // As the people's list gives it: a person nobody has nominated for yet is still at picking reviewers.
      status: data.enabled ? row.status : null,
      reviewers: row.reviewers,
      available,
      values: data.values.map((v) => ({
        value: v.id,
        value_name: v.name,
        mean: available
          ? (data.means.find((m) => m.subject_row_id === row.subject_row_id && m.value_id === v.id)?.mean ?? null)
          : null,
      })),
    };
  });
  return { rows, total: data.total };
}
