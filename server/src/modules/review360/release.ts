import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { deadlineOverSql, deadlinePastSql, zoneOfPersonSql, type StateAliases } from './state.ts';

/**
 * The release of a person's 360: answering closes and the results become readable, for good. It is stored
 * (`review360_subjects.released_at`, status `released`), written once by the first of:
 * - the last request answered or declined (in the transaction of that answer or decline);
 * - the person's form leaving SELF (in the transaction of the move, and again by any later read);
 * - the period's 360 deadline over (by the scheduler, by an admin saving an earlier deadline, and by every
 *   read of the module before it reads, with the injectable clock): a company-wide moment, the company's next
 *   midnight after the deadline, held back until the person's own midnight (their list is open until then)
 *   and each open request's reviewer's (they may answer until then); see state.ts.
 * Nothing undoes it: a form sent back to SELF or a setting changed afterwards reopens nothing.
 *
 * In the release's transaction the person's sealed answers (review360_pending_answers) move to
 * review360_answers in random order, and every request row of the person is rewritten, so that neither the
 * answers nor the requests keep a time or a transaction of their own that tells who answered when.
 *
 * Exactly once with several server processes: the update takes the row lock and re-checks `released_at is
 * null`, so a second process releasing the same person at the same time updates nothing; the answers move in
 * a second statement, which sees every answer committed before the person was released.
 */

const ALIASES: Pick<StateAliases, 'settings' | 'period'> = { settings: 'st', period: 'p' };

/** The people whose 360 is due to be released at `now`, of the rows `sb` of review360_subjects. */
function dueSql(now: Date): SQL {
  const reviewerZone = zoneOfPersonSql(sql`ro.reviewer_id`, sql`ro.company_id`);
  return sql`sb.released_at is null and (
    (${deadlineOverSql(ALIASES, now, sql`sb.subject_id`, sql`sb.company_id`)}
      and not exists (select 1 from review360_requests ro where ro.subject_row_id = sb.id and ro.status = 'open'
        and not ${deadlinePastSql(ALIASES, now, reviewerZone)}))
    or exists (select 1 from assessment_forms f where f.company_id = sb.company_id and f.period_id = sb.period_id
      and f.employee_id = sb.subject_id and f.stage <> 'SELF')
    or (sb.status = 'collecting' and not exists (select 1 from review360_requests rq
      where rq.subject_row_id = sb.id and rq.status in ('open', 'proposed'))))`;
}

/** Releases the people of `where` (on `sb`) that are due, in the caller's transaction; their row ids. */
async function releaseWhere(tx: Executor, now: Date, where: SQL): Promise<number[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const released = await rowsOf<{ id: number }>(
    tx,
    sql`update review360_subjects sb set status = 'released', released_at = ${at}, version = sb.version + 1,
      updated_at = ${at}
    from assessment_periods p left join review360_settings st on st.period_id = p.id
    where p.id = sb.period_id and ${where} and ${dueSql(now)}
    returning sb.id`,
  );
  if (!released.length) return [];
  const ids = sql`string_to_array(${released.map((r) => r.id).join(',')}, ',')::int[]`;
  await tx.execute(sql`with moved as (
      delete from review360_pending_answers where subject_row_id = any(${ids})
      returning company_id, subject_row_id, relationship, question_id, grade, comment)
    insert into review360_answers (company_id, subject_row_id, relationship, question_id, grade, comment)
    select company_id, subject_row_id, relationship, question_id, grade, comment from moved order by random()`);
  await tx.execute(sql`update review360_requests set version = version + 1, updated_at = ${at}
    where subject_row_id = any(${ids})`);
  return released.map((r) => r.id);
}

/** Releases one person's 360 if it is due (their last request answered or declined), in the caller's transaction. */
export function releaseSubject(tx: Executor, now: Date, subjectRowId: number): Promise<number[]> {
  return releaseWhere(tx, now, sql`sb.id = ${subjectRowId}`);
}

/** Releases the people of a period whose 360 is due, e.g. after an admin set a deadline already past. */
export function releasePeriod(tx: Executor, now: Date, periodId: number): Promise<number[]> {
  return releaseWhere(tx, now, sql`sb.period_id = ${periodId}`);
}

/** Releases a person's 360 as their form leaves SELF, in the transaction of the move. */
export function releaseOnFormMove(tx: Executor, now: Date, form: { periodId: number; employeeId: number }) {
  return releaseWhere(tx, now, sql`sb.period_id = ${form.periodId} and sb.subject_id = ${form.employeeId}`);
}

/**
 * Releases every due 360 of a company (or of all companies for the scheduler), in a transaction of its own
 * unless the caller's. Every read and write of the module calls it first, so that what it reads is stored.
 */
export async function releaseDue(ex: Executor, now: Date, companyId: number | null): Promise<number[]> {
  const where = companyId === null ? sql`true` : sql`sb.company_id = ${companyId}`;
  // A read usually finds nothing due: one plain statement then, and a transaction only when there is work.
  const due = await rowsOf<{ id: number }>(
    ex,
    sql`select sb.id from review360_subjects sb join assessment_periods p on p.id = sb.period_id
      left join review360_settings st on st.period_id = p.id
      where ${where} and ${dueSql(now)} limit 1`,
  );
  if (!due.length) return [];
  return ex.transaction((tx) => releaseWhere(tx, now, where));
}
