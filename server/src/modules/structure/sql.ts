import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** "First Last", or the email when both names are empty: the same rule as fullName() in auth. */
export function fullNameSql(u: { firstName: PgColumn; lastName: PgColumn; email: PgColumn }): SQL<string> {
  return sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.email})`;
}

/** Searches "First Last" and "Last First", so either order of a typed name matches. */
export function nameMatches(u: { firstName: PgColumn; lastName: PgColumn }, pattern: string): SQL {
  return sql`(${u.firstName} || ' ' || ${u.lastName} ilike ${pattern} or ${u.lastName} || ' ' || ${u.firstName} ilike ${pattern})`;
}

/** Many rows as ONE bind parameter: `from jsonb_to_recordset(<this>) as v(a int, b text)`. */
export function jsonRows(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}

/** Many ids as one bind parameter, far from the bind-parameter limit whatever their number. */
export function intArray(ids: readonly number[]): SQL {
  return sql`string_to_array(${ids.join(',')}, ',')::int[]`;
}

/** A row id as a body field: a positive integer that fits PostgreSQL's int, so a huge number is a 400 on its field. */
export const INT_MAX = 2_147_483_647;
