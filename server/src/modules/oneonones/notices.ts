import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { localDaySql, zoneOfUserSql } from '../timezones/zones.ts';

/** The page of a meeting, from the site's root. */
const meetingLink = sql.raw(`'/c/' || s.company_id || '/one-on-ones/meetings/' || m.id || '/'`);

/** "First Last" or the email of a position's person. */
const nameOf = (eip: string) =>
  sql.raw(`(select coalesce(nullif(trim(nu.first_name || ' ' || nu.last_name), ''), nu.email)
    from employee_in_positions np join users nu on nu.id = np.user_id where np.id = ${eip})`);

/**
 * The day before a scheduled meeting (tomorrow in each person's own time zone, the company's by default), both people
 * are asked to add talking points, in one statement over every company; keyed `one_on_one_prepare:meeting:user:day`,
 * so a retry, a second server process or a second run that day queues nothing twice, and a meeting moved to another
 * day is announced again.
 */
export async function queueMeetingPreparation(ex: Executor, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const zone = zoneOfUserSql(sql`me.user_id`, sql`s.company_id`);
  const [counted] = await rowsOf<{ n: number }>(
    ex,
    sql`with queued as (
      insert into notifications (company_id, user_id, kind, key, data, link, created_at, next_attempt_at)
      select s.company_id, me.user_id, 'one_on_one_prepare',
        'one_on_one_prepare:' || m.id || ':' || me.user_id || ':' || local.tomorrow::text,
        jsonb_build_object('company_name', c.name, 'employee_name', ${nameOf('other.id')},
          'day', local.tomorrow::text),
        ${meetingLink}, ${at}, ${at}
      from one_on_one_meetings m
      join one_on_one_series s on s.id = m.series_id
      join companies c on c.id = s.company_id
      cross join lateral (values (s.manager_id, s.report_id), (s.report_id, s.manager_id)) pair(me_id, other_id)
      join employee_in_positions me on me.id = pair.me_id and me.is_active
      join employee_in_positions other on other.id = pair.other_id
      cross join lateral (select ${zone} as zone) z
      cross join lateral (select ${localDaySql(now, sql`z.zone`)} + 1 as tomorrow) local
      where m.status = 'scheduled'
        and m.scheduled_at > ${at} and m.scheduled_at < ${at} + interval '3 days'
        and (m.scheduled_at at time zone z.zone)::date = local.tomorrow
      on conflict (key) do nothing
      returning 1)
    select count(*)::int as n from queued`,
  );
  return counted.n;
}

/**
 * An open action item's owner is told on its due day in their own time zone (the company's by default), or at the
 * next run after it (a late run catches up once):
 * keyed `one_on_one_action_due:item:due date`, so moving the due date announces it again.
 */
export async function queueActionItemsDue(ex: Executor, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = localDaySql(now, zoneOfUserSql(sql`owner.user_id`, sql`a.company_id`));
  const [counted] = await rowsOf<{ n: number }>(
    ex,
    sql`with queued as (
      insert into notifications (company_id, user_id, kind, key, data, link, created_at, next_attempt_at)
      select a.company_id, owner.user_id, 'one_on_one_action_due',
        'one_on_one_action_due:' || a.id || ':' || a.due_date::text,
        jsonb_build_object('company_name', c.name, 'item_text', a.text, 'day', a.due_date::text,
          'employee_name', ${nameOf('case when a.owner_id = s.manager_id then s.report_id else s.manager_id end')}),
        ${meetingLink}, ${at}, ${at}
      from one_on_one_action_items a
      join one_on_one_series s on s.id = a.series_id
      join one_on_one_meetings m on m.id = a.meeting_id
      join companies c on c.id = a.company_id
      join employee_in_positions owner on owner.id = a.owner_id and owner.is_active
      where not a.done and a.due_date <= ${today} and a.due_date > ${today} - 7
      on conflict (key) do nothing
      returning 1)
    select count(*)::int as n from queued`,
  );
  return counted.n;
}
