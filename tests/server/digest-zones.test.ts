import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { composeDigests } from '../../server/src/modules/notifications/worker.ts';
import { useApp } from './helpers.ts';

const clock = new ManualClock('2031-05-01T15:30:00Z');
const ctx = useApp({}, { clock });
const db = () => ctx.database.db;

describe('the daily digest in the reader’s time zone', () => {
  it('gathers a day’s notices once that day is over where the reader lives', async () => {
    const [manager] = await db().select().from(s.users).where(eq(s.users.email, DEMO_LOGINS.manager));
    await db()
      .insert(s.notificationSettings)
      .values({ userId: manager.id, digest: true, timeZone: 'Asia/Vladivostok' })
      .onConflictDoUpdate({
        target: s.notificationSettings.userId,
        set: { digest: true, timeZone: 'Asia/Vladivostok' },
      });
    // Written at 01:30 on May 2 in Vladivostok (still May 1 in UTC), held for the digest.
    await db()
      .insert(s.notifications)
      .values({
        companyId: 1,
        userId: manager.id,
        kind: 'reminder',
        key: 'digest-zone:1',
        data: { employee_name: 'Анна Смирнова' },
        mailStatus: 'digest',
        createdAt: clock.now(),
        nextAttemptAt: clock.now(),
      });
    // 23:30 on May 2 there: the day is not over yet.
    clock.set('2031-05-02T13:30:00Z');
    expect(await composeDigests(db(), clock)).toBe(0);
    // 00:30 on May 3 there: May 2's digest.
    clock.set('2031-05-02T14:30:00Z');
    expect(await composeDigests(db(), clock)).toBe(1);
    expect(await composeDigests(db(), clock)).toBe(0);
    const [digest] = await db()
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.userId, manager.id), eq(s.notifications.kind, 'digest')));
    expect(digest.key).toBe(`digest:${String(manager.id)}:1:2031-05-02`);
    expect(digest.data).toMatchObject({ day: '2031-05-02', total: 1 });
  });
});
