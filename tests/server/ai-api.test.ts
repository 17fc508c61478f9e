import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { aiUsage } from '../../server/src/db/schema/ai.ts';
import { isGradeLike } from '../../server/src/modules/ai/grounding.ts';
import type { ImproveOut, SummaryOut } from '../../server/src/modules/ai/ai.schemas.ts';
import { json, signInAs, useApp } from './helpers.ts';
import { codesOf, setStage } from './forms-fixtures.ts';
import { useItemForm } from './forms-item-form.ts';
import { IMPROVE, MARK, SUMMARY, expectGrounded, lastSummaryAudit, writeForm } from './ai-form.ts';

// The offline engine (no AI_BASE_URL). The cap is high so that only the rate-limit test meets it.
const ctx = useApp({ ai: { baseUrl: '', apiKey: '', model: '', timeoutMs: 5000, ratePerMinute: 500 } });
const f = useItemForm(ctx);
beforeAll(async () => writeForm(ctx, f));

const summarise = (who: 'employee' | 'reviewer' | 'admin' | 'ceo', formId = f.formId) =>
  f.c[who].post(SUMMARY, { form_id: formId });

describe('a form summary', () => {
  it('gives the reviewer grounded bullets and the gaps worth discussing, without grades', async () => {
    await setStage(ctx, f.formId, 'MANAGER');
    const res = await summarise('reviewer');
    expect(res.statusCode, res.body).toBe(200);
    const body = json<SummaryOut>(res);
    expect(body.engine).toBe('offline');
    expect(body.summary.length).toBeGreaterThan(0);
    expectGrounded(body, await f.detail('reviewer'));
    for (const bullet of body.summary) expect(isGradeLike(bullet.text), bullet.text).toBe(false);
    expect(res.body).not.toContain('2 из 5');
    expect(body.gaps.filter((g) => g.section === 'grade_gap').length).toBeGreaterThan(0);
    // A quoted name follows a noun, so it is never declined: "по ценности «Ответственность»", not "по «Ответственность»".
    for (const gap of body.gaps.filter((g) => g.section === 'grade_gap'))
      expect(gap.text).toMatch(/ по (ценности|договорённости) «[^»]+» заметно расходятся/u);
    expect(body.gaps.some((g) => g.section === 'missed_agreement' && g.text.includes('Договорённость 1'))).toBe(true);
    expect(Date.parse(body.generated_at)).not.toBeNaN();
  });

  it('never shows the reviewer the self-assessment drafts during SELF', async () => {
    await setStage(ctx, f.formId, 'SELF');
    const res = await summarise('reviewer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(MARK.selfDraft);
    expect(res.body).not.toContain(MARK.result);
    expect(json<SummaryOut>(res).gaps.filter((g) => g.section === 'grade_gap')).toEqual([]);
    expectGrounded(json<SummaryOut>(res), await f.detail('reviewer'));
  });

  it('is closed to the employee until FEEDBACK, then built from their view without hipo', async () => {
    for (const stage of ['SELF', 'MANAGER'] as const) {
      await setStage(ctx, f.formId, stage);
      const res = await summarise('employee');
      expect(res.statusCode, stage).toBe(403);
      expect(json(res).code).toBe('ai_summary_not_yet');
    }
    for (const stage of ['FEEDBACK', 'COMPLETE'] as const) {
      await setStage(ctx, f.formId, stage);
      const res = await summarise('employee');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(MARK.hipo);
      const body = json<SummaryOut>(res);
      expect(body.summary.flatMap((b) => b.sources).some((src) => src.kind === 'hipo')).toBe(false);
      expectGrounded(body, await f.detail('employee'));
    }
  });

  it('is open to admins, refused to a manager who only oversees the form, 404 elsewhere', async () => {
    await setStage(ctx, f.formId, 'MANAGER');
    expect((await summarise('admin')).statusCode).toBe(200);
    const ceo = await summarise('ceo');
    expect(ceo.statusCode).toBe(403);
    const outsider = await signInAs(ctx, 'kuznetsova@demo.example');
    expect((await outsider.post(SUMMARY, { form_id: f.formId })).statusCode).toBe(404);
    const other = await signInAs(ctx, 'director@veter.example');
    const path = SUMMARY.replace('/companies/1/', '/companies/2/');
    expect((await other.post(path, { form_id: f.formId })).statusCode).toBe(404);
    expect((await summarise('reviewer', 2_000_000)).statusCode).toBe(404);
  });

  it('answers in English for an English caller', async () => {
    const res = await f.c.reviewer.request('POST', SUMMARY, { form_id: f.formId }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(json<SummaryOut>(res).gaps.some((g) => g.text.startsWith('The agreement'))).toBe(true);
  });

  it('names the field of bad input', async () => {
    expect(codesOf(await f.c.reviewer.post(SUMMARY, {})).form_id[0].code).toBe('required');
    expect(codesOf(await f.c.reviewer.post(SUMMARY, { form_id: 'x' })).form_id[0].code).toBe('invalid_type');
    expect(codesOf(await f.c.reviewer.post(SUMMARY, { form_id: 1, extra: 1 })).non_field_errors[0].code).toBe(
      'unknown_field',
    );
  });

  it('records each call in the audit log without any of the text', async () => {
    await summarise('reviewer');
    const entry = await lastSummaryAudit(ctx, f.formId);
    expect(entry.targetType).toBe('assessment_form');
    expect(entry.data).toMatchObject({ engine: 'offline', outcome: 'ok' });
    const stored = JSON.stringify(entry.data);
    for (const mark of Object.values(MARK)) expect(stored).not.toContain(mark);
  });
});

describe('improving a result', () => {
  const resultId = async () =>
    (await ctx.database.db.select().from(s.formResults).where(eq(s.formResults.formId, f.formId)))[0].id;

  it('suggests a wording to the author in SELF and saves nothing', async () => {
    await setStage(ctx, f.formId, 'SELF');
    const id = await resultId();
    const before = await ctx.database.db.select().from(s.formResults).where(eq(s.formResults.id, id));
    const res = await f.c.employee.post(IMPROVE, { result_id: id });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<ImproveOut>(res);
    expect(body).toMatchObject({ lang: 'ru', engine: 'offline' });
    expect(body.suggestion.length).toBeGreaterThan(0);
    expect(await ctx.database.db.select().from(s.formResults).where(eq(s.formResults.id, id))).toEqual(before);
  });

  it('answers in the language of the text and says what is missing', async () => {
    const res = await f.c.employee.post(IMPROVE, { text: 'Helped the team with various tasks.' });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<ImproveOut>(res);
    expect(body.lang).toBe('en');
    expect(body.hints.length).toBeGreaterThan(0);
  });

  it('is for the author only, and only while the form is in SELF', async () => {
    const id = await resultId();
    const byReviewer = await f.c.reviewer.post(IMPROVE, { result_id: id });
    expect(byReviewer.statusCode).toBe(403);
    expect(json(byReviewer).code).toBe('ai_result_author');
    await setStage(ctx, f.formId, 'MANAGER');
    const late = await f.c.employee.post(IMPROVE, { result_id: id });
    expect(late.statusCode).toBe(409);
    expect(json(late).code).toBe('wrong_stage');
    await setStage(ctx, f.formId, 'SELF');
    const other = await signInAs(ctx, 'director@veter.example');
    expect((await other.post(IMPROVE.replace('/companies/1/', '/companies/2/'), { result_id: id })).statusCode).toBe(
      404,
    );
  });

  it('takes a text or a result, not both nor neither, and caps the text', async () => {
    const both = await f.c.employee.post(IMPROVE, { text: 'Сделал отчёт', result_id: 1 });
    expect(codesOf(both).non_field_errors[0].code).toBe('ai_text_or_result');
    expect(codesOf(await f.c.employee.post(IMPROVE, {})).non_field_errors[0].code).toBe('ai_text_or_result');
    expect(codesOf(await f.c.employee.post(IMPROVE, { text: '   ' })).text[0].code).toBe('blank');
    expect(codesOf(await f.c.employee.post(IMPROVE, { text: 'я'.repeat(5001) })).text[0]).toEqual({
      code: 'too_long',
      params: { max: 5000 },
    });
  });
});

describe('the per-user limit', () => {
  it('answers 429 with Retry-After once the minute is used up, whichever process counted it', async () => {
    const user = (await ctx.database.db.select().from(s.users).where(eq(s.users.email, 'manager@demo.example')))[0];
    // Another server process may have counted the calls: fill this minute and the next in the database.
    for (const offset of ['0 minutes', '1 minute']) {
      await ctx.database.db
        .insert(aiUsage)
        .values({ userId: user.id, windowStart: sql`date_trunc('minute', now()) + ${offset}::interval`, calls: 500 })
        .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.windowStart], set: { calls: 500 } });
    }
    const res = await summarise('reviewer');
    expect(res.statusCode).toBe(429);
    expect(json(res).code).toBe('ai_rate_limited');
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(json<{ params: { seconds: number } }>(res).params.seconds).toBe(wait);
    // Other people are not held back.
    expect((await summarise('admin')).statusCode).toBe(200);
  });
});
