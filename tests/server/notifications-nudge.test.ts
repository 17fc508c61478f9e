import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import type { NudgeOut } from '../../server/src/modules/notifications/nudge.schemas.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { scheduleFixtures } from './schedule-fixtures.ts';
import { C1, C2, departmentOf, OTHER_ADMIN } from './structure-helpers.ts';

const clock = new ManualClock('2031-03-15T08:00:00Z');
const ctx = useApp({}, { clock });
const db = () => ctx.database.db;
const { position, notices, addPeriod, addForm } = scheduleFixtures(ctx);
const NUDGE = `${C1}/notifications/nudge/`;

/** The fields a 400 names, each with its codes. */
const codesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(json<{ codes: Record<string, { code: string }[]> }>(res).codes).map(([f, e]) => [
      f,
      e.map((x) => x.code),
    ]),
  );

/** The nudges queued so far, one line each: the day, to whom, about whose form, the days overdue. */
async function nudges(): Promise<string[]> {
  return (await notices())
    .filter((n) => n.kind === 'nudge')
    .map((n) => [n.day, n.to, n.about, n.data.days_over].join(' '));
}

let admin: Client;
let period = 0;
let frontend = 0;
let egorovaForm = 0;

async function nudge(body: Record<string, unknown>, as = admin): Promise<NudgeOut> {
  const res = await as.post(NUDGE, body);
  expect(res.statusCode, res.body).toBe(200);
  return json<NudgeOut>(res);
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  // Self deadline on the 5th, the manager's on the 10th, feedback's on the 30th; today is the 15th.
  period = await addPeriod(1, 'Напоминания HR', ['2031-03-01', '2031-03-05', '2031-03-10', '2031-03-30', '2031-04-15']);
  await addForm(1, period, 'employee', 'manager', 'SELF');
  await addForm(1, period, 'petrov', 'manager', 'MANAGER');
  egorovaForm = await addForm(1, period, 'egorova', 'orlov', 'MANAGER');
  await addForm(1, period, 'sorokina', null, 'SELF');
  await addForm(1, period, 'romanov', 'kuznetsova', 'FEEDBACK');
  await addForm(1, period, 'gusev', 'kuznetsova', 'COMPLETE');
  frontend = await departmentOf(ctx, 'Фронтенд');
});

describe('HR nudges whoever holds an overdue form', () => {
  it('tells the holder of each overdue form of a department (and its sub-departments) once', async () => {
    expect(await nudge({ period, department: frontend })).toEqual({ sent: 1, skipped: 0 });
    expect(await nudges()).toEqual(['2031-03-15 orlov egorova 5']);
    const [row] = await db().select().from(s.notifications).where(eq(s.notifications.kind, 'nudge'));
    // One row is both the in-app notice and the mail's outbox entry.
    expect(row).toMatchObject({ formId: egorovaForm, readAt: null, mailStatus: 'pending' });
    expect(row.key).toBe(`nudge:${egorovaForm}:${row.userId}:2031-03-15`);
    expect(row.data).toMatchObject({ employee_name: 'Ксения Егорова', stage: 'MANAGER', deadline: '2031-03-10' });
  });

  it('nudges the rest of the period and counts the form nudged today as skipped, even with a new holder', async () => {
    // The form changed hands since: its new reviewer is not nudged again today.
    await db()
      .update(s.assessmentForms)
      .set({ reviewerId: await position('manager') })
      .where(eq(s.assessmentForms.id, egorovaForm));
    expect(await nudge({ period })).toEqual({ sent: 3, skipped: 1 });
    expect((await nudges()).sort()).toEqual([
      '2031-03-15 employee employee 10',
      '2031-03-15 manager petrov 5',
      '2031-03-15 orlov egorova 5',
      '2031-03-15 sorokina sorokina 10',
    ]);
  });

  it('sends nothing more the same day, however often HR asks, at once or one after another', async () => {
    const both = await Promise.all([nudge({ period }), nudge({ period, department: null })]);
    expect(both).toEqual([
      { sent: 0, skipped: 4 },
      { sent: 0, skipped: 4 },
    ]);
    expect(await nudges()).toHaveLength(4);
  });

  it('nudges again the next day, each form once even when two requests come together', async () => {
    clock.advanceDays(1);
    const both = await Promise.all([nudge({ period }), nudge({ period })]);
    expect(both.map((r) => r.sent + r.skipped)).toEqual([4, 4]);
    expect(both[0].sent + both[1].sent).toBe(4);
    expect((await nudges()).filter((n) => n.startsWith('2031-03-16')).sort()).toEqual([
      '2031-03-16 employee employee 11',
      '2031-03-16 manager egorova 6',
      '2031-03-16 manager petrov 6',
      '2031-03-16 sorokina sorokina 11',
    ]);
  });
});

describe('who may nudge, and what', () => {
  it('is refused to managers and employees, and changes nothing', async () => {
    const before = await nudges();
    clock.advanceDays(1);
    for (const role of ['manager', 'employee'] as const) {
      const res = await (await signIn(ctx.app, role)).post(NUDGE, { period });
      expect(res.statusCode, role).toBe(403);
    }
    expect(await nudges()).toEqual(before);
  });

  it("answers 404 for another company's period or department", async () => {
    const other = await signInAs(ctx, OTHER_ADMIN);
    expect((await other.post(`${C2}/notifications/nudge/`, { period })).statusCode).toBe(404);
    const [theirs] = await db().select().from(s.departments).where(eq(s.departments.companyId, 2)).limit(1);
    expect((await admin.post(NUDGE, { period, department: theirs.id })).statusCode).toBe(404);
    expect((await admin.post(NUDGE, { period: 2_000_000 })).statusCode).toBe(404);
  });

  it('answers 400 naming each bad field', async () => {
    expect(codesOf(await admin.post(NUDGE, {}))).toEqual({ period: ['required'] });
    const res = await admin.post(NUDGE, { period: 'all', department: -1, when: 'now' });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual({
      period: ['invalid_type'],
      department: ['min_value'],
      non_field_errors: ['unknown_field'],
    });
  });
});
