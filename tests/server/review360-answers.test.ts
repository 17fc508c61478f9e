import { and, eq, notLike } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import type {
  RequestDetailOut,
  RequestListOut,
  RequestOut,
  ResultsOut,
} from '../../server/src/modules/review360/review360.schemas.ts';
import { json, useApp } from './helpers.ts';
import {
  as,
  base360,
  body360,
  build360,
  impersonating,
  nominate,
  setStage,
  subjectRow,
  submit,
  type Company360,
} from './review360-fixtures.ts';

const clock = new ManualClock('2026-02-10T09:00:00Z');
const ctx = useApp({}, { clock });

let c: Company360;
let other: Company360;
let req: Record<string, number>;

beforeAll(async () => {
  c = await build360(ctx.database.db, 'Ответы360');
  other = await build360(ctx.database.db, 'Чужая360');
  req = await nominate(ctx.database.db, c, 'ann', ['p1', 'p2', 'p3', 'r1', 'boss']);
});

const url = (id: number, tail = '') => `${base360(c)}requests/${id}/${tail}`;

describe('a reviewer reads their requests', () => {
  it('lists the caller’s own requests with the person, the period and the deadline', async () => {
    await nominate(ctx.database.db, c, 'bob', ['p1']);
    const p1 = await as(ctx, c, 'p1');
    const list = json<RequestListOut>(await p1.get(`${base360(c)}requests/`));
    expect(list.count).toBe(2);
    const mine = list.results.find((r) => r.id === req.p1);
    expect(mine).toMatchObject({
      subject: c.eip.ann,
      subject_name: `ann Ответы360`,
      relationship: 'peer',
      status: 'open',
      deadline: '2026-03-01',
      closed: false,
      period: c.periodId,
    });
  });

  it('never lists a proposed request (it was not sent yet)', async () => {
    const subject = await subjectRow(ctx.database.db, c, 'ann');
    await ctx.database.db.insert(s.review360Requests).values({
      companyId: c.companyId,
      periodId: c.periodId,
      subjectRowId: subject.id,
      reviewerId: c.eip.p8,
      relationship: 'peer',
      status: 'proposed',
    });
    const p8 = await as(ctx, c, 'p8');
    expect(json<RequestListOut>(await p8.get(`${base360(c)}requests/`)).count).toBe(0);
    await ctx.database.db
      .delete(s.review360Requests)
      .where(and(eq(s.review360Requests.subjectRowId, subject.id), eq(s.review360Requests.reviewerId, c.eip.p8)));
  });

  it('gives the questions and the draft to the reviewer alone: the person, their manager and an admin get 404', async () => {
    const p1 = await as(ctx, c, 'p1');
    const detail = json<RequestDetailOut>(await p1.get(url(req.p1)));
    expect(detail.questions.map((q) => q.kind)).toEqual(['value', 'value', 'continue', 'change']);
    expect(detail.questions[0]).toMatchObject({ value_name: 'Клиент' });
    expect(detail.answers).toEqual([]);
    for (const key of ['ann', 'boss', 'adm', 'p2']) {
      const res = await (await as(ctx, c, key)).get(url(req.p1));
      expect(res.statusCode, key).toBe(404);
    }
  });

  it('answers 404 in another company, and for another company’s request', async () => {
    const p1 = await as(ctx, c, 'p1');
    expect((await p1.get(`${base360(other)}requests/${req.p1}/`)).statusCode).toBe(404);
    const stranger = await as(ctx, other, 'p1');
    expect((await stranger.get(`${base360(other)}requests/${req.p1}/`)).statusCode).toBe(404);
  });

  it('refuses every request call to staff acting as the reviewer', async () => {
    const staff = await impersonating(ctx, c, 'p1');
    for (const res of [
      await staff.get(`${base360(c)}requests/`),
      await staff.get(url(req.p1)),
      await staff.put(url(req.p1, 'draft/'), { answers: [], version: 1 }),
      await staff.post(url(req.p1, 'submit/'), { answers: [], version: 1 }),
      await staff.post(url(req.p1, 'decline/'), { reason: 'нет', version: 1 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: 'review360_impersonation' });
    }
  });
});

describe('drafts', () => {
  it('keeps the draft with its version, and refuses a stale one with the current request', async () => {
    const p2 = await as(ctx, c, 'p2');
    const first = json<RequestDetailOut>(await p2.get(url(req.p2)));
    const saved = await p2.put(
      url(req.p2, 'draft/'),
      body360(c, { grades: [3, 4], comment: 'черновик' }, first.version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = json<RequestDetailOut>(saved);
    expect(after.version).toBe(first.version + 1);
    expect(after.answers[0]).toEqual({ question_id: c.questions[0], grade: 3, comment: 'черновик' });
    // A text question keeps no grade.
    const again = await p2.put(url(req.p2, 'draft/'), {
      version: after.version,
      answers: [{ question_id: c.questions[2], grade: 5, comment: 'продолжать' }],
    });
    expect(json<RequestDetailOut>(again).answers).toEqual([
      { question_id: c.questions[2], grade: null, comment: 'продолжать' },
    ]);
    const stale = await p2.put(url(req.p2, 'draft/'), body360(c, { grades: [1, 1] }, first.version));
    expect(stale.statusCode).toBe(409);
    expect(json<{ code: string; current: RequestDetailOut }>(stale)).toMatchObject({
      code: 'stale_version',
      current: { id: req.p2, version: after.version + 1 },
    });
  });

  it('refuses a question of another period or company, naming the answer', async () => {
    const p2 = await as(ctx, c, 'p2');
    const { version } = json<RequestDetailOut>(await p2.get(url(req.p2)));
    const res = await p2.put(url(req.p2, 'draft/'), {
      version,
      answers: [
        { question_id: c.questions[0], grade: 2 },
        { question_id: other.questions[0], grade: 2 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ codes: Record<string, { code: string }[]> }>(res).codes['answers.1.question_id'][0].code).toBe(
      'review360_unknown_question',
    );
  });

  it('refuses a grade outside 0..5, naming it', async () => {
    const p2 = await as(ctx, c, 'p2');
    const bad = await p2.put(url(req.p2, 'draft/'), {
      version: 1,
      answers: [{ question_id: c.questions[0], grade: 6 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad))).toContain('answers.0.grade');
  });
});

describe('submitting', () => {
  it('needs a grade for every value question, naming the answer', async () => {
    const p3 = await as(ctx, c, 'p3');
    const { version } = json<RequestDetailOut>(await p3.get(url(req.p3)));
    const body = body360(c, { grades: [4, 4] }, version);
    body.answers[1] = { question_id: c.questions[1], grade: null };
    const res = await p3.post(url(req.p3, 'submit/'), body);
    expect(res.statusCode).toBe(400);
    expect(json<{ codes: Record<string, { code: string }[]> }>(res).codes['answers.1.grade'][0].code).toBe(
      'review360_grade_required',
    );
    const missing = await p3.post(url(req.p3, 'submit/'), { version, answers: [] });
    expect(json<{ codes: Record<string, { code: string }[]> }>(missing).codes.answers[0].code).toBe(
      'review360_grade_required',
    );
  });

  it('seals one answer a question without any link to the request, and empties the draft', async () => {
    const p2 = await as(ctx, c, 'p2');
    const subject = await subjectRow(ctx.database.db, c, 'ann');
    const read = (t: typeof s.review360Answers | typeof s.review360PendingAnswers) =>
      ctx.database.db.select().from(t).where(eq(t.subjectRowId, subject.id));
    const [before, sealedBefore] = [await read(s.review360Answers), await read(s.review360PendingAnswers)];
    const done = await submit(p2, c, req.p2, { grades: [5, 3], comment: 'Внимателен к клиенту' });
    expect(done).toMatchObject({ status: 'submitted', closed: false });
    expect((await read(s.review360Answers)).length).toBe(before.length);
    const rows = await read(s.review360PendingAnswers);
    expect(rows.length - sealedBefore.length).toBe(4);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['comment', 'companyId', 'grade', 'id', 'questionId', 'relationship', 'subjectRowId'].sort(),
    );
    const request = (
      await ctx.database.db.select().from(s.review360Requests).where(eq(s.review360Requests.id, req.p2))
    )[0];
    expect(request.draft).toEqual([]);
    expect(json<RequestDetailOut>(await p2.get(url(req.p2))).answers).toEqual([]);
    // Nothing timestamps a submission: no audit row (beside the staff's sign-ins as the people), no notice.
    const audits = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, c.companyId), notLike(s.auditLog.action, 'impersonate_%')));
    expect(audits).toEqual([]);
  });

  it('refuses to submit or decline a request that is not open', async () => {
    const p2 = await as(ctx, c, 'p2');
    const { version } = json<RequestDetailOut>(await p2.get(url(req.p2)));
    const again = await p2.post(url(req.p2, 'submit/'), body360(c, { grades: [1, 1] }, version));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'review360_request_not_open' });
    const decline = await p2.post(url(req.p2, 'decline/'), { reason: 'Передумал', version });
    expect(json(decline)).toMatchObject({ code: 'review360_request_not_open' });
  });
});

