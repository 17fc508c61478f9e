import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { rowsOf, type Db, type Executor, type Tx } from '../../db/client.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern, totalOf } from '../../http/pagination.ts';
import { INT_MAX } from '../../db/sql.ts';
import { parsedRow, parsedRows } from '../../db/sql.ts';
import { countSubjects, relationshipSql, selectSubjects, subjectDto, type SubjectRow } from './nomination-query.ts';
import { allowed } from './nomination-rules.ts';
import { notifyNominated, notifyRequested } from './notices.ts';
import type { ReviewerAdd, SubjectListQuery, SubjectOut } from './review360.schemas.ts';
import { isSelfSql, managesPersonSql, seesPersonSql } from './scope.ts';
import { releaseDue } from './release.ts';
import { deadlinePastSql, statusSql, zoneOfPersonSql } from './state.ts';
import { actsForAnyone, can } from '../../policy.ts';

/**
 * Nominating the reviewers of each person reviewed in a period (nomination-rules.ts says who may do what
 * in each mode). A person the caller may not see is "no such record": a 404 by id, a 400 naming the
 * field in a body. Every write runs in one transaction holding the person's 360 row, so two writes on one
 * list never pass the limits together, and the reviewer's own count is held by a lock on the reviewer.
 */

/** The first key of the nomination's advisory locks (a constant the application uses for nothing else). */
const REVIEWER_LOCK = 110_360;

const sees = (member: Member) => seesPersonSql(member, sql`f.employee_id`, sql`f.reviewer_id`);

/** The list's people: admins everyone with a form, managers whom they oversee, anyone else themselves. */
function listScope(member: Member): SQL {
  if (can(member, 'review360.team')) return managesPersonSql(member, sql`f.employee_id`, sql`f.reviewer_id`);
  return sees(member);
}

const ids = (list: number[]) => sql`string_to_array(${list.filter((n) => n <= INT_MAX).join(',')}, ',')::int[]`;

export async function listSubjects(
  db: Db,
  member: Member,
  clock: Clock,
  query: SubjectListQuery,
): Promise<{ results: SubjectOut[]; total: number }> {
  const now = clock.now();
  await releaseDue(db, now, member.companyId);
  const pattern = query.search ? likePattern(query.search) : null;
  const where = sql.join(
    [
      sql`f.period_id = ${query.period}`,
      listScope(member),
      query.status
        ? sql`${statusSql({ subject: 'sb', settings: 'st', period: 'p', form: 'f' }, now)} = any(string_to_array(${query.status.join(',')}, ','))`
        : undefined,
      query.department ? sql`e.department_id = any(${ids(query.department)})` : undefined,
      pattern
        ? sql`(u.first_name || ' ' || u.last_name ilike ${pattern} or u.last_name || ' ' || u.first_name ilike ${pattern})`
        : undefined,
    ].filter((c) => c !== undefined),
    sql` and `,
  );
  const rows = await selectSubjects(db, member, now, {
    where,
    page: { size: query.page_size, offset: (query.page - 1) * query.page_size },
  });
  const total = await totalOf(rows, query.page, () => countSubjects(db, member, where));
  return { results: rows.map((r) => subjectDto(member, r)), total };
}

async function loadOne(ex: Executor, member: Member, now: Date, where: SQL): Promise<SubjectRow | null> {
  const rows = await selectSubjects(ex, member, now, { where: sql`${where} and ${sees(member)}` });
  return rows.at(0) ?? null;
}

/** The caller's own 360 in a period; 404 `review360_no_form` when they have no form in it. */
export async function mySubject(db: Db, member: Member, clock: Clock, periodId: number): Promise<SubjectOut> {
  const me = isSelfSql(member, sql`f.employee_id`);
  const now = clock.now();
  await releaseDue(db, now, member.companyId);
  const row = await loadOne(db, member, now, sql`f.period_id = ${periodId} and ${me}`);
  if (!row) throw new NotFound('review360_no_form');
  return subjectDto(member, row);
}

