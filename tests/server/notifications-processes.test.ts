import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../server/src/app.ts';
import { dayOf, ManualClock } from '../../server/src/clock.ts';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { Mailer } from '../../server/src/modules/notifications/mailer.ts';
import { queueFormNotices } from '../../server/src/modules/notifications/queue.ts';
import {
  createNotifications,
  type NotificationsRunner,
  type TickResult,
} from '../../server/src/modules/notifications/runner.ts';
import { DEFAULT_LEASE_MS, deliverDue } from '../../server/src/modules/notifications/worker.ts';
import { FORMS } from './forms-fixtures.ts';
import { freshDatabase } from '../templates.ts';
import { signIn, testConfig } from './helpers.ts';
import { SmtpSink } from './smtp-sink.ts';

/**
 * Two server processes on one database, each with its own scheduler and mail worker, run their rounds at
 * the same moment. On PostgreSQL each has its own connection pool, as two processes would; without
 * DATABASE_URL both share one embedded database, so the test still runs rather than being skipped.
 */
const DAY_MS = 86_400_000;
const clock = new ManualClock(`${dayOf(new Date())}T06:00:00Z`);
const sink = new SmtpSink();
const apps: FastifyInstance[] = [];
const databases: Database[] = [];
let drop: () => Promise<void> = () => Promise.resolve();
let db: Database['db'];

const runnerOf = (app: FastifyInstance): NotificationsRunner =>
  app.notificationsRunner ?? expect.fail('the notifications runner is off');

/** Both processes run a round at the same moment; what each one delivered. */
async function together(): Promise<TickResult[]> {
  return Promise.all(apps.map((app) => runnerOf(app).tick()));
}

