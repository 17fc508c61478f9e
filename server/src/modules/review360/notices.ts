import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { formLink } from '../notifications/queue.ts';
import { releaseDue } from './release.ts';
import { localDaySql, zoneOfUserSql } from '../timezones/zones.ts';
import { closedSql, deadlineSql, type StateAliases } from './state.ts';

/**
 * The 360 notices, queued into the `notifications` outbox in the caller's transaction, one statement for
 * any number of them, with the keys of every other notice (`kind:form:recipient:occurrence`, unique), so a
 * retry or a second server process queues nothing twice. Their data names the person reviewed, the period
 * and the 360 deadline: never who answered, nor anything an answer changes.
 *
 * Each statement reads a person's 360 as `sb` (review360_subjects), `st` (its settings), `p` (the period),
 * `f` (the person's form: a left join), `e`/`eu` (the person) and `c` (the company); request notices add
 * `rq` (the request) and `r` (its reviewer). `where` is a condition on those.
 */
const ALIASES: StateAliases = { subject: 'sb', settings: 'st', period: 'p', form: 'f' };

const FROM = sql`from review360_subjects sb
  join review360_settings st on st.period_id = sb.period_id and st.company_id = sb.company_id
  join assessment_periods p on p.id = sb.period_id
  left join assessment_forms f on f.company_id = sb.company_id and f.period_id = sb.period_id and f.employee_id = sb.subject_id
  join companies c on c.id = sb.company_id
  join employee_in_positions e on e.id = sb.subject_id
  join users eu on eu.id = e.user_id`;

const DATA = sql`jsonb_build_object(
  'company_name', c.name,
  'employee_name', trim(eu.first_name || ' ' || eu.last_name),
  'period_name', p.name,
  'deadline', ${deadlineSql(ALIASES)}::text)`;

/** The page of the 360 nomination ("Обратная связь 360"), from the site's root. */
const nominationLink = sql`'/c/' || sb.company_id || '/performance-review/feedback-360/'`;
/** The answer page of a request. */
const requestLink = sql`'/c/' || rq.company_id || '/performance-review/feedback-requests/' || rq.id || '/'`;

type Queued = { n: number };

async function queued(ex: Executor, statement: SQL): Promise<number> {
  const [counted] = await rowsOf<Queued>(
    ex,
    sql`with queued as (${statement} on conflict (key) do nothing returning 1)
    select count(*)::int as n from queued`,
  );
  return counted.n;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

type RequestNotice = {
  kind: 'review360_request' | 'review360_reminder';
  where: SQL;
  /** Makes the key unique per occurrence: the request, and for reminders the number of days before. */
  occurrence: SQL;
  extra?: SQL;
};

/** One notice to the reviewer of each request matched; no form id: the reviewer cannot open the person's form. */
function queueRequestNotices(ex: Executor, now: Date, notice: RequestNotice): Promise<number> {
  return queued(
    ex,
    sql`insert into notifications (company_id, user_id, kind, form_id, period_id, key, data, link, created_at, next_attempt_at)
    select rq.company_id, r.user_id, ${notice.kind}, null, rq.period_id,
      ${notice.kind} || ':' || coalesce(f.id, 0) || ':' || r.user_id || ':' || (${notice.occurrence})::text,
      ${DATA} || ${notice.extra ?? sql`'{}'::jsonb`}, ${requestLink}, ${at(now)}, ${at(now)}
    ${FROM}
    join review360_requests rq on rq.subject_row_id = sb.id
    join employee_in_positions r on r.id = rq.reviewer_id
    where ${notice.where}`,
  );
}

type SubjectNotice = {
  kind: 'review360_nomination' | 'review360_closed';
  /** The recipient: an expression giving an employee_in_positions id (null: nobody). */
  to: SQL;
  where: SQL;
  occurrence: SQL;
  link: SQL;
};

function queueSubjectNotices(ex: Executor, now: Date, notice: SubjectNotice): Promise<number> {
  return queued(
    ex,
    sql`insert into notifications (company_id, user_id, kind, form_id, period_id, key, data, link, created_at, next_attempt_at)
    select sb.company_id, m.user_id, ${notice.kind}, f.id, sb.period_id,
      ${notice.kind} || ':' || coalesce(f.id, 0) || ':' || m.user_id || ':' || (${notice.occurrence})::text,
      ${DATA}, ${notice.link}, ${at(now)}, ${at(now)}
    ${FROM}
    join employee_in_positions m on m.id = (${notice.to})
    where ${notice.where}`,
  );
}

const idList = (ids: readonly number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/** Requests that went out (approved, or added to an approved list): each reviewer is asked to answer. */
export async function notifyRequested(ex: Executor, now: Date, requestIds: readonly number[]): Promise<number> {
  if (!requestIds.length) return 0;
  return queueRequestNotices(ex, now, {
    kind: 'review360_request',
    where: sql`rq.id = any(${idList(requestIds)}) and rq.status = 'open'`,
    occurrence: sql`'request:' || rq.id`,
  });
}

/**
 * A person sent their list for approval: their manager (the manager of their position; without one, the
 * reviewer of their form) is told. Each sending is its own occurrence (the row's version after it).
 */
export async function notifyNominated(ex: Executor, now: Date, subjectRowId: number): Promise<number> {
  return queueSubjectNotices(ex, now, {
    kind: 'review360_nomination',
    to: sql`coalesce(e.manager_id, f.reviewer_id)`,
    where: sql`sb.id = ${subjectRowId}`,
    occurrence: sql`sb.version`,
    link: nominationLink,
  });
}

/**
 * N days before the 360 deadline, for each N of the period's `reminder_days`, each reviewer with an open
 * request of a person whose 360 is still collecting is reminded; as with the forms' reminders, of those due
 * by today only the nearest to the deadline goes (occurrence `request:N`), so a late run sends one.
 */
export function queueReview360Reminders(ex: Executor, now: Date): Promise<number> {
  // The reviewer's date, in their zone (else the company's): reminded on their own day before the deadline,
  // and never once their day of the deadline is over (the request is closed for them, state.ts), whatever
  // the release still waits for.
  const today = localDaySql(now, zoneOfUserSql(sql`r.user_id`, sql`rq.company_id`));
  const left = sql`(${deadlineSql(ALIASES)} - ${today})`;
  const nearest = sql`(select min(d) from unnest(p.reminder_days) d where d >= ${left})`;
  return queueRequestNotices(ex, now, {
    kind: 'review360_reminder',
    where: sql`p.status = 'active' and st.enabled and rq.status = 'open' and not ${closedSql(ALIASES)}
      and ${left} >= 0 and ${nearest} is not null`,
    occurrence: sql`rq.id || ':' || ${nearest}`,
    extra: sql`jsonb_build_object('days_left', ${left})`,
  });
}

/**
 * Once a person's 360 that went out is released (every request answered or declined, the deadline over for
 * the company and everyone who may still act, state.ts, or the form left SELF; the scheduler releases those
 * the deadline closed), the reviewer of their form is told the results are ready: once a person.
 */
export async function queueReview360Closed(ex: Executor, now: Date): Promise<number> {
  await releaseDue(ex, now, null);
  return queueSubjectNotices(ex, now, {
    kind: 'review360_closed',
    to: sql`f.reviewer_id`,
    where: sql`p.status = 'active' and st.enabled and sb.approved_at is not null
      and ${closedSql(ALIASES)}`,
    occurrence: sql`'closed'`,
    link: formLink(sql`sb.company_id`, sql`f.id`),
  });
}
