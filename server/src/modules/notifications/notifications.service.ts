import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type MailStatus } from '../../../../contract/enums.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { notifications, notificationSettings, users } from '../../db/schema/index.ts';
import { assertDatabaseZone, companyZone } from '../timezones/zones.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import type { Caller } from '../../http/caller.ts';
import { likePattern, logPage, totalOf } from '../../http/pagination.ts';
import { fullNameSql, nameMatches } from '../../db/sql.ts';
import {
  noticeData,
  type MarkedOut,
  type NotificationListQuery,
  type NotificationOut,
  type NotificationSettingsOut,
  type NotificationSettingsPut,
  type OutboxListQuery,
  type OutboxOut,
  type UnreadOut,
} from './notifications.schemas.ts';
import { recordAudit } from '../../audit/record.ts';

const n = notifications;

/** A person's own notices in the company; the daily digest is only a mail, never a notice in the list. */
const ownNotices = (caller: Caller): SQL | undefined =>
  and(eq(n.userId, caller.userId), eq(n.companyId, caller.member.companyId), ne(n.kind, 'digest'));

/**
 * The caller's notices in the company, newest first, in one statement (a page past the end adds a count),
 * read along the index on (user, company, created_at, id).
 */
export async function listNotifications(
  db: Db,
  caller: Caller,
  query: NotificationListQuery,
): Promise<{ rows: NotificationOut[]; total: number }> {
  const where = and(ownNotices(caller), query.unread ? isNull(n.readAt) : undefined);
  const rows = await db
    .select({
      id: n.id,
      kind: n.kind,
      data: n.data,
      link: n.link,
      formId: n.formId,
      createdAt: n.createdAt,
      readAt: n.readAt,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(n)
    .where(where)
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => {
    const [counted] = await db.select({ n: count() }).from(n).where(where);
    return counted.n;
  });
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      data: noticeData.parse(r.data),
      link: r.link,
      form_id: r.formId,
      created_at: r.createdAt.toISOString(),
      read_at: r.readAt?.toISOString() ?? null,
    })),
  };
}

/** The bell's number: one count on the partial index of unread notices. */
export async function unreadCount(db: Db, caller: Caller): Promise<UnreadOut> {
  const [counted] = await db
    .select({ n: count() })
    .from(n)
    .where(and(ownNotices(caller), isNull(n.readAt)));
  return { count: counted.n };
}

/**
 * Marks one of the caller's notices read. Someone else's, another company's or an unknown id is a 404; one
 * already read stays as it was (`marked` 0), so a second click changes nothing.
 */
export async function markRead(db: Db, clock: Clock, caller: Caller, id: number): Promise<MarkedOut> {
  const mine = and(ownNotices(caller), eq(n.id, id));
  const marked = await db
    .update(n)
    .set({ readAt: clock.now() })
    .where(and(mine, isNull(n.readAt)))
    .returning({ id: n.id });
  if (marked.length) return { marked: marked.length };
  const [found] = await db.select({ n: count() }).from(n).where(mine);
  if (!found.n) throw new NotFound();
  return { marked: 0 };
}

/** Marks every unread notice of the caller in the company read. */
export async function markAllRead(db: Db, clock: Clock, caller: Caller): Promise<MarkedOut> {
  const marked = await db
    .update(n)
    .set({ readAt: clock.now() })
    .where(and(ownNotices(caller), isNull(n.readAt)))
    .returning({ id: n.id });
  return { marked: marked.length };
}

type Stored = Omit<NotificationSettingsOut, 'company_time_zone'>;

const DEFAULT_SETTINGS: Stored = { lang: 'ru', mail_off: [], digest: false, chat: true, time_zone: null };

type SettingsRow = {
  lang: NotificationSettingsOut['lang'];
  mailOff: readonly string[];
  digest: boolean;
  chat: boolean;
  timeZone: string | null;
};

/** The kinds in the catalogue's order, each once: the stored list is a set. */
const settingsOut = (row: SettingsRow): Stored => ({
  lang: row.lang,
  mail_off: NOTIFICATION_KINDS.filter((kind) => row.mailOff.includes(kind)),
  digest: row.digest,
  chat: row.chat,
  time_zone: row.timeZone,
});

const settingsColumns = {
  lang: notificationSettings.lang,
  mailOff: notificationSettings.mailOff,
  digest: notificationSettings.digest,
  chat: notificationSettings.chat,
  timeZone: notificationSettings.timeZone,
};

/** A person's choices; without a row of their own: Russian, every mail on, no digest, chat on, the company's zone. */
export async function getSettings(db: Db, userId: number, companyId: number): Promise<NotificationSettingsOut> {
  const rows = await db
    .select(settingsColumns)
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const row = rows.at(0);
  return { ...(row ? settingsOut(row) : DEFAULT_SETTINGS), company_time_zone: await companyZone(db, companyId) };
}

/**
 * Replaces a person's choices (one row per person, for every company they belong to); without `chat` or
 * `time_zone` that choice stays as it was. A zone must be one the database knows too (400 `invalid_time_zone`).
 */
