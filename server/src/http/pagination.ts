import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rowsOf, type Executor } from '../db/client.ts';
import { z } from 'zod';
import { ValidationError } from './errors.ts';

export const MAX_PAGE_SIZE = 500;

export const listQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(25),
  ordering: z.string().optional(),
  search: z.string().trim().max(200).optional(),
});

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

function pageUrl(req: FastifyRequest, page: number): string {
  const url = new URL(req.url, 'http://x');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

export function pageOf<T>(req: FastifyRequest, results: T[], count: number, page: number, pageSize: number): Page<T> {
  return {
    count,
    next: page * pageSize < count ? pageUrl(req, page + 1) : null,
    previous: page > 1 ? pageUrl(req, page - 1) : null,
    results,
  };
}

/** A count that stops at a cap: `capped` says more rows match than `total`. */
export type CappedCount = { total: number; capped: boolean };

/** How far a page's count reads: the cap, or past the page itself so that a later page still has a next one. */
export const countLimit = (cap: number, page: number, pageSize: number): number => Math.max(cap, page * pageSize + 1);

/** A count of up to `limit + 1` rows read as a capped count: past the limit, the limit and `capped`. */
export const cappedOf = (n: number, limit: number): CappedCount =>
  n > limit ? { total: limit, capped: true } : { total: n, capped: false };

/**
 * Counts the rows of `matches` (a `select` of any one column, without a limit) up to the page's count limit: one
 * statement reading at most that many rows, where a count over the page's own query would build every match first.
 */
export async function cappedCount(
  ex: Executor,
  matches: SQL,
  at: { page: number; pageSize: number },
  cap: number,
): Promise<CappedCount> {
  const limit = countLimit(cap, at.page, at.pageSize);
  const [{ n }] = await rowsOf<{ n: number }>(
    ex,
    sql`select count(*)::int as n from (${matches} limit ${limit + 1}) as matches`,
  );
  return cappedOf(n, limit);
}

/** How far a log (the audit log, a webhook's deliveries, the mail outbox) counts its rows. */
export const LOG_COUNT_CAP = 10_000;

/** A page of a log, newest first as `read` gives it from an offset, and its `matching` rows counted up to the cap. */
export async function logPage<R>(
  ex: Executor,
  at: { page: number; pageSize: number },
  read: (offset: number) => Promise<R[]>,
  matching: SQL,
): Promise<{ rows: R[] } & CappedCount> {
  const [rows, count] = await Promise.all([
    read((at.page - 1) * at.pageSize),
    cappedCount(ex, matching, at, LOG_COUNT_CAP),
  ]);
  return { rows, ...count };
}

/**
 * The list's total from a page read with `count(*) over()`. A page past the last one comes back empty and
 * carries no total, so only then is the filtered set counted on its own.
 */
export async function totalOf(
  rows: readonly { total: number }[],
  page: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length || page === 1) return rows[0]?.total ?? 0;
  return count();
}

/**
 * Turns `?ordering=-name,order` into ORDER BY terms; unknown fields are a 400 naming `ordering`. A field
 * may sort by several columns (a name by last name, then first name); a `-` reverses every one of them.
 */
export function orderingOf(
  ordering: string | undefined,
  allowed: Record<string, AnyColumn | SQL | (AnyColumn | SQL)[]>,
  fallback: SQL[],
): SQL[] {
  if (!ordering) return fallback;
  const terms: SQL[] = [];
  for (const raw of ordering
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const descending = raw.startsWith('-');
    const name = descending ? raw.slice(1) : raw;
    const column = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (!column) {
      throw ValidationError.field('ordering', 'unknown_ordering', { name, allowed: Object.keys(allowed).join(', ') });
    }
    for (const c of Array.isArray(column) ? column : [column]) terms.push(descending ? desc(c) : asc(c));
  }
  return [...terms, ...fallback];
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
