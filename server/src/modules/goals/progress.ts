import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agreements, keyResults } from '../../db/schema/index.ts';

type KeyResultColumns = Pick<
  typeof keyResults,
  'kind' | 'direction' | 'done' | 'startValue' | 'targetValue' | 'currentValue'
>;

/**
 * A key result's progress, 0..1: a milestone 1 when done; a metric (current - start) / (target - start), clamped,
 * which serves a decrease as well (its target is below its start); a "reach" counts 1 on the target exactly.
 */
export function keyResultProgressSql(k: KeyResultColumns): SQL<number> {
  return sql<number>`(case
    when ${k.kind} = 'milestone' then case when ${k.done} then 1 else 0 end
    when ${k.direction} = 'reach' and ${k.currentValue} = ${k.targetValue} then 1
    else greatest(0, least(1, coalesce((${k.currentValue} - ${k.startValue}) / nullif(${k.targetValue} - ${k.startValue}, 0), 0)))
  end)::float8`.mapWith(Number);
}

/**
 * Stores the goal's progress, the weighted mean of its key results' (0 without any), and moves its version on: the
 * only write of the column, in the transaction of every key-result or check-in write. Answers the new progress.
 */
export async function storeProgress(ex: Executor, companyId: number, goalId: number, now: Date): Promise<number> {
  const k = keyResults;
  const mean = sql`(select sum(${k.weight} * ${keyResultProgressSql(k)}) / sum(${k.weight})
    from ${k} where ${k.companyId} = ${companyId} and ${k.goalId} = ${agreements.id})`;
  const [row] = await ex
    .update(agreements)
    .set({
      progress: sql`greatest(0, least(1, coalesce(${mean}, 0)))`,
      version: sql`${agreements.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(agreements.companyId, companyId), eq(agreements.id, goalId)))
    .returning({ progress: agreements.progress });
  return row.progress;
}
