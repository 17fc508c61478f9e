import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '../../../../contract/enums.ts';
import type { Auth } from '../../auth/sessions.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../http/errors.ts';
import { actsAsThemselves } from '../../policy.ts';
import { formLink } from '../notifications/queue.ts';
import { personMeetingEvents } from '../oneonones/calendar.service.ts';
import { deadlineEvent, feedCalendar, type Deadline } from './events.ts';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

type FeedState = { active: boolean; created_at: string | null };

export async function feedState(db: Db, auth: Auth): Promise<FeedState> {
  const [row] = await rowsOf<{ created_at: string } | undefined>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from calendar_feeds where user_id = ${auth.user.id}`,
  );
  return { active: Boolean(row), created_at: row?.created_at ?? null };
}

/**
 * A new private feed address for the signed-in person: only its hash is kept, the previous address stops working
 * at once. Staff acting as someone get none: the address would be the person's.
 */
export async function issueFeed(db: Db, auth: Auth, siteUrl: string): Promise<{ url: string }> {
  if (!actsAsThemselves({ impersonatorId: auth.impersonator?.id ?? null }))
    throw new Forbidden('one_on_one_impersonation');
  const token = randomBytes(24).toString('base64url');
  await db.execute(
    sql`insert into calendar_feeds (user_id, token_hash) values (${auth.user.id}, ${hashOf(token)})
      on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()`,
  );
  return { url: `${siteUrl}/api/calendar/people/${token}/` };
}

export async function revokeFeed(db: Db, auth: Auth): Promise<void> {
  await db.execute(sql`delete from calendar_feeds where user_id = ${auth.user.id}`);
}

type DeadlineRow = {
  form_id: number;
  link: string;
  company: string;
  period: string;
  employee: string;
  own: boolean;
  self_deadline: string;
  manager_deadline: string;
  feedback_deadline: string;
};

/**
 * The forms of active periods a person is the employee or the reviewer of, in each company where they hold an
 * active position and are still a member: one statement, whatever their number.
 */
function deadlineRows(db: Db, userId: number): Promise<DeadlineRow[]> {
  return rowsOf<DeadlineRow>(
    db,
    sql`select f.id as form_id, ${formLink(sql`f.company_id`, sql`f.id`)} as link, c.name as company, p.name as period,
        trim(eu.first_name || ' ' || eu.last_name) as employee, f.employee_id = me.id as own,
        p.self_deadline::text as self_deadline, p.manager_deadline::text as manager_deadline,
        p.feedback_deadline::text as feedback_deadline
      from employee_in_positions me
      join memberships ms on ms.company_id = me.company_id and ms.user_id = me.user_id
      join assessment_forms f on f.company_id = me.company_id and me.id in (f.employee_id, f.reviewer_id)
      join assessment_periods p on p.id = f.period_id and p.company_id = f.company_id and p.status = 'active'
      join companies c on c.id = f.company_id
      join employee_in_positions e on e.id = f.employee_id
      join users eu on eu.id = e.user_id
      where me.user_id = ${userId} and me.is_active
      order by f.company_id, f.id`,
  );
}

/** A form's deadlines as its employee sees them (self-assessment, answer) or its reviewer (assessment, feedback). */
function deadlinesOf(row: DeadlineRow, siteUrl: string): Deadline[] {
  const base = {
    formId: row.form_id,
    period: row.period,
    employee: row.employee,
    company: row.company,
    url: siteUrl + row.link,
  };
  return row.own
    ? [
        { ...base, kind: 'self', role: 'employee', day: row.self_deadline },
        { ...base, kind: 'feedback', role: 'employee', day: row.feedback_deadline },
      ]
    : [
        { ...base, kind: 'manager', role: 'reviewer', day: row.manager_deadline },
        { ...base, kind: 'feedback', role: 'reviewer', day: row.feedback_deadline },
      ];
}

/**
 * The feed by its token, no session: 404 for an unknown or revoked token. Three statements whatever the number of
 * forms and meetings: the token (with the person's language), their deadlines, their meetings.
 */
export async function feedByToken(db: Db, token: string, siteUrl: string): Promise<string> {
  const [person] = await rowsOf<{ user_id: number; lang: Language } | undefined>(
    db,
    sql`select f.user_id, coalesce(s.lang, 'ru') as lang
      from calendar_feeds f left join notification_settings s on s.user_id = f.user_id
      where f.token_hash = ${hashOf(token)}`,
  );
  if (!person) throw new NotFound();
  const rows = await deadlineRows(db, person.user_id);
  const deadlines = rows.flatMap((row) => deadlinesOf(row, siteUrl)).map((d) => deadlineEvent(d, person.lang));
  const meetings = await personMeetingEvents(db, person.user_id, siteUrl);
  return feedCalendar([...deadlines, ...meetings], person.lang);
}
