import { sql, type SQL } from 'drizzle-orm';
import { dayOf } from '../../clock.ts';
import { localDaySql, zoneOfCompanySql, zoneOfUserSql } from '../timezones/zones.ts';

/**
 * A person's 360 state in SQL, so that every statement of the module reads the same rule: answering closes
 * and results become readable once the 360 is released (review360/release.ts), stored and never undone.
 *
 * The arguments are the aliases a statement gives to review360_subjects (which may be missing: a left
 * join), review360_settings and assessment_periods.
 *
 * The 360 deadline is a date, open until 23:59 of it in the zone (their own, else the company's) of whoever
 * it binds; each rule below says whose:
 * - answering a request (a draft, an answer, a decline) binds its reviewer: the request reads `closed` for
 *   them from their next midnight, even while the release still waits for someone west of them;
 * - the list of reviewers (adding, removing, sending, approving, whoever does it) is the person reviewed's:
 *   it closes at their midnight, at one moment for everyone who edits it;
 * - the release (answering closes for everyone, results readable, the form's reviewer told) is one moment
 *   for the company: its midnight, held back while someone west of it may still act on this person's 360 (the
 *   person, whose list is open until their midnight, or a reviewer with an open request), so that nobody
 *   loses the end of their last day and every page says the same of a person.
 */
export type StateAliases = { subject: string; settings: string; period: string; form: string };

/** The day the period's 360 closes: the admin's deadline, else the self-assessment deadline. */
export function deadlineSql(a: Pick<StateAliases, 'settings' | 'period'>): SQL<string> {
  return sql<string>`coalesce(${sql.raw(a.settings)}.deadline, ${sql.raw(a.period)}.self_deadline)`;
}

/** The zone of the person in position `person` (an employee_in_positions id) of company `company`. */
export const zoneOfPersonSql = (person: SQL, company: SQL): SQL<string> =>
  zoneOfUserSql(sql`(select pz.user_id from employee_in_positions pz where pz.id = ${person})`, company);

/** No zone is ahead of UTC by more than this: a date not yet over there is over nowhere. */
const EASTERNMOST_MS = 14 * 3_600_000;

/**
 * Whether the 360 deadline has ended at `now` in `zone`: its date is before the date there. The date at the
 * easternmost offset is compared first, so that before the deadline no zone is looked up, row by row.
 */
export function deadlinePastSql(a: Pick<StateAliases, 'settings' | 'period'>, now: Date, zone: SQL): SQL<boolean> {
  const easternmost = dayOf(new Date(now.getTime() + EASTERNMOST_MS));
  return sql<boolean>`(${deadlineSql(a)} < ${easternmost}::date and ${deadlineSql(a)} < ${localDaySql(now, zone)})`;
}

/**
 * Whether the deadline has ended for the person reviewed (`person`, an employee_in_positions id) and for
 * their company: what the release by date waits for besides the open requests (release.ts).
 */
export function deadlineOverSql(
  a: Pick<StateAliases, 'settings' | 'period'>,
  now: Date,
  person: SQL,
  company: SQL,
): SQL<boolean> {
  return sql<boolean>`(${deadlinePastSql(a, now, zoneOfCompanySql(company))}
    and ${deadlinePastSql(a, now, zoneOfPersonSql(person, company))})`;
}

/** Whether the person's 360 is released (review360/release.ts): stored, never worked out from the dates. */
export function closedSql(a: Pick<StateAliases, 'subject'>): SQL<boolean> {
  return sql<boolean>`(${sql.raw(a.subject)}.released_at is not null)`;
}

/** Whether a request is closed for its reviewer (`reviewer`, an employee_in_positions id): released, or their day over. */
export function requestClosedSql(
  a: Pick<StateAliases, 'subject' | 'settings' | 'period'>,
  now: Date,
  reviewer: SQL,
  company: SQL,
): SQL<boolean> {
  return sql<boolean>`(${closedSql(a)} or ${deadlinePastSql(a, now, zoneOfPersonSql(reviewer, company))})`;
}

/**
 * The person's status as the API gives it: the stored one. A person nobody nominated for has no row: theirs
 * is `nominating` while their 360 is open, and `released` (with no reviewers) once it closed by the release's
 * rules of time (release.ts: the deadline over for them and the company, or the form left SELF), so that
 * every page says the same of them at the clock's instant `now`.
 */
export function statusSql(a: StateAliases, now: Date): SQL<string> {
  const f = sql.raw(a.form);
  const closedWithoutRow = sql`${f}.stage <> 'SELF' or ${deadlineOverSql(a, now, sql`${f}.employee_id`, sql`${f}.company_id`)}`;
  return sql<string>`coalesce(${sql.raw(a.subject)}.status,
    case when ${closedWithoutRow} then 'released' else 'nominating' end)`;
}

/**
 * Whether the person's list of reviewers is closed to every change: their 360 released (or closed without a
 * row), or the deadline over in their own zone.
 */
export function listClosedSql(a: StateAliases, now: Date): SQL<boolean> {
  const f = sql.raw(a.form);
  return sql<boolean>`(${statusSql(a, now)} = 'released'
    or ${deadlinePastSql(a, now, zoneOfPersonSql(sql`${f}.employee_id`, sql`${f}.company_id`))})`;
}
