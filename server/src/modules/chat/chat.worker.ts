import { sql } from 'drizzle-orm';
import type { ChatChannel, ChatStatus } from '../../../../contract/chat.ts';
import type { Language, NotificationKind } from '../../../../contract/enums.ts';
import type { Clock } from '../../clock.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { renderChat } from '../notifications/templates/chat.ts';
import { backoffMs, type Log } from '../notifications/worker.ts';
import { systemResolve, type Resolve } from '../webhooks/address.ts';
import { postGuarded } from '../webhooks/send.ts';
import { botApi, isChatGone } from './telegram.ts';

export type ChatOptions = {
  /** Tries before a message is `failed`. */
  maxAttempts: number;
  /** The site's address, for the links. */
  siteUrl: string;
  /** The Telegram Bot API's address. */
  telegramApiRoot: string;
  log: Log;
  batch?: number;
  /** How long a claimed message is left to its worker; every send times out well before. */
  leaseMs?: number;
  /** The channel's host name resolver (the system's by default). */
  resolve?: Resolve;
};

export type ChatCounts = {
  queued: number;
  sent: number;
  failed: number;
  retried: number;
  off: number;
  unlinked: number;
};

const DEFAULT_BATCH = 50;
const DEFAULT_LEASE_MS = 60_000;
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Notices older than this when a chat is linked, or found, are not sent to it: the chat is for news. */
const FRESH = sql`interval '2 days'`;

/**
 * Queues the chat messages of the notices written since the last round, in two statements whatever their number:
 * each notice of a person with a linked Telegram chat (written after the link, the daily mail digest aside), and
 * each company's admin digest of the day to its incoming webhook (one per company and day, whichever admin's
 * notice carries it). The keys are unique, so this queues each message once, however often and wherever it runs.
 */
export async function queueChat(db: Executor, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const telegram = await rowsOf<{ id: number }>(
    db,
    sql`insert into chat_deliveries (company_id, notification_id, channel, key, next_attempt_at, created_at)
      select n.company_id, n.id, 'telegram', 'telegram:' || n.id, ${at}, ${at}
      from telegram_links l
      join chat_settings cs on cs.company_id = l.company_id and cs.telegram_token <> ''
      join notifications n on n.user_id = l.user_id and n.company_id = l.company_id
        and n.created_at >= l.linked_at and n.created_at >= ${at} - ${FRESH}
      where l.chat_id is not null and n.kind <> 'digest'
      on conflict (key) do nothing
      returning id`,
  );
  const webhook = await rowsOf<{ id: number }>(
    db,
    sql`insert into chat_deliveries (company_id, notification_id, channel, key, next_attempt_at, created_at)
      select distinct on (n.company_id, n.data->>'day') n.company_id, n.id, 'webhook',
        'webhook:' || n.company_id || ':' || (n.data->>'day'), ${at}, ${at}
      from chat_settings cs
      join notifications n on n.company_id = cs.company_id and n.kind = 'hr_digest'
        and n.created_at >= ${at} - ${FRESH}
      where cs.webhook_url <> ''
      order by n.company_id, n.data->>'day', n.id
      on conflict (key) do nothing
      returning id`,
  );
  return telegram.length + webhook.length;
}

type Claimed = {
  id: number;
  channel: ChatChannel;
  status: ChatStatus;
  attempts: number;
  kind: NotificationKind;
  data: unknown;
  link: string;
  lang: Language;
  user_id: number;
  company_id: number;
  chat_id: string | null;
  token: string;
  webhook_url: string;
  allow_private: boolean;
};

/**
 * Claims up to `batch` due messages in one statement, as the mail worker does (`FOR UPDATE SKIP LOCKED` and a
 * lease). The settings decide at once: a person who turned chat notices off, or whose chat is no longer linked, and
 * a company whose bot or webhook is gone, make the message `off`; the rest stay `pending`, leased, one more try.
 */
async function claim(db: Executor, now: Date, lease: Date, batch: number): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<Claimed>(
    db,
    sql`with due as (
      select d.id, n.kind, n.data, n.link, n.user_id, d.company_id, l.chat_id,
        coalesce(cs.telegram_token, '') as token, coalesce(cs.webhook_url, '') as webhook_url,
        coalesce(ws.allow_private_addresses, false) as allow_private,
        case when d.channel = 'webhook' then coalesce(cs.webhook_lang, 'ru') else coalesce(s.lang, 'ru') end as lang,
        case when d.channel = 'telegram' and (l.chat_id is null or not coalesce(s.chat, true)
            or coalesce(cs.telegram_token, '') = '') then 'off'
          when d.channel = 'webhook' and coalesce(cs.webhook_url, '') = '' then 'off'
          else 'pending' end as status
      from chat_deliveries d
      join notifications n on n.id = d.notification_id
      left join chat_settings cs on cs.company_id = d.company_id
      left join webhook_settings ws on ws.company_id = d.company_id
      left join telegram_links l on l.company_id = d.company_id and l.user_id = n.user_id
      left join notification_settings s on s.user_id = n.user_id
      where d.status = 'pending' and d.next_attempt_at <= ${at} and (d.locked_until is null or d.locked_until < ${at})
      order by d.next_attempt_at, d.id
      limit ${batch}
      for update of d skip locked
    )
    update chat_deliveries d set
      status = due.status,
      locked_until = case when due.status = 'pending' then ${lease.toISOString()}::timestamptz end,
      attempts = d.attempts + case when due.status = 'pending' then 1 else 0 end
    from due where d.id = due.id
    returning d.id, d.channel, d.status, d.attempts, due.kind, due.data, due.link, due.lang, due.user_id,
      due.company_id, due.chat_id, due.token, due.webhook_url, due.allow_private`,
  );
}