/** Holds the person's 360 row for the rest of the transaction. */
async function lockSubject(tx: Tx, member: Member, subjectRowId: number): Promise<void> {
  await tx.execute(
    sql`select id from review360_subjects where company_id = ${member.companyId} and id = ${subjectRowId} for update`,
  );
}

/** What every write checks first: the period's 360 is on, and the person's list has not closed (state.ts). */
function assertOpen(row: SubjectRow): void {
  if (!row.enabled) throw new Conflict('review360_not_enabled');
  if (row.closed) throw new Conflict('review360_closed');
}

const actorOf = (member: Member, row: SubjectRow) => ({
  actsForAnyone: actsForAnyone(member),
  manages: row.manages,
  isSelf: row.is_self,
});

/** Requests that count towards the limits: all but the declined. */
const counted = (row: SubjectRow) => row.requests.filter((r) => r.status !== 'declined').length;

/** The person's 360 after a change, as the caller sees it. */
async function reread(tx: Tx, member: Member, now: Date, subjectRowId: number): Promise<SubjectOut> {
  const row = await loadOne(tx, member, now, sql`sb.id = ${subjectRowId}`);
  if (!row) throw new NotFound();
  return subjectDto(member, row);
}

async function touch(tx: Tx, subjectRowId: number, now: Date, set: SQL = sql``): Promise<void> {
  await tx.execute(sql`update review360_subjects set version = version + 1, updated_at = ${now.toISOString()}::timestamptz
    ${set} where id = ${subjectRowId}`);
}

/** The person's 360 row, created on the first reviewer. */
async function ensureSubject(tx: Tx, member: Member, body: ReviewerAdd): Promise<number> {
  await tx.execute(sql`insert into review360_subjects (company_id, period_id, subject_id)
    values (${member.companyId}, ${body.period}, ${body.employee}) on conflict (period_id, subject_id) do nothing`);
  const row = await parsedRow(
    tx,
    z.object({ id: z.number() }),
    sql`select id from review360_subjects where period_id = ${body.period} and subject_id = ${body.employee} for update`,
  );
  return row.id;
}

const reviewerRow = z.object({
  active: z.boolean(),
  received: z.number(),
  duplicate: z.boolean(),
  day_over: z.boolean().nullable(),
});

/**
 * The reviewer's checks: a colleague of the company, active, not yet asked, under the cap of requests, and with
 * the deadline's day not yet over in their time zone.
 */
async function checkReviewer(
  tx: Tx,
  member: Member,
  row: SubjectRow,
  body: ReviewerAdd,
  subjectRowId: number,
  now: Date,
) {
  if (body.reviewer === body.employee) throw ValidationError.field('reviewer', 'review360_reviewer_self');
  await tx.execute(sql`select pg_advisory_xact_lock(${REVIEWER_LOCK}::int, ${body.reviewer}::int)`);
  const found = (
    await parsedRows(
      tx,
      reviewerRow,
      sql`select r.is_active as active,
      (select count(*)::int from review360_requests x where x.company_id = r.company_id and x.reviewer_id = r.id
        and x.period_id = ${body.period} and x.status <> 'declined') as received,
      exists (select 1 from review360_requests x where x.subject_row_id = ${subjectRowId} and x.reviewer_id = r.id) as duplicate,
      (select ${deadlinePastSql({ settings: 'st', period: 'p' }, now, zoneOfPersonSql(sql`r.id`, sql`r.company_id`))}
        from assessment_periods p left join review360_settings st on st.period_id = p.id
        where p.id = ${body.period}) as day_over
    from employee_in_positions r where r.company_id = ${member.companyId} and r.id = ${body.reviewer}`,
    )
  ).at(0);
  if (!found?.active) throw ValidationError.field('reviewer', 'no_record');
  if (found.duplicate) throw ValidationError.field('reviewer', 'review360_reviewer_duplicate');
  // A request to someone whose own last day is over would be closed on arrival, and its notice a false call.
  if (found.day_over) throw ValidationError.field('reviewer', 'review360_reviewer_day_over');
  if (counted(row) >= row.max_reviewers)
    throw ValidationError.field('non_field_errors', 'review360_too_many_reviewers', { max: row.max_reviewers });
  if (found.received >= row.max_requests_per_reviewer)
    throw ValidationError.field('reviewer', 'review360_reviewer_full', { max: row.max_requests_per_reviewer });
}