beforeAll(async () => {
  await sink.start(0);
  const fresh = await freshDatabase(true);
  drop = fresh.drop;
  databases.push(fresh.database);
  if (fresh.url) databases.push(await openDatabase({ url: fresh.url }));
  db = databases[0].db;
  const config = testConfig({
    notifications: { run: true, intervalMs: 3_600_000, maxAttempts: 3 },
    mail: { smtpUrl: sink.url, from: 'review@example.com' },
  });
  for (const k of [0, 1]) {
    const database = databases[k] ?? databases[0];
    const app = await buildApp({ db: database.db, config, logger: false, clock });
    await app.ready();
    apps.push(app);
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await drop();
  await sink.stop();
});

const day = (offset: number) => dayOf(new Date(clock.now().getTime() + offset * DAY_MS));

describe('two server processes on one database', () => {
  it('deliver every notice exactly once while both run the scheduler and the worker at the same moment', async () => {
    // A period of two weeks launched for everyone: self-assessments open, then reminders, overdue notices,
    // escalations and the HR digest come from both schedulers as the days pass.
    await db.update(s.assessmentPeriods).set({ status: 'draft' }).where(eq(s.assessmentPeriods.status, 'active'));
    const [period] = await db
      .insert(s.assessmentPeriods)
      .values({
        companyId: 1,
        name: 'Оценка процессов',
        startDate: day(0),
        selfDeadline: day(3),
        managerDeadline: day(6),
        feedbackDeadline: day(9),
        endDate: day(12),
        status: 'active',
        formType: 'SMPL',
        overdueEveryDays: 1,
        escalateAfterDays: 1,
      })
      .returning();
    const admin = await signIn(apps[0], 'admin');
    const launched = await admin.post(FORMS, { period: period.id, all_employees: true });
    expect(launched.statusCode, launched.body).toBe(201);
    // One person reads a daily digest: both processes compose it on the same morning.
    const [employee] = await db.select().from(s.users).where(eq(s.users.email, DEMO_LOGINS.employee));
    await db.insert(s.notificationSettings).values({ userId: employee.id, digest: true });

    const shares: number[][] = [];
    for (let d = 0; d < 14; d += 1) {
      if (d === 1) {
        // A burst larger than a batch: both workers take their share of it in the same round.
        for (let k = 1; k <= 8; k += 1) {
          await queueFormNotices(db, clock.now(), sql`f.period_id = ${period.id}`, {
            kind: 'reminder',
            to: 'employee',
            occurrence: sql`${`burst-${k}`}::text`,
            extra: sql`jsonb_build_object('days_left', ${k + 10}::int)`,
          });
        }
      }
      const rounds = await together();
      shares.push(rounds.map((r) => r.sent));
      clock.advanceDays(1);
    }
    shares.push((await together()).map((r) => r.sent));

    const all = await db.select().from(s.notifications).where(eq(s.notifications.companyId, 1));
    expect(all.filter((n) => n.mailStatus === 'pending' || n.mailStatus === 'failed')).toEqual([]);
    const sent = all.filter((n) => n.mailStatus === 'sent');
    const kinds = new Set(all.map((n) => n.kind));
    for (const kind of ['self_open', 'reminder', 'overdue', 'digest'] as const) expect(kinds).toContain(kind);

    // Exactly once: what the SMTP server received is what the outbox says was sent, message for message.
    const expected = sent.map((n) => `${n.mailTo} | ${n.subject}`).sort();
    const received = sink.received.map((r) => `${r.to.join(',')} | ${r.mail.subject ?? ''}`).sort();
    expect(received).toEqual(expected);
    expect(sent.length).toBeGreaterThan(300);
    expect(shares.flat().reduce((a, b) => a + b, 0)).toBe(sent.length);
    // The burst's round was shared by both workers.
    expect(shares[1].every((n) => n > 0)).toBe(true);

    // The person who reads a digest got digests, composed once a day by whichever process came first.
    const annas = all.filter((n) => n.userId === employee.id);
    expect(annas.filter((n) => n.kind !== 'digest' && n.mailStatus === 'sent')).toEqual([]);
    expect(annas.filter((n) => n.mailStatus === 'digested').length).toBeGreaterThan(0);
    const digests = annas.filter((n) => n.kind === 'digest');
    expect(digests.length).toBeGreaterThan(0);
    expect(digests.every((n) => n.mailStatus === 'sent')).toBe(true);
    expect(sink.to(DEMO_LOGINS.employee)).toHaveLength(digests.length);
  });
});

const logLine = z.object({ level: z.number(), msg: z.string(), err: z.object({ message: z.string() }).optional() });

describe('the rounds inside one server', () => {
  const logged: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
  const config = () =>
    testConfig({
      notifications: { run: true, intervalMs: 3_600_000, maxAttempts: 3 },
      mail: { smtpUrl: sink.url, from: 'review@example.com' },
    });

  it('logs a failed scheduler and still delivers the mail of the round', async () => {
    const runner = createNotifications({
      db,
      clock,
      config: config(),
      log,
      runSchedule: () => Promise.reject(new Error('the planner is away')),
    });
    await queueFormNotices(db, clock.now(), sql`f.employee_id is not null`, {
      kind: 'reminder',
      to: 'employee',
      occurrence: sql`'after-failure'`,
    });
    const result = await runner.tick();
    await runner.stop();
    expect(result.sent).toBeGreaterThan(0);
    const entries = logged.map((line) => logLine.parse(JSON.parse(line)));
    const failure = entries.find((e) => e.msg === 'notifications: the scheduler failed');
    expect(failure).toMatchObject({ level: 50, err: { message: 'the planner is away' } });
  });

  it('runs one round at a time, and stopping waits for the round under way', async () => {
    const steps: string[] = [];
    const runner = createNotifications({
      db,
      clock,
      config: config(),
      log,
      runSchedule: async () => {
        steps.push('begin');
        await new Promise((resolve) => setTimeout(resolve, 50));
        steps.push('end');
      },
    });
    const first = runner.tick();
    const second = runner.tick();
    const stopped = runner.stop();
    await Promise.all([first, second, stopped]);
    expect(steps).toEqual(['begin', 'end', 'begin', 'end']);
  });
});

describe('mail claimed by a worker', () => {
  const quiet = pino({ level: 'silent' });
  const options = { maxAttempts: 3, siteUrl: 'https://review.example.com', log: quiet, leaseMs: DEFAULT_LEASE_MS };
  /** A mail server that takes every message at once, or holds each until released. */
  const mailerOf = (hold?: Promise<unknown>): Mailer & { to: string[] } => {
    const to: string[] = [];
    return {
      to,
      async send(msg) {
        to.push(msg.to);
        if (hold) await hold;
      },
      close: () => undefined,
    };
  };
  /** A new notice to one person who reads no digest; its row. */
  async function queued(occurrence: string) {
    await queueFormNotices(
      db,
      clock.now(),
      sql`f.id = (select f2.id from assessment_forms f2 join employee_in_positions e on e.id = f2.employee_id
        join users u on u.id = e.user_id where u.email <> ${DEMO_LOGINS.employee} order by f2.id limit 1)`,
      { kind: 'reminder', to: 'employee', occurrence: sql`${occurrence}::text` },
    );
    const [row] = await db
      .select()
      .from(s.notifications)
      .where(sql`${s.notifications.key} like ${`%:${occurrence}`}`);
    return row;
  }
  const rowOf = async (id: number) => (await db.select().from(s.notifications).where(eq(s.notifications.id, id)))[0];

  it('is taken again by another worker once the lease of a worker that died runs out, within a minute', async () => {
    const notice = await queued('killed-worker');
    // The worker is killed while sending: it never answers, never renews its lease, never records.
    const dead = mailerOf(new Promise(() => undefined));
    void deliverDue(db, clock, dead, { ...options, heartbeat: () => () => undefined });
    await vi.waitFor(() => expect(dead.to.length).toBeGreaterThan(0));
    expect(await rowOf(notice.id)).toMatchObject({ mailStatus: 'pending', attempts: 1 });

    const other = mailerOf();
    clock.advanceMs(DEFAULT_LEASE_MS - 1000);
    await deliverDue(db, clock, other, options);
    expect(await rowOf(notice.id)).toMatchObject({ mailStatus: 'pending', attempts: 1 });
    clock.advanceMs(2000);
    await deliverDue(db, clock, other, options);
    expect(await rowOf(notice.id)).toMatchObject({ mailStatus: 'sent', attempts: 2, lockedUntil: null });
    // The rounds run every NOTIFY_INTERVAL_MS (15 s by default): taken again at most this long after.
    expect(DEFAULT_LEASE_MS + testConfig().notifications.intervalMs).toBeLessThanOrEqual(60_000);
  });

  it('stays with a worker that is still sending: its heartbeat renews the lease, and it records the outcome', async () => {
    const notice = await queued('slow-worker');
    const released: (() => void)[] = [];
    const slow = mailerOf(new Promise((resolve) => released.push(() => resolve(undefined))));
    let beat: () => Promise<void> = () => Promise.resolve();
    const sending = deliverDue(db, clock, slow, {
      ...options,
      heartbeat: (_leaseMs, renew) => {
        beat = renew;
        return () => undefined;
      },
    });
    await vi.waitFor(() => expect(slow.to.length).toBeGreaterThan(0));

    clock.advanceMs(DEFAULT_LEASE_MS - 1000);
    await beat();
    clock.advanceMs(2000);
    const other = mailerOf();
    await deliverDue(db, clock, other, options);
    expect(await rowOf(notice.id)).toMatchObject({ mailStatus: 'pending', attempts: 1 });

    for (const release of released) release();
    expect((await sending).sent).toBeGreaterThan(0);
    expect(await rowOf(notice.id)).toMatchObject({ mailStatus: 'sent', attempts: 1, lockedUntil: null });
  });
});
