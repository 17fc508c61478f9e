import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { SourceOut, SummaryOut } from '../../server/src/modules/ai/ai.schemas.ts';
import type { FormDetailOut } from '../../server/src/modules/forms/forms.schemas.ts';
import type { TestContext } from './helpers.ts';
import type { ItemForm } from './forms-item-form.ts';

export const AI = '/api/companies/companies/1/performance_review/ai/';
export const SUMMARY = `${AI}get_participant_form_summary/`;
export const IMPROVE = `${AI}improve_result/`;

/**
 * Marks in each part of the form, so that a test can tell which parts reached an answer or a prompt. Each
 * sits in a sentence long enough for an engine to quote.
 */
export const MARK = {
  selfDraft: 'ЧЕРНОВИК-САМООЦЕНКИ',
  result: 'РЕЗУЛЬТАТ-СОТРУДНИКА',
  managerComment: 'КОММЕНТАРИЙ-РУКОВОДИТЕЛЯ',
  hipo: 'РЕШЕНИЕ-ПО-ПОТЕНЦИАЛУ',
  feedback: 'ОБРАТНАЯ-СВЯЗЬ-РУКОВОДИТЕЛЯ',
} as const;

/**
 * Realistic text in every part of the form, with a mark in each: the employee's self comments and a result,
 * the manager's comments (one of them grade-like), a hipo comment, the manager's feedback, and grades that are
 * three apart on the first value. The first agreement is past due and still in progress.
 */
export async function writeForm(ctx: TestContext, f: ItemForm): Promise<void> {
  const db = ctx.database.db;
  const formId = f.formId;
  await db
    .update(s.formValueItems)
    .set({
      selfGrade: 5,
      selfComment: `Я успешно наладил еженедельные встречи с заказчиком и сократил число срочных правок. ${MARK.selfDraft} остаётся в анкете.`,
      managerGrade: 2,
      managerComment: `Стоит чаще предупреждать команду о рисках заранее, а не в день релиза. ${MARK.managerComment} для обсуждения. Ставлю оценку 2 из 5.`,
    })
    .where(eq(s.formValueItems.formId, formId));
  await db.insert(s.formResults).values({
    companyId: 1,
    formId,
    text: `Запустил новый процесс приёмки задач, что позволило сократить возвраты на доработку вдвое. ${MARK.result} подтверждён отчётом.`,
  });
  await db
    .update(s.formHipoItems)
    .set({
      decision: 'IS_HIPO',
      comment: `Готов вести небольшую команду уже в следующем квартале. ${MARK.hipo} обсуждено.`,
    })
    .where(eq(s.formHipoItems.formId, formId));
  await db
    .update(s.formManagerFeedbacks)
    .set({
      strengths: `Надёжно доводит задачи до конца и помогает коллегам разобраться в сложных местах. ${MARK.feedback} записана.`,
      growthAreas: 'Нужно развивать навык планирования на несколько недель вперёд.',
    })
    .where(eq(s.formManagerFeedbacks.formId, formId));
  const [first] = await db
    .select()
    .from(s.formAgreementItems)
    .where(eq(s.formAgreementItems.formId, formId))
    .orderBy(s.formAgreementItems.id);
  await db
    .update(s.agreements)
    .set({ dueDate: '2024-01-15', status: 'in_progress' })
    .where(eq(s.agreements.id, first.agreementId));
}

/** The text of the field a source cites, as the caller's own form page shows it (undefined when it does not). */
export function visibleText(form: FormDetailOut, source: SourceOut): string | undefined {
  const find = <T extends { id: number }>(items: T[]) => items.find((i) => i.id === source.id);
  switch (source.kind) {
    case 'value': {
      const v = find(form.values);
      return v && fieldOf(v, source.field, { title: v.name });
    }
    case 'agreement': {
      const a = find(form.agreements);
      return a && fieldOf(a, source.field, { title: a.title });
    }
    case 'hipo': {
      const h = find(form.hipo);
      return h && source.field === 'comment' ? h.comment : undefined;
    }
    case 'result':
      return source.field === 'text' ? find(form.results)?.text : undefined;
    case 'feedback':
      return feedbackText(form, source);
  }
}

function fieldOf(
  item: { self_comment: string | null; manager_comment: string | null },
  field: SourceOut['field'],
  extra: { title: string },
): string | undefined {
  if (field === 'self_comment') return item.self_comment ?? undefined;
  if (field === 'manager_comment') return item.manager_comment ?? undefined;
  return field === 'title' ? extra.title : undefined;
}

function feedbackText(form: FormDetailOut, source: SourceOut): string | undefined {
  const mf = form.manager_feedback;
  const mg = form.manager_grades;
  const pf = form.participant_feedback;
  if (mf?.id === source.id && (source.field === 'strengths' || source.field === 'growth_areas'))
    return mf[source.field];
  if (mf?.id === source.id && source.field === 'recommendation') return mf.recommendation;
  if (mg?.id === source.id && source.field === 'final_comment') return mg.final_comment;
  if (pf?.id === source.id && (source.field === 'comment' || source.field === 'feedback_to_manager'))
    return pf[source.field];
  return undefined;
}

/** Every source of every bullet quotes, exactly, a text the caller can read on their own form page. */
export function expectGrounded(summary: SummaryOut, form: FormDetailOut): void {
  for (const bullet of [...summary.summary, ...summary.gaps]) {
    expect(bullet.sources.length, bullet.text).toBeGreaterThan(0);
    for (const source of bullet.sources) {
      const text = visibleText(form, source);
      expect(text, `${source.kind} ${source.id} ${source.field} is not visible to the caller`).toBeDefined();
      expect(text).toContain(source.quote);
    }
  }
}

/** The newest audit entry of a summary of the form. */
export async function lastSummaryAudit(ctx: TestContext, formId: number) {
  const [entry] = await ctx.database.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.action, 'ai.summary'), eq(s.auditLog.targetId, formId)))
    .orderBy(desc(s.auditLog.id))
    .limit(1);
  return entry;
}
