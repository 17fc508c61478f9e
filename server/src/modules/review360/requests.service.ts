import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  employeeInPositions,
  review360PendingAnswers,
  review360Requests,
  review360Settings,
  review360Subjects,
  users,
} from '../../db/schema/index.ts';
import type { CodedError } from '../../../../contract/errors/index.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { totalOf } from '../../http/pagination.ts';
import { fullNameSql } from '../../db/sql.ts';
import { isGraded, periodQuestions, tables } from './results-questions.ts';
import type {
  AnswerIn,
  DeclineIn,
  DraftPut,
  QuestionOut,
  RequestDetailOut,
  RequestListQuery,
  RequestOut,
} from './review360.schemas.ts';
import { releaseDue, releaseSubject } from './release.ts';
import { deadlineSql, requestClosedSql } from './state.ts';
import { recordAudit } from '../../audit/record.ts';

/**
 * A reviewer's side of 360 feedback: their requests, the draft they keep, and submitting or declining. A
 * request is readable by its reviewer alone (anyone else, the person reviewed, their manager and admins
 * included, gets a 404), and never while it is `proposed` (not sent yet).
 *
 * Submitting seals the answers (review360_pending_answers) with nothing that leads back to the request: no
 * request id, no author, no time, a random id; the release moves them to review360_answers. No audit row and no notification is written for a
 * submission, so that nothing timestamps an answer; a decline is audited (who, which request, the reason).
 */

export type RequestsDeps = { db: Db; clock: Clock };
/** Who acts: the member and their user (for the audit of a decline). */
export type Reviewer = { member: Member; userId: number };

const r = review360Requests;
const s = review360Subjects;
/**
 * The requests of the caller as their reviewer, never the proposed ones; one statement with the names.
 * `closed` is theirs at `now`: released, or the deadline over in their zone (state.ts).
 */
function selectOwn(ex: Executor, now: Date) {
  return ex
    .select({
      row: r,
      periodName: assessmentPeriods.name,
      subject: s.subjectId,
      subjectName: fullNameSql(users),
      subjectPosition: employeeInPositions.position,
      deadline: sql<string>`${deadlineSql(tables)}::text`,
      closed: sql<boolean>`${requestClosedSql(tables, now, sql`${r.reviewerId}`, sql`${r.companyId}`)}`,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(r)
    .innerJoin(s, eq(s.id, r.subjectRowId))
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, r.periodId))
    .leftJoin(review360Settings, eq(review360Settings.periodId, r.periodId))
    .innerJoin(employeeInPositions, eq(employeeInPositions.id, s.subjectId))
    .innerJoin(users, eq(users.id, employeeInPositions.userId))
    .leftJoin(
      assessmentForms,
      and(
        eq(assessmentForms.companyId, r.companyId),
        eq(assessmentForms.periodId, r.periodId),
        eq(assessmentForms.employeeId, s.subjectId),
      ),
    );
}

type Own = Awaited<ReturnType<ReturnType<typeof selectOwn>['where']>>[number];

const mine = (member: Member) =>
  and(eq(r.companyId, member.companyId), eq(r.reviewerId, member.eipId ?? -1), ne(r.status, 'proposed'));

function dto(x: Own): RequestOut {
  return {
    id: x.row.id,
    period: x.row.periodId,
    period_name: x.periodName,
    subject: x.subject,
    subject_name: x.subjectName,
    subject_position: x.subjectPosition,
    relationship: x.row.relationship,
    status: x.row.status,
    deadline: x.deadline,
    closed: x.closed,
    decline_reason: x.row.declineReason,
    version: x.row.version,
  };
}

function detailOf(x: Own, questions: QuestionOut[]): RequestDetailOut {
  // Once submitted the draft is empty: the reviewer reads back nothing of what went into the answers.
  return { ...dto(x), questions, answers: x.row.status === 'open' ? x.row.draft : [] };
}

