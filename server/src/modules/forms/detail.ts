import { personName } from '../../../../contract/names.ts';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { systemClock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import {
  agreements,
  delegations,
  departments,
  employeeInPositions,
  formAgreementItems,
  formHipoItems,
  formManagerFeedbacks,
  formManagerGrades,
  formParticipantFeedbacks,
  formResults,
  formTransitions,
  formValueItems,
  hipoSkills,
  users,
  values,
} from '../../db/schema/index.ts';
import { potentialLevelOf } from '../../../../contract/calibration.ts';
import { thresholdsOf } from '../calibration/ninebox.service.ts';
import { acknowledgementOf } from './acknowledgement.ts';
import type { FormContext } from './context.ts';
import { handoverState, revocableHandover } from './delegation.service.ts';
import type { FormDetailOut } from './forms.schemas.ts';
import { availableMoves } from './transitions.ts';
import { goalsInForm } from './goals-in-form.ts';
import { answerRows, loadTemplate, templateViewOf } from './template.ts';
import { templateCounts } from './template-progress.ts';
import {
  agreementItemView,
  hipoItemView,
  managerFeedbackView,
  managerGradesView,
  participantFeedbackView,
  progressOf,
  resultView,
  valueItemView,
  visibilityOf,
} from './view.ts';

/** Value items with their value's name, as the form page and the item writes show them. */
export const valueItemRows = (db: Executor, where: SQL) =>
  db
    .select({ item: formValueItems, name: values.name, description: values.description })
    .from(formValueItems)
    .innerJoin(values, eq(values.id, formValueItems.valueId))
    .where(where);

export const agreementItemRows = (db: Executor, where: SQL) =>
  db
    .select({ item: formAgreementItems, agreement: agreements })
    .from(formAgreementItems)
    .innerJoin(agreements, eq(agreements.id, formAgreementItems.agreementId))
    .where(where);

export const hipoItemRows = (db: Executor, where: SQL) =>
  db
    .select({ item: formHipoItems, name: hipoSkills.name, description: hipoSkills.description })
    .from(formHipoItems)
    .innerJoin(hipoSkills, eq(hipoSkills.id, formHipoItems.hipoSkillId))
    .where(where);

type Named = { firstName: string; lastName: string };
const fullName = (u: Named) => personName(u.firstName, u.lastName);
/** The author of a record, or null once their account is gone. */
const nameOrNull = (u: Named | null) => (u ? fullName(u) : null);

/** A form's hand-overs, oldest first, with the names of whom it went from and to and who handed it over. */
function handoversOf(db: Executor, formId: number) {
  const fromEip = alias(employeeInPositions, 'from_eip');
  const fromUser = alias(users, 'from_user');
  const toEip = alias(employeeInPositions, 'to_eip');
  const toUser = alias(users, 'to_user');
  return db
    .select({ d: delegations, by: users, from: fromUser, to: toUser })
    .from(delegations)
    .leftJoin(users, eq(users.id, delegations.byUserId))
    .leftJoin(fromEip, eq(fromEip.id, delegations.fromReviewerId))
    .leftJoin(fromUser, eq(fromUser.id, fromEip.userId))
    .leftJoin(toEip, eq(toEip.id, delegations.toReviewerId))
    .leftJoin(toUser, eq(toUser.id, toEip.userId))
    .where(eq(delegations.formId, formId))
    .orderBy(asc(delegations.at), asc(delegations.id));
}

type HandoverRow = Awaited<ReturnType<typeof handoversOf>>[number];

/** The hand-overs newest first, each saying whether it gave the form back and whether it can be taken back now. */
function handoverRecords(rows: HandoverRow[], form: FormContext['form'], periodClosed: boolean) {
  const handovers = rows.map((r) => r.d);
  const { returns } = handoverState(handovers);
  const revocable = revocableHandover(form, periodClosed, handovers);
  return rows
    .map((h) => ({
      from_reviewer_id: h.d.fromReviewerId,
      to_reviewer_id: h.d.toReviewerId,
      by: nameOrNull(h.by),
      at: h.d.at.toISOString(),
      from_reviewer_name: nameOrNull(h.from),
      to_reviewer_name: nameOrNull(h.to) ?? '',
      returned: returns.has(h.d.id),
      revocable: revocable?.id === h.d.id,
    }))
    .reverse();
}

/** Everything the form page shows, filtered by who asks and the stage (DESIGN section 5). */
/** `now` decides whether the feedback deadline has passed (the move to COMPLETE); the routes pass their clock's. */
export async function formDetail(
  db: Executor,
  ctx: FormContext,
  now: Date = systemClock.now(),
): Promise<FormDetailOut> {
  const { form } = ctx;
  const empEip = alias(employeeInPositions, 'emp_eip');
  const empUser = alias(users, 'emp_user');
  const revEip = alias(employeeInPositions, 'rev_eip');
  const revUser = alias(users, 'rev_user');
  const people = (
    await db
      .select({ emp: empUser, position: empEip.position, department: departments.name, rev: revUser })
      .from(empEip)
      .innerJoin(empUser, eq(empUser.id, empEip.userId))
      .leftJoin(departments, eq(departments.id, empEip.departmentId))
      .leftJoin(revEip, eq(revEip.id, form.reviewerId ?? -1))
      .leftJoin(revUser, eq(revUser.id, revEip.userId))
      .where(eq(empEip.id, form.employeeId))
  ).at(0);

  const [valueRows, agreementRows, hipoRows, resultRows, singles, history, handovers] = await Promise.all([
    valueItemRows(db, eq(formValueItems.formId, form.id)).orderBy(asc(values.order), asc(formValueItems.id)),
    agreementItemRows(db, eq(formAgreementItems.formId, form.id)).orderBy(asc(formAgreementItems.id)),
    hipoItemRows(db, eq(formHipoItems.formId, form.id)).orderBy(asc(hipoSkills.order), asc(formHipoItems.id)),
    db.select().from(formResults).where(eq(formResults.formId, form.id)).orderBy(asc(formResults.id)),
    db
      .select({ grades: formManagerGrades, feedback: formManagerFeedbacks, participant: formParticipantFeedbacks })
      .from(formManagerGrades)
      .leftJoin(formManagerFeedbacks, eq(formManagerFeedbacks.formId, formManagerGrades.formId))
      .leftJoin(formParticipantFeedbacks, eq(formParticipantFeedbacks.formId, formManagerGrades.formId))
      .where(eq(formManagerGrades.formId, form.id)),
    db
      .select({ t: formTransitions, by: users })
      .from(formTransitions)
      .leftJoin(users, eq(users.id, formTransitions.byUserId))
      .where(eq(formTransitions.formId, form.id))
      .orderBy(desc(formTransitions.at), desc(formTransitions.id)),
    handoversOf(db, form.id),
  ]);

  const [template, answers] = await Promise.all([loadTemplate(db, form), answerRows(db, form.id)]);
  const goals = await goalsInForm(
    db,
    ctx.member,
    agreementRows.map((r) => r.agreement.id),
  );
  const stage = form.stage;
  const viewer = { isEmployee: ctx.isEmployee, stage };
  const vis = visibilityOf(viewer);
  const single = singles.at(0);
  const progress = progressOf(
    {
      values: valueRows.length,
      valuesSelf: valueRows.filter((r) => r.item.selfGrade !== null).length,
      valuesManager: valueRows.filter((r) => r.item.managerGrade !== null).length,
      agreements: agreementRows.length,
      agreementsSelf: agreementRows.filter((r) => r.item.selfGrade !== null).length,
      agreementsManager: agreementRows.filter((r) => r.item.managerGrade !== null).length,
      hipo: hipoRows.length,
      hipoDecided: hipoRows.filter((r) => r.item.decision !== null).length,
      overallGraded: single?.grades.overallGrade != null,
    },
    viewer,
    templateCounts(template, answers),
  );

  const calibratedPotential = vis.potential ? (single?.grades.calibratedPotential ?? null) : null;
  return {
    id: form.id,
    type: form.type,
    stage,
    version: form.version,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
    submitted_at: form.submittedAt?.toISOString() ?? null,
    completed_at: form.completedAt?.toISOString() ?? null,
    period: {
      id: ctx.period.id,
      name: ctx.period.name,
      status: ctx.period.status,
      self_deadline: ctx.period.selfDeadline,
      manager_deadline: ctx.period.managerDeadline,
      feedback_deadline: ctx.period.feedbackDeadline,
      end_date: ctx.period.endDate,
    },
    employee: {
      id: form.employeeId,
      full_name: people ? fullName(people.emp) : '',
      position: people?.position ?? '',
      department: people?.department ?? null,
    },
    reviewer: form.reviewerId ? { id: form.reviewerId, full_name: people?.rev ? fullName(people.rev) : '' } : null,
    me: {
      is_employee: ctx.isEmployee,
      is_reviewer: ctx.isReviewer,
      is_admin: ctx.actsForAnyone,
      read_only: ctx.period.status === 'closed' || stage === 'COMPLETE',
    },
    values: valueRows.map((r) => valueItemView(r.item, r, vis)),
    agreements: agreementRows.map((r) =>
      agreementItemView(r.item, r.agreement, vis, goals.get(r.agreement.id) ?? null),
    ),
    hipo: vis.hipo ? hipoRows.map((r) => hipoItemView(r.item, r)) : [],
    results: vis.self ? resultRows.map(resultView) : [],
    manager_grades: single && vis.manager ? managerGradesView(single.grades) : null,
    calibrated_grade: single && vis.manager ? single.grades.calibratedGrade : null,
    calibrated_potential:
      calibratedPotential === null
        ? null
        : potentialLevelOf(calibratedPotential, await thresholdsOf(db, form.companyId)),
    manager_feedback: single?.feedback && vis.managerFeedback ? managerFeedbackView(single.feedback) : null,
    participant_feedback:
      single?.participant && vis.participantFeedback ? participantFeedbackView(single.participant) : null,
    progress,
    transitions: history.map((h) => ({
      from_stage: h.t.fromStage,
      to_stage: h.t.toStage,
      reason: h.t.reason,
      at: h.t.at.toISOString(),
      by: nameOrNull(h.by),
    })),
    delegations: handoverRecords(handovers, form, ctx.period.status === 'closed'),
    available_transitions: await availableMoves(db, ctx, now),
    acknowledgement: stage === 'FEEDBACK' ? await acknowledgementOf(db, ctx, now) : null,
    template: templateViewOf(ctx, template, answers),
  };
}
