import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  gradesInLevel,
  onBuiltInScale,
  performanceLevelOf,
  scalePointsOf,
  type PerformanceThresholds,
} from '../../../../contract/calibration.ts';
import type { Db, Executor } from '../../db/client.ts';
import { calibrationChanges, calibrationEntries } from '../../db/schema/index.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { totalOf } from '../../http/pagination.ts';
import { parsedRows } from '../../db/sql.ts';
import type { ChangeOut, ChangeState, EntryBody, SessionPersonOut } from './calibration.schemas.ts';
import { isoSql, nameOfSql } from './sql.ts';
import { level } from './ninebox.schemas.ts';
import { thresholdsOf } from './ninebox.service.ts';
import { sessionPeople } from './session-people.ts';
import type { Caller } from '../../http/caller.ts';
import { loadSession, type LoadedSession } from './sessions.service.ts';

/** Every write in a session needs it open: a locked one changes only after an admin reopens it. */
export function assertOpen(session: LoadedSession): void {
  if (session.status === 'locked') throw new Conflict('calibration_locked');
}

async function personIn(ex: Executor, session: LoadedSession, formId: number): Promise<SessionPersonOut> {
  const person = (await sessionPeople(ex, session.scope, formId)).at(0);
  if (!person) throw new NotFound();
  return person;
}

type Wanted = { calibratedGrade: number | null; potential: SessionPersonOut['entry']['potential'] };
type Change = { kind: 'grade' | 'box'; before: ChangeState; after: ChangeState };

/**
 * The calibrated grade a move sets. A move onto another performance level needs a grade inside it: the
 * performance of a box is the level of the grade (the company's 9-box reads it from the form), so a box
 * without its grade would show something the lock cannot write. Else a 400 naming `calibrated_grade`.
 */
function gradeOf(person: SessionPersonOut, body: EntryBody, thresholds: PerformanceThresholds): number | null {
  const grade = body.calibrated_grade === undefined ? person.entry.calibrated_grade : body.calibrated_grade;
  const points = scalePointsOf(person);
  if (grade !== null && points && !points.includes(grade))
    throw ValidationError.field('calibrated_grade', 'calibration_grade_outside_scale', { grades: points.join(', ') });
  if (body.performance === undefined) return grade;
  const target = body.performance ?? person.performance.level;
  if (performanceLevelOf(onBuiltInScale(grade ?? person.overall_grade, points), thresholds) === target) return grade;
  const fits = gradesInLevel(target, thresholds, points);
  if (!fits.length) throw ValidationError.field('calibrated_grade', 'calibration_level_without_grades');
  const grades = fits.join(', ');
  if (body.calibrated_grade === undefined)
    throw ValidationError.field('calibrated_grade', 'calibration_grade_required', { grades });
  throw ValidationError.field('calibrated_grade', 'calibration_grade_outside_level', {
    grade: grade ?? person.overall_grade,
    grades,
  });
}

/** The changes a move makes, each a history row: the grade, and the box (either axis) as the card shows it. */
function changesOf(person: SessionPersonOut, next: Wanted, thresholds: PerformanceThresholds): Change[] {
  const { entry, final } = person;
  const grade = next.calibratedGrade ?? person.overall_grade;
  const box = {
    performance: performanceLevelOf(onBuiltInScale(grade, scalePointsOf(person)), thresholds),
    potential: next.potential ?? person.potential?.level ?? null,
  };
  const out: Change[] = [];
  if (next.calibratedGrade !== entry.calibrated_grade)
    out.push({
      kind: 'grade',
      before: { calibrated_grade: entry.calibrated_grade, grade: final.grade },
      after: { calibrated_grade: next.calibratedGrade, grade },
    });
  if (box.performance !== final.performance || box.potential !== final.potential)
    out.push({ kind: 'box', before: { performance: final.performance, potential: final.potential }, after: box });
  return out;
}

/**
 * A participant or an admin moves a person to another box or changes their calibrated grade, with a reason.
 * The entry changes only at the version the caller read: the first change inserts it (version 0: none yet),
 * later ones update it where the version still matches. Two moves at once: one of them finds the entry
 * changed, and its caller gets a 409 with the entry as it is now. Every change writes a history row.
 */
