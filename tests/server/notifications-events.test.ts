import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { notifyMoved } from '../../server/src/modules/notifications/events.ts';
import type { NotificationListOut, UnreadOut } from '../../server/src/modules/notifications/notifications.schemas.ts';
import { FORMS, eipOf, fillEverything } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { notificationsOf } from './notifications-fixtures.ts';

const clock = new ManualClock('2030-04-01T08:00:00Z');
const ctx = useApp({}, { clock });
const PARTICIPANTS = '/api/companies/companies/1/performance_review/participants/';
const N1 = notificationsOf(1);
const DEADLINES = { SELF: '2030-04-10', MANAGER: '2030-04-20', FEEDBACK: '2030-04-30' } as const;

let admin: Client;
let manager: Client;
let employee: Client;
let orlov: Client;
const KUZNETSOVA = 'kuznetsova@demo.example';
const ORLOV = 'orlov@demo.example';

/** Everything queued about a form, oldest first, with the recipient's email. */
async function noticesOf(formId: number) {
  return ctx.database.db
    .select({
      kind: s.notifications.kind,
      to: s.users.email,
      key: s.notifications.key,
      data: s.notifications.data,
      link: s.notifications.link,
      createdAt: s.notifications.createdAt,
      mailStatus: s.notifications.mailStatus,
    })
    .from(s.notifications)
    .innerJoin(s.users, eq(s.users.id, s.notifications.userId))
    .where(eq(s.notifications.formId, formId))
    .orderBy(asc(s.notifications.id));
}

/** Who got what: `kind -> email` of the notices about a form queued since `from` of them. */
const sent = async (formId: number, from = 0) =>
  (await noticesOf(formId)).slice(from).map((n) => `${n.kind} -> ${n.to}`);

let periodSeq = 0;

/** The only active period of the demo company, each stage with a deadline of its own. */
async function freshPeriod(): Promise<{ id: number; name: string }> {
  periodSeq += 1;
  const db = ctx.database.db;
  await db
    .update(s.assessmentPeriods)
    .set({ status: 'draft' })
    .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.status, 'active')));
  const name = `Весна 2030, волна ${String(periodSeq)}`;
  const [period] = await db
    .insert(s.assessmentPeriods)
    .values({
      companyId: 1,
      name,
      startDate: '2030-04-01',
      selfDeadline: DEADLINES.SELF,
      managerDeadline: DEADLINES.MANAGER,
      feedbackDeadline: DEADLINES.FEEDBACK,
      endDate: '2030-05-31',
      status: 'active',
      formType: 'SMPL',
    })
    .returning();
  return { id: period.id, name };
}

/** The demo employee's form in a fresh period, launched by the admin, filled so that every move may go. */
async function launchedForm(): Promise<{ formId: number; periodName: string }> {
  const period = await freshPeriod();
  const res = await admin.post(FORMS, { period: period.id, employee: await eipOf(ctx, DEMO_LOGINS.employee) });
  expect(res.statusCode, res.body).toBe(201);
  const [formId] = json<LaunchOut>(res).form_ids;
  await fillEverything(ctx, formId);
  return { formId, periodName: period.name };
}

async function move(client: Client, formId: number, stage: string, reason = ''): Promise<number> {
  return (await client.patch(`${FORMS}${String(formId)}/transition/`, { stage, reason })).statusCode;
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  employee = await signIn(ctx.app, 'employee');
  orlov = await signInAs(ctx, ORLOV);
});

describe('launching a period', () => {
  it("tells each employee their self-assessment is open, with its deadline and their form's link", async () => {
    const period = await freshPeriod();
    const [department] = await ctx.database.db
      .select({ id: s.departments.id })
      .from(s.departments)
      .where(and(eq(s.departments.companyId, 1), eq(s.departments.name, 'Фронтенд')));
    clock.set('2030-04-01T09:30:00Z');
    const res = await admin.post(FORMS, { period: period.id, departments: [department.id] });
    expect(res.statusCode, res.body).toBe(201);
    const { form_ids: formIds } = json<LaunchOut>(res);
    expect(formIds).toHaveLength(5);
    const forms = await ctx.database.db
      .select({ id: s.assessmentForms.id, email: s.users.email, first: s.users.firstName, last: s.users.lastName })
      .from(s.assessmentForms)
      .innerJoin(s.employeeInPositions, eq(s.employeeInPositions.id, s.assessmentForms.employeeId))
      .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
      .where(inArray(s.assessmentForms.id, formIds));
    for (const form of forms) {
      const notices = await noticesOf(form.id);
      expect(notices.map((n) => `${n.kind} -> ${n.to}`)).toEqual([`self_open -> ${form.email}`]);
      expect(notices[0].data).toEqual({
        company_name: 'Демо Компания',
        employee_name: `${form.first} ${form.last}`,
        period_name: period.name,
        stage: 'SELF',
        deadline: DEADLINES.SELF,
      });
      expect(notices[0].link).toBe(`/c/1/performance-review/employee-dashboard/form/?id=${String(form.id)}`);
      expect(notices[0].createdAt.toISOString()).toBe('2030-04-01T09:30:00.000Z');
      expect(notices[0].mailStatus).toBe('pending');
    }
    // Launched again for the same people: nobody has a new form, nobody is told again.
    const again = await admin.post(FORMS, { period: period.id, departments: [department.id] });
    expect(json<LaunchOut>(again).created).toBe(0);
    for (const form of forms) expect(await noticesOf(form.id)).toHaveLength(1);
  });

  it('shows the employee the notice in the app, unread, linking to the form', async () => {
    const before = json<UnreadOut>(await employee.get(`${N1}unread_count/`)).count;
    const { formId, periodName } = await launchedForm();
    expect(json<UnreadOut>(await employee.get(`${N1}unread_count/`)).count).toBe(before + 1);
    const [newest] = json<NotificationListOut>(await employee.get(N1)).results;
    expect(newest).toMatchObject({
      kind: 'self_open',
      form_id: formId,
      link: `/c/1/performance-review/employee-dashboard/form/?id=${String(formId)}`,
      data: { employee_name: 'Анна Смирнова', period_name: periodName, deadline: DEADLINES.SELF },
      read_at: null,
    });
  });
});

