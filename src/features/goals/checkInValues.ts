import { CHECK_IN_SPAN_FACTOR } from '../../../contract/limits.ts';
import { isRecord } from '../../api/failure.ts';
import type { GoalOut, KeyResultOut } from '../../api/types.ts';
import type { CheckInBody } from './api.ts';
import { numberOf } from './keyResultDraft.ts';

/** What the check-in form holds per key result: a metric's value as typed, a milestone's done flag. */
export type Entries = Record<number, { value: string; done: boolean }>;

export const entriesOf = (goal: GoalOut): Entries =>
  Object.fromEntries(
    goal.key_results.map((kr) => [
      kr.id,
      { value: kr.current_value === null ? '' : String(kr.current_value), done: kr.done },
    ]),
  );

/** The form after someone else's check-in: what the person changed stays, the rest takes the values now. */
export function rebase(entries: Entries, before: GoalOut, now: GoalOut): Entries {
  const was = entriesOf(before);
  const next = entriesOf(now);
  for (const id of Object.keys(next).map(Number)) {
    const mine = Object.hasOwn(entries, id) ? entries[id] : null;
    const old = Object.hasOwn(was, id) ? was[id] : null;
    if (mine && old && (mine.value !== old.value || mine.done !== old.done)) next[id] = mine;
  }
  return next;
}

/** The key results whose value the person changed, in the order sent (a 400 names them by that index). */
export function changedValues(
  goal: GoalOut,
  entries: Entries,
): { sent: KeyResultOut[]; values: CheckInBody['values'] } {
  const sent: KeyResultOut[] = [];
  const values: NonNullable<CheckInBody['values']> = [];
  for (const kr of goal.key_results) {
    const entry = Object.hasOwn(entries, kr.id) ? entries[kr.id] : null;
    if (!entry) continue;
    if (kr.kind === 'milestone') {
      if (entry.done === kr.done) continue;
      values.push({ key_result: kr.id, done: entry.done });
    } else {
      const value = numberOf(entry.value);
      if (value === kr.current_value) continue;
      values.push({ key_result: kr.id, value: value ?? Number.NaN });
    }
    sent.push(kr);
  }
  return { sent, values };
}

/** A stale check-in's answer carries the goal as it is now. */
export function isGoal(value: unknown): value is GoalOut {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.version === 'number' &&
    Array.isArray(value.key_results)
  );
}

/**
 * A metric's typed value far outside its start..target (past one length of that span, likely a typo): worth a second
 * look before sending, still sent. `refused` past CHECK_IN_SPAN_FACTOR lengths, between `min` and `max`, where the
 * server refuses it. Null within, for an empty field or one that holds no number.
 */
export function outlierOf(kr: KeyResultOut, typed: string): { refused: boolean; min: number; max: number } | null {
  const value = numberOf(typed);
  if (kr.kind !== 'metric' || kr.start_value === null || kr.target_value === null) return null;
  if (value === null || Number.isNaN(value)) return null;
  const low = Math.min(kr.start_value, kr.target_value);
  const high = Math.max(kr.start_value, kr.target_value);
  const span = high - low;
  if (value >= low - span && value <= high + span) return null;
  const min = low - span * CHECK_IN_SPAN_FACTOR;
  const max = high + span * CHECK_IN_SPAN_FACTOR;
  return { refused: value < min || value > max, min, max };
}
