import { emitEvent } from '../webhooks/emit.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { CHECK_IN_SPAN_FACTOR } from '../../../../contract/limits.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { agreements, goalCheckIns, goalCheckInValues, keyResults, users } from '../../db/schema/index.ts';
import { fullNameSql, jsonRows } from '../../db/sql.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, StaleVersion, ValidationError } from '../../http/errors.ts';
import { totalOf } from '../../http/pagination.ts';
import type { CheckInCreate, CheckInOut } from './checkins.schemas.ts';
import { getGoal, loadEditable, loadGoal } from './goals.read.ts';
import type { GoalOut } from './goals.schemas.ts';
import { storeProgress } from './progress.ts';

type KeyResultRow = typeof keyResults.$inferSelect;
type NewValue = { id: number; value: number | null; done: boolean };

/** The values a metric's check-in may take: its start..target widened by CHECK_IN_SPAN_FACTOR lengths each way. */
function rangeOf(key: KeyResultRow): { min: number; max: number } {
  const start = key.startValue ?? 0;
  const target = key.targetValue ?? start;
  const span = Math.abs(target - start) * CHECK_IN_SPAN_FACTOR;
  return { min: Math.min(start, target) - span, max: Math.max(start, target) + span };
}

function outOfRange(key: KeyResultRow, value: number): boolean {
  const { min, max } = rangeOf(key);
  return value < min || value > max;
}

/** Each value names a key result of the goal once, a metric with a number, a milestone with its done flag. */
function checkValues(body: CheckInCreate, keys: Map<number, KeyResultRow>): NewValue[] {
  const errors: Record<string, CodedError[]> = {};
  const seen = new Set<number>();
  const out: NewValue[] = [];
  body.values.forEach((v, i) => {
    const at = `values.${String(i)}`;
    const key = keys.get(v.key_result);
    if (!key) errors[`${at}.key_result`] = [{ code: 'key_result_not_in_goal' }];
    else if (seen.has(key.id)) errors[`${at}.key_result`] = [{ code: 'key_result_repeated' }];
    else if (key.kind === 'metric' && v.value === undefined) errors[`${at}.value`] = [{ code: 'required' }];
    else if (key.kind === 'metric' && v.done !== undefined) errors[`${at}.done`] = [{ code: 'invalid' }];
    else if (key.kind === 'milestone' && v.value !== undefined)
      errors[`${at}.value`] = [{ code: 'key_result_milestone_values' }];
    else if (key.kind === 'milestone' && v.done === undefined) errors[`${at}.done`] = [{ code: 'required' }];
    else if (key.kind === 'metric' && v.value !== undefined && outOfRange(key, v.value))
      errors[`${at}.value`] = [{ code: 'check_in_value_out_of_range', params: rangeOf(key) }];
    else out.push({ id: key.id, value: v.value ?? null, done: v.done ?? false });
    if (key) seen.add(key.id);
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}

/**
 * A check-in: new key-result values, a health and a comment, kept with each value before and after. The goal's
 * version guards it: of two people checking in at once, the second gets a 409 with the goal's current values.
 */
export async function createCheckIn(
  db: Db,
  member: Member,
  userId: number,
  clock: Clock,
  goalId: number,
  body: CheckInCreate,
): Promise<{ check_in_id: number; goal: GoalOut }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const current = await loadEditable(tx, member, goalId);
    if (current.periodStatus === 'closed') throw new Conflict('goal_period_closed');
    const g = agreements;
    // Taking the version first holds the goal's row: a check-in at the same moment waits, then finds it moved on.
    const held = await tx
      .update(g)
      .set({ version: sql`${g.version} + 1` })
      .where(and(eq(g.companyId, member.companyId), eq(g.id, goalId), eq(g.version, body.version)))
      .returning({ progress: g.progress });
    if (!held.length) throw new StaleVersion(await getGoal(tx, member, goalId));
    const keys = await tx
      .select()
      .from(keyResults)
      .where(and(eq(keyResults.companyId, member.companyId), eq(keyResults.goalId, goalId)));
    const values = checkValues(body, new Map(keys.map((key) => [key.id, key])));
    if (values.length) {
      await tx.execute(sql`update ${keyResults} k set
          current_value = case when k.kind = 'metric' then v.value else k.current_value end,
          done = case when k.kind = 'milestone' then v.done else k.done end,
          version = k.version + 1, updated_at = ${now}
        from jsonb_to_recordset(${jsonRows(values)}) as v(id int, value float8, done boolean)
        where k.company_id = ${member.companyId} and k.goal_id = ${goalId} and k.id = v.id`);
    }
    const progressAfter = await storeProgress(tx, member.companyId, goalId, now);
    await tx
      .update(g)
      .set({ health: body.health, lastCheckInAt: now })
      .where(and(eq(g.companyId, member.companyId), eq(g.id, goalId)));
    const [checkIn] = await tx
      .insert(goalCheckIns)
      .values({
        companyId: member.companyId,
        goalId,
        userId,
        at: now,
        health: body.health,
        comment: body.comment,
        progressBefore: held[0].progress,
        progressAfter,
      })
      .returning({ id: goalCheckIns.id });
    const byId = new Map(keys.map((key) => [key.id, key]));
    if (values.length) {
      await tx.insert(goalCheckInValues).values(
        values.map((v) => {
          const key = byId.get(v.id);
          const metric = key?.kind === 'metric';
          return {
            checkInId: checkIn.id,
            keyResultId: v.id,
            valueBefore: metric ? (key.currentValue ?? null) : null,
            valueAfter: metric ? v.value : null,
            doneBefore: metric ? null : (key?.done ?? null),
            doneAfter: metric ? null : v.done,
          };
        }),
      );
    }
    await emitEvent(tx, member.companyId, 'goal.checked_in', {
      goal_id: goalId,
      check_in_id: checkIn.id,
      user_id: userId,
      health: body.health,
      progress_before: held[0].progress,
      progress_after: progressAfter,
    });
    return { check_in_id: checkIn.id, goal: await getGoal(tx, member, goalId) };
  });
}