describe('stage moves tell whoever must act now, never the one who moved', () => {
  it('walks a form through every stage, each notice with the deadline of the stage it is now in', async () => {
    const { formId, periodName } = await launchedForm();
    expect(await move(employee, formId, 'MANAGER')).toBe(200);
    expect(await sent(formId, 1)).toEqual([`to_review -> ${DEMO_LOGINS.manager}`]);
    // The same submit sent again is refused, and tells nobody anything.
    expect(await move(employee, formId, 'MANAGER')).toBe(409);
    expect(await noticesOf(formId)).toHaveLength(2);
    expect(await move(manager, formId, 'FEEDBACK')).toBe(200);
    expect(await move(manager, formId, 'COMPLETE')).toBe(200);
    expect(await move(manager, formId, 'COMPLETE')).toBe(409);
    expect(await sent(formId, 2)).toEqual([
      `feedback_open -> ${DEMO_LOGINS.employee}`,
      `complete -> ${DEMO_LOGINS.employee}`,
    ]);
    const notices = await noticesOf(formId);
    const common = { company_name: 'Демо Компания', employee_name: 'Анна Смирнова', period_name: periodName };
    expect(notices.map((n) => n.data)).toEqual([
      { ...common, stage: 'SELF', deadline: DEADLINES.SELF },
      { ...common, stage: 'MANAGER', deadline: DEADLINES.MANAGER },
      { ...common, stage: 'FEEDBACK', deadline: DEADLINES.FEEDBACK },
      { ...common, stage: 'COMPLETE', deadline: null },
    ]);
    const link = `/c/1/performance-review/employee-dashboard/form/?id=${String(formId)}`;
    expect(new Set(notices.map((n) => n.link))).toEqual(new Set([link]));
    expect(new Set(notices.map((n) => n.key)).size).toBe(notices.length);
  });

  it('queues a move once, whether two submits race or the same move is queued again', async () => {
    const { formId } = await launchedForm();
    const codes = await Promise.all([move(employee, formId, 'MANAGER'), move(employee, formId, 'MANAGER')]);
    expect(codes.sort()).toEqual([200, 409]);
    expect(await sent(formId, 1)).toEqual([`to_review -> ${DEMO_LOGINS.manager}`]);
    // A second server process, or a retried transaction, queueing the same move: the key is taken.
    const [user] = await ctx.database.db.select().from(s.users).where(eq(s.users.email, DEMO_LOGINS.employee));
    const same = { formId, from: 'SELF', to: 'MANAGER', reason: '', byUserId: user.id } as const;
    await ctx.database.db.transaction((tx) => notifyMoved(tx, clock.now(), same));
    expect(await noticesOf(formId)).toHaveLength(2);
  });

  it('shows the reviewer the form to assess in the app', async () => {
    const before = json<UnreadOut>(await manager.get(`${N1}unread_count/`)).count;
    const { formId } = await launchedForm();
    await move(employee, formId, 'MANAGER');
    expect(json<UnreadOut>(await manager.get(`${N1}unread_count/`)).count).toBe(before + 1);
    const [newest] = json<NotificationListOut>(await manager.get(`${N1}?unread=true`)).results;
    expect(newest).toMatchObject({ kind: 'to_review', form_id: formId, data: { employee_name: 'Анна Смирнова' } });
  });

  it('tells nobody when the reviewer skips the self-assessment: the reviewer is the one who moved', async () => {
    const { formId } = await launchedForm();
    expect(await move(manager, formId, 'MANAGER')).toBe(200);
    expect(await sent(formId, 1)).toEqual([]);
  });

  it('sends a form back with the reason, to the employee, each time anew', async () => {
    const { formId } = await launchedForm();
    await move(employee, formId, 'MANAGER');
    expect(await move(manager, formId, 'SELF', 'Добавьте результаты за квартал')).toBe(200);
    await move(employee, formId, 'MANAGER');
    expect(await move(admin, formId, 'SELF', 'Уточните оценки')).toBe(200);
    expect(await sent(formId, 1)).toEqual([
      `to_review -> ${DEMO_LOGINS.manager}`,
      `returned -> ${DEMO_LOGINS.employee}`,
      `to_review -> ${DEMO_LOGINS.manager}`,
      `returned -> ${DEMO_LOGINS.employee}`,
    ]);
    const returned = (await noticesOf(formId)).filter((n) => n.kind === 'returned');
    expect(returned.map((n) => [n.data.reason, n.data.stage, n.data.deadline])).toEqual([
      ['Добавьте результаты за квартал', 'SELF', DEADLINES.SELF],
      ['Уточните оценки', 'SELF', DEADLINES.SELF],
    ]);
    expect(returned[0].key).not.toBe(returned[1].key);
  });

  it('sends a form back from FEEDBACK to the reviewer, and a reopened one to both, with the reason', async () => {
    const { formId } = await launchedForm();
    await move(employee, formId, 'MANAGER');
    await move(manager, formId, 'FEEDBACK');
    const before = (await noticesOf(formId)).length;
    expect(await move(admin, formId, 'MANAGER', 'Пересмотрите итоговую оценку')).toBe(200);
    expect(await sent(formId, before)).toEqual([`returned -> ${DEMO_LOGINS.manager}`]);
    await move(manager, formId, 'FEEDBACK');
    await move(manager, formId, 'COMPLETE');
    const done = (await noticesOf(formId)).length;
    expect(await move(admin, formId, 'FEEDBACK', 'Сотрудник не согласен с итогом')).toBe(200);
    const reopened = (await noticesOf(formId)).slice(done);
    expect(reopened.map((n) => `${n.kind} -> ${n.to}`).sort()).toEqual([
      `reopened -> ${DEMO_LOGINS.employee}`,
      `reopened -> ${DEMO_LOGINS.manager}`,
    ]);
    for (const n of reopened) {
      expect(n.data).toMatchObject({
        reason: 'Сотрудник не согласен с итогом',
        stage: 'FEEDBACK',
        deadline: DEADLINES.FEEDBACK,
      });
    }
    // The same reopen sent again: the form is no longer complete, nothing more is queued.
    expect(await move(admin, formId, 'FEEDBACK', 'Сотрудник не согласен с итогом')).toBe(409);
    expect(await noticesOf(formId)).toHaveLength(done + 2);
  });
});

