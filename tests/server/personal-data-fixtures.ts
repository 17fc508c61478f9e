import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_DOMAIN } from '../../server/src/db/seed-data.ts';
import type { TestContext } from './helpers.ts';

/** The texts the fixture writes in a person's name, each findable in an export or after an erasure. */
export const TEXTS = {
  selfComment: 'САМООЦЕНКА-АННЫ',
  selfAnswer: 'ОТВЕТ-В-АНКЕТЕ-АННЫ',
  peerGiven: 'ПРИВАТНЫЙ-ОТЗЫВ-ОТ-АННЫ',
  peerReceived: 'ПРИВАТНЫЙ-ОТЗЫВ-ДЛЯ-АННЫ',
  privateNote: 'ЛИЧНАЯ-ЗАМЕТКА-АННЫ',
  point: 'ТЕМА-ВСТРЕЧИ-ОТ-АННЫ',
  praise: 'СПАСИБО-ОТ-АННЫ',
  checkIn: 'ОТМЕТКА-АННЫ',
  answer360: 'ОТВЕТ-360-АННЫ',
  peerAnswer360: 'ОТВЕТ-360-ДРУГОГО',
};

export type Person = { userId: number; positionId: number };

export async function personOf(ctx: TestContext, key: string, companyId = 1): Promise<Person> {
  const [row] = await ctx.database.db
    .select({ userId: s.users.id, positionId: s.employeeInPositions.id })
    .from(s.users)
    .innerJoin(s.employeeInPositions, eq(s.employeeInPositions.userId, s.users.id))
    .where(and(eq(s.users.email, `${key}@${DEMO_DOMAIN}`), eq(s.employeeInPositions.companyId, companyId)));
  return row;
}

/**
 * Writes, in the name of `who` (company 1), one of everything the product keeps of a person: a review with a
 * self comment and answer, feedback given and received, a 1:1 with a private note and a talking point, praise,
 * a goal with a check-in, a notice, and a 360 answer they gave (sealed, with nothing linking it to them).
 */
