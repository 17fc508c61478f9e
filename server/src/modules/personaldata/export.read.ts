import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { parsedRows } from '../../db/sql.ts';
import * as out from './personaldata.schemas.ts';

/** The person an export or an erasure is about: the user and the company. */
export type Subject = { companyId: number; userId: number };

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** "First Last" of a position's person, or their email when both names are empty. */
const nameOf = (positionColumn: string) =>
  sql.raw(`(select coalesce(nullif(trim(nu.first_name || ' ' || nu.last_name), ''), nu.email)
    from employee_in_positions ne join users nu on nu.id = ne.user_id where ne.id = ${positionColumn})`);
/** The person's positions in the company, as a subquery. */
export const positionsOf = (s: Subject): SQL =>
  sql`(select id from employee_in_positions where company_id = ${s.companyId} and user_id = ${s.userId})`;

const count = z.strictObject({ n: z.number().int() });

/** The person, their membership and positions: three statements. */
export async function readAccount(ex: Executor, s: Subject) {
  const [person] = await parsedRows(
    ex,
    out.person,
    sql`select id as user_id, email, first_name, last_name, ${iso('created_at')} as created_at,
      ${iso('erased_at')} as erased_at from users where id = ${s.userId}`,
  );
  const memberships = await parsedRows(
    ex,
    out.membership,
    sql`select role::text as role, is_admin, ${iso('created_at')} as created_at
      from memberships where company_id = ${s.companyId} and user_id = ${s.userId}`,
  );
  const positions = await parsedRows(
    ex,
    out.position,
    sql`select e.id, e.position, d.name as department, ${nameOf('e.manager_id')} as manager, e.job_level,
      e.is_active, ${iso('e.created_at')} as created_at, ${iso('e.updated_at')} as updated_at
      from employee_in_positions e left join departments d on d.id = e.department_id
      where e.company_id = ${s.companyId} and e.user_id = ${s.userId} order by e.id`,
  );
  return { person, membership: memberships.at(0) ?? null, positions };
}