export async function putSettings(
  db: Db,
  clock: Clock,
  userId: number,
  companyId: number,
  body: NotificationSettingsPut,
): Promise<NotificationSettingsOut> {
  if (body.time_zone) await assertDatabaseZone(db, body.time_zone);
  const mailOff = NOTIFICATION_KINDS.filter((kind) => body.mail_off.includes(kind));
  const values = { lang: body.lang, mailOff, digest: body.digest, updatedAt: clock.now() };
  const kept = {
    ...(body.chat === undefined ? {} : { chat: body.chat }),
    ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
  };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values, ...kept })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, ...kept } })
    .returning(settingsColumns);
  return { ...settingsOut(row), company_time_zone: await companyZone(db, companyId) };
}

/** The outbox rows matched by `where`, newest first, with their recipient. */
function outboxSelect(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: n.id,
      kind: n.kind,
      userId: users.id,
      email: users.email,
      fullName: fullNameSql(users),
      mailTo: n.mailTo,
      subject: n.subject,
      bodyText: n.bodyText,
      bodyHtml: n.bodyHtml,
      status: n.mailStatus,
      attempts: n.attempts,
      lastError: n.lastError,
      createdAt: n.createdAt,
      nextAttemptAt: n.nextAttemptAt,
      sentAt: n.sentAt,
      formId: n.formId,
    })
    .from(n)
    .innerJoin(users, eq(users.id, n.userId))
    .where(where)
    .orderBy(desc(n.createdAt), desc(n.id));
}

type OutboxRow = Awaited<ReturnType<typeof outboxSelect>>[number];

const outboxOf = (r: OutboxRow): OutboxOut => ({
  id: r.id,
  kind: r.kind,
  recipient: { id: r.userId, email: r.email, full_name: r.fullName },
  mail_to: r.mailTo,
  subject: r.subject,
  body_text: r.bodyText,
  body_html: r.bodyHtml,
  status: r.status,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  next_attempt_at: r.nextAttemptAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
  form_id: r.formId,
});

/**
 * A search of the outbox: the subject or the address (the trigram index on them), or a recipient whose email or
 * name matches, their ids found first through users' trigram index, so that each part reads an index.
 */
function outboxMatches(pattern: string): SQL | undefined {
  const recipients = sql`select ${users.id} from ${users} where ${or(ilike(users.email, pattern), nameMatches(users, pattern))}`;
  return or(ilike(n.subject, pattern), ilike(n.mailTo, pattern), sql`${n.userId} = any(array(${recipients}))`);
}

/**
 * Admins: every message of the company, newest first, with its recipient, and the messages counted up to
 * LOG_COUNT_CAP (logPage). `search` looks in the recipient's email and name and the subject.
 */
export async function listOutbox(
  db: Db,
  companyId: number,
  query: OutboxListQuery,
): Promise<{ rows: OutboxOut[]; total: number; capped: boolean }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(n.companyId, companyId),
    query.status ? inArray(n.mailStatus, query.status) : undefined,
    query.kind ? inArray(n.kind, query.kind) : undefined,
    pattern ? outboxMatches(pattern) : undefined,
  );
  const page = await logPage(
    db,
    { page: query.page, pageSize: query.page_size },
    (offset) => outboxSelect(db, where).limit(query.page_size).offset(offset),
    sql`select 1 from ${n} where ${where}`,
  );
  return { total: page.total, capped: page.capped, rows: page.rows.map(outboxOf) };
}

/** What a message sent again starts from: waiting now, no tries yet, claimable by any worker. */
const sendAgain = (
  clock: Clock,
): { mailStatus: MailStatus; attempts: number; nextAttemptAt: Date; lockedUntil: null } => ({
  mailStatus: 'pending',
  attempts: 0,
  nextAttemptAt: clock.now(),
  lockedUntil: null,
});

/**
 * Admins: a message that failed goes back to the queue, audited. Another company's is a 404; a message in
 * any other state is a 409 with its status (a message is never sent twice this way).
 */
export async function retryMessage(db: Db, clock: Clock, admin: Caller, id: number): Promise<OutboxOut> {
  const ofCompany = and(eq(n.companyId, admin.member.companyId), eq(n.id, id));
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(n)
      .set(sendAgain(clock))
      .where(and(ofCompany, eq(n.mailStatus, 'failed')))
      .returning({ id: n.id, kind: n.kind, userId: n.userId });
    const retried = updated.at(0);
    if (!retried) {
      const current = (await tx.select({ status: n.mailStatus }).from(n).where(ofCompany)).at(0);
      if (!current) throw new NotFound();
      throw new Conflict('outbox_not_failed', {}, { status: current.status });
    }
    await recordAudit(tx, {
      companyId: admin.member.companyId,
      userId: admin.userId,
      action: 'notification.retried',
      targetType: 'notification',
      targetId: id,
      data: { kind: retried.kind, recipient_id: retried.userId },
      at: clock.now(),
    });
  });
  const [row] = await outboxSelect(db, ofCompany);
  return outboxOf(row);
}

/** Admins: every failed message of the company back to the queue, in one statement, audited once. */
export async function retryFailed(db: Db, clock: Clock, admin: Caller): Promise<MarkedOut> {
  return db.transaction(async (tx) => {
    const retried = await tx
      .update(n)
      .set(sendAgain(clock))
      .where(and(eq(n.companyId, admin.member.companyId), eq(n.mailStatus, 'failed')))
      .returning({ id: n.id });
    if (retried.length) {
      await recordAudit(tx, {
        companyId: admin.member.companyId,
        userId: admin.userId,
        action: 'notification.retried_failed',
        targetType: 'company',
        targetId: admin.member.companyId,
        data: { count: retried.length },
        at: clock.now(),
      });
    }
    return { marked: retried.length };
  });
}