export async function writeHistory(ctx: TestContext, who: Person, peer: Person): Promise<void> {
  const db = ctx.database.db;
  const day = '2031-03-01';
  const [period] = await db
    .insert(s.assessmentPeriods)
    .values({
      companyId: 1,
      name: 'Период выгрузки',
      startDate: day,
      endDate: day,
      selfDeadline: day,
      managerDeadline: day,
      feedbackDeadline: day,
    })
    .returning();
  const [value] = await db.select().from(s.values).where(eq(s.values.companyId, 1)).limit(1);
  const [form] = await db
    .insert(s.assessmentForms)
    .values({ companyId: 1, periodId: period.id, employeeId: who.positionId, reviewerId: peer.positionId })
    .returning();
  await db.insert(s.formValueItems).values({
    companyId: 1,
    formId: form.id,
    valueId: value.id,
    selfGrade: 4,
    selfComment: TEXTS.selfComment,
    managerGrade: 3,
  });
  await db.insert(s.formAnswers).values({
    companyId: 1,
    formId: form.id,
    sectionKey: 'q',
    itemKey: 'why',
    selfText: TEXTS.selfAnswer,
  });
  await db.insert(s.formManagerGrades).values({ companyId: 1, formId: form.id, overallGrade: 4 });
  await db.insert(s.peerFeedback).values([
    { companyId: 1, authorId: who.positionId, recipientId: peer.positionId, text: TEXTS.peerGiven },
    { companyId: 1, authorId: peer.positionId, recipientId: who.positionId, text: TEXTS.peerReceived },
  ]);
  const inserted = await db
    .insert(s.oneOnOneSeries)
    .values({ companyId: 1, managerId: peer.positionId, reportId: who.positionId, nextMeetingAt: new Date() })
    .onConflictDoNothing()
    .returning();
  const seriesId =
    inserted.at(0)?.id ??
    (
      await db
        .select()
        .from(s.oneOnOneSeries)
        .where(and(eq(s.oneOnOneSeries.managerId, peer.positionId), eq(s.oneOnOneSeries.reportId, who.positionId)))
    )[0].id;
  const [meeting] = await db
    .insert(s.oneOnOneMeetings)
    .values({ companyId: 1, seriesId, scheduledAt: new Date('2031-03-02T10:00:00Z') })
    .returning();
  await db
    .insert(s.oneOnOnePrivateNotes)
    .values({ meetingId: meeting.id, authorId: who.positionId, text: TEXTS.privateNote });
  await db
    .insert(s.oneOnOnePoints)
    .values({ companyId: 1, meetingId: meeting.id, authorId: who.positionId, text: TEXTS.point });
  await db
    .insert(s.oneOnOneFeeds)
    .values({ seriesId, personId: who.positionId, tokenHash: `feed-${String(who.userId)}` });
  const [praise] = await db
    .insert(s.praise)
    .values({ companyId: 1, authorId: who.positionId, valueId: value.id, text: TEXTS.praise })
    .returning();
  await db.insert(s.praiseRecipients).values({ praiseId: praise.id, recipientId: peer.positionId, companyId: 1 });
  const [goal] = await db
    .insert(s.agreements)
    .values({ companyId: 1, employeeId: who.positionId, periodId: period.id, title: 'Цель Анны' })
    .returning();
  await db.insert(s.goalCheckIns).values({
    companyId: 1,
    goalId: goal.id,
    userId: who.userId,
    health: 'on_track',
    comment: TEXTS.checkIn,
    progressBefore: 0,
    progressAfter: 0.5,
  });
  await db.insert(s.notifications).values({
    companyId: 1,
    userId: who.userId,
    kind: 'goal_check_in',
    key: `pd-test-${String(who.userId)}`,
    createdAt: new Date(),
    nextAttemptAt: new Date(),
  });
  const [subject] = await db
    .insert(s.review360Subjects)
    .values({ companyId: 1, periodId: period.id, subjectId: peer.positionId, status: 'released' })
    .returning();
  const [question] = await db
    .insert(s.review360Questions)
    .values({ companyId: 1, periodId: period.id, kind: 'text', text: 'Что получается?' })
    .returning();
  await db.insert(s.review360Requests).values({
    companyId: 1,
    periodId: period.id,
    subjectRowId: subject.id,
    reviewerId: who.positionId,
    relationship: 'peer',
    status: 'submitted',
  });
  await db.insert(s.review360Answers).values([
    { companyId: 1, subjectRowId: subject.id, relationship: 'peer', questionId: question.id, comment: TEXTS.answer360 },
    {
      companyId: 1,
      subjectRowId: subject.id,
      relationship: 'peer',
      questionId: question.id,
      comment: TEXTS.peerAnswer360,
    },
  ]);
}

/** What the analytics and the counts read, company-wide: must not move when a person is erased. */
export async function figures(ctx: TestContext): Promise<unknown> {
  return rowsOf(
    ctx.database.db,
    sql`select
      (select count(*)::int from assessment_forms where company_id = 1) as forms,
      (select coalesce(sum(n), 0)::int from form_counts where company_id = 1) as counted,
      (select count(*)::int from form_manager_grades where company_id = 1) as grades,
      (select coalesce(sum(overall_grade), 0)::int from form_manager_grades where company_id = 1) as grade_sum,
      (select count(*)::int from form_value_items where company_id = 1 and self_grade is not null) as self_grades,
      (select count(*)::int from analytics_form_facts where company_id = 1) as facts,
      (select count(*)::int from review360_answers where company_id = 1) as answers360,
      (select count(*)::int from peer_feedback where company_id = 1) as feedback,
      (select count(*)::int from praise where company_id = 1) as praise,
      (select count(*)::int from goal_check_ins where company_id = 1) as check_ins,
      (select count(*)::int from agreements where company_id = 1) as goals`,
  );
}