/** The caller's requests: open ones first, then by deadline. */
export async function listRequests(
  deps: RequestsDeps,
  member: Member,
  query: RequestListQuery,
): Promise<{ rows: RequestOut[]; total: number }> {
  if (member.eipId === null) return { rows: [], total: 0 };
  const where = and(
    mine(member),
    query.period ? inArray(r.periodId, query.period) : undefined,
    query.status ? inArray(r.status, query.status) : undefined,
  );
  const now = deps.clock.now();
  await releaseDue(deps.db, now, member.companyId);
  const rows = await selectOwn(deps.db, now)
    .where(where)
    .orderBy(desc(sql`${r.status} = 'open'`), asc(deadlineSql(tables)), asc(r.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => deps.db.$count(r, where));
  return { rows: rows.map(dto), total };
}

async function loadOwn(ex: Executor, member: Member, now: Date, id: number): Promise<Own> {
  const row = (
    await selectOwn(ex, now)
      .where(and(mine(member), eq(r.id, id)))
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return row;
}

export async function getRequest(deps: RequestsDeps, member: Member, id: number): Promise<RequestDetailOut> {
  const now = deps.clock.now();
  await releaseDue(deps.db, now, member.companyId);
  const own = await loadOwn(deps.db, member, now, id);
  return detailOf(own, await periodQuestions(deps.db, member.companyId, own.row.periodId));
}

/** A request still to be answered: `open`, and not closed for its reviewer. */
function assertAnswerable(own: Own): void {
  if (own.row.status !== 'open') throw new Conflict('review360_request_not_open', {}, { status: own.row.status });
  if (own.closed) throw new Conflict('review360_closed');
}

/**
 * The answers as sent, checked against the period's questions: each names a question of the period once
 * (400 `answers.N.question_id`), and, when `complete`, every graded question has its grade
 * (400 `answers.N.grade`, or `answers` when the question is missing altogether).
 */
function checkAnswers(answers: AnswerIn[], questions: QuestionOut[], complete: boolean): void {
  const errors: Record<string, CodedError[]> = {};
  const known = new Set(questions.map((q) => q.id));
  const seen = new Set<number>();
  answers.forEach((a, i) => {
    if (!known.has(a.question_id) || seen.has(a.question_id))
      errors[`answers.${i}.question_id`] = [{ code: 'review360_unknown_question' }];
    seen.add(a.question_id);
  });
  if (complete) {
    for (const q of questions.filter(isGraded)) {
      const i = answers.findIndex((a) => a.question_id === q.id);
      if (i < 0) errors.answers = [{ code: 'review360_grade_required' }];
      else if (answers[i].grade === null) errors[`answers.${i}.grade`] = [{ code: 'review360_grade_required' }];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Text questions keep no grade, whatever was sent. */
const normalised = (answers: AnswerIn[], questions: QuestionOut[]): AnswerIn[] =>
  answers.map((a) => {
    const q = questions.find((x) => x.id === a.question_id);
    return { ...a, grade: q && isGraded(q) ? a.grade : null };
  });

/** Saves the reviewer's draft (read by them alone), with the version they read. */
export async function saveDraft(
  deps: RequestsDeps,
  member: Member,
  id: number,
  body: DraftPut,
): Promise<RequestDetailOut> {
  const now = deps.clock.now();
  await releaseDue(deps.db, now, member.companyId);
  return deps.db.transaction(async (tx) => {
    const own = await loadOwn(tx, member, now, id);
    assertAnswerable(own);
    const questions = await periodQuestions(tx, member.companyId, own.row.periodId);
    checkAnswers(body.answers, questions, false);
    if (body.version !== own.row.version) throw new StaleVersion(detailOf(own, questions));
    const updated = await tx
      .update(r)
      .set({ draft: normalised(body.answers, questions), version: sql`${r.version} + 1`, updatedAt: new Date() })
      .where(and(eq(r.id, id), eq(r.version, body.version), eq(r.status, 'open')))
      .returning({ id: r.id });
    if (!updated.length) throw new StaleVersion(detailOf(await loadOwn(tx, member, now, id), questions));
    return detailOf(await loadOwn(tx, member, now, id), questions);
  });
}

/**
 * Locks the person's 360 row and the request for the rest of the transaction, so that of two reviewers
 * answering the last two requests at once, the second sees the first's answer and closes the 360; and
 * releases the 360 first if it is due (a late answer is then refused).
 */
async function lockOwn(tx: Executor, member: Member, now: Date, id: number): Promise<Own> {
  const held = await tx
    .select({ id: s.id })
    .from(s)
    .innerJoin(r, eq(r.subjectRowId, s.id))
    .where(and(mine(member), eq(r.id, id)))
    .for('update');
  for (const row of held) await releaseSubject(tx, now, row.id);
  return loadOwn(tx, member, now, id);
}

/**
 * Submits the answers: every graded question needs its grade. In one transaction: one sealed answer row per
 * question with no link to the request (read by nothing until the release moves it), the request
 * `submitted` with its draft emptied and its time of change left as it was, and the person's 360 released
 * if this was the last open request.
 */
export async function submitRequest(
  deps: RequestsDeps,
  member: Member,
  id: number,
  body: DraftPut,
): Promise<RequestOut> {
  const now = deps.clock.now();
  await releaseDue(deps.db, now, member.companyId);
  return deps.db.transaction(async (tx) => {
    const own = await lockOwn(tx, member, now, id);
    assertAnswerable(own);
    const questions = await periodQuestions(tx, member.companyId, own.row.periodId);
    checkAnswers(body.answers, questions, true);
    if (body.version !== own.row.version) throw new StaleVersion(detailOf(own, questions));
    const answers = normalised(body.answers, questions);
    await tx.insert(review360PendingAnswers).values(
      questions.flatMap((q) => {
        if (q.id === null) return [];
        const a = answers.find((x) => x.question_id === q.id);
        return [
          {
            companyId: member.companyId,
            subjectRowId: own.row.subjectRowId,
            relationship: own.row.relationship,
            questionId: q.id,
            grade: a?.grade ?? null,
            comment: a?.comment.trim() ?? '',
          },
        ];
      }),
    );
    await tx
      .update(r)
      .set({ status: 'submitted', draft: [], version: sql`${r.version} + 1` })
      .where(eq(r.id, id));
    await releaseSubject(tx, now, own.row.subjectRowId);
    return dto(await loadOwn(tx, member, now, id));
  });
}

/** Declines a request with a reason: audited, the draft emptied, the person's 360 closed if it was the last. */
export async function declineRequest(
  deps: RequestsDeps,
  who: Reviewer,
  id: number,
  body: DeclineIn,
): Promise<RequestOut> {
  const { member } = who;
  const now = deps.clock.now();
  await releaseDue(deps.db, now, member.companyId);
  return deps.db.transaction(async (tx) => {
    const own = await lockOwn(tx, member, now, id);
    assertAnswerable(own);
    if (body.version !== own.row.version) {
      throw new StaleVersion(detailOf(own, await periodQuestions(tx, member.companyId, own.row.periodId)));
    }
    await tx
      .update(r)
      .set({
        status: 'declined',
        declineReason: body.reason,
        draft: [],
        version: sql`${r.version} + 1`,
        updatedAt: now,
      })
      .where(eq(r.id, id));
    await recordAudit(tx, {
      companyId: member.companyId,
      userId: who.userId,
      action: 'review360.declined',
      targetType: 'review360_request',
      targetId: id,
      data: { reason: body.reason },
    });
    await releaseSubject(tx, now, own.row.subjectRowId);
    return dto(await loadOwn(tx, member, now, id));
  });
}
