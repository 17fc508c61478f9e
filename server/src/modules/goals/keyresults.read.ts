import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keyResults } from '../../db/schema/index.ts';
import type { KeyResultOut } from './keyresults.schemas.ts';
import { keyResultProgressSql } from './progress.ts';

const k = keyResults;

export type KeyResultRow = typeof k.$inferSelect;

export function keyResultDto(x: KeyResultRow, progress: number): KeyResultOut {
  return {
    id: x.id,
    goal: x.goalId,
    name: x.name,
    kind: x.kind,
    unit: x.unit,
    start_value: x.startValue,
    target_value: x.targetValue,
    current_value: x.currentValue,
    direction: x.direction,
    done: x.done,
    weight: x.weight,
    position: x.position,
    progress,
    version: x.version,
  };
}

/** A goal's key results in their order, each with its progress. */
export async function keyResultsOf(ex: Executor, companyId: number, goalId: number): Promise<KeyResultOut[]> {
  const rows = await ex
    .select({ row: k, progress: keyResultProgressSql(k) })
    .from(k)
    .where(and(eq(k.companyId, companyId), eq(k.goalId, goalId)))
    .orderBy(asc(k.position), asc(k.id));
  return rows.map((r) => keyResultDto(r.row, r.progress));
}
