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

/** The progress of a goal without key results: 1 when done (`status`, the stored status), 0 otherwise. */
export function progressWithoutKeyResultsSql(status: SQL | string): SQL<number> {
  return sql<number>`(case when (${status})::text = 'done' then 1 else 0 end)`;
}

/**
 * A goal's progress as its row is written: the weighted mean of its key results' (clamped); without any, that of
 * progressWithoutKeyResultsSql for the stored status the write leaves. Every write of a goal's status sets it, the
 * agreements API's too.
 */
export function goalProgressSql(companyId: number, status: SQL | string): SQL<number> {
  const k = keyResults;
  const mean = sql`(select sum(${k.weight} * ${keyResultProgressSql(k)}) / sum(${k.weight})
    from ${k} where ${k.companyId} = ${companyId} and ${k.goalId} = ${agreements.id})`;
  return sql<number>`greatest(0, least(1, coalesce(${mean}, ${progressWithoutKeyResultsSql(status)})))`;
}

/**
 * Stores the goal's progress (see goalProgressSql) and moves its version on: in the transaction of every key-result
 * or check-in write, and of a change of the goal's status. Answers the new progress.
 */
export async function storeProgress(ex: Executor, companyId: number, goalId: number, now: Date): Promise<number> {
  const [row] = await ex
    .update(agreements)
    .set({
      progress: goalProgressSql(companyId, sql`${agreements.status}::text`),
      version: sql`${agreements.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(agreements.companyId, companyId), eq(agreements.id, goalId)))
    .returning({ progress: agreements.progress });
  return row.progress;
}
