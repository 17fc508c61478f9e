import { sql, type SQL } from 'drizzle-orm';

/**
 * When a person's 360 closes, in SQL, so that every statement of the module reads the same rule. Answering
 * closes, for good, at the first of: every request answered or declined (the row's status set to
 * `released` then), the period's 360 deadline passed, or the person's review form left SELF. Results are
 * readable only after that, so they never change under a reader's eyes one answer at a time.
 *
 * The arguments are the aliases a statement gives to review360_subjects, review360_settings,
 * assessment_periods and the person's assessment_forms row (which may be missing: a left join).
 */
export type StateAliases = { subject: string; settings: string; period: string; form: string };

/** The day the period's 360 closes: the admin's deadline, else the self-assessment deadline. */
export function deadlineSql(a: Pick<StateAliases, 'settings' | 'period'>): SQL<string> {
  return sql<string>`coalesce(${sql.raw(a.settings)}.deadline, ${sql.raw(a.period)}.self_deadline)`;
}

/** Whether answering has closed for the person; `today` is `YYYY-MM-DD` from the clock. */
export function closedSql(a: StateAliases, today: string): SQL<boolean> {
  return sql<boolean>`(coalesce(${sql.raw(a.subject)}.status = 'released', false)
    or ${deadlineSql(a)} < ${today}::date
    or coalesce(${sql.raw(a.form)}.stage <> 'SELF', false))`;
}

/** The person's status as the API gives it: `released` once closed, whatever the row still says. */
export function statusSql(a: StateAliases, today: string): SQL<string> {
  return sql<string>`case when ${closedSql(a, today)} then 'released'
    else coalesce(${sql.raw(a.subject)}.status, 'nominating') end`;
}