type Outcome = {
  id: number;
  status: ChatStatus;
  error: string | null;
  next_at: string | null;
  sent_at: string | null;
  text: string;
};

/** Writes every outcome of a batch in one statement; a message whose lease another worker took is left to it. */
async function record(db: Executor, lease: Date, outcomes: Outcome[]): Promise<number> {
  if (!outcomes.length) return 0;
  const updated = await rowsOf<{ id: number }>(
    db,
    sql`update chat_deliveries d set
      status = x.status,
      last_error = coalesce(x.error, d.last_error),
      next_attempt_at = coalesce(x.next_at, d.next_attempt_at),
      sent_at = coalesce(x.sent_at, d.sent_at),
      locked_until = null,
      text = x.text
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as x(id int, status text, error text,
      next_at timestamptz, sent_at timestamptz, text text)
    where d.id = x.id and d.status = 'pending' and d.locked_until = ${lease.toISOString()}::timestamptz
    returning d.id`,
  );
  return updated.length;
}

/** A chat that blocked the bot is unlinked, so that nothing more is queued for it. */
async function unlink(db: Executor, gone: Claimed[]): Promise<void> {
  for (const row of gone) {
    await db.execute(
      sql`update telegram_links set chat_id = null, linked_at = null
        where company_id = ${row.company_id} and user_id = ${row.user_id} and chat_id = ${row.chat_id}`,
    );
  }
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * Posts to the company's incoming webhook through the webhooks' guard against server-side request forgery: the
 * address an admin typed resolves to public addresses only, unless the company allows private ones.
 */
async function postWebhook(row: Claimed, text: string, resolve: Resolve): Promise<void> {
  const status = await postGuarded({
    url: row.webhook_url,
    headers: { 'content-type': 'application/json' },
    text: JSON.stringify({ text }),
    allowPrivate: row.allow_private,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    resolve,
  });
  if (status < 200 || status >= 300) throw new Error(`the incoming webhook answered ${String(status)}`);
}

async function send(row: Claimed, text: string, opts: ChatOptions): Promise<void> {
  if (row.channel === 'webhook') return postWebhook(row, text, opts.resolve ?? systemResolve);
  await botApi(row.token, opts.telegramApiRoot).sendMessage(row.chat_id ?? '', text, {
    link_preview_options: { is_disabled: true },
  });
}

async function deliverOne(row: Claimed, now: Date, opts: ChatOptions): Promise<Outcome> {
  const base = { id: row.id, error: null, next_at: null, sent_at: null };
  let text: string;
  try {
    text = renderChat(row, row.lang, opts.siteUrl, { company: row.channel === 'webhook' });
  } catch (err) {
    opts.log.error({ err, delivery: row.id, kind: row.kind }, 'chat: a message could not be rendered');
    return { ...base, status: 'failed', error: messageOf(err), text: '' };
  }
  try {
    await send(row, text, opts);
    return { ...base, status: 'sent', sent_at: now.toISOString(), text };
  } catch (err) {
    const entry = { err, delivery: row.id, channel: row.channel, attempts: row.attempts };
    if (isChatGone(err)) {
      opts.log.warn(entry, 'chat: Telegram refused the chat (the bot was blocked); it is unlinked');
      return { ...base, status: 'off', error: messageOf(err), text };
    }
    const last = row.attempts >= opts.maxAttempts;
    if (last) opts.log.error(entry, 'chat: a message failed its last try and is marked failed');
    else opts.log.warn(entry, 'chat: a message could not be sent; it will be tried again');
    return {
      ...base,
      status: last ? 'failed' : 'pending',
      error: messageOf(err),
      next_at: last ? null : new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
      text,
    };
  }
}

/**
 * Delivers one batch of due chat messages: claims it, writes each in its reader's language (the person's, or the
 * company's for its channel), sends them and records every outcome. A failed send is tried again after a growing
 * wait and is `failed` after `maxAttempts`; a chat that blocked the bot is unlinked and its message `off`.
 */
export async function deliverChat(db: Executor, clock: Clock, opts: ChatOptions): Promise<ChatCounts> {
  const now = clock.now();
  const lease = new Date(now.getTime() + (opts.leaseMs ?? DEFAULT_LEASE_MS));
  const claimed = await claim(db, now, lease, opts.batch ?? DEFAULT_BATCH);
  const counts: ChatCounts = { queued: 0, sent: 0, failed: 0, retried: 0, off: 0, unlinked: 0 };
  const toSend = claimed.filter((row) => {
    if (row.status === 'off') counts.off += 1;
    return row.status === 'pending';
  });
  const outcomes = await Promise.all(toSend.map((row) => deliverOne(row, now, opts)));
  const gone = new Set(outcomes.filter((outcome) => outcome.status === 'off').map((outcome) => outcome.id));
  await unlink(
    db,
    toSend.filter((row) => gone.has(row.id)),
  );
  for (const outcome of outcomes) {
    if (outcome.status === 'sent') counts.sent += 1;
    else if (outcome.status === 'failed') counts.failed += 1;
    else if (outcome.status === 'off') counts.unlinked += 1;
    else counts.retried += 1;
  }
  const written = await record(db, lease, outcomes);
  if (written < outcomes.length)
    opts.log.warn({ expected: outcomes.length, written }, 'chat: a lease ran out before its messages were recorded');
  return counts;
}
