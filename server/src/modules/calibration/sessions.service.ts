import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import { calibrationChanges, calibrationParticipants, calibrationSessions } from '../../db/schema/index.ts';
import { Conflict, Forbidden, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { totalOf } from '../../http/pagination.ts';
import { intArray, parsedRow, parsedRows } from '../../db/sql.ts';
import {
  GRADES,
  sessionSummaryOut,
  type SessionCreate,
  type SessionDetailOut,
  type SessionListQuery,
  type SessionSummaryOut,
  type SessionUpdate,
} from './calibration.schemas.ts';
import { isoSql, nameOfSql } from './sql.ts';
import { thresholdsOf } from './ninebox.service.ts';
import { sessionPeople, summaryOf, type SessionScope } from './session-people.ts';
import { assertCan, mayManageCalibration, reviewerSql } from '../../policy.ts';
import type { Caller } from '../../http/caller.ts';

const personOf = (alias: string) =>
  sql`case when ${sql.raw(alias)}.id is null then null else json_build_object('id', ${sql.raw(alias)}.id, 'full_name', ${nameOfSql(alias)}) end`;

/** A session's columns as lists show them, and whether the caller takes part; `s` is the session. */
function summarySql(userId: number, extra: SQL = sql``): SQL {
  return sql`select s.id, s.name, json_build_object('id', p.id, 'name', p.name) as period, s.department_ids,
      s.target_curve, s.status,
      (select count(*)::int from ${calibrationParticipants} cp where cp.session_id = s.id) as participants_count,
      ${personOf('cu')} as created_by, ${isoSql(sql`s.created_at`)} as created_at,
      ${isoSql(sql`s.locked_at`)} as locked_at, ${personOf('lu')} as locked_by, s.version, s.period_id,
      exists (select 1 from ${calibrationParticipants} cp where cp.session_id = s.id and cp.user_id = ${userId}) as is_participant
      ${extra}
    from ${calibrationSessions} s
    join assessment_periods p on p.id = s.period_id
    left join users cu on cu.id = s.created_by_id
    left join users lu on lu.id = s.locked_by_id`;
}

const summaryRow = sessionSummaryOut.extend({
  period_id: z.number(),
  is_participant: z.boolean(),
  target_curve: z.partialRecord(z.enum(GRADES), z.number()),
});
type SummaryRow = z.infer<typeof summaryRow>;

const fullCurve = z.record(z.enum(GRADES), z.number());

function summaryDto(r: SummaryRow): SessionSummaryOut {
  return {
    id: r.id,
    name: r.name,
    period: r.period,
    department_ids: r.department_ids,
    target_curve: fullCurve.parse(Object.fromEntries(GRADES.map((g) => [g, r.target_curve[g] ?? 0]))),
    status: r.status,
    participants_count: r.participants_count,
    created_by: r.created_by,
    created_at: r.created_at,
    locked_at: r.locked_at,
    locked_by: r.locked_by,
    version: r.version,
  };
}

export type LoadedSession = SummaryRow & { scope: SessionScope };

/**
 * The session if the caller may read it: 404 outside the company, 403 for an employee or a manager not
 * invited. `lock`: the row is locked FOR SHARE for the transaction, so that a lock waits for the moves
 * under way and a move that comes after it sees the session locked.
 */
export async function loadSession(ex: Executor, caller: Caller, id: number, lock = false): Promise<LoadedSession> {
  const { member, userId } = caller;
  const row = (
    await parsedRows(
      ex,
      summaryRow,
      sql`${summarySql(userId)} where s.company_id = ${member.companyId} and s.id = ${id}
        ${lock ? sql`for share of s` : sql``}`,
    )
  ).at(0);
  if (!row) throw new NotFound();
  assertCan(member, 'calibration.read');
  if (!mayManageCalibration(member) && !row.is_participant) throw new Forbidden('calibration_not_invited');
  return {
    ...row,
    scope: { id, companyId: member.companyId, periodId: row.period_id, departmentIds: row.department_ids },
  };
}

/** Admins: the company's sessions; managers: those they are invited to. Newest first. */
export async function listSessions(
  db: Db,
  caller: Caller,
  query: SessionListQuery,
): Promise<{ rows: SessionSummaryOut[]; total: number }> {
  const { member, userId } = caller;
  assertCan(member, 'calibration.read');
  const where = sql.join(
    [
      sql`s.company_id = ${member.companyId}`,
      mayManageCalibration(member)
        ? undefined
        : sql`exists (select 1 from ${calibrationParticipants} cp where cp.session_id = s.id and cp.user_id = ${userId})`,
      query.period ? sql`s.period_id = any(${intArray(query.period)})` : undefined,
      query.status ? sql`s.status = any(string_to_array(${query.status.join(',')}, ','))` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const offset = (query.page - 1) * query.page_size;
  const rows = await parsedRows(
    db,
    summaryRow.extend({ total: z.coerce.number() }),
    sql`${summarySql(userId, sql`, count(*) over () as total`)} where ${where}
      order by s.id desc limit ${query.page_size} offset ${offset}`,
  );
  const total = await totalOf(rows, query.page, async () => {
    const [{ n }] = await parsedRows(
      db,
      z.object({ n: z.coerce.number() }),
      sql`select count(*) as n from ${calibrationSessions} s where ${where}`,
    );
    return n;
  });
  return { rows: rows.map(summaryDto), total };
}

const headRow = z.object({
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
  participants: z.array(z.object({ id: z.number(), full_name: z.string(), email: z.string() })),
});

/** The session with its people, grid and distribution: three statements, whatever its size. */
export async function getSession(ex: Executor, caller: Caller, id: number): Promise<SessionDetailOut> {
  const session = await loadSession(ex, caller, id);
  const [head, people, thresholds] = await Promise.all([
    parsedRow(
      ex,
      headRow,
      sql`select
        (select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name), '[]'::json)
          from departments d where d.company_id = ${caller.member.companyId} and d.id = any(${intArray(session.department_ids)})) as departments,
        (select coalesce(json_agg(json_build_object('id', u.id, 'full_name', ${nameOfSql('u')}, 'email', u.email)
            order by u.last_name, u.first_name, u.id), '[]'::json)
          from ${calibrationParticipants} cp join users u on u.id = cp.user_id where cp.session_id = ${id}) as participants`,
    ),
    sessionPeople(ex, session.scope),
    thresholdsOf(ex, caller.member.companyId),
  ]);
  const manages = mayManageCalibration(caller.member);
  return {
    ...summaryDto(session),
    ...head,
    me: {
      is_admin: manages,
      is_participant: session.is_participant,
      can_edit: session.status === 'open' && (manages || session.is_participant),
    },
    thresholds,
    people,
    ...summaryOf(people, session.target_curve),
  };
}

/** The session as its page shows it (the pool's connections run with JIT compilation off: db/client.ts). */
export async function readSession(db: Db, caller: Caller, id: number): Promise<SessionDetailOut> {
  return getSession(db, caller, id);
}

/** The period, the departments and the participants must be the company's; each wrong one is a 400 naming it. */
async function checkRefs(
  ex: Executor,
  companyId: number,
  body: Pick<SessionCreate, 'period' | 'department_ids' | 'participant_ids'>,
): Promise<void> {
  const refs = await parsedRow(
    ex,
    z.object({ period_ok: z.boolean(), unknown_departments: z.array(z.number()), not_managers: z.array(z.number()) }),
    sql`select
      exists (select 1 from assessment_periods p where p.company_id = ${companyId} and p.id = ${body.period}) as period_ok,
      array(select x from unnest(${intArray(body.department_ids)}) x
        where not exists (select 1 from departments d where d.company_id = ${companyId} and d.id = x)) as unknown_departments,
      array(select x from unnest(${intArray(body.participant_ids)}) x
        where not exists (select 1 from memberships m where m.company_id = ${companyId} and m.user_id = x
          and ${reviewerSql(sql`m.role`, sql`m.is_admin`)})) as not_managers`,
  );
  const errors: Record<string, CodedError[]> = {};
  if (!refs.period_ok) errors.period = [{ code: 'no_period' }];
  if (refs.unknown_departments.length) errors.department_ids = [{ code: 'unknown_ids' }];
  if (refs.not_managers.length) errors.participant_ids = [{ code: 'not_a_manager' }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function createSession(db: Db, caller: Caller, body: SessionCreate): Promise<SessionDetailOut> {
  const { companyId } = caller.member;
  const id = await db.transaction(async (tx) => {
    await checkRefs(tx, companyId, body);
    const [row] = await tx
      .insert(calibrationSessions)
      .values({
        companyId,
        periodId: body.period,
        name: body.name,
        departmentIds: body.department_ids,
        targetCurve: body.target_curve,
        status: 'open',
        createdById: caller.userId,
      })
      .returning({ id: calibrationSessions.id });
    if (body.participant_ids.length)
      await tx
        .insert(calibrationParticipants)
        .values(body.participant_ids.map((userId) => ({ sessionId: row.id, userId, companyId })));
    return row.id;
  });
  return readSession(db, caller, id);
}

/**
 * Changes an open session (admins): its name, target curve, participants (invited anew: those left out are
 * no longer invited) and, while nobody has changed a grade or box in it, its departments. A locked session
 * is a 409 (`calibration_locked`); a session changed meanwhile (`version`) a 409 with it as it now is.
 */
export async function updateSession(
  db: Db,
  caller: Caller,
  id: number,
  body: SessionUpdate,
): Promise<SessionDetailOut> {
  const { companyId } = caller.member;
  await db.transaction(async (tx) => {
    const session = await loadSession(tx, caller, id);
    if (session.status === 'locked') throw new Conflict('calibration_locked');
    const departmentsChange =
      body.department_ids !== undefined &&
      [...body.department_ids].sort((a, b) => a - b).join() !==
        [...session.department_ids].sort((a, b) => a - b).join();
    await checkRefs(tx, companyId, {
      period: session.period_id,
      department_ids: body.department_ids ?? [],
      participant_ids: body.participant_ids ?? [],
    });
    if (departmentsChange) {
      const [moved] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${calibrationChanges} c
          where c.session_id = ${id} and c.kind in ('grade', 'box')`,
      );
      if (moved.n > 0) throw ValidationError.field('department_ids', 'calibration_departments_fixed');
    }
    const written = await tx
      .update(calibrationSessions)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.target_curve !== undefined && { targetCurve: body.target_curve }),
        ...(body.department_ids !== undefined && { departmentIds: body.department_ids }),
        version: sql`${calibrationSessions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        sql`${calibrationSessions.id} = ${id} and ${calibrationSessions.companyId} = ${companyId}
          and ${calibrationSessions.version} = ${body.version} and ${calibrationSessions.status} = 'open'`,
      )
      .returning({ id: calibrationSessions.id });
    if (!written.length) throw new StaleVersion(await getSession(tx, caller, id));
    if (body.participant_ids !== undefined) {
      await tx.delete(calibrationParticipants).where(eq(calibrationParticipants.sessionId, id));
      if (body.participant_ids.length)
        await tx
          .insert(calibrationParticipants)
          .values(body.participant_ids.map((userId) => ({ sessionId: id, userId, companyId })));
    }
  });
  return readSession(db, caller, id);
}