describe('hand-overs', () => {
  const delegate = (client: Client, formId: number, to: number) =>
    client.post(`${PARTICIPANTS}delegation/`, { form_ids: [formId], to });

  it('tells the new reviewer and the one relieved, and a revoke both again', async () => {
    const { formId } = await launchedForm();
    await move(employee, formId, 'MANAGER');
    const ids = { orlov: await eipOf(ctx, ORLOV), kuznetsova: await eipOf(ctx, KUZNETSOVA) };
    // The manager hands their own review over: the delegate is told, the manager who did it is not.
    let from = (await noticesOf(formId)).length;
    expect((await delegate(manager, formId, ids.orlov)).statusCode).toBe(200);
    expect(await sent(formId, from)).toEqual([`delegated -> ${ORLOV}`]);
    // Handed to the reviewer it already has: nothing changes and nobody is told.
    expect(json(await delegate(admin, formId, ids.orlov))).toMatchObject({ delegated: 0 });
    expect(await noticesOf(formId)).toHaveLength(from + 1);
    from += 1;
    expect((await delegate(admin, formId, ids.kuznetsova)).statusCode).toBe(200);
    expect(await sent(formId, from)).toEqual([`delegated -> ${KUZNETSOVA}`, `relieved -> ${ORLOV}`]);
    const handed = (await noticesOf(formId)).slice(from);
    for (const n of handed) expect(n.data).toMatchObject({ reviewer_name: 'Светлана Кузнецова', stage: 'MANAGER' });
    from += 2;
    expect((await admin.post(`${PARTICIPANTS}delegation/revoke/`, { form_ids: [formId] })).statusCode).toBe(200);
    expect(await sent(formId, from)).toEqual([`delegated -> ${ORLOV}`, `relieved -> ${KUZNETSOVA}`]);
    for (const n of (await noticesOf(formId)).slice(from)) {
      expect(n.data).toMatchObject({ reviewer_name: 'Павел Орлов', deadline: DEADLINES.MANAGER });
    }
    // Orlov now holds it again, and sees it in the app.
    const [newest] = json<NotificationListOut>(await orlov.get(N1)).results;
    expect(newest).toMatchObject({ kind: 'delegated', form_id: formId });
    const keys = (await noticesOf(formId)).map((n) => n.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
