import { and, eq, sql } from 'drizzle-orm';
import type { CodedError } from '../../../../contract/errors/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import { keyResults } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import type { Clock } from '../../clock.ts';
import { getGoal, loadEditable } from './goals.read.ts';
import type { GoalOut } from './goals.schemas.ts';
import { keyResultDto, type KeyResultRow } from './keyresults.read.ts';
import type { KeyResultCreate, KeyResultPatch } from './keyresults.schemas.ts';
import { keyResultProgressSql, storeProgress } from './progress.ts';

const k = keyResults;

type Measure = Pick<KeyResultRow, 'kind' | 'startValue' | 'targetValue' | 'currentValue' | 'direction'>;

/**
 * A metric has a start and a target that differ, and a target on its direction's side of the start; a milestone has
 * no numbers. Each a 400 naming the field, under `prefix` (`key_results.0.`) when the key result is one of several.
 */
export function checkMeasure(m: Measure, prefix = ''): void {
  const errors: Record<string, CodedError[]> = {};
  if (m.kind === 'milestone') {
    for (const [field, v] of [
      ['start_value', m.startValue],
      ['target_value', m.targetValue],
      ['current_value', m.currentValue],
    ] as const)
      if (v !== null) errors[field] = [{ code: 'key_result_milestone_values' }];
  } else if (m.startValue === null || m.targetValue === null) {
    if (m.startValue === null) errors.start_value = [{ code: 'required' }];
    if (m.targetValue === null) errors.target_value = [{ code: 'required' }];
  } else if (m.targetValue === m.startValue) {
    errors.target_value = [{ code: 'key_result_target_equals_start' }];
  } else if (
    (m.direction === 'increase' && m.targetValue < m.startValue) ||
    (m.direction === 'decrease' && m.targetValue > m.startValue)
  ) {
    errors.target_value = [{ code: 'key_result_direction_mismatch' }];
  }
  const named = Object.entries(errors).map(([field, coded]): [string, CodedError[]] => [`${prefix}${field}`, coded]);
  if (named.length) throw new ValidationError(Object.fromEntries(named));
}

/** A key result of the goal, else a 404. */
async function loadKeyResult(ex: Executor, member: Member, goalId: number, id: number): Promise<KeyResultRow> {
  const row = (
    await ex
      .select()
      .from(k)
      .where(and(eq(k.companyId, member.companyId), eq(k.goalId, goalId), eq(k.id, id)))
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return row;
}

/**
 * Adds a key result to a goal the caller may change (checked by the caller), at the end unless `position` is given;
 * its errors name the field under `prefix`. The goal's progress is the caller's to store.
 */
export async function insertKeyResult(
  tx: Executor,
  companyId: number,
  goalId: number,
  body: KeyResultCreate,
  prefix = '',
): Promise<void> {
  const metric = body.kind === 'metric';
  const measure = {
    kind: body.kind,
    startValue: body.start_value,
    targetValue: body.target_value,
    currentValue: metric ? (body.current_value ?? body.start_value) : body.current_value,
    direction: body.direction,
  };
  checkMeasure(measure, prefix);
  const position = body.position ?? (await tx.$count(k, and(eq(k.companyId, companyId), eq(k.goalId, goalId))));
  await tx.insert(k).values({
    companyId,
    goalId,
    name: body.name,
    unit: body.unit,
    done: metric ? false : body.done,
    weight: body.weight,
    position,
    ...measure,
  });
}

/** Every key-result write answers the goal, whose progress and version it moved. */
export async function createKeyResult(
  db: Db,
  member: Member,
  clock: Clock,
  goalId: number,
  body: KeyResultCreate,
): Promise<GoalOut> {
  return db.transaction(async (tx) => {
    await loadEditable(tx, member, goalId);
    await insertKeyResult(tx, member.companyId, goalId, body);
    await storeProgress(tx, member.companyId, goalId, clock.now());
    return getGoal(tx, member, goalId);
  });
}

export async function updateKeyResult(
  db: Db,
  member: Member,
  clock: Clock,
  goalId: number,
  id: number,
  body: KeyResultPatch,
): Promise<GoalOut> {
  return db.transaction(async (tx) => {
    await loadEditable(tx, member, goalId);
    const current = await loadKeyResult(tx, member, goalId, id);
    if (body.version !== current.version) {
      const [{ progress }] = await tx
        .select({ progress: keyResultProgressSql(k) })
        .from(k)
        .where(eq(k.id, id));
      throw new StaleVersion(keyResultDto(current, progress));
    }
    const next = {
      name: body.name ?? current.name,
      kind: body.kind ?? current.kind,
      unit: body.unit ?? current.unit,
      startValue: body.start_value === undefined ? current.startValue : body.start_value,
      targetValue: body.target_value === undefined ? current.targetValue : body.target_value,
      currentValue: body.current_value === undefined ? current.currentValue : body.current_value,
      direction: body.direction ?? current.direction,
      done: body.done ?? current.done,
      weight: body.weight ?? current.weight,
      position: body.position ?? current.position,
    };
    // A metric made from a milestone starts at its start.
    if (next.kind === 'metric' && next.currentValue === null) next.currentValue = next.startValue;
    checkMeasure(next);
    const updated = await tx
      .update(k)
      .set({ ...next, version: sql`${k.version} + 1`, updatedAt: clock.now() })
      .where(and(eq(k.companyId, member.companyId), eq(k.id, id), eq(k.version, body.version)))
      .returning({ id: k.id });
    if (!updated.length) throw new StaleVersion(await getGoal(tx, member, goalId));
    await storeProgress(tx, member.companyId, goalId, clock.now());
    return getGoal(tx, member, goalId);
  });
}

export async function deleteKeyResult(
  db: Db,
  member: Member,
  clock: Clock,
  goalId: number,
  id: number,
): Promise<GoalOut> {
  return db.transaction(async (tx) => {
    await loadEditable(tx, member, goalId);
    await loadKeyResult(tx, member, goalId, id);
    await tx.delete(k).where(and(eq(k.companyId, member.companyId), eq(k.id, id)));
    await storeProgress(tx, member.companyId, goalId, clock.now());
    return getGoal(tx, member, goalId);
  });
}
