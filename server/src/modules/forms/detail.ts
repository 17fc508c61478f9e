import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { toSnake } from '../../http/case.ts';
import type { FormContext } from './context.ts';
import { availableMoves } from './transitions.ts';

const name = (u: { firstName: string | null; lastName: string | null } | null) => (u ? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() : null);

/** Everything the form page shows, filtered by who asks and the stage (DESIGN section 5). */
export async function formDetail(db: Executor, ctx: FormContext) {
  const { form } = ctx;
  const empEip = alias(employeeInPositions, 'emp_eip');
  const empUser = alias(users, 'emp_user');
  const revEip = alias(employeeInPositions, 'rev_eip');
  const revUser = alias(users, 'rev_user');
  const [people] = await db
    .select({ emp: empUser, position: empEip.position, department: departments.name, rev: revUser })
    .from(empEip)
    .innerJoin(empUser, eq(empUser.id, empEip.userId))
    .leftJoin(departments, eq(departments.id, empEip.departmentId))
    .leftJoin(revEip, eq(revEip.id, form.reviewerId ?? -1))
    .leftJoin(revUser, eq(revUser.id, revEip.userId))
    .where(eq(empEip.id, form.employeeId));

  const [valueRows, agreementRows, hipoRows, resultRows, singles, history, handovers] = await Promise.all([
    db.select({ item: formValueItems, name: values.name, description: values.description }).from(formValueItems).innerJoin(values, eq(values.id, formValueItems.valueId)).where(eq(formValueItems.formId, form.id)).orderBy(asc(values.order), asc(formValueItems.id)),
    db.select({ item: formAgreementItems, agreement: agreements }).from(formAgreementItems).innerJoin(agreements, eq(agreements.id, formAgreementItems.agreementId)).where(eq(formAgreementItems.formId, form.id)).orderBy(asc(formAgreementItems.id)),
    db.select({ item: formHipoItems, name: hipoSkills.name, description: hipoSkills.description }).from(formHipoItems).innerJoin(hipoSkills, eq(hipoSkills.id, formHipoItems.hipoSkillId)).where(eq(formHipoItems.formId, form.id)).orderBy(asc(hipoSkills.order), asc(formHipoItems.id)),
    db.select().from(formResults).where(eq(formResults.formId, form.id)).orderBy(asc(formResults.id)),
    db
      .select({ grades: formManagerGrades, feedback: formManagerFeedbacks, participant: formParticipantFeedbacks })
      .from(formManagerGrades)
      .leftJoin(formManagerFeedbacks, eq(formManagerFeedbacks.formId, formManagerGrades.formId))
      .leftJoin(formParticipantFeedbacks, eq(formParticipantFeedbacks.formId, formManagerGrades.formId))
      .where(eq(formManagerGrades.formId, form.id)),
    db.select({ t: formTransitions, by: users }).from(formTransitions).leftJoin(users, eq(users.id, formTransitions.byUserId)).where(eq(formTransitions.formId, form.id)).orderBy(desc(formTransitions.at), desc(formTransitions.id)),
    db.select({ d: delegations, by: users }).from(delegations).leftJoin(users, eq(users.id, delegations.byUserId)).where(eq(delegations.formId, form.id)).orderBy(desc(delegations.at)),
  ]);

  const stage = form.stage;
  // Draft self grades stay with the employee until they submit; manager grades reach the employee at FEEDBACK.
  const showSelf = ctx.isEmployee || stage !== 'SELF';
  const showManager = !ctx.isEmployee || stage === 'FEEDBACK' || stage === 'COMPLETE';
  // Hipo decisions are a talent-review matter: never shown to the employee.
  const showHipo = form.type === 'STND' && !ctx.isEmployee;
  const single = singles[0];

  const hide = <T extends object>(visible: boolean, obj: T): T | null => (visible ? obj : null);
  const selfPart = (i: { selfGrade: number | null; selfComment: string }) => (showSelf ? { self_grade: i.selfGrade, self_comment: i.selfComment } : { self_grade: null, self_comment: null });
  const managerPart = (i: { managerGrade: number | null; managerComment: string }) =>
    showManager ? { manager_grade: i.managerGrade, manager_comment: i.managerComment } : { manager_grade: null, manager_comment: null };

  const progress = {
    self: { done: valueRows.filter((r) => r.item.selfGrade !== null).length + agreementRows.filter((r) => r.item.selfGrade !== null).length, total: valueRows.length + agreementRows.length },
    manager: {
      done: valueRows.filter((r) => r.item.managerGrade !== null).length + agreementRows.filter((r) => r.item.managerGrade !== null).length + (showHipo ? hipoRows.filter((r) => r.item.decision).length : 0) + (single?.grades.overallGrade != null ? 1 : 0),
      total: valueRows.length + agreementRows.length + (showHipo ? hipoRows.length : 0) + 1,
    },
  };

  return {
    id: form.id,
    type: form.type,
    stage,
    version: form.version,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
    submitted_at: form.submittedAt?.toISOString() ?? null,
    completed_at: form.completedAt?.toISOString() ?? null,
    period: { id: ctx.period.id, name: ctx.period.name, status: ctx.period.status, self_deadline: ctx.period.selfDeadline, manager_deadline: ctx.period.managerDeadline, feedback_deadline: ctx.period.feedbackDeadline, end_date: ctx.period.endDate },
    employee: { id: form.employeeId, full_name: name(people?.emp ?? null), position: people?.position ?? '', department: people?.department ?? null },
    reviewer: form.reviewerId ? { id: form.reviewerId, full_name: name(people?.rev ?? null) } : null,
    me: { is_employee: ctx.isEmployee, is_reviewer: ctx.isReviewer, is_admin: ctx.isAdmin, read_only: ctx.period.status === 'closed' || stage === 'COMPLETE' },
    values: valueRows.map((r) => ({ id: r.item.id, value_id: r.item.valueId, name: r.name, description: r.description, version: r.item.version, ...selfPart(r.item), ...managerPart(r.item) })),
    agreements: agreementRows.map((r) => ({
      id: r.item.id,
      agreement_id: r.agreement.id,
      title: r.agreement.title,
      description: r.agreement.description,
      due_date: r.agreement.dueDate,
      status: r.agreement.status,
      version: r.item.version,
      ...selfPart(r.item),
      ...managerPart(r.item),
    })),
    hipo: showHipo ? hipoRows.map((r) => ({ id: r.item.id, hipo_skill_id: r.item.hipoSkillId, name: r.name, description: r.description, decision: r.item.decision, comment: r.item.comment, version: r.item.version })) : [],
    results: showSelf ? resultRows.map((r) => ({ id: r.id, text: r.text, version: r.version, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString() })) : [],
    manager_grades: single ? hide(showManager, { id: single.grades.id, overall_grade: single.grades.overallGrade, final_comment: single.grades.finalComment, version: single.grades.version }) : null,
    manager_feedback: single?.feedback ? hide(showManager && stage !== 'SELF', { id: single.feedback.id, strengths: single.feedback.strengths, growth_areas: single.feedback.growthAreas, recommendation: single.feedback.recommendation, version: single.feedback.version }) : null,
    participant_feedback: single?.participant
      ? hide(ctx.isEmployee || stage === 'FEEDBACK' || stage === 'COMPLETE', { id: single.participant.id, agreement: single.participant.agreement, comment: single.participant.comment, feedback_to_manager: single.participant.feedbackToManager, version: single.participant.version })
      : null,
    progress,
    transitions: history.map((h) => ({ ...(toSnake({ fromStage: h.t.fromStage, toStage: h.t.toStage, reason: h.t.reason, at: h.t.at }) as object), by: name(h.by) })),
    delegations: handovers.map((h) => ({ from_reviewer_id: h.d.fromReviewerId, to_reviewer_id: h.d.toReviewerId, by: name(h.by), at: h.d.at.toISOString() })),
    available_transitions: await availableMoves(db, ctx),
  };
}
