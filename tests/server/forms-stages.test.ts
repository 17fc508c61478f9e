import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { STAGES, type Stage } from '../../server/src/db/schema/enums.ts';
import { RULES } from '../../server/src/modules/forms/transitions.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { FORMS, ITEMS, fillEverything, freshForm, setStage, type FormBody } from './forms-fixtures.ts';

const ctx = useApp();
type Who = 'employee' | 'reviewer' | 'admin' | 'outsider';
let clients: Record<Who, Client>;
let formId: number;

beforeAll(async () => {
  clients = {
    employee: await signIn(ctx.app, 'employee'),
    reviewer: await signIn(ctx.app, 'manager'),
    admin: await signIn(ctx.app, 'admin'),
    // Heads sales: a manager of the company with no say over this form.
    outsider: await signInAs(ctx, 'kuznetsova@demo.example'),
  };
  formId = await freshForm(ctx, clients.admin);
  await fillEverything(ctx, formId);
});

function expected(from: Stage, to: Stage, who: Who): number {
  if (who === 'outsider') return 404;
  const rule = RULES[`${from}>${to}`];
  if (!rule) return 409;
  return (rule.who as string[]).includes(who) ? 200 : 403;
}

describe('the stage machine, every (from, to, role)', () => {
  for (const from of STAGES) {
    for (const to of STAGES) {
      if (from === to) continue;
      for (const who of ['employee', 'reviewer', 'admin', 'outsider'] as Who[]) {
        const code = expected(from, to, who);
        it(`${from} -> ${to} by the ${who}: ${code}`, async () => {
          await setStage(ctx, formId, from);
          const res = await clients[who].patch(`${FORMS}${formId}/transition/`, { stage: to, reason: 'Причина' });
          expect(res.statusCode, res.body).toBe(code);
          const [form] = await ctx.database.db.select().from(s.assessmentForms).where(eq(s.assessmentForms.id, formId));
          expect(form.stage).toBe(code === 200 ? to : from);
        });
      }
    }
  }
});

describe('stage preconditions and records', () => {
  it('tells the employee exactly what is missing before submitting', async () => {
    const id = await freshForm(ctx, clients.admin);
    const res = await clients.employee.patch(`${FORMS}${id}/transition/`, { stage: 'MANAGER' });
    expect(res.statusCode).toBe(409);
    const body = json<{ code: string; detail: string; missing: { code: string }[] }>(res);
    expect(body.code).toBe('preconditions_failed');
    expect(body.detail).toMatch(/^5 values have no self grade; .*add at least one result\.$/);
    expect(body.missing.map((m) => m.code)).toEqual(['values_without_self_grade', 'no_results']);
  });

  it('lets the reviewer skip the self-assessment without preconditions', async () => {
    const id = await freshForm(ctx, clients.admin);
    expect((await clients.reviewer.patch(`${FORMS}${id}/transition/`, { stage: 'MANAGER' })).statusCode).toBe(200);
  });

  it('names the missing manager grades before FEEDBACK', async () => {
    const id = await freshForm(ctx, clients.admin);
    await setStage(ctx, id, 'MANAGER');
    const res = await clients.reviewer.patch(`${FORMS}${id}/transition/`, { stage: 'FEEDBACK' });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toContain('5 values have no manager grade');
    expect(json(res).detail).toContain('the overall grade is not set');
    expect(json(res).detail).toContain('3 hipo skills have no decision');
  });

  it('asks for the manager feedback before COMPLETE', async () => {
    const id = await freshForm(ctx, clients.admin);
    await setStage(ctx, id, 'FEEDBACK');
    const res = await clients.reviewer.patch(`${FORMS}${id}/transition/`, { stage: 'COMPLETE' });
    expect(res.statusCode).toBe(409);
    expect(json<{ missing: { code: string }[] }>(res).missing.map((m) => m.code)).toEqual([
      'no_strengths',
      'no_growth_areas',
    ]);
  });

  it('requires a reason to send a form back, naming reason', async () => {
    await setStage(ctx, formId, 'MANAGER');
    const res = await clients.reviewer.patch(`${FORMS}${formId}/transition/`, { stage: 'SELF', reason: '  ' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res))).toEqual(['reason']);
  });

  it('records who moved the form, when and why, and shows it in the history', async () => {
    await setStage(ctx, formId, 'COMPLETE');
    expect(
      (await clients.admin.patch(`${FORMS}${formId}/transition/`, { stage: 'FEEDBACK', reason: 'Уточнить отзыв' }))
        .statusCode,
    ).toBe(200);
    const form = json<FormBody>(await clients.reviewer.get(`${FORMS}${formId}/`));
    expect(form.transitions[0]).toMatchObject({
      from_stage: 'COMPLETE',
      to_stage: 'FEEDBACK',
      by: 'Елена Морозова',
      reason: 'Уточнить отзыв',
    });
  });

  it('refuses an unknown stage naming stage', async () => {
    const res = await clients.reviewer.patch(`${FORMS}${formId}/transition/`, { stage: 'DONE' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res))).toEqual(['stage']);
  });

  it('makes forms of a closed period read-only', async () => {
    const id = await freshForm(ctx, clients.admin);
    const form = json<FormBody>(await clients.employee.get(`${FORMS}${id}/`));
    const [row] = await ctx.database.db.select().from(s.assessmentForms).where(eq(s.assessmentForms.id, id));
    await ctx.database.db
      .update(s.assessmentPeriods)
      .set({ status: 'closed' })
      .where(eq(s.assessmentPeriods.id, row.periodId));
    const write = await clients.employee.patch(`${ITEMS}values/${form.values[0].id}/`, {
      self_grade: 3,
      version: form.values[0].version,
    });
    expect(write.statusCode).toBe(409);
    expect(json(write).code).toBe('period_closed');
    expect((await clients.reviewer.patch(`${FORMS}${id}/transition/`, { stage: 'MANAGER' })).statusCode).toBe(409);
  });
});
