import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';

/**
 * A goals list counts its matches up to this many past the page it shows: a search or a level matching most of a
 * large company would otherwise count them all for every page. Past it the answer says `count_capped`, and the
 * page shows "1000+".
 */
export const COUNT_CAP = 1000;

export type CappedCount = { total: number; capped: boolean };

/** How far a page's count reads: the cap, or past the page itself so that a later page still has a next one. */
export const countLimit = (page: number, pageSize: number): number => Math.max(COUNT_CAP, page * pageSize + 1);

/** Counts the rows of `matches` (a select of any one column, without a limit) up to the page's count limit. */
export async function cappedCount(ex: Executor, matches: SQL, page: number, pageSize: number): Promise<CappedCount> {
  const limit = countLimit(page, pageSize);
  const [{ n }] = await rowsOf<{ n: number }>(
    ex,
    sql`select count(*)::int as n from (${matches} limit ${limit + 1}) m`,
  );
  return n > limit ? { total: limit, capped: true } : { total: n, capped: false };
}
