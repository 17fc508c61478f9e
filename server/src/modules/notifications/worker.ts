import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language, MailStatus, NotificationKind } from '../../../../contract/enums.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { deadlineAttachment } from '../calendar/attachment.ts';
import { localDaySql, zoneOfUserSql } from '../timezones/zones.ts';
import type { MailAttachment, Mailer } from './mailer.ts';
import { renderMail, type Rendered } from './templates/index.ts';

/** A pino-compatible logger: the server's, or any pino instance. */
export type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

export type DeliveryOptions = {
  /** Tries before a mail is shown to admins as failed. */
  maxAttempts: number;
  /** The site's address, for the links in the mail (`siteUrlOf(config)`). */
  siteUrl: string;
  log: Log;
  /** Notices claimed at once. */
  batch?: number;
  /**
   * How long a claimed notice is left to its worker without news: the worker renews the lease while it
   * sends, so a worker that died mid-send frees its notices after this, and any round takes them again.
   */
  leaseMs?: number;
  /** Calls `beat` while a batch is being sent; every third of the lease by default (tests beat by hand). */
  heartbeat?: Heartbeat;
};

/** Starts calling `beat` periodically; returns what stops it. */
export type Heartbeat = (leaseMs: number, beat: () => Promise<void>) => () => void;

const everyThirdOfLease: Heartbeat = (leaseMs, beat) => {
  const timer = setInterval(() => void beat(), Math.max(1, Math.floor(leaseMs / 3)));
  timer.unref();
  return () => {
    clearInterval(timer);
  };
};

export type DeliveryCounts = { sent: number; kept: number; failed: number; retried: number; off: number; held: number };

const DEFAULT_BATCH = 100;
/** With the rounds every 15 s, a dead worker's mail is taken again within 45 s. */
export const DEFAULT_LEASE_MS = 30_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3600_000;

/** The wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most an hour. */
export const backoffMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** The site's address as mail links it: PUBLIC_URL, or the local server. */
export const siteUrlOf = (config: Pick<Config, 'publicUrl' | 'port'>): string =>
  config.publicUrl ?? `http://localhost:${config.port}`;

type Claimed = {
  id: number;
  kind: NotificationKind;
  data: unknown;
  link: string;
  form_id: number | null;
  attempts: number;
  status: MailStatus;
  email: string;
  first_name: string;
  lang: Language;
  time_zone: string;
};

/**
 * Claims up to `batch` due notices in one statement. `FOR UPDATE SKIP LOCKED` and the lease (`locked_until`)
 * keep every other worker, in this process or another, off them. The recipient's settings decide at once:
 * a kind whose mail is off becomes `off`, a person who reads a daily digest has the notice held (`digest`);
 * the rest stay `pending`, leased, with one more attempt counted, for this worker to send.
 */
async function claim(db: Executor, now: Date, lease: Date, batch: number): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    db,
    sql`with due as (
      select n.id, n.user_id, coalesce(s.lang, 'ru') as lang, coalesce(s.time_zone, c.time_zone) as time_zone,
        case when n.kind = any(coalesce(s.mail_off, '{}'::text[])) then 'off'
          when coalesce(s.digest, false) and n.kind not in ('digest', 'hr_digest') then 'digest'
          else 'pending' end as status
      from notifications n left join notification_settings s on s.user_id = n.user_id
        join companies c on c.id = n.company_id
      where n.mail_status = 'pending' and n.next_attempt_at <= ${now.toISOString()}::timestamptz
        and (n.locked_until is null or n.locked_until < ${now.toISOString()}::timestamptz)
      order by n.next_attempt_at, n.id
      limit ${batch}
      for update of n skip locked
    )
    update notifications n set
      mail_status = due.status,
      locked_until = case when due.status = 'pending' then ${lease.toISOString()}::timestamptz end,
      attempts = n.attempts + case when due.status = 'pending' then 1 else 0 end
    from due join users u on u.id = due.user_id
    where n.id = due.id
    returning n.id, n.kind, n.data, n.link, n.form_id, n.attempts, n.mail_status as status, u.email, u.first_name,
      due.lang, due.time_zone`,
  );
}

