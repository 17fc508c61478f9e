/**
 * Webhook delivery: 10,000 events queued for one endpoint on a local receiver, then delivered by two workers at
 * once, each on its own connection pool (PostgreSQL, as two server processes would; without DATABASE_URL both share
 * one embedded database). Prints deliveries a second and the duplicates the receiver saw (must be 0).
 * Run: DATABASE_URL=postgres://... node --import tsx bench/webhooks.bench.ts   (BENCH_EVENTS to change the count)
 */
import { pino } from 'pino';
import { systemClock } from '../server/src/clock.ts';
import { openDatabase } from '../server/src/db/client.ts';
import * as s from '../server/src/db/schema/index.ts';
import { emitEvents } from '../server/src/modules/webhooks/emit.ts';
import { deliverWebhooks } from '../server/src/modules/webhooks/worker.ts';
import { WebhookReceiver } from '../tests/server/webhook-receiver.ts';
import { freshDatabaseUrl } from './util.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const target = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
const first = await openDatabase({ url: target?.url });
await first.migrate();
const second = target ? await openDatabase({ url: target.url }) : first;
const db = first.db;
const receiver = new WebhookReceiver();
await receiver.start();

const [company] = await db.insert(s.companies).values({ name: 'Bench' }).returning();
await db.insert(s.webhookSettings).values({ companyId: company.id, allowPrivateAddresses: true });
await db.insert(s.webhookEndpoints).values({
  companyId: company.id,
  url: receiver.url('/bench'),
  eventTypes: ['person.created'],
  secret: 'whsec_bench',
});
const CHUNK = 1000;
for (let i = 0; i < EVENTS; i += CHUNK) {
  const events = Array.from({ length: Math.min(CHUNK, EVENTS - i) }, (_, k) => ({
    companyId: company.id,
    type: 'person.created' as const,
    data: { id: i + k },
  }));
  await db.transaction((tx) => emitEvents(tx, events));
}

const options = { log: pino({ level: 'warn' }), maxAttempts: 6, batch: 100 };
async function worker(database: typeof first): Promise<number> {
  let sent = 0;
  for (;;) {
    const counts = await deliverWebhooks(database.db, systemClock, options);
    sent += counts.sent;
    if (counts.sent + counts.retried + counts.failed === 0) return sent;
  }
}
const t0 = performance.now();
const sent = await Promise.all([worker(first), worker(second)]);
const seconds = (performance.now() - t0) / 1000;
const ids = receiver.received.map((r) => String(r.headers['x-webhook-id']));
const duplicates = ids.length - new Set(ids).size;
console.log(
  `database: ${first.kind}, events: ${EVENTS}, workers: 2 (${target ? 'separate connections' : 'one shared database'})`,
);
console.log(`sent by each worker: ${sent.join(', ')}; received: ${ids.length}; duplicates: ${duplicates}`);
console.log(`throughput: ${(ids.length / seconds).toFixed(0)} deliveries/s (${seconds.toFixed(1)} s)`);
await receiver.stop();
if (second !== first) await second.close();
await first.close();
await target?.drop();
if (duplicates !== 0 || ids.length !== EVENTS) process.exitCode = 1;
