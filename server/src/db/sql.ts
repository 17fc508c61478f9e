import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { rowsOf, type Executor } from './client.ts';

/** The largest value of a PostgreSQL integer column: ids and versions above it are no record. */
export const INT_MAX = 2_147_483_647;

/** "First Last", or the email when both names are empty: contract/names.ts personName in SQL. */
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

/**
 * The rows of a raw statement, checked against the shape the code relies on: a statement and its reader
 * that drift apart fail loudly here rather than passing a wrong type on.
 */
export async function parsedRows<S extends z.ZodType>(ex: Executor, row: S, query: SQL): Promise<z.output<S>[]> {
  return z.array(row).parse(await rowsOf<unknown>(ex, query));
}

/** The one row of a statement that always answers one (a select of expressions, no FROM). */
export async function parsedRow<S extends z.ZodType>(ex: Executor, row: S, query: SQL): Promise<z.output<S>> {
  const rows = await parsedRows(ex, row, query);
  if (rows.length !== 1) throw new Error(`The statement answered ${String(rows.length)} rows instead of one.`);
  return rows[0];
}

/** A row without one of its columns (a window count, a cursor the answer does not show). */
export function withoutKey<T extends object, K extends keyof T>(row: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(row).filter(([name]) => name !== key)) as Omit<T, K>;
}
