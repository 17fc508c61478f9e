import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { webhookRound } from '../webhooks/round.ts';
import { runChat } from '../chat/chat.round.ts';
import { smtpMailer, type Mailer } from './mailer.ts';
import { runSchedule as scheduleAll } from './scheduler.ts';
import { composeDigests, deliverDue, siteUrlOf, type DeliveryCounts, type Log } from './worker.ts';

/** Plans what is due by the clock (reminders, overdue notices, escalations, deadline moves, HR digests). */
export type Schedule = (db: Db, clock: Clock) => Promise<unknown>;

export type RunnerDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'mail' | 'notifications' | 'chat' | 'publicUrl' | 'port'>;
  log: Log;
  /** The scheduler's rules; the real ones unless a test gives others. */
  runSchedule?: Schedule;
};

/** What one round did: the digests written and the mail of every batch. */
export type TickResult = DeliveryCounts & { digests: number };

export type NotificationsRunner = {
  /** Starts the rounds, one every `intervalMs` after the last one ended. */
  start(): void;
  /** One round now, after the one under way if there is one: the scheduler, the digests, the mail, then the chats. */
  tick(): Promise<TickResult>;
  /** No more rounds; waits for the one under way and closes the mail connections. */
  stop(): Promise<void>;
};

const BATCH = 100;
/** A round stops after this many batches so that a huge queue does not hold a shutdown; the next round goes on. */
const MAX_BATCHES = 1000;

const empty = (): TickResult => ({ digests: 0, sent: 0, kept: 0, failed: 0, retried: 0, off: 0, held: 0 });
function addTo(total: TickResult, counts: DeliveryCounts): void {
  total.sent += counts.sent;
  total.kept += counts.kept;
  total.failed += counts.failed;
  total.retried += counts.retried;
  total.off += counts.off;
  total.held += counts.held;
}
const claimedIn = (c: DeliveryCounts): number => c.sent + c.kept + c.failed + c.retried + c.off + c.held;

/**
 * The scheduler and the delivery worker inside the server. Rounds never overlap in a process; several
 * processes on one database are kept apart by the database itself (unique keys, `SKIP LOCKED` and leases).
 * A step that fails is logged and the round goes on with the next step; the next round tries again.
 */
export function createNotifications({
  db,
  clock,
  config,
  log,
  runSchedule = scheduleAll,
}: RunnerDeps): NotificationsRunner {
  const mailer: Mailer | null = smtpMailer(config.mail);
  const options = { maxAttempts: config.notifications.maxAttempts, siteUrl: siteUrlOf(config), log, batch: BATCH };
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function step(name: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (err) {
      log.error({ err }, `notifications: ${name} failed`);
    }
  }

  async function round(): Promise<TickResult> {
    const result = empty();
    await step('the scheduler', async () => {
      await runSchedule(db, clock);
    });
    await step('composing digests', async () => {
      result.digests = await composeDigests(db, clock);
    });
    await step('delivery', async () => {
      for (let batch = 0; batch < MAX_BATCHES && !stopped; batch += 1) {
        const counts = await deliverDue(db, clock, mailer, options);
        addTo(result, counts);
        if (claimedIn(counts) < BATCH) break;
      }
    });
    await step('webhook delivery', () => webhookRound(db, clock, { ...options, stopped: () => stopped }));
    await step('chat notices', () => runChat(db, clock, config, log));
    if (claimedIn(result) || result.digests) log.info({ ...result }, 'notifications: round done');
    return result;
  }

  function tick(): Promise<TickResult> {
    const run = chain.then(round);
    chain = run;
    return run;
  }

  function next(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().then(next);
    }, config.notifications.intervalMs);
    timer.unref();
  }

  return {
    start: next,
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
      mailer?.close();
    },
  };
}

/** Creates the runner and starts its rounds. */
export function startNotifications(deps: RunnerDeps): NotificationsRunner {
  const runner = createNotifications(deps);
  runner.start();
  return runner;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduler and mail worker of this server, when `config.notifications.run` is on. */
    notificationsRunner: NotificationsRunner | null;
  }
}
