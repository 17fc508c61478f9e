import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { runOneOnOneSchedule } from '../../server/src/modules/notifications/scheduler.ts';
import { useApp } from './helpers.ts';
import { eipOf } from './structure-helpers.ts';

const ctx = useApp();
const db = () => ctx.database.db;

async function userOf(eipId: number): Promise<number> {
  const [row] = await db()
    .select({ userId: s.employeeInPositions.userId })
    .from(s.employeeInPositions)
    .where(eq(s.employeeInPositions.id, eipId));
  return row.userId;
}

/** A series of the manager and the report with one meeting at `at`. */
async function meetingOn(at: string, managerId: number, reportId: number) {
  const [series] = await db()
    .insert(s.oneOnOneSeries)
    .values({ companyId: 1, managerId, reportId, nextMeetingAt: new Date(at) })
    .returning();
  const [meeting] = await db()
    .insert(s.oneOnOneMeetings)
    .values({ companyId: 1, seriesId: series.id, scheduledAt: new Date(at) })
    .returning();
  return { series, meeting };
}

describe("one-on-ones' notices", () => {
  it('remind both people the day before a meeting and the owner of an item on its due day, once', async () => {
    // The demo's own 1:1s are left out: this test sets up its own days.
    await db().delete(s.oneOnOneSeries).where(eq(s.oneOnOneSeries.companyId, 1));
    const [anna, boss] = await Promise.all([eipOf(ctx, 'employee@demo.example'), eipOf(ctx, 'manager@demo.example')]);
    const { series, meeting } = await meetingOn('2031-05-02T09:00:00Z', boss, anna);
    const [item] = await db()
      .insert(s.oneOnOneActionItems)
      .values({
        companyId: 1,
        seriesId: series.id,
        meetingId: meeting.id,
        firstMeetingId: meeting.id,
        ownerId: anna,
        text: 'План развития',
        dueDate: '2031-05-01',
      })
      .returning();

    const clock = new ManualClock('2031-05-01T06:00:00Z');
    expect(await runOneOnOneSchedule(db(), clock)).toEqual({ prepare: 2, due: 1 });
    expect(await runOneOnOneSchedule(db(), clock)).toEqual({ prepare: 0, due: 0 });
    const prepared = await db().select().from(s.notifications).where(like(s.notifications.key, 'one_on_one_prepare:%'));
    expect(prepared.map((n) => n.userId).sort()).toEqual([await userOf(anna), await userOf(boss)].sort());
    expect(prepared[0].data).toMatchObject({ day: '2031-05-02' });
    const [due] = await db().select().from(s.notifications).where(like(s.notifications.key, 'one_on_one_action_due:%'));
    expect(due).toMatchObject({ userId: await userOf(anna), data: { item_text: 'План развития', day: '2031-05-01' } });

    await db().update(s.oneOnOneActionItems).set({ done: true }).where(eq(s.oneOnOneActionItems.id, item.id));
    clock.set('2031-05-02T06:00:00Z');
    expect(await runOneOnOneSchedule(db(), clock)).toEqual({ prepare: 0, due: 0 });
  });
  it('go by each person’s own time zone: the day before in Vladivostok comes before Kaliningrad’s', async () => {
    await db().delete(s.oneOnOneSeries).where(eq(s.oneOnOneSeries.companyId, 1));
    await db().delete(s.notifications).where(like(s.notifications.key, 'one_on_one_%'));
    const [anna, boss] = await Promise.all([eipOf(ctx, 'employee@demo.example'), eipOf(ctx, 'manager@demo.example')]);
    const zones: [number, string][] = [
      [await userOf(anna), 'Europe/Kaliningrad'],
      [await userOf(boss), 'Asia/Vladivostok'],
    ];
    for (const [userId, timeZone] of zones)
      await db()
        .insert(s.notificationSettings)
        .values({ userId, timeZone })
        .onConflictDoUpdate({ target: s.notificationSettings.userId, set: { timeZone } });
    const { series, meeting } = await meetingOn('2031-05-02T09:00:00Z', boss, anna);
    await db().insert(s.oneOnOneActionItems).values({
      companyId: 1,
      seriesId: series.id,
      meetingId: meeting.id,
      firstMeetingId: meeting.id,
      ownerId: anna,
      text: 'Отчёт',
      dueDate: '2031-05-01',
    });
    const prepared = async () =>
      (await db().select().from(s.notifications).where(like(s.notifications.key, 'one_on_one_prepare:%'))).map(
        (n) => n.userId,
      );

    // 21:30 UTC on April 30: May 1, 07:30 in Vladivostok (the meeting is tomorrow there), 23:30 in Kaliningrad.
    const clock = new ManualClock('2031-04-30T21:30:00Z');
    expect(await runOneOnOneSchedule(db(), clock)).toEqual({ prepare: 1, due: 0 });
    expect(await prepared()).toEqual([await userOf(boss)]);
    // An hour later it is May 1 in Kaliningrad: her item is due, and the meeting is tomorrow for her too.
    clock.set('2031-04-30T22:30:00Z');
    expect(await runOneOnOneSchedule(db(), clock)).toEqual({ prepare: 1, due: 1 });
    expect((await prepared()).sort()).toEqual([await userOf(anna), await userOf(boss)].sort());
    await db()
      .update(s.notificationSettings)
      .set({ timeZone: null })
      .where(eq(s.notificationSettings.userId, await userOf(anna)));
    await db()
      .update(s.notificationSettings)
      .set({ timeZone: null })
      .where(eq(s.notificationSettings.userId, await userOf(boss)));
  });
});
