import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { fullNameSql } from '../../db/sql.ts';
import { logPage } from '../../http/pagination.ts';
import { toCsv } from '../structure/csv.ts';
import { zoneOfCompanySql } from '../timezones/zones.ts';
import type { AuditEntryOut, AuditFilter, AuditListQuery } from './audit.schemas.ts';

/** The most rows one CSV export holds (newest first): a filter narrows a larger log. */
export const AUDIT_EXPORT_MAX = 10_000;

/** The instant a day (`days` after `day`) begins in the company's zone: the log's days are the company's. */
const localMidnight = (companyId: number, day: string, days: number): SQL =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${zoneOfCompanySql(sql`${companyId}`)})`;

/**
 * An area (`person`) matches its actions (`person.updated`) and itself; a name with a dot is an exact action (an
 * action has one dot at most: an area and a verb). Each reads its own index.
 */
const actionMatches = (action: string): SQL =>
  action.includes('.') ? eq(auditLog.action, action) : sql`split_part(${auditLog.action}, '.', 1) = ${action}`;

/** The company's rows (never another's) that pass the filter. */
function whereOf(companyId: number, filter: AuditFilter): SQL | undefined {
  return and(
    eq(auditLog.companyId, companyId),
    filter.actor === undefined ? undefined : eq(auditLog.userId, filter.actor),
    filter.action === undefined ? undefined : actionMatches(filter.action),
    filter.target_type === undefined ? undefined : eq(auditLog.targetType, filter.target_type),
    filter.target_id === undefined ? undefined : eq(auditLog.targetId, filter.target_id),
    filter.from === undefined ? undefined : gte(auditLog.at, localMidnight(companyId, filter.from, 0)),
    filter.to === undefined ? undefined : lt(auditLog.at, localMidnight(companyId, filter.to, 1)),
  );
}

/** The other person of an impersonated row, by the id the row's data keeps (see `other_person`). */
const other = alias(users, 'other_person');
const idIn = (key: string) =>
  sql`case when jsonb_typeof(${auditLog.data} -> ${key}) = 'number' then (${auditLog.data} ->> ${key})::int end`;
const otherJoin = eq(other.id, sql`coalesce(${idIn('as_user')}, ${idIn('impersonator_id')})`);

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  data: auditLog.data,
  actorId: users.id,
  actorName: fullNameSql(users),
  actorEmail: users.email,
  otherId: other.id,
  otherName: fullNameSql(other),
  otherEmail: other.email,
};

type Row = {
  id: number;
  at: Date;
  action: string;
  targetType: string;
  targetId: number | null;
  data: Record<string, unknown>;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  otherId: number | null;
  otherName: string | null;
  otherEmail: string | null;
};

function objectOrNull(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function entryOf(row: Row): AuditEntryOut {
  const { before, after, ...rest } = row.data;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId === null ? null : { id: row.actorId, full_name: row.actorName ?? '', email: row.actorEmail ?? '' },
    other_person:
      row.otherId === null ? null : { id: row.otherId, full_name: row.otherName ?? '', email: row.otherEmail ?? '' },
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: objectOrNull(before),
    after: objectOrNull(after),
    data: rest,
  };
}

/**
 * A page of the company's log, newest first, and its rows counted up to LOG_COUNT_CAP: two statements, each
 * reading an index a page (or the cap) deep whatever the log's size.
 */
export async function listAudit(
  db: Db,
  companyId: number,
  query: AuditListQuery,
): Promise<{ results: AuditEntryOut[]; total: number; capped: boolean }> {
  const where = whereOf(companyId, query);
  const { rows, total, capped } = await logPage(
    db,
    { page: query.page, pageSize: query.page_size },
    (offset) =>
      db
        .select(columns)
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .leftJoin(other, otherJoin)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.page_size)
        .offset(offset),
    sql`select 1 from ${auditLog} where ${where}`,
  );
  return { results: rows.map(entryOf), total, capped };
}

/** Everyone who appears as the actor of a row of the company's log, by name. */
export async function auditActors(
  db: Db,
  companyId: number,
): Promise<{ id: number; full_name: string; email: string }[]> {
  // The distinct actors one index probe each (the next actor id after the last), not a read of the whole log.
  const actors = sql`with recursive actor(id) as (
      (select a.user_id from audit_log a where a.company_id = ${companyId} and a.user_id is not null
        order by a.user_id limit 1)
      union all
      select (select a.user_id from audit_log a where a.company_id = ${companyId} and a.user_id > actor.id
        order by a.user_id limit 1)
      from actor where actor.id is not null
    ) select id from actor where id is not null`;
  return db
    .select({ id: users.id, full_name: fullNameSql(users), email: users.email })
    .from(users)
    .where(sql`${users.id} in (${actors})`)
    .orderBy(fullNameSql(users), users.id)
    .limit(1000);
}

const CSV_HEADER = [
  'at',
  'actor_id',
  'actor_name',
  'actor_email',
  'other_person_email',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'data',
];

/** A spreadsheet must not run what a person typed: a cell that would start a formula is kept as text. */
function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const json = (value: Record<string, unknown> | null): string => (value === null ? '' : JSON.stringify(value));

/** The filtered log as CSV (UTF-8 with a byte-order mark for Excel), newest first, in one statement. */
export async function exportAudit(db: Db, companyId: number, filter: AuditFilter): Promise<string> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(other, otherJoin)
    .where(whereOf(companyId, filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_EXPORT_MAX);
  const lines = rows
    .map(entryOf)
    .map((e) =>
      [
        e.at,
        e.actor ? String(e.actor.id) : '',
        e.actor?.full_name ?? '',
        e.actor?.email ?? '',
        e.other_person?.email ?? '',
        e.action,
        e.target_type,
        e.target_id === null ? '' : String(e.target_id),
        json(e.before),
        json(e.after),
        json(Object.keys(e.data).length ? e.data : null),
      ].map(textCell),
    );
  return `\uFEFF${toCsv([CSV_HEADER, ...lines])}`;
}
