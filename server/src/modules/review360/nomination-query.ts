import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REVIEW360_NOMINATION_MODES, REVIEW360_SUBJECT_STATUSES, STAGES } from '../../../../contract/enums.ts';
import { REVIEW360_DEFAULTS } from '../../../../contract/limits.ts';
import type { Executor } from '../../db/client.ts';
import type { Member } from '../../http/access.ts';
import { parsedRow, parsedRows } from '../../db/sql.ts';
import { allowed } from './nomination-rules.ts';
import { requestBriefOut, type SubjectOut } from './review360.schemas.ts';
import { isSelfSql, managesPersonSql } from './scope.ts';
import { listClosedSql, statusSql, type StateAliases } from './state.ts';
import { actsForAnyone, seesWholeCompany } from '../../policy.ts';

/**
 * People reviewed in a period as the caller may see them, each with their reviewers, in ONE statement
 * whatever the page's size: every person with a form in the period (`f`), their 360 row if any (`sb`),
 * the period's settings (`st`), and the requests gathered per person by a subquery on
 * review360_requests_subject_reviewer_uq. A submitted request reads as `open` to anyone but admins, so
 * nobody but them can follow who answered; the reason of a decline is not shown to the person reviewed.
 */
const ALIASES: StateAliases = { subject: 'sb', settings: 'st', period: 'p', form: 'f' };

const subjectRow = z.object({
  id: z.number().nullable(),
  period: z.number(),
  employee: z.number(),
  employee_name: z.string(),
  position: z.string(),
  department: z.string().nullable(),
  form_id: z.number(),
  form_stage: z.enum(STAGES),
  status: z.enum(REVIEW360_SUBJECT_STATUSES),
  closed: z.boolean(),
  version: z.number(),
  enabled: z.boolean(),
  mode: z.enum(REVIEW360_NOMINATION_MODES),
  is_self: z.boolean(),
  manages: z.boolean(),
  min_reviewers: z.number(),
  max_reviewers: z.number(),
  max_requests_per_reviewer: z.number(),
  requests: z.array(requestBriefOut),
  total: z.number(),
});
export type SubjectRow = z.infer<typeof subjectRow>;

function from(member: Member, where: SQL): SQL {
  return sql`from assessment_forms f
    join assessment_periods p on p.id = f.period_id
    join employee_in_positions e on e.id = f.employee_id
    join users u on u.id = e.user_id
    left join departments d on d.id = e.department_id
    left join review360_settings st on st.period_id = f.period_id and st.company_id = f.company_id
    left join review360_subjects sb on sb.period_id = f.period_id and sb.subject_id = f.employee_id
    where f.company_id = ${member.companyId} and (${where})`;
}

/** How many people a selection holds: for a page past the last one, which carries no total. */
export async function countSubjects(ex: Executor, member: Member, where: SQL): Promise<number> {
  const row = await parsedRow(ex, z.object({ n: z.number() }), sql`select count(*)::int as n ${from(member, where)}`);
  return row.n;
}

/** Which rows: a condition on the aliases above; `page` limits and orders them by name. */
export type SubjectSelection = { where: SQL; page?: { size: number; offset: number } };

export async function selectSubjects(
  ex: Executor,
  member: Member,
  now: Date,
  selection: SubjectSelection,
): Promise<SubjectRow[]> {
  const status = statusSql(ALIASES, now);
  const maskStatus = seesWholeCompany(member)
    ? sql`rq.status`
    : sql`case when rq.status = 'submitted' then 'open' else rq.status end`;
  const reason = sql`case when ${isSelfSql(member, sql`sb.subject_id`)} then '' else rq.decline_reason end`;
  const page = selection.page
    ? sql`order by u.last_name, u.first_name, f.employee_id limit ${selection.page.size} offset ${selection.page.offset}`
    : sql``;
  return parsedRows(
    ex,
    subjectRow,
    sql`select sb.id, f.period_id as period, f.employee_id as employee,
      coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as employee_name,
      e.position, d.name as department, f.id as form_id, f.stage as form_stage, ${status} as status,
      ${listClosedSql(ALIASES, now)} as closed, coalesce(sb.version, 0) as version, coalesce(st.enabled, false) as enabled,
      coalesce(st.nomination_mode, 'employee_proposes') as mode,
      coalesce(st.min_reviewers, ${REVIEW360_DEFAULTS.min_reviewers}::int) as min_reviewers,
      coalesce(st.max_reviewers, ${REVIEW360_DEFAULTS.max_reviewers}::int) as max_reviewers,
      coalesce(st.max_requests_per_reviewer, ${REVIEW360_DEFAULTS.max_requests_per_reviewer}::int) as max_requests_per_reviewer,
      ${isSelfSql(member, sql`f.employee_id`)} as is_self,
      ${managesPersonSql(member, sql`f.employee_id`, sql`f.reviewer_id`)} as manages,
      coalesce((select json_agg(json_build_object(
          'id', rq.id, 'reviewer', rq.reviewer_id,
          'reviewer_name', coalesce(nullif(trim(ru.first_name || ' ' || ru.last_name), ''), ru.email),
          'reviewer_position', re.position, 'reviewer_department', rd.name, 'relationship', rq.relationship,
          'status', ${maskStatus}, 'decline_reason', ${reason}) order by rq.id)
        from review360_requests rq
        join employee_in_positions re on re.id = rq.reviewer_id
        join users ru on ru.id = re.user_id
        left join departments rd on rd.id = re.department_id
        where rq.subject_row_id = sb.id), '[]'::json) as requests,
      count(*) over()::int as total
    ${from(member, selection.where)}
    ${page}`,
  );
}

/** How far up a chain of managers is walked: deeper than any real company, and a stop should a chain loop. */
const MANAGER_CHAIN_DEPTH = 50;

/**
 * A colleague's relationship to the person reviewed, from the structure at the time of asking: a manager
 * (the person's own, or a manager above them: a skip-level manager answers as a manager, never as a peer),
 * one of their direct reports, or a peer. Both arguments are employee_in_positions aliases.
 */
export function relationshipSql(person: string, colleague: string): SQL<string> {
  const [p, c] = [sql.raw(person), sql.raw(colleague)];
  const managersAbove = sql`with recursive up(id, depth) as (
      select ${p}.manager_id, 1
      union all
      select m.manager_id, up.depth + 1 from employee_in_positions m join up on m.id = up.id
      where m.manager_id is not null and up.depth < ${MANAGER_CHAIN_DEPTH}
    ) select id from up where id is not null`;
  return sql<string>`case when ${c}.id in (${managersAbove}) then 'manager'
    when ${c}.manager_id = ${p}.id then 'direct_report' else 'peer' end`;
}

export function subjectDto(member: Member, row: SubjectRow): SubjectOut {
  const may = allowed({ actsForAnyone: actsForAnyone(member), manages: row.manages, isSelf: row.is_self }, row);
  return {
    id: row.id,
    period: row.period,
    employee: row.employee,
    employee_name: row.employee_name,
    position: row.position,
    department: row.department,
    form_id: row.form_id,
    form_stage: row.form_stage,
    status: row.status,
    requests: row.requests,
    can_edit: may.edit,
    can_submit: may.submit,
    can_approve: may.approve,
    version: row.version,
  };
}