/** A goal's check-ins, newest first, with their values and author: three statements whatever the page's size. */
export async function listCheckIns(
  db: Db,
  member: Member,
  goalId: number,
  page: number,
  pageSize: number,
): Promise<{ results: CheckInOut[]; total: number }> {
  await loadGoal(db, member, goalId);
  const c = goalCheckIns;
  const where = and(eq(c.companyId, member.companyId), eq(c.goalId, goalId));
  const rows = await db
    .select({ row: c, author: fullNameSql(users), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(c)
    .leftJoin(users, eq(users.id, c.userId))
    .where(where)
    .orderBy(desc(c.at), desc(c.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((r) => r.row.id);
  const values = ids.length
    ? await db
        .select({ v: goalCheckInValues, name: keyResults.name, position: keyResults.position })
        .from(goalCheckInValues)
        .innerJoin(keyResults, eq(keyResults.id, goalCheckInValues.keyResultId))
        .where(inArray(goalCheckInValues.checkInId, ids))
        .orderBy(keyResults.position, keyResults.id)
    : [];
  const results = rows.map((r): CheckInOut => ({
    id: r.row.id,
    at: r.row.at.toISOString(),
    author: r.row.userId === null ? null : { id: r.row.userId, full_name: r.author },
    health: r.row.health,
    comment: r.row.comment,
    progress_before: r.row.progressBefore,
    progress_after: r.row.progressAfter,
    values: values
      .filter((x) => x.v.checkInId === r.row.id)
      .map((x) => ({
        key_result: x.v.keyResultId,
        name: x.name,
        before: x.v.valueBefore ?? x.v.doneBefore,
        after: x.v.valueAfter ?? x.v.doneAfter,
      })),
  }));
  const total = await totalOf(rows, page, async () => db.$count(c, where));
  return { results, total };
}
