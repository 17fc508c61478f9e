import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  assessmentForms,
  formAgreementItems,
  formHipoItems,
  formManagerFeedbacks,
  formManagerGrades,
  formResults,
  formTransitions,
  formValueItems,
} from '../../db/schema/index.ts';
import type { Stage } from '../../db/schema/enums.ts';
import { Conflict, Forbidden, ValidationError } from '../../http/errors.ts';
import { acknowledgementOf, assertAcknowledged, waitsForEmployee } from './acknowledgement.ts';
import type { FormContext } from './context.ts';
import type { MissingCode, MissingOut, MoveOut } from './forms.schemas.ts';
import { releaseOnFormMove } from '../review360/release.ts';
import { templateGaps } from './template-gaps.ts';

export type Actor = 'employee' | 'reviewer' | 'admin';
export type Rule = { from: Stage; to: Stage; who: readonly Actor[]; reason: boolean };

/** DESIGN section 5: the only moves there are, who may make them, and whether a reason is owed. */
export const RULES: readonly Rule[] = [
  { from: 'SELF', to: 'MANAGER', who: ['employee', 'reviewer', 'admin'], reason: false },
  { from: 'MANAGER', to: 'SELF', who: ['reviewer', 'admin'], reason: true },
  { from: 'MANAGER', to: 'FEEDBACK', who: ['reviewer'], reason: false },
  { from: 'FEEDBACK', to: 'MANAGER', who: ['reviewer', 'admin'], reason: true },
  { from: 'FEEDBACK', to: 'COMPLETE', who: ['reviewer', 'admin'], reason: false },
  { from: 'COMPLETE', to: 'FEEDBACK', who: ['admin'], reason: true },
];

export const ruleOf = (from: Stage, to: Stage): Rule | undefined => RULES.find((r) => r.from === from && r.to === to);

