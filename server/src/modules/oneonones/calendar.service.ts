import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { Forbidden, NotFound } from '../../http/errors.ts';
import { actsAsThemselves } from '../../policy.ts';
import { loadSeries, personNameSql, SERIES_COLUMNS, type SeriesRow } from './access.ts';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A meeting lasts half an hour in the calendar. */
const MEETING_MINUTES = 30;

/** A meeting as a calendar event: its uid stays, so a moved meeting is updated, not added twice. */
function meetingEvent(m: { id: number; at: string }, title: string, siteUrl: string): EventAttributes {
  return {
    uid: `one-on-one-${String(m.id)}@perf-review`,
    start: Number(m.at),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: MEETING_MINUTES },
    title,
    url: `${siteUrl}/`,
    status: 'CONFIRMED',
  };
}

const seriesTitle = (s: { manager_name: string; report_name: string }) => `1:1 ${s.manager_name} / ${s.report_name}`;

/** The series' meetings as an iCalendar file: the two people's names, each meeting once (its uid stays). */
async function calendarOf(ex: Executor, series: SeriesRow, siteUrl: string): Promise<string> {
  const meetings = await rowsOf<{ id: number; at: string; status: string }>(
    ex,
    sql`select id, (extract(epoch from scheduled_at) * 1000)::bigint::text as at, status from one_on_one_meetings
      where series_id = ${series.id} and status <> 'cancelled' order by scheduled_at, id`,
  );
  const title = seriesTitle(series);
  const events = meetings.map((m) => meetingEvent(m, title, siteUrl));
  const { error, value } = createEvents(events, { productId: 'perf-review/one-on-ones', calName: title });
  if (error || value === null) throw error ?? new Error('The calendar could not be written');
  return value;
}

/**
 * Every meeting (not cancelled) of every series a person is one of the pair of, in each company where they hold
 * an active position and are still a member, in one statement: the events only (names and times, never a note).
 */
export async function personMeetingEvents(ex: Executor, userId: number, siteUrl: string): Promise<EventAttributes[]> {
  const meetings = await rowsOf<{ id: number; at: string; manager_name: string; report_name: string }>(
    ex,
    sql`select m.id, (extract(epoch from m.scheduled_at) * 1000)::bigint::text as at,
        ${personNameSql('s.manager_id')} as manager_name, ${personNameSql('s.report_id')} as report_name
      from employee_in_positions me
      join memberships ms on ms.company_id = me.company_id and ms.user_id = me.user_id
      join one_on_one_series s on s.company_id = me.company_id and me.id in (s.manager_id, s.report_id)
      join one_on_one_meetings m on m.series_id = s.id and m.status <> 'cancelled'
      where me.user_id = ${userId} and me.is_active
      order by m.scheduled_at, m.id`,
  );
  return meetings.map((m) => meetingEvent(m, seriesTitle(m), siteUrl));
}

/** The .ics of a series for one of the pair. */
export async function seriesCalendar(db: Db, caller: Caller, id: number, siteUrl: string): Promise<string> {
  const series = await loadSeries(db, caller, id);
  return calendarOf(db, series, siteUrl);
}

/**
 * A new private feed address for the caller (one of the pair): only its hash is kept; the previous address
 * stops working at once. Staff acting as someone get none.
 */
export async function issueFeed(db: Db, caller: Caller, id: number, siteUrl: string): Promise<{ url: string }> {
  if (!actsAsThemselves(caller)) throw new Forbidden('one_on_one_impersonation');
  await loadSeries(db, caller, id);
  const token = randomBytes(24).toString('base64url');
  await db.execute(
    sql`insert into one_on_one_feeds (series_id, person_id, token_hash) values (${id}, ${caller.member.eipId}, ${hashOf(token)})
      on conflict (series_id, person_id) do update set token_hash = excluded.token_hash, created_at = now()`,
  );
  return { url: `${siteUrl}/api/calendar/one_on_ones/${token}/` };
}

export async function revokeFeed(db: Db, caller: Caller, id: number): Promise<void> {
  await loadSeries(db, caller, id);
  await db.execute(sql`delete from one_on_one_feeds where series_id = ${id} and person_id = ${caller.member.eipId}`);
}

/** The feed by its token, no session: 404 for an unknown or revoked token, or a person no longer active. */
export async function feedByToken(db: Db, token: string, siteUrl: string): Promise<string> {
  const [series] = await rowsOf<SeriesRow | undefined>(
    db,
    sql`select ${SERIES_COLUMNS}, ${personNameSql('s.manager_id')} as manager_name,
        ${personNameSql('s.report_id')} as report_name
      from one_on_one_feeds f join one_on_one_series s on s.id = f.series_id
      join employee_in_positions me on me.id = f.person_id and me.is_active
      where f.token_hash = ${hashOf(token)}`,
  );
  if (!series) throw new NotFound();
  return calendarOf(db, series, siteUrl);
}
