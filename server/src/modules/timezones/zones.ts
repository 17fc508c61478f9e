import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { companies, notificationSettings } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/errors.ts';

/**
 * Time in the company's zone and a person's own (DESIGN section 10). A deadline is a date D: it is open until
 * 23:59:59 of D in the zone of the person who must act, and overdue from the next local midnight on. Each rule
 * has a JavaScript form (one person, a page) and an SQL form (the scheduler's statements over every form).
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date `YYYY-MM-DD` in `zone` at the instant `at`. */
export function localDay(zone: string, at: Date): string {
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant after deadline date `day` in `zone`: the next local midnight. Overdue from then on. */
export function deadlineEnd(zone: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const midnight = Date.UTC(y, m - 1, d + 1);
  // The offset at the guess, then at the answer: right across a change of the zone's offset too.
  const first = midnight - offsetMs(zone, new Date(midnight));
  return new Date(midnight - offsetMs(zone, new Date(first)));
}

/** Whether deadline date `day` has passed at `at` for someone in `zone`. */
export const isOverdue = (zone: string, day: string, at: Date): boolean => localDay(zone, at) > day;

/**
 * The zone of a person in a company, as SQL: their own where set, else the company's. `userId` and `companyId`
 * are expressions of the statement around it.
 */
export const zoneOfUserSql = (userId: SQL, companyId: SQL): SQL<string> =>
  sql<string>`coalesce((select zs.time_zone from notification_settings zs where zs.user_id = ${userId}),
    (select zc.time_zone from companies zc where zc.id = ${companyId}))`;

/** The zone of a company, as SQL. */
export const zoneOfCompanySql = (companyId: SQL): SQL<string> =>
  sql<string>`(select zc.time_zone from companies zc where zc.id = ${companyId})`;

/** The date in `zone` (an SQL expression) at the instant `now`, as an SQL `date`. */
export const localDaySql = (now: Date, zone: SQL): SQL<string> =>
  sql<string>`(${now.toISOString()}::timestamptz at time zone ${zone})::date`;

/** A company's zone. */
export async function companyZone(ex: Executor, companyId: number): Promise<string> {
  const [row] = await ex.select({ zone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return row.zone;
}

/** A person's zone in a company: their own where set, else the company's. */
export async function personZone(ex: Executor, userId: number, companyId: number): Promise<string> {
  const [row] = await ex
    .select({ own: notificationSettings.timeZone, company: companies.timeZone })
    .from(companies)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, userId))
    .where(eq(companies.id, companyId));
  return row.own ?? row.company;
}

/**
 * A zone given to the API must be one the database knows by exactly that name too, not only the runtime
 * (the schemas' check): the scheduler's statements work out local dates in SQL (`at time zone`), and a name
 * the runtime takes but PostgreSQL does not (`US/Pacific-New`) would fail every one of them. Names in other
 * letter case (`Europe/MOSCOW`), which both take, are refused too: one spelling a zone. 400 `invalid_time_zone`
 * naming `time_zone`, the field of both bodies that carry a zone.
 */
export async function assertDatabaseZone(ex: Executor, zone: string): Promise<void> {
  const [row] = await rowsOf<{ known: boolean }>(
    ex,
    sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
  );
  if (!row.known) throw ValidationError.field('time_zone', 'invalid_time_zone');
}
