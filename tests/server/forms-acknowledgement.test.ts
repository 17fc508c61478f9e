import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { acknowledgementOut, type MoveOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { FORMS, acknowledge, fillEverything, freshForm, setStage, type FormBody } from './forms-fixtures.ts';

// freshForm's periods end their feedback stage on the first of a month of 2030 (forms-fixtures.ts).
const clock = new ManualClock('2030-01-01T00:00:00Z');
const ctx = useApp({}, { clock });
type Who = 'employee' | 'reviewer' | 'admin' | 'stranger';
let clients: Record<Who, Client>;

beforeAll(async () => {
  clients = {
    employee: await signIn(ctx.app, 'employee'),
    reviewer: await signIn(ctx.app, 'manager'),
    admin: await signIn(ctx.app, 'admin'),
    // The admin of the second company.
    stranger: await signInAs(ctx, 'director@veter.example'),
  };
});

/** A form at FEEDBACK with the manager's part done and the employee's answer still empty. */
async function awaitingAnswer(): Promise<{ id: number; deadline: string }> {
  const id = await freshForm(ctx, clients.admin);
  await fillEverything(ctx, id);
  await ctx.database.db
    .update(s.formParticipantFeedbacks)
    .set({ agreement: null })
    .where(eq(s.formParticipantFeedbacks.formId, id));
  await setStage(ctx, id, 'FEEDBACK');
  const form = json<FormBody>(await clients.reviewer.get(`${FORMS}${String(id)}/`));
  clock.set(`${form.period.feedback_deadline}T12:00:00Z`);
  return { id, deadline: form.period.feedback_deadline };
}

const complete = (who: Who, id: number, reason = '') =>
  clients[who].patch(`${FORMS}${String(id)}/transition/`, { stage: 'COMPLETE', reason });

async function stageOf(id: number): Promise<string> {
  const [row] = await ctx.database.db.select().from(s.assessmentForms).where(eq(s.assessmentForms.id, id));
  return row.stage;
}

const formOf = async (who: Who, id: number) => json<FormBody>(await clients[who].get(`${FORMS}${String(id)}/`));

async function completeMove(who: Who, id: number): Promise<MoveOut | undefined> {
  return (await formOf(who, id)).available_transitions.find((move) => move.stage === 'COMPLETE');
}

describe('FEEDBACK -> COMPLETE waits for the employee, per role', () => {
  it('refuses the reviewer with a stable 409 until the employee answers, then lets them complete', async () => {
    const { id, deadline } = await awaitingAnswer();
    expect(await completeMove('reviewer', id)).toEqual({ stage: 'COMPLETE', reason_required: false, missing: [] });
    for (const who of ['reviewer', 'employee', 'admin'] as const)
      expect((await formOf(who, id)).acknowledgement).toEqual({ answered: false, deadline, deadline_passed: false });
    const refused = await complete('reviewer', id);
    expect(refused.statusCode).toBe(409);
    const body = json<{ code: string; detail: string; acknowledgement: unknown }>(refused);
    expect(body.code).toBe('acknowledgement_required');
    expect(acknowledgementOut.parse(body.acknowledgement)).toEqual({
      answered: false,
      deadline,
      deadline_passed: false,
    });
    expect(body.detail).toBe(
      'Сотрудник ещё не ответил на обратную связь. Завершить оценку можно после его ответа или когда пройдёт срок обратной связи.',
    );
    // A reason changes nothing for a reviewer.
    expect((await complete('reviewer', id, 'Срочно')).statusCode).toBe(409);
    expect(await stageOf(id)).toBe('FEEDBACK');

    // The agreement is the acknowledgement, the comment optional: disagreeing counts too.
    expect((await acknowledge(clients.employee, id, 'DISAGREE')).statusCode).toBe(200);
    expect((await formOf('reviewer', id)).acknowledgement?.answered).toBe(true);
    expect((await complete('reviewer', id)).statusCode).toBe(200);
    expect(await stageOf(id)).toBe('COMPLETE');
    expect((await formOf('employee', id)).acknowledgement).toBeNull();
  });

  it('lets an admin complete without the answer only with a reason, kept in the history and the notice', async () => {
    const { id } = await awaitingAnswer();
    expect(await completeMove('admin', id)).toMatchObject({ reason_required: true });
    const bare = await complete('admin', id, '   ');
    expect(bare.statusCode).toBe(400);
    expect(json(bare).codes).toEqual({ reason: [{ code: 'override_reason_required' }] });
    expect(await stageOf(id)).toBe('FEEDBACK');

    const done = await complete('admin', id, '  Сотрудник в длительном отпуске ');
    expect(done.statusCode, done.body).toBe(200);
    expect(json<FormBody>(done).transitions[0]).toMatchObject({
      from_stage: 'FEEDBACK',
      to_stage: 'COMPLETE',
      by: 'Елена Морозова',
      reason: 'Сотрудник в длительном отпуске',
    });
    const [notice] = await ctx.database.db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.formId, id), eq(s.notifications.kind, 'complete')));
    expect(notice.data).toMatchObject({ stage: 'COMPLETE', reason: 'Сотрудник в длительном отпуске' });
  });

  it('asks an admin for no reason once the employee has answered', async () => {
    const { id } = await awaitingAnswer();
    expect((await acknowledge(clients.employee, id)).statusCode).toBe(200);
    expect(await completeMove('admin', id)).toMatchObject({ reason_required: false });
    expect((await complete('admin', id)).statusCode).toBe(200);
  });

  it('never lets the employee complete, and hides the form from another company', async () => {
    const { id } = await awaitingAnswer();
    expect((await acknowledge(clients.employee, id)).statusCode).toBe(200);
    const own = await complete('employee', id);
    expect(own.statusCode).toBe(403);
    expect(json(own).code).toBe('transition_forbidden');
    const other = await clients.stranger.patch(
      `/api/companies/companies/2/performance_review/assessment_forms/${String(id)}/transition/`,
      { stage: 'COMPLETE', reason: 'Причина' },
    );
    expect(other.statusCode).toBe(404);
    expect(await stageOf(id)).toBe('FEEDBACK');
  });

  it('waits for nobody once the feedback deadline has passed where the employee is (Moscow by default)', async () => {
    const { id, deadline } = await awaitingAnswer();
    // 23:59:59 in Moscow on the deadline day, then its midnight.
    clock.set(`${deadline}T20:59:59Z`);
    expect((await complete('reviewer', id)).statusCode).toBe(409);
    clock.set(`${deadline}T21:00:00Z`);
    expect((await formOf('employee', id)).acknowledgement).toMatchObject({ answered: false, deadline_passed: true });
    expect(await completeMove('admin', id)).toMatchObject({ reason_required: false });
    expect((await complete('reviewer', id)).statusCode).toBe(200);
  });

  it('counts the deadline in the employee’s own time zone, not the reviewer’s', async () => {
    const { id, deadline } = await awaitingAnswer();
    const [employee] = await ctx.database.db.select().from(s.users).where(eq(s.users.email, DEMO_LOGINS.employee));
    await ctx.database.db
      .insert(s.notificationSettings)
      .values({ userId: employee.id, timeZone: 'Asia/Vladivostok' })
      .onConflictDoUpdate({ target: s.notificationSettings.userId, set: { timeZone: 'Asia/Vladivostok' } });
    // 00:30 on the next day in Vladivostok, still the deadline day in Moscow.
    clock.set(`${deadline}T14:30:00Z`);
    expect((await formOf('reviewer', id)).acknowledgement).toMatchObject({ deadline_passed: true });
    expect((await complete('reviewer', id)).statusCode).toBe(200);
    await ctx.database.db
      .update(s.notificationSettings)
      .set({ timeZone: null })
      .where(eq(s.notificationSettings.userId, employee.id));
  });
});
