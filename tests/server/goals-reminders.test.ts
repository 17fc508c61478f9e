import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { runGoalSchedule } from '../../server/src/modules/notifications/scheduler.ts';
import { deliverDue, siteUrlOf } from '../../server/src/modules/notifications/worker.ts';
import { useApp } from './helpers.ts';
import { ACTIVE_PERIOD, departmentOf, eipOf, periodOf, PAST_PERIOD } from './structure-helpers.ts';

const ctx = useApp();
const db = () => ctx.database.db;
const log = { error: () => undefined, warn: () => undefined, info: () => undefined };

type Goal = {
  ownerKind?: 'person' | 'department' | 'company';
  employeeId?: number;
  departmentId?: number;
  periodId: number;
};

async function addGoal(title: string, goal: Goal, more: Partial<typeof s.agreements.$inferInsert> = {}) {
  const [row] = await db()
    .insert(s.agreements)
    .values({
      companyId: 1,
      title,
      status: 'in_progress',
      createdAt: new Date('2031-03-01T08:00:00Z'),
      ...goal,
      ...more,
    })
    .returning({ id: s.agreements.id });
  return row.id;
}

async function userOf(eipId: number): Promise<number> {
  const [row] = await db()
    .select({ userId: s.employeeInPositions.userId })
    .from(s.employeeInPositions)
    .where(eq(s.employeeInPositions.id, eipId));
  return row.userId;
}

/** The goal reminders of the goals named, as `day goal-title recipient-user window`. */
async function reminders(ids: number[]) {
  const rows = await db()
    .select()
    .from(s.notifications)
    .where(like(s.notifications.key, 'goal_check_in:%'))
    .orderBy(s.notifications.createdAt, s.notifications.key);
  return rows.filter((n) => ids.some((id) => n.key.startsWith(`goal_check_in:${id}:`)));
}

