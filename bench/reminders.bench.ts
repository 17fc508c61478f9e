/**
 * Reminders for a period of 10,000 employees: the time the scheduler takes to plan and queue one day's
 * reminders (every form three days before its deadline) against a raw multi-row INSERT of the same
 * notification rows (target: at most twice), then the mail of all of them delivered by the worker to a
 * local SMTP server, in mails a second.
 * The raw INSERT goes through a bare node-postgres client, statements of 2,000 rows in one transaction:
 * the fastest way to write those rows one could write by hand, without the query builder's own cost.
 * Run: DATABASE_URL=postgres://... node --import tsx bench/reminders.bench.ts   (PostgreSQL only)
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { ManualClock } from '../server/src/clock.ts';
import { openDatabase, rowsOf } from '../server/src/db/client.ts';
import { notifications } from '../server/src/db/schema/index.ts';
import { smtpMailer } from '../server/src/modules/notifications/mailer.ts';
import { runSchedule } from '../server/src/modules/notifications/scheduler.ts';
import { deliverDue } from '../server/src/modules/notifications/worker.ts';
import { syntheticCompany } from './synthetic.ts';
import { freshDatabaseUrl } from './util.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCH = 100;
if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL: this benchmark runs on PostgreSQL');
const target = await freshDatabaseUrl(process.env.DATABASE_URL);
const database = await openDatabase({ url: target.url });
await database.migrate();
const db = database.db;

// Every employee's form in SELF with a reviewer; the synthetic period's self deadline is 2026-03-01.
const company = await syntheticCompany(db, PEOPLE, { forms: true });
await db.execute(sql`update assessment_forms set stage = 'SELF',
  reviewer_id = coalesce(reviewer_id, (select min(id) from employee_in_positions where company_id = ${company.companyId}))
  where company_id = ${company.companyId}`);
await db.execute(sql`vacuum analyze`);
const clock = new ManualClock('2026-02-26T07:00:00Z');

async function emptyOutbox(): Promise<void> {
  await db.delete(notifications);
  await db.execute(sql`vacuum analyze notifications`);
}

// A first run plans the rows the raw INSERT then writes as they are (and warms both paths' caches).
const first = await runSchedule(db, clock);
const COLUMNS = [
  'company_id',
  'user_id',
  'kind',
  'form_id',
  'period_id',
  'key',
  'data',
  'link',
  'created_at',
  'next_attempt_at',
];
const rows = await rowsOf<Record<string, unknown>>(
  db,
  sql`select company_id, user_id, kind, form_id, period_id, key, data::text as data, link,
    created_at::text as created_at, next_attempt_at::text as next_attempt_at
  from notifications where kind = 'reminder'`,
);
const CHUNK = 2000;
const statements = Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, c) => {
  const chunk = rows.slice(c * CHUNK, (c + 1) * CHUNK);
  const tuple = (r: number) => `(${COLUMNS.map((_, k) => `$${r * COLUMNS.length + k + 1}`).join(', ')})`;
  return {
    text: `insert into notifications (${COLUMNS.join(', ')}) values ${chunk.map((_, r) => tuple(r)).join(', ')}`,
    values: chunk.flatMap((row) => COLUMNS.map((column) => row[column])),
  };
});

async function rawInsert(): Promise<number> {
  await emptyOutbox();
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const t0 = performance.now();
  await client.query('begin');
  for (const statement of statements) await client.query(statement);
  await client.query('commit');
  const ms = performance.now() - t0;
  await client.end();
  return ms;
}

async function scheduled(): Promise<number> {
  await emptyOutbox();
  const t0 = performance.now();
  await runSchedule(db, clock);
  return performance.now() - t0;
}

const raws: number[] = [];
const schedules: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  raws.push(await rawInsert());
  schedules.push(await scheduled());
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const [{ n: queued }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from notifications`);

const again = performance.now();
const second = await runSchedule(db, clock);
const againMs = performance.now() - again;

// Delivery: every queued reminder through the worker, batch by batch as the server's runner takes them.
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      received += 1;
      callback();
    });
    stream.resume();
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const address = smtp.server.address();
if (address === null || typeof address === 'string') throw new Error('the SMTP server has no TCP address');
const mailer = smtpMailer({ smtpUrl: `smtp://127.0.0.1:${address.port}`, from: 'review@bench.example' });
const log = pino({ level: 'warn' });
const options = { maxAttempts: 6, siteUrl: 'http://localhost:8000', log, batch: BATCH };
let sent = 0;
const t0 = performance.now();
for (;;) {
  const counts = await deliverDue(db, clock, mailer, options);
  sent += counts.sent;
  if (counts.sent + counts.kept + counts.failed + counts.retried + counts.off + counts.held < BATCH) break;
}
const deliverySeconds = (performance.now() - t0) / 1000;
mailer?.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));

const rawMs = median(raws);
const scheduleMs = median(schedules);
console.log(`database: ${database.kind}, employees: ${PEOPLE}, rounds: ${ROUNDS} (medians)`);
console.log(
  `reminders planned and queued by the first run: ${first.reminder}; in the outbox after each run: ${queued}`,
);
console.log(
  `raw multi-row INSERT of the same rows: ${rawMs.toFixed(0)} ms (${raws.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(
  `runSchedule (all rules, the reminders queued): ${scheduleMs.toFixed(0)} ms (${schedules.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(`ratio runSchedule / raw: ${(scheduleMs / rawMs).toFixed(2)} (target <= 2)`);
console.log(`the same day again (nothing new, ${second.reminder} queued): ${againMs.toFixed(0)} ms`);
console.log(
  `delivery to a local SMTP server, batches of ${BATCH}: ${sent} sent, ${received} received in ${deliverySeconds.toFixed(1)} s = ${(sent / deliverySeconds).toFixed(0)} mails/s`,
);
await database.close();
await target.drop();
