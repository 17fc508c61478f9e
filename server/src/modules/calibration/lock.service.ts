import { emitEvent } from '../webhooks/emit.ts';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import {
  calibrationChanges,
  calibrationEntries,
  calibrationSessions,
  formManagerGrades,
} from '../../db/schema/index.ts';
import { Conflict } from '../../http/errors.ts';
import { parsedRows } from '../../db/sql.ts';
import type { CalibrationStatus } from '../../../../contract/enums.ts';
import type { ChangeState, SessionDetailOut } from './calibration.schemas.ts';
import { assertOpen } from './entries.service.ts';
import { thresholdsSql } from './ninebox.ts';
import { sessionFormsSql, type SessionScope } from './session-people.ts';
import type { Caller } from '../../http/caller.ts';
import { loadSession, readSession } from './sessions.service.ts';

/**
 * Writes what the session shows to its forms in one statement. Each entry that changes something, of a form
 * still in the session, sets both of the form's calibrated values, form_manager_grades.calibrated_grade and
 * calibrated_potential (null where the entry keeps what the manager's grade or the hipo decisions give), and
 * calibration_session_id; a form this session wrote before whose entry changes nothing any more (set back
 * since a reopen) is cleared. The potential written is the middle of the entry's level under the company's
 * thresholds, so that the 9-box places it in that level. The manager's own overall_grade is never touched.
 * Answers how many forms got a calibrated grade and how many a calibrated potential.
 */
async function writeCalibrated(ex: Executor, scope: SessionScope): Promise<Written> {
  const e = calibrationEntries;
  const g = formManagerGrades;
  const rows = await parsedRows(
    ex,
    z.object({ grade: z.boolean(), potential: z.boolean() }),
    sql`update ${g} set calibrated_grade = chosen.calibrated_grade, calibrated_potential = chosen.calibrated_potential,
        calibration_session_id = case when chosen.form_id is null then null else ${scope.id}::int end
      from (
        select g2.id as grades_id, c.form_id, c.calibrated_grade, c.calibrated_potential
        from ${g} g2
        left join (
          select e.form_id, e.calibrated_grade,
            case e.potential when 'low' then t.potential_medium_from / 2
              when 'medium' then (t.potential_medium_from + t.potential_high_from) / 2
              when 'high' then (t.potential_high_from + 1) / 2 end as calibrated_potential
          from ${e} e cross join (${thresholdsSql(scope.companyId)}) t
          where e.session_id = ${scope.id} and (e.calibrated_grade is not null or e.potential is not null)
            and e.form_id in (select assessment_forms.id from assessment_forms where ${sessionFormsSql(scope)})
        ) c on c.form_id = g2.form_id
        where g2.company_id = ${scope.companyId} and (c.form_id is not null or g2.calibration_session_id = ${scope.id})
      ) chosen
      where ${g.id} = chosen.grades_id
      returning chosen.calibrated_grade is not null as grade, chosen.calibrated_potential is not null as potential`,
  );
  return {
    grades_written: rows.filter((r) => r.grade).length,
    potentials_written: rows.filter((r) => r.potential).length,
  };
}

type Written = Pick<ChangeState, 'grades_written' | 'potentials_written'>;

/**
 * Moves the session from one status to the other and records it as a change, in the caller's transaction.
 * False when the session is not in `from` (someone else got there first).
 */
async function setStatus(
  tx: Executor,
  caller: Caller,
  id: number,
  from: CalibrationStatus,
  to: CalibrationStatus,
  reason: string,
  writeCalibratedOf?: () => Promise<Written>,
): Promise<boolean> {
  const s = calibrationSessions;
  const locking = to === 'locked';
  const moved = await tx
    .update(s)
    .set({
      status: to,
      lockedAt: locking ? new Date() : null,
      lockedById: locking ? caller.userId : null,
      version: sql`${s.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(s.companyId, caller.member.companyId), eq(s.id, id), eq(s.status, from)))
    .returning({ id: s.id });
  if (!moved.length) return false;
  const after: ChangeState = { status: to };
  if (writeCalibratedOf) Object.assign(after, await writeCalibratedOf());
  await tx.insert(calibrationChanges).values({
    companyId: caller.member.companyId,
    sessionId: id,
    kind: locking ? 'lock' : 'reopen',
    byUserId: caller.userId,
    before: { status: from },
    after,
    reason,
  });
  return true;
}

/**
 * Locks the session (admins): its calibrated grades and potentials go to the forms, a `lock` change records it, and every
 * write in it is a 409 until an admin reopens it. The session row's update waits for moves under way (they
 * hold it FOR SHARE), and a move after it finds the session locked.
 */
export async function lockSession(db: Db, caller: Caller, id: number, reason: string): Promise<SessionDetailOut> {
  await db.transaction(async (tx) => {
    const session = await loadSession(tx, caller, id);
    assertOpen(session);
    const locked = await setStatus(tx, caller, id, 'open', 'locked', reason, () => writeCalibrated(tx, session.scope));
    if (!locked) throw new Conflict('calibration_locked');
    const data = {
      session_id: id,
      session_name: session.name,
      period_id: session.period_id,
      locked_by_user_id: caller.userId,
    };
    await emitEvent(tx, caller.member.companyId, 'calibration.locked', data);
  });
  return readSession(db, caller, id);
}

/**
 * Opens a locked session again (admins, with a reason), recorded as a `reopen` change. The grades the lock
 * wrote stay on the forms until the session is locked again, which writes them anew.
 */
export async function reopenSession(db: Db, caller: Caller, id: number, reason: string): Promise<SessionDetailOut> {
  await db.transaction(async (tx) => {
    await loadSession(tx, caller, id);
    if (!(await setStatus(tx, caller, id, 'locked', 'open', reason))) throw new Conflict('calibration_not_locked');
  });
  return readSession(db, caller, id);
}
