import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { STAGES, type Stage } from '../../server/src/db/schema/enums.ts';
import { preconditionsFailedOut, stageConflictOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { ruleOf } from '../../server/src/modules/forms/transitions.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import {
  FORMS,
  ITEMS,
  eipOf,
  fillEverything,
  freshForm,
  newPeriod,
  setStage,
  type FormBody,
} from './forms-fixtures.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';

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
  const rule = ruleOf(from, to);
  if (!rule) return 409;
  return rule.who.includes(who) ? 200 : 403;
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
          // A move the machine does not have names the stage the form is at.
          if (code === 409)
            expect(stageConflictOut.parse(json(res))).toMatchObject({ code: 'illegal_transition', stage: from });
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
    const body = preconditionsFailedOut.parse(json(res));
    expect(body.missing).toEqual([
      { code: 'values_without_self_grade', count: 5 },
      { code: 'no_results', count: 1 },
    ]);
    expect(body.detail).toBe('Не всё заполнено: 5 ценностей без самооценки; добавьте хотя бы один результат.');
    const en = await clients.employee.request(
      'PATCH',
      `${FORMS}${id}/transition/`,
      { stage: 'MANAGER' },
      { 'accept-language': 'en' },
    );
    expect(json(en).detail).toBe('Not everything is filled in: 5 values have no self grade; add at least one result.');
  });

  it('holds the HR admin submitting their own form to the same rule as any employee', async () => {
    const period = await newPeriod(ctx);
    const launched = await clients.admin.post(FORMS, { period, employee: await eipOf(ctx, DEMO_LOGINS.admin) });
    const id = launched.json<LaunchOut>().form_ids[0];
    const missing = [
      { code: 'values_without_self_grade', count: 5 },
      { code: 'no_results', count: 1 },
    ];
    const form = json<FormBody>(await clients.admin.get(`${FORMS}${id}/`));
    expect(form.available_transitions).toEqual([{ stage: 'MANAGER', reason_required: false, missing }]);
    const res = await clients.admin.patch(`${FORMS}${id}/transition/`, { stage: 'MANAGER' });
    expect(res.statusCode).toBe(409);
    expect(preconditionsFailedOut.parse(json(res)).missing).toEqual(missing);
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
    expect(preconditionsFailedOut.parse(json(res)).missing).toEqual([
      { code: 'values_without_manager_grade', count: 5 },
      { code: 'no_overall_grade', count: 1 },
      { code: 'hipo_without_decision', count: 3 },
    ]);
  });

  it('asks for the manager feedback before COMPLETE', async () => {
    const id = await freshForm(ctx, clients.admin);
    await setStage(ctx, id, 'FEEDBACK');
    const res = await clients.reviewer.patch(`${FORMS}${id}/transition/`, { stage: 'COMPLETE' });
    expect(res.statusCode).toBe(409);
    expect(preconditionsFailedOut.parse(json(res)).missing.map((m) => m.code)).toEqual([
      'no_strengths',
      'no_growth_areas',
    ]);
  });

  it('requires a reason to send a form back, naming reason', async () => {
    await setStage(ctx, formId, 'MANAGER');
    const res = await clients.reviewer.patch(`${FORMS}${formId}/transition/`, { stage: 'SELF', reason: '  ' });
    expect(res.statusCode).toBe(400);
    expect(json(res).codes).toEqual({ reason: [{ code: 'reason_required' }] });
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
    expect(json<{ codes: Record<string, { code: string }[]> }>(res).codes).toEqual({
      stage: [expect.objectContaining({ code: 'invalid_choice' })],
    });
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