/** Counts what is still empty on the form, in one query. */
async function gaps(db: Executor, formId: number) {
  const count = (table: typeof formValueItems | typeof formAgreementItems, column: 'selfGrade' | 'managerGrade') =>
    sql<number>`(select count(*) from ${table} where ${table.formId} = ${formId} and ${table[column]} is null)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      valuesNoSelf: count(formValueItems, 'selfGrade'),
      valuesNoManager: count(formValueItems, 'managerGrade'),
      agreementsNoSelf: count(formAgreementItems, 'selfGrade'),
      agreementsNoManager: count(formAgreementItems, 'managerGrade'),
      hipoOpen:
        sql<number>`(select count(*) from ${formHipoItems} where ${formHipoItems.formId} = ${formId} and ${formHipoItems.decision} is null)`.mapWith(
          Number,
        ),
      results: sql<number>`(select count(*) from ${formResults} where ${formResults.formId} = ${formId})`.mapWith(
        Number,
      ),
      overall: sql<
        number | null
      >`(select ${formManagerGrades.overallGrade} from ${formManagerGrades} where ${formManagerGrades.formId} = ${formId})`,
      strengths: sql<
        string | null
      >`(select ${formManagerFeedbacks.strengths} from ${formManagerFeedbacks} where ${formManagerFeedbacks.formId} = ${formId})`,
      growth: sql<
        string | null
      >`(select ${formManagerFeedbacks.growthAreas} from ${formManagerFeedbacks} where ${formManagerFeedbacks.formId} = ${formId})`,
    })
    .from(assessmentForms)
    .where(eq(assessmentForms.id, formId));
  return row;
}

export async function missingFor(
  db: Executor,
  ctx: FormContext,
  to: Stage,
  asEmployee: boolean,
): Promise<MissingOut[]> {
  const from = ctx.form.stage;
  const out: MissingOut[] = [];
  const add = (code: MissingCode, count: number) => count > 0 && out.push({ code, count });
  if (from === 'SELF' && to === 'MANAGER' && asEmployee) {
    const [g, t] = await Promise.all([gaps(db, ctx.form.id), templateGaps(db, ctx.form, 'self')]);
    if (t.answers('values')) add('values_without_self_grade', g.valuesNoSelf);
    if (t.answers('agreements')) add('agreements_without_self_grade', g.agreementsNoSelf);
    if (t.has('results')) add('no_results', g.results === 0 ? 1 : 0);
    out.push(...t.missing);
  }
  if (from === 'MANAGER' && to === 'FEEDBACK') {
    const [g, t] = await Promise.all([gaps(db, ctx.form.id), templateGaps(db, ctx.form, 'reviewer')]);
    if (t.answers('values')) add('values_without_manager_grade', g.valuesNoManager);
    if (t.has('manager_summary')) add('no_overall_grade', g.overall === null ? 1 : 0);
    if (t.has('hipo')) add('hipo_without_decision', g.hipoOpen);
    if (t.answers('agreements')) add('agreements_without_manager_grade', g.agreementsNoManager);
    out.push(...t.missing);
  }
  if (from === 'FEEDBACK' && to === 'COMPLETE') {
    const g = await gaps(db, ctx.form.id);
    add('no_strengths', (g.strengths ?? '').trim() ? 0 : 1);
    add('no_growth_areas', (g.growth ?? '').trim() ? 0 : 1);
  }
  return out;
}

function actorsOf(ctx: FormContext): Actor[] {
  const actors: Actor[] = [];
  if (ctx.isEmployee) actors.push('employee');
  if (ctx.isReviewer) actors.push('reviewer');
  if (ctx.actsForAnyone) actors.push('admin');
  return actors;
}

/**
 * The employee's own submit has preconditions whatever other roles they hold (an HR admin's own form too): only
 * someone else's reviewer or admin skips the self-assessment without them.
 */
const submitsOwn = (as: readonly Actor[]) => as.includes('employee');

/** Moves the caller could make now, each with what is still missing; the form page renders its buttons from this. */
export async function availableMoves(db: Executor, ctx: FormContext, now: Date): Promise<MoveOut[]> {
  if (ctx.period.status === 'closed') return [];
  const actors = actorsOf(ctx);
  const moves: MoveOut[] = [];
  for (const rule of RULES) {
    if (rule.from !== ctx.form.stage) continue;
    const as = rule.who.filter((w) => actors.includes(w));
    if (!as.length) continue;
    const missing = await missingFor(db, ctx, rule.to, submitsOwn(as));
    if (rule.from === 'FEEDBACK' && rule.to === 'COMPLETE') {
      const acknowledgement = await acknowledgementOf(db, ctx, now);
      const reasonRequired = waitsForEmployee(acknowledgement) && as.includes('admin');
      moves.push({ stage: rule.to, reason_required: reasonRequired, missing });
    } else moves.push({ stage: rule.to, reason_required: rule.reason, missing });
  }
  return moves;
}

export async function transition(
  db: Executor,
  ctx: FormContext,
  userId: number,
  to: Stage,
  reason: string,
  now: Date,
): Promise<void> {
  const from = ctx.form.stage;
  const rule = ruleOf(from, to);
  if (!rule) throw new Conflict('illegal_transition', { from, to }, { stage: from });
  const actors = actorsOf(ctx);
  const as = rule.who.filter((w) => actors.includes(w));
  if (!as.length) throw new Forbidden('transition_forbidden', { from, to });
  if (ctx.period.status === 'closed') throw new Conflict('period_closed');
  if (rule.reason && !reason.trim()) throw ValidationError.field('reason', 'reason_required');
  const missing = await missingFor(db, ctx, to, submitsOwn(as));
  if (missing.length) {
    const items = missing.map((m) => ({ code: m.code, params: { smart_count: m.count } }));
    throw new Conflict('preconditions_failed', { items }, { missing });
  }
  if (from === 'FEEDBACK' && to === 'COMPLETE') await assertAcknowledged(db, ctx, as.includes('admin'), reason, now);
  const at = new Date();
  const moved = await db
    .update(assessmentForms)
    .set({
      stage: to,
      version: sql`${assessmentForms.version} + 1`,
      updatedAt: at,
      ...(from === 'SELF' && to === 'MANAGER' ? { submittedAt: at } : {}),
      ...(to === 'COMPLETE' ? { completedAt: at } : from === 'COMPLETE' ? { completedAt: null } : {}),
    })
    .where(and(eq(assessmentForms.id, ctx.form.id), eq(assessmentForms.stage, from)))
    .returning({ id: assessmentForms.id });
  if (!moved.length) throw new Conflict('stage_moved');
  if (from === 'SELF') await releaseOnFormMove(db, now, ctx.form);
  await db.insert(formTransitions).values({
    companyId: ctx.form.companyId,
    formId: ctx.form.id,
    fromStage: from,
    toStage: to,
    byUserId: userId,
    reason: reason.trim(),
  });
}
