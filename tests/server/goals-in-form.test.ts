import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormDetailOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { eipOf, FORMS, freshForm } from './forms-fixtures.ts';
import { signIn, signInAs, useApp, type Client } from './helpers.ts';

const ctx = useApp();
const db = () => ctx.database.db;
let admin: Client;
let manager: Client;
let employee: Client;
let formId = 0;
const goals = { open: 0, hidden: 0 };

type Goal = NonNullable<FormDetailOut['agreements'][number]['goal']>;

async function goalsOf(client: Client): Promise<Record<string, Goal | null | undefined>> {
  const res = await client.get(`${FORMS}${String(formId)}/`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.json<FormDetailOut>().agreements.map((a) => [a.title, a.goal]));
}

async function addGoal(title: string, employeeId: number, periodId: number, visibility: 'company' | 'private') {
  const [goal] = await db()
    .insert(s.agreements)
    .values({ companyId: 1, employeeId, periodId, title, status: 'in_progress', visibility, progress: 0.5 })
    .returning({ id: s.agreements.id });
  const [kr] = await db()
    .insert(s.keyResults)
    .values({
      companyId: 1,
      goalId: goal.id,
      name: 'Клиенты',
      unit: 'шт.',
      startValue: 0,
      targetValue: 10,
      currentValue: 5,
    })
    .returning({ id: s.keyResults.id });
  await db().update(s.agreements).set({ health: 'at_risk' }).where(eq(s.agreements.id, goal.id));
  for (const [i, at] of ['2030-01-10T09:00:00Z', '2030-01-03T09:00:00Z'].entries()) {
    const [ci] = await db()
      .insert(s.goalCheckIns)
      .values({
        companyId: 1,
        goalId: goal.id,
        at: new Date(at),
        health: i === 0 ? 'at_risk' : 'on_track',
        comment: `${title}: отметка ${String(2 - i)}`,
        progressBefore: i === 0 ? 0.3 : 0,
        progressAfter: i === 0 ? 0.5 : 0.3,
      })
      .returning({ id: s.goalCheckIns.id });
    await db()
      .insert(s.goalCheckInValues)
      .values({ checkInId: ci.id, keyResultId: kr.id, valueBefore: i === 0 ? 3 : 0, valueAfter: i === 0 ? 5 : 3 });
  }
  await db().insert(s.formAgreementItems).values({ companyId: 1, formId, agreementId: goal.id });
  return goal.id;
}

beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
  formId = await freshForm(ctx, admin);
  const [form] = await db().select().from(s.assessmentForms).where(eq(s.assessmentForms.id, formId));
  const anna = await eipOf(ctx, DEMO_LOGINS.employee);
  goals.open = await addGoal('Открытая цель', anna, form.periodId, 'company');
  goals.hidden = await addGoal('Скрытая цель', anna, form.periodId, 'private');
});

describe('the review form’s goals', () => {
  it('shows each goal’s final progress, health and check-ins, oldest first, with their values', async () => {
    const shown = await goalsOf(employee);
    expect(shown['Открытая цель']).toEqual({
      progress: 0.5,
      health: 'at_risk',
      check_ins: [
        expect.objectContaining({
          at: '2030-01-03T09:00:00.000Z',
          health: 'on_track',
          comment: 'Открытая цель: отметка 1',
          progress_before: 0,
          progress_after: 0.3,
          values: [expect.objectContaining({ name: 'Клиенты', unit: 'шт.', value_before: 0, value_after: 3 })],
        }),
        expect.objectContaining({ at: '2030-01-10T09:00:00.000Z', comment: 'Открытая цель: отметка 2' }),
      ],
    });
    expect(shown['Скрытая цель']?.check_ins).toHaveLength(2);
  });

  it('shows a private goal to its owner, their manager and admins, and not to a delegate who may not see it', async () => {
    expect((await goalsOf(manager))['Скрытая цель']?.health).toBe('at_risk');
    expect((await goalsOf(admin))['Скрытая цель']?.health).toBe('at_risk');
    const delegate = await eipOf(ctx, 'kuznetsova@demo.example');
    await db().update(s.assessmentForms).set({ reviewerId: delegate }).where(eq(s.assessmentForms.id, formId));
    const shown = await goalsOf(await signInAs(ctx, 'kuznetsova@demo.example'));
    expect(shown['Скрытая цель']).toBeNull();
    expect(shown['Открытая цель']?.check_ins).toHaveLength(2);
  });
});
