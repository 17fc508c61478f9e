import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { localDaySql, zoneOfUserSql } from '../timezones/zones.ts';

/** The page of a goal, from the site's root. */
const goalLink = sql`'/c/' || g.company_id || '/goals/' || g.id || '/'`;

/**
 * Who answers for a goal `g`: a person's goal its employee, a department's the department's head (while active in the
 * company); the company's goal, which names no person, the company's admins, who set the company's goals.
 */
const recipients = sql`select r.user_id from employee_in_positions r
    left join departments d on d.id = g.department_id and d.company_id = g.company_id
    where r.company_id = g.company_id and r.is_active
      and r.id = case g.owner_kind when 'person' then g.employee_id when 'department' then d.head_id end
  union
  select m.user_id from memberships m
    where g.owner_kind = 'company' and m.company_id = g.company_id and m.is_admin`;

/**
 * Reminds whoever answers for every active goal (its employee, its department's head, the company's admins) that
 * has had no check-in within the company's cadence (`goal_check_in_days`, weekly by default), in one statement over
 * every company. The window counts whole cadences since the last check-in (or since the goal was created, before its
 * first): one reminder a window, keyed `goal_check_in:goal:recipient:since:window`, so a retry or a second server
 * process queues nothing twice, a late run catches up with one notice, and a check-in starts the count again.
 * Each of a company goal's admins is reminded once a window. A closed period's goals take no check-ins, so no reminder.
 * Days are counted in each recipient's own time zone (the company's by default).
 */
export async function queueGoalCheckInReminders(ex: Executor, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Days count in the recipient's own time zone (the company's by default).
  const today = localDaySql(now, sql`z.zone`);
  const since = sql`(coalesce(g.last_check_in_at, g.created_at) at time zone z.zone)::date`;
  const cadence = sql`greatest(c.goal_check_in_days, 1)`;
  const window = sql`((${today} - ${since}) / ${cadence})`;
  const [counted] = await rowsOf<{ n: number }>(
    ex,
    sql`with queued as (
      insert into notifications (company_id, user_id, kind, form_id, period_id, key, data, link, created_at, next_attempt_at)
      select g.company_id, r.user_id, 'goal_check_in', null, g.period_id,
        'goal_check_in:' || g.id || ':' || r.user_id || ':' || ${since}::text || ':' || ${window},
        jsonb_build_object('company_name', c.name, 'period_name', p.name, 'goal_title', g.title,
          'days_since', ${today} - ${since}, 'day', ${since}::text),
        ${goalLink}, ${at}, ${at}
      from agreements g
      join assessment_periods p on p.id = g.period_id and p.company_id = g.company_id
      join companies c on c.id = g.company_id
      join lateral (${recipients}) r on true
      cross join lateral (select ${zoneOfUserSql(sql`r.user_id`, sql`g.company_id`)} as zone) z
      where g.status = 'in_progress' and p.status <> 'closed' and ${window} >= 1
      on conflict (key) do nothing
      returning 1)
    select count(*)::int as n from queued`,
  );
  return counted.n;
}