type Outcome = {
  id: number;
  status: MailStatus;
  error: string | null;
  next_at: string | null;
  sent_at: string | null;
  mail_to: string;
  subject: string;
  body_text: string;
  body_html: string;
};

/** Writes every outcome of a batch in one statement; a notice whose lease another worker took is left to it. */
async function record(db: Executor, lease: Date, outcomes: Outcome[]): Promise<number> {
  if (!outcomes.length) return 0;
  const updated = await rowsOf<{ id: number }>(
    db,
    sql`update notifications n set
      mail_status = x.status,
      last_error = coalesce(x.error, n.last_error),
      next_attempt_at = coalesce(x.next_at, n.next_attempt_at),
      sent_at = coalesce(x.sent_at, n.sent_at),
      locked_until = null,
      mail_to = x.mail_to, subject = x.subject, body_text = x.body_text, body_html = x.body_html
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as x(id int, status text, error text,
      next_at timestamptz, sent_at timestamptz, mail_to text, subject text, body_text text, body_html text)
    where n.id = x.id and n.mail_status = 'pending' and n.locked_until = ${lease.toISOString()}::timestamptz
    returning n.id`,
  );
  return updated.length;
}

/** Moves the lease of the notices this worker still holds (those another worker took again are left). */
async function renewLease(db: Executor, ids: number[], lease: Date, next: Date): Promise<void> {
  await db.execute(
    sql`update notifications set locked_until = ${next.toISOString()}::timestamptz
      where id = any(${`{${ids.join(',')}}`}::int[]) and mail_status = 'pending'
        and locked_until = ${lease.toISOString()}::timestamptz`,
  );
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * Delivers the due mail of one batch: claims it, renders each message in its recipient's language, sends
 * them through `mailer` (or keeps them, rendered, without one) and records every outcome. A failed send is
 * tried again after a growing wait, and after `maxAttempts` tries it is `failed`: it stays for admins to
 * see and send again, never dropped. Every time comes from `clock`.
 */
export async function deliverDue(
  db: Executor,
  clock: Clock,
  mailer: Mailer | null,
  opts: DeliveryOptions,
): Promise<DeliveryCounts> {
  const now = clock.now();
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  let lease = new Date(now.getTime() + leaseMs);
  const claimed = await claim(db, now, lease, opts.batch ?? DEFAULT_BATCH);
  const counts: DeliveryCounts = { sent: 0, kept: 0, failed: 0, retried: 0, off: 0, held: 0 };
  const toSend = claimed.filter((row) => {
    if (row.status === 'off') counts.off += 1;
    if (row.status === 'digest') counts.held += 1;
    return row.status === 'pending';
  });
  // While the batch is sent, its lease is renewed, one renewal at a time; the outcomes wait for the last one.
  const ids = toSend.map((row) => row.id);
  let renewing = Promise.resolve();
  const beat = () => {
    renewing = renewing
      .then(async () => {
        const next = new Date(clock.now().getTime() + leaseMs);
        if (next <= lease) return;
        await renewLease(db, ids, lease, next);
        lease = next;
      })
      .catch((err: unknown) => {
        opts.log.warn({ err, notifications: ids.length }, 'notifications: a lease could not be renewed');
      });
    return renewing;
  };
  const stopBeating = ids.length ? (opts.heartbeat ?? everyThirdOfLease)(leaseMs, beat) : () => undefined;
  let outcomes: Outcome[];
  try {
    outcomes = await Promise.all(toSend.map((row) => deliverOne(row, now, mailer, opts)));
  } finally {
    stopBeating();
  }
  await renewing;
  for (const outcome of outcomes) {
    if (outcome.status === 'sent') counts.sent += 1;
    else if (outcome.status === 'kept') counts.kept += 1;
    else if (outcome.status === 'failed') counts.failed += 1;
    else counts.retried += 1;
  }
  const written = await record(db, lease, outcomes);
  if (written < outcomes.length)
    opts.log.warn(
      { expected: outcomes.length, written },
      'notifications: a lease ran out before its mail was recorded; another worker has those notices',
    );
  return counts;
}

async function deliverOne(row: Claimed, now: Date, mailer: Mailer | null, opts: DeliveryOptions): Promise<Outcome> {
  const base = { id: row.id, mail_to: row.email, error: null, next_at: null, sent_at: null };
  let mail: Rendered;
  let ics: MailAttachment | null;
  try {
    mail = renderMail(row, { name: row.first_name, lang: row.lang, timeZone: row.time_zone }, opts.siteUrl);
    ics = deadlineAttachment(row, row.lang, opts.siteUrl);
  } catch (err) {
    // A notice whose data cannot be written as a mail will not get better by waiting.
    opts.log.error({ err, notification: row.id, kind: row.kind }, 'notifications: a mail could not be rendered');
    return { ...base, status: 'failed', error: messageOf(err), subject: '', body_text: '', body_html: '' };
  }
  const rendered = { subject: mail.subject, body_text: mail.text, body_html: mail.html };
  if (!mailer) return { ...base, ...rendered, status: 'kept' };
  try {
    await mailer.send({ to: row.email, ...mail, ...(ics ? { attachments: [ics] } : {}) });
    return { ...base, ...rendered, status: 'sent', sent_at: now.toISOString() };
  } catch (err) {
    const last = row.attempts >= opts.maxAttempts;
    const entry = { err, notification: row.id, kind: row.kind, attempts: row.attempts };
    if (last) opts.log.error(entry, 'notifications: a mail failed its last try and is marked failed');
    else opts.log.warn(entry, 'notifications: a mail could not be sent; it will be tried again');
    return {
      ...base,
      ...rendered,
      status: last ? 'failed' : 'pending',
      error: messageOf(err),
      next_at: last ? null : new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
    };
  }
}

/**
 * Gathers each person's held notices of the days before today (in their own time zone, the company's by default)
 * into one `digest` notice, which the worker then mails like any other. The digest is already read (its notices are
 * in the list on their own) and its key is per person, company and day, so running this twice, or in two processes
 * at once, writes it once; only the notices that went into a digest written by this run become `digested`.
 */
export async function composeDigests(db: Executor, clock: Clock): Promise<number> {
  const now = clock.now();
  const at = now.toISOString();
  const zone = zoneOfUserSql(sql`n.user_id`, sql`n.company_id`);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with held as (
      select n.id, n.user_id, n.company_id, n.kind, n.data, n.link, n.created_at, local.today
      from notifications n
      cross join lateral (select ${zone} as zone) z
      cross join lateral (select ${localDaySql(now, sql`z.zone`)} as today) local
      where n.mail_status = 'digest' and (n.created_at at time zone z.zone)::date < local.today
      for update of n skip locked
    ), digests as (
      insert into notifications (company_id, user_id, kind, key, data, link, created_at, read_at, next_attempt_at)
      select h.company_id, h.user_id, 'digest',
        'digest:' || h.user_id || ':' || h.company_id || ':' || (h.today - 1)::text,
        jsonb_build_object('company_name', c.name, 'day', (h.today - 1)::text, 'total', count(*),
          'items', jsonb_agg(jsonb_build_object('id', h.id, 'kind', h.kind, 'data', h.data, 'link', h.link)
            order by h.created_at, h.id)),
        '/c/' || h.company_id || '/notifications/', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
      from held h join companies c on c.id = h.company_id
      group by h.company_id, h.user_id, h.today, c.name
      on conflict (key) do nothing
      returning user_id, company_id
    )
    update notifications n set mail_status = 'digested'
    from held h join digests d on d.user_id = h.user_id and d.company_id = h.company_id
    where n.id = h.id
    returning n.id`,
  );
  return rows.length;
}
