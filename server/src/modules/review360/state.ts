import { sql, type SQL } from 'drizzle-orm';

/**
 * A person's 360 state in SQL, so that every statement of the module reads the same rule: answering closes
 * and results become readable once the 360 is released (review360/release.ts), stored and never undone.
 *
 * The arguments are the aliases a statement gives to review360_subjects (which may be missing: a left
 * join), review360_settings and assessment_periods.
 */
export type StateAliases = { subject: string; settings: string; period: string; form: string };

/** The day the period's 360 closes: the admin's deadline, else the self-assessment deadline. */
export function deadlineSql(a: Pick<StateAliases, 'settings' | 'period'>): SQL<string> {
  return sql<string>`coalesce(${sql.raw(a.settings)}.deadline, ${sql.raw(a.period)}.self_deadline)`;
}

/** Whether the person's 360 is released (review360/release.ts): stored, never worked out from the dates. */
export function closedSql(a: Pick<StateAliases, 'subject'>): SQL<boolean> {
  return sql<boolean>`(${sql.raw(a.subject)}.released_at is not null)`;
}

/**
 * The person's status as the API gives it: the stored one. A person nobody nominated for has no row: theirs
 * is `nominating` while their 360 is open, and `released` (with no reviewers) once it closed by the release's
 * rules of time (release.ts: the deadline passed, or the form left SELF), so that every page says the same of
 * them. `today` is the calendar day (UTC) of the injectable clock.
 */
export function statusSql(a: StateAliases, today: string): SQL<string> {
  const closedWithoutRow = sql`${sql.raw(a.form)}.stage <> 'SELF' or ${deadlineSql(a)} < ${today}::date`;
  return sql<string>`coalesce(${sql.raw(a.subject)}.status,
    case when ${closedWithoutRow} then 'released' else 'nominating' end)`;
}