describe('declining', () => {
  it('needs a reason', async () => {
    const r1 = await as(ctx, c, 'r1');
    const res = await r1.post(url(req.r1, 'decline/'), { reason: '   ', version: 1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res))).toContain('reason');
  });

  it('records the reason, empties the draft and audits who declined which request', async () => {
    const r1 = await as(ctx, c, 'r1');
    const { version } = json<RequestDetailOut>(await r1.get(url(req.r1)));
    await r1.put(url(req.r1, 'draft/'), body360(c, { grades: [2, 2] }, version));
    const res = await r1.post(url(req.r1, 'decline/'), { reason: 'Мало работали вместе', version: version + 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<RequestOut>(res)).toMatchObject({ status: 'declined', decline_reason: 'Мало работали вместе' });
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, c.companyId), eq(s.auditLog.action, 'review360.declined')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetId: req.r1, data: { reason: 'Мало работали вместе' } });
  });
});

describe('answering closes', () => {
  it('when the last open request is answered: the 360 is released and no request can be answered', async () => {
    await submit(await as(ctx, c, 'p1'), c, req.p1, { grades: [4, 4] });
    await submit(await as(ctx, c, 'p3'), c, req.p3, { grades: [3, 5] });
    expect((await subjectRow(ctx.database.db, c, 'ann')).status).toBe('collecting');
    await submit(await as(ctx, c, 'boss'), c, req.boss, { grades: [5, 5] });
    const subject = await subjectRow(ctx.database.db, c, 'ann');
    expect(subject.status).toBe('released');
    expect(subject.releasedAt?.toISOString()).toBe('2026-02-10T09:00:00.000Z');
    const results = json<ResultsOut>(
      await (await as(ctx, c, 'boss')).get(`${base360(c)}results/?form=${c.forms['y26:ann']}`),
    );
    expect(results).toMatchObject({ available: true, status: 'released' });
  });

  it('when the last open request is declined', async () => {
    const r = await nominate(ctx.database.db, c, 'cat', ['p4', 'p5']);
    await submit(await as(ctx, c, 'p4'), c, r.p4, { grades: [4, 4] });
    const p5 = await as(ctx, c, 'p5');
    const res = await p5.post(`${base360(c)}requests/${r.p5}/decline/`, { reason: 'Отпуск', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subjectRow(ctx.database.db, c, 'cat')).status).toBe('released');
  });

  it('when the form leaves SELF: a request still open can no longer be answered', async () => {
    const r = await nominate(ctx.database.db, c, 'dan', ['p6', 'p7']);
    const p6 = await as(ctx, c, 'p6');
    await setStage(ctx.database.db, c, 'dan', 'MANAGER');
    const listed = json<RequestListOut>(await p6.get(`${base360(c)}requests/`)).results.find((x) => x.id === r.p6);
    expect(listed?.closed).toBe(true);
    const res = await p6.post(`${base360(c)}requests/${r.p6}/submit/`, body360(c, { grades: [1, 1] }, 1));
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'review360_closed' });
    const draft = await p6.put(`${base360(c)}requests/${r.p6}/draft/`, body360(c, { grades: [1, 1] }, 1));
    expect(json(draft)).toMatchObject({ code: 'review360_closed' });
    await setStage(ctx.database.db, c, 'dan', 'SELF');
  });

  it('when the deadline passes', async () => {
    const r = await nominate(ctx.database.db, c, 'eve', ['p6']);
    const p6 = await as(ctx, c, 'p6');
    // The company's zone, Moscow: 23:30 on the deadline, then 00:30 the day after.
    clock.set('2026-03-01T20:30:00Z');
    expect(json<RequestDetailOut>(await p6.get(`${base360(c)}requests/${r.p6}/`)).closed).toBe(false);
    clock.set('2026-03-01T21:30:00Z');
    expect(json<RequestDetailOut>(await p6.get(`${base360(c)}requests/${r.p6}/`)).closed).toBe(true);
    const res = await p6.post(`${base360(c)}requests/${r.p6}/decline/`, { reason: 'Поздно', version: 1 });
    expect(json(res)).toMatchObject({ code: 'review360_closed' });
    const boss = await as(ctx, c, 'boss');
    const results = json<ResultsOut>(await boss.get(`${base360(c)}results/?form=${c.forms['y26:eve']}`));
    expect(results).toMatchObject({ available: true, status: 'released' });
    clock.set('2026-02-10T09:00:00Z');
  });
});
