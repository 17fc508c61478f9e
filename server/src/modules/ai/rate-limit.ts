import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { aiUsage } from '../../db/schema/ai.ts';
import { TooManyRequests } from '../../http/errors.ts';

/**
 * Each user's AI calls in the current minute, counted by one atomic upsert, so that the cap holds with any
 * number of server processes on one database. A fixed window: at most `perMinute` calls start in one clock
 * minute; a refused call waits until the next minute begins (its Retry-After).
 */
export async function takeAiCall(db: Executor, userId: number, perMinute: number): Promise<void> {
  const window = sql`date_trunc('minute', now())`;
  const row = (
    await db
      .insert(aiUsage)
      .values({ userId, windowStart: window, calls: 1 })
      .onConflictDoUpdate({
        target: [aiUsage.userId, aiUsage.windowStart],
        set: { calls: sql`${aiUsage.calls} + 1` },
      })
      .returning({
        calls: aiUsage.calls,
        wait: sql<number>`ceil(extract(epoch from (${aiUsage.windowStart} + interval '1 minute' - now())))::int`,
      })
  ).at(0);
  if (row && row.calls === 1) {
    // A new window: the user's older windows are no longer needed.
    await db.delete(aiUsage).where(and(eq(aiUsage.userId, userId), lt(aiUsage.windowStart, window)));
  }
  if (row && row.calls > perMinute) throw new TooManyRequests('ai_rate_limited', Math.max(1, row.wait));
}
