import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { signIn, signInAs, useApp, type Client, type TestContext } from './helpers.ts';

/** The notifications of a company, under its path. */
export const notificationsOf = (companyId: number) => `/api/companies/companies/${String(companyId)}/notifications/`;

export const ROLES = ['admin', 'manager', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** The demo company's three roles, the second company's admin (director) and one of its employees (worker). */
export type People = {
  clients: Record<Role, Client>;
  director: Client;
  ids: Record<Role | 'director' | 'worker', number>;
};

async function userIdOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email));
  return row.id;
}

/** Signs everyone in; the demo company's HR is made a plain member of the second company as well. */
export async function signInPeople(ctx: TestContext): Promise<People> {
  const people: People = {
    clients: {
      admin: await signIn(ctx.app, 'admin'),
      manager: await signIn(ctx.app, 'manager'),
      employee: await signIn(ctx.app, 'employee'),
    },
    director: await signInAs(ctx, 'director@veter.example'),
    ids: {
      admin: await userIdOf(ctx, DEMO_LOGINS.admin),
      manager: await userIdOf(ctx, DEMO_LOGINS.manager),
      employee: await userIdOf(ctx, DEMO_LOGINS.employee),
      director: await userIdOf(ctx, 'director@veter.example'),
      worker: await userIdOf(ctx, 'worker1@veter.example'),
    },
  };
  await ctx.database.db.insert(s.memberships).values({ companyId: 2, userId: people.ids.admin, role: 'EMPLOYEE' });
  return people;
}

let seq = 0;
export type NoticeExtra = Partial<typeof s.notifications.$inferInsert>;

/**
 * A notification as the events and the worker leave it (a notice in the app and its mail in the outbox),
 * each a minute after the one before.
 */
export async function addNotice(
  ctx: TestContext,
  userId: number,
  companyId: number,
  extra: NoticeExtra = {},
): Promise<number> {
  seq += 1;
  const createdAt = new Date(Date.parse('2030-03-01T00:00:00Z') + seq * 60_000);
  const [row] = await ctx.database.db
    .insert(s.notifications)
    .values({
      companyId,
      userId,
      kind: 'self_open',
      key: `test:${String(seq)}`,
      data: { employee_name: 'Анна Смирнова', period_name: 'Весна', deadline: '2030-03-10' },
      link: `/c/${String(companyId)}/performance-review/employee-dashboard/form/?id=${String(seq)}`,
      createdAt,
      nextAttemptAt: createdAt,
      subject: `Тема ${String(seq)}`,
      mailTo: `user${String(userId)}@example.test`,
      ...extra,
    })
    .returning({ id: s.notifications.id });
  return row.id;
}

export async function noticeRow(ctx: TestContext, id: number): Promise<typeof s.notifications.$inferSelect> {
  const [row] = await ctx.database.db.select().from(s.notifications).where(eq(s.notifications.id, id));
  return row;
}

/**
 * The app on a manual clock, everyone signed in, and no notification left over from the test before: each
 * test writes the notices it reads.
 */
export function useNotificationsApp() {
  const clock = new ManualClock('2030-03-02T09:00:00Z');
  const ctx = useApp({}, { clock });
  const signedIn: { people?: People } = {};
  beforeAll(async () => {
    signedIn.people = await signInPeople(ctx);
  });
  beforeEach(async () => {
    await ctx.database.db.delete(s.notifications);
  });
  return {
    ctx,
    clock,
    addNotice: (userId: number, companyId: number, extra?: NoticeExtra) => addNotice(ctx, userId, companyId, extra),
    notice: (id: number) => noticeRow(ctx, id),
    people: (): People => {
      if (!signedIn.people) throw new Error('People are signed in before the tests run.');
      return signedIn.people;
    },
  };
}