const gradedItems = (table: string, nameSql: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_object('name', ${nameSql}, 'self_grade', i.self_grade,
    'self_comment', i.self_comment, 'manager_grade', i.manager_grade, 'manager_comment', i.manager_comment)
    order by i.id), '[]'::json) from ${table} i where i.form_id = f.id)`);

/** The person's reviews with everything in them (one statement), and the reviews they wrote (one). */
export async function readForms(ex: Executor, s: Subject) {
  const forms = await parsedRows(
    ex,
    out.form,
    sql`select f.id, p.name as period, f.stage::text as stage, ${nameOf('f.reviewer_id')} as reviewer,
      ${iso('f.submitted_at')} as submitted_at, ${iso('f.completed_at')} as completed_at,
      ${gradedItems('form_value_items', '(select v.name from "values" v where v.id = i.value_id)')} as values,
      ${gradedItems('form_agreement_items', '(select a.title from agreements a where a.id = i.agreement_id)')} as agreements,
      (select coalesce(json_agg(json_build_object('section_key', a.section_key, 'item_key', a.item_key,
        'self_value', a.self_value, 'self_choice', a.self_choice, 'self_text', a.self_text,
        'reviewer_value', a.reviewer_value, 'reviewer_choice', a.reviewer_choice, 'reviewer_text', a.reviewer_text)
        order by a.id), '[]'::json) from form_answers a where a.form_id = f.id) as answers,
      g.overall_grade::int as overall_grade, g.calibrated_grade::int as calibrated_grade, g.final_comment,
      pf.agreement::text as participant_agreement, pf.comment as participant_comment
      from assessment_forms f join assessment_periods p on p.id = f.period_id
      left join form_manager_grades g on g.form_id = f.id
      left join form_participant_feedbacks pf on pf.form_id = f.id
      where f.company_id = ${s.companyId} and f.employee_id in ${positionsOf(s)} order by p.start_date, f.id`,
  );
  const reviewed = await parsedRows(
    ex,
    out.reviewed,
    sql`select f.id, p.name as period, ${nameOf('f.employee_id')} as employee, f.stage::text as stage,
      g.overall_grade::int as overall_grade, g.final_comment
      from assessment_forms f join assessment_periods p on p.id = f.period_id
      left join form_manager_grades g on g.form_id = f.id
      where f.company_id = ${s.companyId} and f.reviewer_id in ${positionsOf(s)} order by p.start_date, f.id`,
  );
  return { forms, reviewed_forms: reviewed };
}

/** Their goals and the check-ins they made: two statements. */
export async function readGoals(ex: Executor, s: Subject) {
  const goals = await parsedRows(
    ex,
    out.goal,
    sql`select a.id, a.title, a.description, a.status::text as status, a.progress, a.due_date::text as due_date,
      p.name as period from agreements a join assessment_periods p on p.id = a.period_id
      where a.company_id = ${s.companyId} and a.employee_id in ${positionsOf(s)} order by a.id`,
  );
  const checkIns = await parsedRows(
    ex,
    out.checkIn,
    sql`select c.goal_id, a.title as goal, ${iso('c.at')} as at, c.health::text as health, c.comment
      from goal_check_ins c join agreements a on a.id = c.goal_id
      where c.company_id = ${s.companyId} and c.user_id = ${s.userId} order by c.at, c.id`,
  );
  return { goals, check_ins: checkIns };
}

/** Their 1:1s: the series, meetings, points they wrote, items they own (a statement each), private notes counted. */
export async function readOneOnOnes(ex: Executor, s: Subject) {
  const mine = positionsOf(s);
  const theirSeries = sql`(select id from one_on_one_series where company_id = ${s.companyId}
    and (manager_id in ${mine} or report_id in ${mine}))`;
  const series = await parsedRows(
    ex,
    out.series,
    sql`select s.id, ${nameOf('s.manager_id')} as manager, ${nameOf('s.report_id')} as report,
      s.cadence::text as cadence, ${iso('s.next_meeting_at')} as next_meeting_at
      from one_on_one_series s where s.id in ${theirSeries} order by s.id`,
  );
  const meetings = await parsedRows(
    ex,
    out.meeting,
    sql`select m.id, m.series_id, ${iso('m.scheduled_at')} as scheduled_at, m.status::text as status, m.shared_notes
      from one_on_one_meetings m where m.series_id in ${theirSeries} order by m.scheduled_at, m.id`,
  );
  const points = await parsedRows(
    ex,
    out.point,
    sql`select meeting_id, text, discussed, ${iso('created_at')} as created_at from one_on_one_points
      where company_id = ${s.companyId} and author_id in ${mine} order by created_at, id`,
  );
  const items = await parsedRows(
    ex,
    out.actionItem,
    sql`select meeting_id, text, due_date::text as due_date, done from one_on_one_action_items
      where company_id = ${s.companyId} and owner_id in ${mine} order by created_at, id`,
  );
  const [notes] = await parsedRows(
    ex,
    count,
    sql`select count(*)::int as n from one_on_one_private_notes where author_id in ${mine}`,
  );
  return {
    series,
    meetings,
    points_written: points,
    action_items: items,
    private_notes_count: notes.n,
  };
}

/** Feedback any time, counted only (it is private to its author and recipient): one statement. */
export async function readFeedbackCounts(ex: Executor, s: Subject) {
  const mine = positionsOf(s);
  const [row] = await parsedRows(
    ex,
    z.strictObject({
      given_count: z.number().int(),
      received_count: z.number().int(),
      requests_made_count: z.number().int(),
      requests_received_count: z.number().int(),
    }),
    sql`select
      (select count(*)::int from peer_feedback where company_id = ${s.companyId} and author_id in ${mine}) as given_count,
      (select count(*)::int from peer_feedback where company_id = ${s.companyId} and recipient_id in ${mine}) as received_count,
      (select count(*)::int from feedback_requests where company_id = ${s.companyId} and requester_id in ${mine}) as requests_made_count,
      (select count(*)::int from feedback_request_people where company_id = ${s.companyId} and person_id in ${mine}) as requests_received_count`,
  );
  return row;
}

const praiseSelect = sql`select p.id, ${nameOf('p.author_id')} as author, v.name as value, p.text, p.hidden,
  ${iso('p.created_at')} as created_at from praise p join "values" v on v.id = p.value_id`;

/** Praise they gave and received (public in the company): two statements. */
export async function readPraise(ex: Executor, s: Subject) {
  const mine = positionsOf(s);
  const given = await parsedRows(
    ex,
    out.praiseOut,
    sql`${praiseSelect} where p.company_id = ${s.companyId} and p.author_id in ${mine} order by p.created_at, p.id`,
  );
  const received = await parsedRows(
    ex,
    out.praiseOut,
    sql`${praiseSelect} where p.company_id = ${s.companyId} and p.id in (select praise_id from praise_recipients
      where company_id = ${s.companyId} and recipient_id in ${mine}) order by p.created_at, p.id`,
  );
  return { given, received };
}

/**
 * Their 360: as a subject, how it stands and how many were asked; as a reviewer, whom they were asked about and
 * whether they answered. Never the answers they gave: those are kept with nothing that leads back to them.
 */
export async function readReview360(ex: Executor, s: Subject) {
  const mine = positionsOf(s);
  const asSubject = await parsedRows(
    ex,
    out.subject360,
    sql`select p.name as period, r.status, (select count(*)::int from review360_requests q where q.subject_row_id = r.id)
      as reviewers_asked from review360_subjects r join assessment_periods p on p.id = r.period_id
      where r.company_id = ${s.companyId} and r.subject_id in ${mine} order by p.start_date, r.id`,
  );
  const asked = await parsedRows(
    ex,
    out.request360,
    sql`select p.name as period, ${nameOf('r.subject_id')} as subject, q.relationship, q.status
      from review360_requests q join review360_subjects r on r.id = q.subject_row_id
      join assessment_periods p on p.id = q.period_id
      where q.company_id = ${s.companyId} and q.reviewer_id in ${mine} order by p.start_date, q.id`,
  );
  return { as_subject: asSubject, asked_to_review: asked };
}