export async function moveEntry(
  db: Db,
  caller: Caller,
  sessionId: number,
  formId: number,
  body: EntryBody,
): Promise<SessionPersonOut> {
  return db.transaction(async (tx) => {
    const session = await loadSession(tx, caller, sessionId, true);
    assertOpen(session);
    const person = await personIn(tx, session, formId);
    if (body.version !== person.entry.version) throw new StaleVersion(person);
    const thresholds = await thresholdsOf(tx, caller.member.companyId);
    const next: Wanted = {
      calibratedGrade: gradeOf(person, body, thresholds),
      potential: body.potential === undefined ? person.entry.potential : body.potential,
    };
    const changes = changesOf(person, next, thresholds);
    if (!changes.length) return person;
    const e = calibrationEntries;
    const values = { ...next, performance: null, updatedById: caller.userId, updatedAt: new Date() };
    const written =
      body.version === 0
        ? await tx
            .insert(e)
            .values({ companyId: caller.member.companyId, sessionId, formId, ...values })
            .onConflictDoNothing({ target: [e.sessionId, e.formId] })
            .returning({ id: e.id })
        : await tx
            .update(e)
            .set({ ...values, version: sql`${e.version} + 1` })
            .where(and(eq(e.sessionId, sessionId), eq(e.formId, formId), eq(e.version, body.version)))
            .returning({ id: e.id });
    if (!written.length) throw new StaleVersion(await personIn(tx, session, formId));
    await tx.insert(calibrationChanges).values(
      changes.map((c) => ({
        companyId: caller.member.companyId,
        sessionId,
        formId,
        kind: c.kind,
        byUserId: caller.userId,
        before: c.before,
        after: c.after,
        reason: body.reason,
      })),
    );
    return personIn(tx, session, formId);
  });
}

const stateIn = z.object({
  grade: z.number().nullable().optional(),
  calibrated_grade: z.number().nullable().optional(),
  performance: level.nullable().optional(),
  potential: level.nullable().optional(),
  status: z.enum(['open', 'locked']).optional(),
  grades_written: z.number().optional(),
  potentials_written: z.number().optional(),
});
const changeRow = z.object({
  id: z.number(),
  kind: z.enum(['grade', 'box', 'lock', 'reopen']),
  form_id: z.number().nullable(),
  employee_name: z.string().nullable(),
  by_id: z.number().nullable(),
  by_name: z.string().nullable(),
  at: z.string(),
  before: stateIn,
  after: stateIn,
  reason: z.string(),
  total: z.coerce.number(),
});

/** The session's changes, newest first, a page at a time: may the caller read it, then the page. */
export async function sessionHistory(
  db: Db,
  caller: Caller,
  sessionId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: ChangeOut[]; total: number }> {
  await loadSession(db, caller, sessionId);
  const c = calibrationChanges;
  const rows = await parsedRows(
    db,
    changeRow,
    sql`select c.id, c.kind, c.form_id,
        case when f.id is null then null else trim(f.employee_first_name || ' ' || f.employee_last_name) end as employee_name,
        u.id as by_id, ${nameOfSql('u')} as by_name,
        ${isoSql(sql`c.at`)} as at, c.before, c.after, c.reason, count(*) over () as total
      from ${c} c
      left join assessment_forms f on f.id = c.form_id
      left join users u on u.id = c.by_user_id
      where c.company_id = ${caller.member.companyId} and c.session_id = ${sessionId}
      order by c.at desc, c.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const total = await totalOf(rows, page, async () =>
    db.$count(c, and(eq(c.companyId, caller.member.companyId), eq(c.sessionId, sessionId))),
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      form_id: r.form_id,
      employee_name: r.employee_name,
      by: r.by_id === null ? null : { id: r.by_id, full_name: r.by_name ?? '' },
      at: r.at,
      before: r.before,
      after: r.after,
      reason: r.reason,
    })),
    total,
  };
}
