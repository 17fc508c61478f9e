import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { FormDetailOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { summaryInputOf } from '../../server/src/modules/ai/inputs.ts';
import type { BetweenReviewsOut } from '../../server/src/modules/recognition/recognition.schemas.ts';
import { codesOf, ok } from './goals-fixtures.ts';
import { signIn, signInAs, useApp } from './helpers.ts';
import { ACTIVE_PERIOD, C1, eipOf, periodOf } from './structure-helpers.ts';

const ctx = useApp();
const FORMS = `${C1}/performance_review/assessment_forms/`;

type Between = {
  feedback: { text: string }[];
  praise: { text: string }[];
  action_items: { text: string }[];
};

async function annaForm(): Promise<number> {
  const [anna, period] = await Promise.all([eipOf(ctx, 'employee@demo.example'), periodOf(ctx, ACTIVE_PERIOD)]);
  const [form] = await ctx.database.db
    .select({ id: s.assessmentForms.id })
    .from(s.assessmentForms)
    .where(and(eq(s.assessmentForms.employeeId, anna), eq(s.assessmentForms.periodId, period)));
  return form.id;
}

describe('what the review form reads of the time between reviews', () => {
  it("gives the reviewer the person's feedback shared with them, their praise and their 1:1 action items", async () => {
    const id = await annaForm();
    const [manager, employee] = await Promise.all([signIn(ctx.app, 'manager'), signIn(ctx.app, 'employee')]);
    const forManager = ok<Between>(await manager.get(`${FORMS}${id}/between_reviews/`));
    const forAnna = ok<Between>(await employee.get(`${FORMS}${id}/between_reviews/`));
    // The demo's feedback, praise and 1:1s are dated in the active period. The manager reads only the feedback
    // shared with them; Anna reads all she received.
    expect(forManager.feedback.map((f) => f.text)).toEqual([
      'Тестовые данные стоит готовить раньше, чтобы успевать с проверкой.',
    ]);
    expect(forAnna.feedback).toHaveLength(2);
    expect(forManager.praise).toHaveLength(2);
    expect(forManager.action_items.length).toBeGreaterThan(0);
    expect(forManager.praise).toEqual(forAnna.praise);
    const petrov = await signInAs(ctx, 'petrov@demo.example');
    expect((await petrov.get(`${FORMS}${id}/between_reviews/`)).statusCode).toBe(404);
  });
});

describe('the AI summary and the time between reviews', () => {
  it("gives the engine the feedback the reviewer may read and the praise, as a colleague's texts to cite", async () => {
    const id = await annaForm();
    const manager = await signIn(ctx.app, 'manager');
    const form = ok<FormDetailOut>(await manager.get(`${FORMS}${id}/`));
    const between = ok<BetweenReviewsOut>(await manager.get(`${FORMS}${id}/between_reviews/`));
    const items = summaryInputOf(form, 'ru', null, between).items.filter(
      (i) => i.kind === 'peer_feedback' || i.kind === 'praise',
    );
    expect(items.map((i) => [i.kind, i.texts[0].author])).toEqual([
      ['peer_feedback', 'colleague'],
      ['praise', 'colleague'],
      ['praise', 'colleague'],
    ]);
    const summary = await manager.post(`${C1}/performance_review/ai/get_participant_form_summary/`, { form_id: id });
    expect(summary.statusCode, summary.body).toBe(200);
  });
});

describe('a meeting and goals', () => {
  it('links a goal the caller may read and shows its progress; no such goal is a coded 400', async () => {
    const manager = await signIn(ctx.app, 'manager');
    const [series] = ok<{ results: { upcoming_meeting: number }[] }>(
      await manager.get(`${C1}/one_on_ones/series/`),
    ).results;
    const meeting = `${C1}/one_on_ones/meetings/${series.upcoming_meeting}/`;
    const [goal] = await ctx.database.db
      .select({ id: s.agreements.id })
      .from(s.agreements)
      .where(and(eq(s.agreements.companyId, 1), eq(s.agreements.ownerKind, 'company')));
    const linked = ok<{ goals: { id: number; progress: number }[] }>(
      await manager.post(`${meeting}goals/`, { goal: goal.id }),
    );
    expect(linked.goals.map((g) => g.id)).toEqual([goal.id]);
    expect(codesOf(await manager.post(`${meeting}goals/`, { goal: 2_000_000_000 }))).toEqual({
      goal: ['one_on_one_goal_not_found'],
    });
    const unlinked = ok<{ goals: unknown[] }>(await manager.delete(`${meeting}goals/${goal.id}/`));
    expect(unlinked.goals).toEqual([]);
  });
});

describe('analytics of praise and 1:1s', () => {
  it('counts praise per value and withholds small groups; an employee may not read it', async () => {
    const [admin, employee, manager] = await Promise.all([
      signIn(ctx.app, 'admin'),
      signIn(ctx.app, 'employee'),
      signIn(ctx.app, 'manager'),
    ]);
    const A = `${C1}/performance_review/analytics/`;
    const praise = ok<{
      by_value: { count: number }[];
      by_department: { suppressed: boolean; count: number | null }[];
    }>(await admin.get(`${A}praise/`));
    expect(praise.by_value.reduce((n, v) => n + v.count, 0)).toBe(3);
    for (const d of praise.by_department) expect(d.count === null).toBe(d.suppressed);
    // A manager with a single series is a group too small to show: withheld, as a department would be.
    const [orlov, egorova] = await Promise.all([
      signInAs(ctx, 'orlov@demo.example'),
      eipOf(ctx, 'egorova@demo.example'),
    ]);
    const first_meeting_at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    ok(await orlov.post(`${C1}/one_on_ones/series/`, { with: egorova, first_meeting_at }), 201);
    type Cadence = {
      manager: { name: string };
      series: number;
      suppressed: boolean;
      due: number | null;
      kept: number | null;
    };
    const cadence = ok<{ results: Cadence[] }>(await admin.get(`${A}one_on_ones/`));
    expect(cadence.results).toHaveLength(2);
    expect(cadence.results.find((r) => r.series === 8)).toMatchObject({ suppressed: false });
    expect(cadence.results.find((r) => r.manager.name.includes('Орлов'))).toMatchObject({
      series: 1,
      suppressed: true,
      due: null,
      kept: null,
    });
    // The demo manager oversees Orlov: his own row and Orlov's, withheld for him too.
    const managers = ok<{ results: Cadence[] }>(await manager.get(`${A}one_on_ones/`)).results;
    expect(managers.map((r) => r.suppressed)).toEqual(managers.map((r) => r.series < 3));
    expect(managers).toHaveLength(2);
    expect((await employee.get(`${A}praise/`)).statusCode).toBe(403);
  });
});

describe('the edges of the period', () => {
  it("are midnights in the company's zone: praise at 00:30 in Moscow on the first day is in, at 23:30 the day before is out", async () => {
    const id = await annaForm();
    const [petrov, manager, admin] = await Promise.all([
      signInAs(ctx, 'petrov@demo.example'),
      signIn(ctx.app, 'manager'),
      signIn(ctx.app, 'admin'),
    ]);
    const anna = await eipOf(ctx, 'employee@demo.example');
    const [period] = await ctx.database.db
      .select({ start: s.assessmentPeriods.startDate })
      .from(s.assessmentPeriods)
      .where(eq(s.assessmentPeriods.id, await periodOf(ctx, ACTIVE_PERIOD)));
    const value = ok<{ results: { id: number }[] }>(await admin.get(`${C1}/performance_review/values/`)).results[0].id;
    const give = async (text: string, at: string) => {
      const praise = ok<{ id: number }>(await petrov.post(`${C1}/praise/`, { recipients: [anna], value, text }), 201);
      await ctx.database.db
        .update(s.praise)
        .set({ createdAt: new Date(at) })
        .where(eq(s.praise.id, praise.id));
    };
    const dayBefore = new Date(Date.parse(`${period.start}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
    // Moscow is UTC+3: its first minutes of the period's first day are still the day before in UTC.
    await give('В первые минуты периода', `${dayBefore}T21:30:00.000Z`);
    await give('Накануне периода', `${dayBefore}T20:30:00.000Z`);
    const texts = ok<Between>(await manager.get(`${FORMS}${id}/between_reviews/`)).praise.map((p) => p.text);
    expect(texts).toContain('В первые минуты периода');
    expect(texts).not.toContain('Накануне периода');
  });
});
