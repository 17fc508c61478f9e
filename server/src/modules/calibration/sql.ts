import { sql, type SQL } from 'drizzle-orm';

/** An ISO 8601 UTC text of a timestamp, as the API writes them (`2026-05-01T10:00:00.000Z`); null stays null. */
export const isoSql = (column: SQL): SQL<string | null> =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * "First Last" of the users row under `alias`, or the email when both names are empty (the rule of
 * db/sql.ts's fullNameSql, for statements that name their tables by alias).
 */
export const nameOfSql = (alias: string): SQL<string> =>
  sql<string>`${sql.raw(`coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)`)}`;