describe('reminders to check in on goals', () => {
  const clock = new ManualClock('2031-03-01T06:00:00Z');
  const g = { person: 0, department: 0, company: 0, private: 0, draft: 0, closed: 0 };
  let anna = 0;
  let head = 0;
  let admins: number[] = [];

  beforeAll(async () => {
    const current = await periodOf(ctx, ACTIVE_PERIOD);
    const past = await periodOf(ctx, PAST_PERIOD);
    const annaEip = await eipOf(ctx, 'employee@demo.example');
    const dev = await departmentOf(ctx, 'Разработка');
    const [department] = await db().select().from(s.departments).where(eq(s.departments.id, dev));
    anna = await userOf(annaEip);
    head = await userOf(department.headId ?? 0);
    g.person = await addGoal('Личная цель', { employeeId: annaEip, periodId: current });
    g.department = await addGoal('Цель отдела', { ownerKind: 'department', departmentId: dev, periodId: current });
    g.company = await addGoal('Цель компании', { ownerKind: 'company', periodId: current });
    admins = (
      await db()
        .select({ userId: s.memberships.userId })
        .from(s.memberships)
        .where(and(eq(s.memberships.companyId, 1), eq(s.memberships.isAdmin, true)))
    ).map((m) => m.userId);
    g.private = await addGoal('Личная скрытая', { employeeId: annaEip, periodId: current }, { visibility: 'private' });
    g.draft = await addGoal('Черновик', { employeeId: annaEip, periodId: current }, { status: 'new' });
    g.closed = await addGoal('Прошлый период', { employeeId: annaEip, periodId: past });
    await db().update(s.assessmentPeriods).set({ status: 'closed' }).where(eq(s.assessmentPeriods.id, past));
    await db()
      .insert(s.notificationSettings)
      .values({ userId: head, mailOff: ['goal_check_in'] })
      .onConflictDoUpdate({ target: s.notificationSettings.userId, set: { mailOff: ['goal_check_in'] } });

    while (clock.now() < new Date('2031-03-20T00:00:00Z')) {
      if (clock.now().toISOString().startsWith('2031-03-10')) {
        await db().update(s.agreements).set({ lastCheckInAt: clock.now() }).where(eq(s.agreements.id, g.person));
      }
      // Two runs at once and a third later the same day: each window is reminded once.
      await Promise.all([runGoalSchedule(db(), clock), runGoalSchedule(db(), clock)]);
      clock.advanceMs(3_600_000);
      await runGoalSchedule(db(), clock);
      clock.set(new Date(clock.now().getTime() + 23 * 3_600_000));
    }
  }, 60_000);

  it('reminds each active goal’s owner once a cadence without a check-in, starting over after one', async () => {
    const rows = await reminders(Object.values(g));
    const lines = rows.map((n) => `${n.createdAt.toISOString().slice(0, 10)} ${String(n.data.goal_title)} ${n.userId}`);
    expect(admins.length).toBeGreaterThan(0);
    const company = (day: string) => admins.map((admin) => `${day} Цель компании ${admin}`);
    expect(lines.sort()).toEqual(
      [
        `2031-03-08 Личная скрытая ${anna}`,
        `2031-03-08 Личная цель ${anna}`,
        `2031-03-08 Цель отдела ${head}`,
        ...company('2031-03-08'),
        `2031-03-15 Личная скрытая ${anna}`,
        `2031-03-15 Цель отдела ${head}`,
        ...company('2031-03-15'),
        `2031-03-17 Личная цель ${anna}`,
      ].sort(),
    );
    const first = rows.filter((n) => n.key.startsWith(`goal_check_in:${g.person}:`));
    expect(first[0].link).toBe(`/c/1/goals/${g.person}/`);
    expect(first[0].data).toMatchObject({ goal_title: 'Личная цель', days_since: 7, day: '2031-03-01' });
    expect(rows.at(-1)?.data).toMatchObject({ days_since: 7, day: '2031-03-10' });
  });

  it('follows the company’s cadence', async () => {
    await db().update(s.companies).set({ goalCheckInDays: 2 }).where(eq(s.companies.id, 1));
    clock.set(new Date('2031-03-21T06:00:00Z'));
    await runGoalSchedule(db(), clock);
    const rows = await reminders([g.person]);
    expect(rows.at(-1)?.key).toBe(`goal_check_in:${g.person}:${anna}:2031-03-10:5`);
    await db().update(s.companies).set({ goalCheckInDays: 7 }).where(eq(s.companies.id, 1));
  });

  it('mails each reminder unless its recipient turned this kind’s mail off', async () => {
    await deliverDue(db(), clock, null, { maxAttempts: 3, siteUrl: siteUrlOf(ctx.config), log, batch: 500 });
    const rows = await reminders(Object.values(g));
    const statuses = new Set(rows.map((n) => `${n.userId === head ? 'head' : 'owner'} ${n.mailStatus}`));
    expect([...statuses].sort()).toEqual(['head off', 'owner kept']);
    const mail = rows.find((n) => n.userId === anna && n.mailStatus === 'kept');
    expect(mail?.subject).toMatch(/^Пора отметить прогресс по цели «Личн/);
    expect(mail?.bodyText).toContain(`/c/1/goals/`);
  });

  it('leaves drafts, closed periods and other kinds of notices alone', async () => {
    expect(await reminders([g.draft, g.closed])).toEqual([]);
    const [counted] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.notifications)
      .where(like(s.notifications.key, `goal_check_in:${g.person}:%`));
    expect(counted.n).toBe(3);
  });

  it('counts the days in the owner’s own time zone', async () => {
    const annaEip = await eipOf(ctx, 'employee@demo.example');
    const current = await periodOf(ctx, ACTIVE_PERIOD);
    const zoned = await addGoal(
      'Цель во Владивостоке',
      { employeeId: annaEip, periodId: current },
      { createdAt: new Date('2031-04-01T20:30:00Z') },
    );
    const set = (timeZone: string | null) =>
      db()
        .insert(s.notificationSettings)
        .values({ userId: anna, timeZone })
        .onConflictDoUpdate({ target: s.notificationSettings.userId, set: { timeZone } });
    await set('Asia/Vladivostok');
    // Made at 06:30 on April 2 in Vladivostok: a week is up at midnight between April 8 and 9 there.
    clock.set(new Date('2031-04-08T13:30:00Z'));
    await runGoalSchedule(db(), clock);
    expect(await reminders([zoned])).toEqual([]);
    clock.set(new Date('2031-04-08T14:30:00Z'));
    await runGoalSchedule(db(), clock);
    const [reminder] = await reminders([zoned]);
    expect(reminder.data).toMatchObject({ days_since: 7, day: '2031-04-02' });
    await set(null);
  });
});