/**
 * Adds a reviewer to a person's list: `proposed` until the list is approved, `open` (and the reviewer told)
 * once it was. The relationship is worked out from the structure now.
 */
export async function addReviewer(
  db: Db,
  member: Member,
  userId: number,
  clock: Clock,
  body: ReviewerAdd,
): Promise<SubjectOut> {
  const now = clock.now();
  await releaseDue(db, now, member.companyId);
  return db.transaction(async (tx) => {
    const first = await loadOne(
      tx,
      member,
      now,
      sql`f.period_id = ${body.period} and f.employee_id = ${body.employee}`,
    );
    if (!first) {
      const periods = await rowsOf<{ id: number }>(
        tx,
        sql`select id from assessment_periods where company_id = ${member.companyId} and id = ${body.period}`,
      );
      throw ValidationError.field(periods.length ? 'employee' : 'period', 'no_record');
    }
    assertOpen(first);
    if (!allowed(actorOf(member, first), first).edit) throw new Forbidden('review360_not_nominator');
    const subjectRowId = await ensureSubject(tx, member, body);
    const row = await loadOne(tx, member, now, sql`sb.id = ${subjectRowId}`);
    if (!row) throw new NotFound();
    assertOpen(row);
    await checkReviewer(tx, member, row, body, subjectRowId, now);
    const status = row.status === 'collecting' ? 'open' : 'proposed';
    const [added] = await parsedRows(
      tx,
      z.object({ id: z.number() }),
      sql`insert into review360_requests (company_id, period_id, subject_row_id, reviewer_id, relationship, status, added_by)
      select ${member.companyId}, ${body.period}, ${subjectRowId}, r.id, ${relationshipSql('s', 'r')}, ${status}, ${userId}
      from employee_in_positions r, employee_in_positions s where r.id = ${body.reviewer} and s.id = ${body.employee}
      returning id`,
    );
    await touch(tx, subjectRowId, now);
    if (status === 'open') await notifyRequested(tx, now, [added.id]);
    return reread(tx, member, now, subjectRowId);
  });
}

/** The person's 360 a request belongs to, if the caller may see it; held for the transaction. */
async function subjectOfRequest(tx: Tx, member: Member, now: Date, requestId: number) {
  const request = (
    await rowsOf<{ subject_row_id: number; status: string }>(
      tx,
      sql`select subject_row_id, status from review360_requests where company_id = ${member.companyId} and id = ${requestId}`,
    )
  ).at(0);
  if (!request) throw new NotFound();
  await lockSubject(tx, member, request.subject_row_id);
  const row = await loadOne(tx, member, now, sql`sb.id = ${request.subject_row_id}`);
  if (!row) throw new NotFound();
  return { row, subjectRowId: request.subject_row_id, status: request.status };
}

/**
 * Takes a reviewer off the list while the list is not sent yet, or a reviewer who declined. A request that
 * went out stays (409 `review360_request_sent`) whether or not it was answered, so that the answer to the
 * removal never tells who answered.
 */
