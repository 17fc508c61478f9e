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

/** How far a log counts its rows (and pages): past it, `count_capped` asks for a filter. */
export const LOG_COUNT_CAP = 10_000;

/**
 * A page of a log and its matching rows counted up to the cap, side by side: `read` reads the page from its offset
 * (a page starting past the cap is empty without reading the log), `matching` is the log's filtered rows as a
 * `select 1 from ... where ...`, of which the count reads at most LOG_COUNT_CAP + 1 whatever the log's size.
 */
export async function logPage<R>(
  ex: Executor,
  at: { page: number; pageSize: number },
  read: (offset: number) => Promise<R[]>,
  matching: SQL,
): Promise<{ rows: R[]; count: number; capped: boolean }> {
  const offset = (at.page - 1) * at.pageSize;
  const [rows, [{ n }]] = await Promise.all([
    offset >= LOG_COUNT_CAP ? [] : read(offset),
    rowsOf<{ n: number }>(ex, sql`select count(*)::int as n from (${matching} limit ${LOG_COUNT_CAP + 1}) as matching`),
  ]);
  return { rows, count: Math.min(n, LOG_COUNT_CAP), capped: n > LOG_COUNT_CAP };
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
