import { sql } from 'drizzle-orm';
import type { WebhookStatus, WebhookType } from '../../../../contract/webhooks.ts';
import type { Clock } from '../../clock.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { backoffMs, type Log } from '../notifications/worker.ts';
import { systemResolve, type Resolve } from './address.ts';
import { postSigned } from './send.ts';

export type WebhookOptions = {
  log: Log;
  /** Tries before a delivery is `failed` (the mail's, NOTIFY_MAX_ATTEMPTS, in the server). */
  maxAttempts: number;
  /** Deliveries claimed at once, sent side by side. */
  batch?: number;
  /** A request's whole time, the name's resolution included. */
  timeoutMs?: number;
  /**
   * How long a claimed delivery is left to its worker: longer than a batch can take (its requests run side by
   * side, each within `timeoutMs`), so no lease needs renewing; a worker that died frees its rows after it.
   */
  leaseMs?: number;
  resolve?: Resolve;
};

export type WebhookCounts = { sent: number; retried: number; failed: number };

export const DEFAULT_BATCH = 100;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_LEASE_MS = 60_000;

type Claimed = {
  id: number;
  event_id: string;
  event_type: WebhookType;
  payload: unknown;
  company_id: number;
  created_at: string;
  attempts: number;
  url: string;
  secret: string;
  allow_private: boolean;
};

/**
 * Claims up to `batch` due deliveries (or the one `onlyId`) in one statement, as the mail's worker does:
 * `FOR UPDATE SKIP LOCKED` and the lease keep every other worker, in this process or another, off them, and
 * each claim counts an attempt. A disabled endpoint's deliveries wait until it is enabled again.
 */
async function claim(db: Executor, now: Date, lease: Date, batch: number, onlyId?: number): Promise<Claimed[]> {
  const at = now.toISOString();
  return rowsOf<Claimed>(
    db,
    sql`with due as (
      select d.id, d.endpoint_id from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
      where d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= ${at}::timestamptz)
        and (d.locked_until is null or d.locked_until < ${at}::timestamptz) and w.active
        and ${onlyId === undefined ? sql`true` : sql`d.id = ${onlyId}`}
      order by d.next_attempt_at nulls first, d.id
      limit ${batch}
      for update of d skip locked
    )
    update webhook_deliveries d set locked_until = ${lease.toISOString()}::timestamptz, attempts = d.attempts + 1
    from due join webhook_endpoints w on w.id = due.endpoint_id
      left join webhook_settings s on s.company_id = w.company_id
    where d.id = due.id
    returning d.id, d.event_id::text as event_id, d.event_type, d.payload, d.company_id,
      to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, d.attempts,
      w.url, w.secret, coalesce(s.allow_private_addresses, false) as allow_private`,
  );
}

type Outcome = {
  id: number;
  status: WebhookStatus;
  error: string;
  response_status: number | null;
  next_at: string | null;
  sent_at: string | null;
};

/** Writes a batch's outcomes in one statement; a delivery whose lease another worker took is left to it. */
async function record(db: Executor, lease: Date, outcomes: Outcome[]): Promise<number> {
  if (!outcomes.length) return 0;
  const updated = await rowsOf<{ id: number }>(
    db,
    sql`update webhook_deliveries d set status = x.status, last_error = x.error,
      last_response_status = x.response_status, next_attempt_at = x.next_at,
      sent_at = coalesce(x.sent_at, d.sent_at), locked_until = null
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as x(id int, status text, error text,
      response_status int, next_at timestamptz, sent_at timestamptz)
    where d.id = x.id and d.status = 'pending' and d.locked_until = ${lease.toISOString()}::timestamptz
    returning d.id`,
  );
  return updated.length;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

async function deliverOne(row: Claimed, now: Date, opts: WebhookOptions): Promise<Outcome> {
  const base = { id: row.id, error: '', response_status: null, next_at: null, sent_at: null };
  let failure: string;
  let responseStatus: number | null = null;
  try {
    responseStatus = await postSigned({
      url: row.url,
      secret: row.secret,
      body: {
        id: row.event_id,
        type: row.event_type,
        created_at: row.created_at,
        company_id: row.company_id,
        data: row.payload,
      },
      at: now,
      allowPrivate: row.allow_private,
      timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      resolve: opts.resolve ?? systemResolve,
    });
    if (responseStatus >= 200 && responseStatus < 300)
      return { ...base, status: 'sent', response_status: responseStatus, sent_at: now.toISOString() };
    failure = `the receiver answered ${String(responseStatus)}`;
  } catch (err) {
    failure = messageOf(err);
  }
  const last = row.attempts >= opts.maxAttempts;
  const entry = { delivery: row.id, type: row.event_type, attempts: row.attempts, error: failure };
  if (last) opts.log.error(entry, 'webhooks: a delivery failed its last try and is marked failed');
  else opts.log.warn(entry, 'webhooks: a delivery failed; it will be tried again');
  return {
    ...base,
    status: last ? 'failed' : 'pending',
    error: failure,
    response_status: responseStatus,
    next_at: last ? null : new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
  };
}

/**
 * Delivers one batch of due webhooks (or the one delivery `onlyId`, when it is due and free): claims them,
 * POSTs each signed body and records every outcome. A failed try (a network error, no answer in time, a status
 * outside 2xx, an address the guard refuses) is tried again after a growing wait; after `maxAttempts` tries the
 * delivery is `failed`, kept in the log for an admin to send again. Every time comes from `clock`.
 */
export async function deliverWebhooks(
  db: Executor,
  clock: Clock,
  opts: WebhookOptions,
  onlyId?: number,
): Promise<WebhookCounts> {
  const now = clock.now();
  const lease = new Date(now.getTime() + (opts.leaseMs ?? DEFAULT_LEASE_MS));
  const claimed = await claim(db, now, lease, opts.batch ?? DEFAULT_BATCH, onlyId);
  const outcomes = await Promise.all(claimed.map((row) => deliverOne(row, now, opts)));
  const written = await record(db, lease, outcomes);
  if (written < outcomes.length)
    opts.log.warn(
      { expected: outcomes.length, written },
      'webhooks: a lease ran out before its deliveries were recorded; another worker has them',
    );
  const counts: WebhookCounts = { sent: 0, retried: 0, failed: 0 };
  for (const outcome of outcomes) {
    if (outcome.status === 'sent') counts.sent += 1;
    else if (outcome.status === 'failed') counts.failed += 1;
    else counts.retried += 1;
  }
  return counts;
}
