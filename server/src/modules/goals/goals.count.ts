import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cappedCount as countUpTo, type CappedCount } from '../../http/pagination.ts';

export type { CappedCount };

/**
 * A goals list counts its matches up to this many past the page it shows: a search or a level matching most of a
 * large company would otherwise count them all for every page. Past it the answer says `count_capped`, and the
 * page shows "1000+".
 */
export const COUNT_CAP = 1000;

/**
 * A level of the tree and each goal's children count up to this many: a tree is read a level at a time, never paged
 * through to its thousandth goal, and a department filter looks up every counted person's department.
 */
export const TREE_COUNT_CAP = 500;

/** Counts the rows of `matches` (a select of any one column, without a limit) up to the page's count limit. */
export const cappedCount = (ex: Executor, matches: SQL, page: number, pageSize: number): Promise<CappedCount> =>
  countUpTo(ex, matches, { page, pageSize }, COUNT_CAP);
