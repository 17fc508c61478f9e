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
import type { FormContext } from './context.ts';

type Actor = 'employee' | 'reviewer' | 'admin';
type Rule = { who: Actor[]; reason: boolean };

/** DESIGN section 5: the only moves there are, who may make them, and whether a reason is owed. */
export const RULES: Record<string, Rule> = {
  'SELF>MANAGER': { who: ['employee', 'reviewer', 'admin'], reason: false },
  'MANAGER>SELF': { who: ['reviewer', 'admin'], reason: true },
  'MANAGER>FEEDBACK': { who: ['reviewer'], reason: false },
  'FEEDBACK>MANAGER': { who: ['reviewer', 'admin'], reason: true },
  'FEEDBACK>COMPLETE': { who: ['reviewer'], reason: false },
  'COMPLETE>FEEDBACK': { who: ['admin'], reason: true },
};

export type Missing = { code: string; count: number; message: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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

export async function missingFor(db: Executor, ctx: FormContext, to: Stage, asEmployee: boolean): Promise<Missing[]> {
  const from = ctx.form.stage;
  const out: Missing[] = [];
  const add = (code: string, count: number, message: string) => count > 0 && out.push({ code, count, message });
  if (from === 'SELF' && to === 'MANAGER' && asEmployee) {
    const g = await gaps(db, ctx.form.id);
    add(
      'values_without_self_grade',
      g.valuesNoSelf,
      `${plural(g.valuesNoSelf, 'value has', 'values have')} no self grade`,
    );
    add(
      'agreements_without_self_grade',
      g.agreementsNoSelf,
      `${plural(g.agreementsNoSelf, 'agreement has', 'agreements have')} no self grade`,
    );
    add('no_results', g.results === 0 ? 1 : 0, 'add at least one result');
  }
  if (from === 'MANAGER' && to === 'FEEDBACK') {
    const g = await gaps(db, ctx.form.id);
    add(
      'values_without_manager_grade',
      g.valuesNoManager,
      `${plural(g.valuesNoManager, 'value has', 'values have')} no manager grade`,
    );
    add('no_overall_grade', g.overall === null ? 1 : 0, 'the overall grade is not set');
    if (ctx.form.type === 'STND') {
      add(
        'hipo_without_decision',
        g.hipoOpen,
        `${plural(g.hipoOpen, 'hipo skill has', 'hipo skills have')} no decision`,
      );
      add(
        'agreements_without_manager_grade',
        g.agreementsNoManager,
        `${plural(g.agreementsNoManager, 'agreement has', 'agreements have')} no manager grade`,
      );
    }
  }
  if (from === 'FEEDBACK' && to === 'COMPLETE') {
    const g = await gaps(db, ctx.form.id);
    add('no_strengths', (g.strengths ?? '').trim() ? 0 : 1, 'the manager feedback has no strengths');
    add('no_growth_areas', (g.growth ?? '').trim() ? 0 : 1, 'the manager feedback has no growth areas');
  }
  return out;
}

function actorsOf(ctx: FormContext): Actor[] {
  const actors: Actor[] = [];
  if (ctx.isEmployee) actors.push('employee');
  if (ctx.isReviewer) actors.push('reviewer');
  if (ctx.isAdmin) actors.push('admin');
  return actors;
}

/** Moves the caller could make now, each with what is still missing; the form page renders its buttons from this. */
export async function availableMoves(db: Executor, ctx: FormContext) {
  if (ctx.period.status === 'closed') return [];
  const actors = actorsOf(ctx);
  const moves = [];
  for (const [key, rule] of Object.entries(RULES)) {
    const [from, to] = key.split('>') as [Stage, Stage];
    if (from !== ctx.form.stage) continue;
    const as = rule.who.filter((w) => actors.includes(w));
    if (!as.length) continue;
    const asEmployee = as.length === 1 && as[0] === 'employee';
    const missing = await missingFor(db, ctx, to, asEmployee);
    moves.push({ stage: to, reason_required: rule.reason, missing });
  }
  return moves;
}

export async function transition(
  db: Executor,
  ctx: FormContext,
  userId: number,
  to: Stage,
  reason: string,
): Promise<void> {
  const from = ctx.form.stage;
  const rule = RULES[`${from}>${to}`];
  if (!rule) throw new Conflict(`A form cannot move from ${from} to ${to}.`, 'illegal_transition', { stage: from });
  const actors = actorsOf(ctx);
  const as = rule.who.filter((w) => actors.includes(w));
  if (!as.length) throw new Forbidden(`Only the ${rule.who.join(' or ')} can move a form from ${from} to ${to}.`);
  if (ctx.period.status === 'closed')
    throw new Conflict('The period is closed; its forms are read-only.', 'period_closed');
  if (rule.reason && !reason.trim()) throw ValidationError.field('reason', 'Say why the form goes back.');
  const asEmployee = as.length === 1 && as[0] === 'employee';
  const missing = await missingFor(db, ctx, to, asEmployee);
  if (missing.length) {
    const detail = missing.map((m) => m.message).join('; ');
    throw new Conflict(`${detail.charAt(0).toUpperCase()}${detail.slice(1)}.`, 'preconditions_failed', { missing });
  }
  const now = new Date();
  const moved = await db
    .update(assessmentForms)
    .set({
      stage: to,
      version: sql`${assessmentForms.version} + 1`,
      updatedAt: now,
      ...(from === 'SELF' && to === 'MANAGER' ? { submittedAt: now } : {}),
      ...(to === 'COMPLETE' ? { completedAt: now } : from === 'COMPLETE' ? { completedAt: null } : {}),
    })
    .where(and(eq(assessmentForms.id, ctx.form.id), eq(assessmentForms.stage, from)))
    .returning({ id: assessmentForms.id });
  if (!moved.length) throw new Conflict('The form was moved by someone else meanwhile. Reload it.', 'stale_version');
  await db.insert(formTransitions).values({
    companyId: ctx.form.companyId,
    formId: ctx.form.id,
    fromStage: from,
    toStage: to,
    byUserId: userId,
    reason: reason.trim(),
  });
}