export async function removeReviewer(db: Db, member: Member, clock: Clock, requestId: number): Promise<SubjectOut> {
  const now = clock.now();
  await releaseDue(db, now, member.companyId);
  return db.transaction(async (tx) => {
    const { row, subjectRowId } = await subjectOfRequest(tx, member, now, requestId);
    assertOpen(row);
    if (!allowed(actorOf(member, row), row).edit) throw new Forbidden('review360_not_nominator');
    const [current] = await rowsOf<{ status: string }>(
      tx,
      sql`select status from review360_requests where id = ${requestId} for update`,
    );
    if (current.status === 'open' || current.status === 'submitted') throw new Conflict('review360_request_sent');
    await tx.execute(sql`delete from review360_requests where id = ${requestId}`);
    await touch(tx, subjectRowId, now);
    return reread(tx, member, now, subjectRowId);
  });
}

type Action = {
  /** Whether the caller may take this action at all (403 otherwise) and may take it now (409 otherwise). */
  mayAct: (row: SubjectRow, may: ReturnType<typeof allowed>) => { actor: boolean; now: boolean };
  /** Checks and changes, once the person's 360 is held and read at the caller's version. */
  run: (tx: Tx, row: SubjectRow, id: number, now: Date) => Promise<void>;
};

/**
 * A list action on a person's 360 by its id: held for the transaction, open (409 otherwise), the caller
 * allowed (403), the state right (409), the version the one read (409 with the current), then `run`.
 */
async function listAction(db: Db, member: Member, clock: Clock, subjectRowId: number, version: number, action: Action) {
  const now = clock.now();
  await releaseDue(db, now, member.companyId);
  return db.transaction(async (tx) => {
    await lockSubject(tx, member, subjectRowId);
    const row = await loadOne(tx, member, now, sql`sb.id = ${subjectRowId}`);
    if (!row || row.id === null) throw new NotFound();
    assertOpen(row);
    const may = action.mayAct(row, allowed(actorOf(member, row), row));
    if (!may.actor) throw new Forbidden('review360_not_nominator');
    if (!may.now) throw new Conflict('review360_wrong_status');
    if (row.version !== version) throw new StaleVersion(subjectDto(member, row));
    await action.run(tx, row, row.id, now);
    return reread(tx, member, now, row.id);
  });
}

const tooFew = (row: SubjectRow) =>
  ValidationError.field('non_field_errors', 'review360_too_few_reviewers', { min: row.min_reviewers });

/** The person sends their list to their manager (employee_proposes): at least the minimum of reviewers. */
export function submitList(db: Db, member: Member, clock: Clock, subjectRowId: number, version: number) {
  return listAction(db, member, clock, subjectRowId, version, {
    mayAct: (row, may) => ({ actor: row.is_self && row.mode === 'employee_proposes', now: may.submit }),
    run: async (tx, row, id, now) => {
      if (counted(row) < row.min_reviewers) throw tooFew(row);
      await touch(tx, id, now, sql`, status = 'pending_approval'`);
      await notifyNominated(tx, now, id);
    },
  });
}

/** The manager or an admin approves the list: every proposed request goes out and each reviewer is told. */
export function approveList(db: Db, member: Member, clock: Clock, subjectRowId: number, version: number) {
  return listAction(db, member, clock, subjectRowId, version, {
    mayAct: (row, may) => ({
      actor: actsForAnyone(member) || (row.manages && row.mode !== 'hr_assigns'),
      now: may.approve,
    }),
    run: async (tx, row, id, now) => {
      const n = counted(row);
      if (n < row.min_reviewers) throw tooFew(row);
      if (n > row.max_reviewers)
        throw ValidationError.field('non_field_errors', 'review360_too_many_reviewers', { max: row.max_reviewers });
      const at = sql`${now.toISOString()}::timestamptz`;
      await touch(tx, id, now, sql`, status = 'collecting', approved_at = ${at}`);
      const sent = await rowsOf<{ id: number }>(
        tx,
        sql`update review360_requests set status = 'open', version = version + 1, updated_at = ${at}
        where subject_row_id = ${id} and status = 'proposed' returning id`,
      );
      await notifyRequested(
        tx,
        now,
        sent.map((r) => r.id),
      );
    },
  });
}
