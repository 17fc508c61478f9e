import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../../../contract/errors/index.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { formResults } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { Forbidden, NotFound, Unavailable } from '../../http/errors.ts';
import { assertCanWrite, loadForm, type FormContext } from '../forms/context.ts';
import { formDetail } from '../forms/detail.ts';
import { resultsOfForm } from '../review360/results.service.ts';
import type { ImproveBody, ImproveOut, SummaryBody, SummaryOut } from './ai.schemas.ts';
import { EngineFailure, type AiEngine } from './engine.ts';
import { gapsOf } from './gaps.ts';
import { addsNoNumbers, checkBullets, isGradeLike } from './grounding.ts';
import { summaryInputOf } from './inputs.ts';
import { betweenReviews } from '../recognition/between-reviews.ts';
import { langOfText } from './lang.ts';
import { takeAiCall } from './rate-limit.ts';
import { recordAudit } from '../../audit/record.ts';

export type AiDeps = { db: Db; clock: Clock; engine: AiEngine; config: Config['ai'] };
/** Who asks: the signed-in user, and the staff member acting as them, if any (both go to the audit log). */
export type Actor = { userId: number; impersonatorId: number | null; log: FastifyBaseLogger };

/** Seconds a client should wait after the model server failed before it tries again. */
const RETRY_AFTER_FAILURE = 30;

/** DESIGN section 5: the reviewer and admins at any stage; the employee once the manager's part reaches them. */
function assertMaySummarise(ctx: FormContext): void {
  if (ctx.isReviewer || ctx.actsForAnyone) return;
  if (!ctx.isEmployee) throw new Forbidden('reviewer_part');
  if (ctx.form.stage !== 'FEEDBACK' && ctx.form.stage !== 'COMPLETE') throw new Forbidden('ai_summary_not_yet');
}

/**
 * A summary of one form built only from what the caller may read on it, every bullet checked against the
 * form's text by the server (grounding.ts) and the gaps computed from the data. Audited without any text.
 */
export async function formSummary(
  deps: AiDeps,
  actor: Actor,
  member: Member,
  body: SummaryBody,
  lang: Lang,
): Promise<SummaryOut> {
  const ctx = await loadForm(deps.db, member, body.form_id);
  assertMaySummarise(ctx);
  await takeAiCall(deps.db, actor.userId, deps.config.ratePerMinute);
  const form = await formDetail(deps.db, ctx);
  // The person's 360 exactly as the caller may read it: nothing before it closed, hidden groups left out.
  const results = await resultsOfForm(deps, member, form.id);
  // What the person received between reviews, as the caller may read it (no feedback while staff act as someone).
  const between = await betweenReviews(
    deps.db,
    { userId: actor.userId, impersonatorId: actor.impersonatorId, member },
    form.id,
  );
  const input = summaryInputOf(form, lang, results, between);
  const started = performance.now();
  const audit = (data: Record<string, unknown>) =>
    audited(deps.db, actor, member, 'ai.summary', 'assessment_form', form.id, {
      engine: deps.engine.name,
      ms: Math.round(performance.now() - started),
      ...data,
    });
  let drafts;
  try {
    drafts = await deps.engine.summarise(input, AbortSignal.timeout(deps.config.timeoutMs));
  } catch (error) {
    throw await engineDown(error, actor, audit);
  }
  const { kept, dropped } = checkBullets(drafts, input.items);
  const now = new Date().toISOString();
  const gaps = gapsOf(form, lang, now.slice(0, 10));
  await audit({ outcome: 'ok', bullets: kept.length, gaps: gaps.length, dropped });
  return { summary: kept, gaps, engine: deps.engine.name, generated_at: now, dropped };
}

/**
 * A clearer wording of a result, in the text's language, for the person to accept, edit or reject: nothing is
 * saved here. A suggestion with a number the text does not have, or a grade-like claim, is refused.
 */
export async function improveResult(
  deps: AiDeps,
  actor: Actor,
  member: Member,
  body: ImproveBody,
): Promise<ImproveOut> {
  let text = body.text ?? '';
  let resultId: number | null = null;
  if (body.result_id !== undefined) {
    const result = (
      await deps.db
        .select({ formId: formResults.formId, text: formResults.text })
        .from(formResults)
        .where(and(eq(formResults.companyId, member.companyId), eq(formResults.id, body.result_id)))
    ).at(0);
    if (!result) throw new NotFound();
    const ctx = await loadForm(deps.db, member, result.formId);
    if (!ctx.isEmployee) throw new Forbidden('ai_result_author');
    assertCanWrite(ctx, 'employee', 'SELF');
    text = result.text;
    resultId = body.result_id;
  }
  await takeAiCall(deps.db, actor.userId, deps.config.ratePerMinute);
  const lang = langOfText(text);
  const started = performance.now();
  const audit = (data: Record<string, unknown>) =>
    audited(deps.db, actor, member, 'ai.improve', resultId === null ? '' : 'form_result', resultId, {
      engine: deps.engine.name,
      ms: Math.round(performance.now() - started),
      chars: text.length,
      ...data,
    });
  let draft;
  try {
    draft = await deps.engine.improve({ text, lang }, AbortSignal.timeout(deps.config.timeoutMs));
    const suggestion = draft.suggestion.trim();
    if (!suggestion || !addsNoNumbers(text, suggestion) || (isGradeLike(suggestion) && !isGradeLike(text))) {
      throw new EngineFailure('the suggestion adds numbers or claims the text does not make');
    }
  } catch (error) {
    throw await engineDown(error, actor, audit);
  }
  await audit({ outcome: 'ok' });
  return {
    suggestion: draft.suggestion.trim(),
    changes: draft.changes,
    hints: draft.hints,
    lang,
    engine: deps.engine.name,
  };
}

/** An engine that failed: audited and logged with the request, answered as a 503. Anything else is a bug. */
async function engineDown(
  error: unknown,
  actor: Actor,
  audit: (data: Record<string, unknown>) => Promise<void>,
): Promise<unknown> {
  if (!(error instanceof EngineFailure)) return error;
  actor.log.warn({ err: error }, 'AI engine failed');
  await audit({ outcome: 'unavailable' });
  return new Unavailable('ai_unavailable', RETRY_AFTER_FAILURE);
}

async function audited(
  db: Db,
  actor: Actor,
  member: Member,
  action: string,
  targetType: string,
  targetId: number | null,
  data: Record<string, unknown>,
): Promise<void> {
  const by = actor.impersonatorId === null ? {} : { impersonator_id: actor.impersonatorId };
  await recordAudit(db, {
    companyId: member.companyId,
    userId: actor.userId,
    action,
    targetType,
    targetId,
    data: { ...data, ...by },
  });
}
