import { sql } from 'drizzle-orm';
import type { Stage } from '../../../../contract/enums.ts';
import type { Executor } from '../../db/client.ts';
import { queueFormNotices, type FormNotice } from './queue.ts';

const ids = (formIds: readonly number[]) => sql`f.id = any(${`{${formIds.join(',')}}`}::int[])`;

/** A period launched: each new form's employee may start their self-assessment. */
export async function notifyLaunched(tx: Executor, now: Date, formIds: readonly number[]): Promise<void> {
  if (!formIds.length) return;
  await queueFormNotices(tx, now, ids(formIds), { kind: 'self_open', to: 'employee', occurrence: sql`1` });
}

type Move = { formId: number; from: Stage; to: Stage; reason: string; byUserId: number };

/**
 * A form moved: the person who must act now is told (never the one who made the move). Sent back a stage,
 * with the reason; reopened: the employee and the reviewer. Each move is its own occurrence (the form's
 * version after it), so a form returned twice tells twice, and a retried move never does.
 */
export async function notifyMoved(tx: Executor, now: Date, move: Move): Promise<void> {
  const where = ids([move.formId]);
  const base = { occurrence: sql`f.version`, skipUserId: move.byUserId };
  const reason = sql`jsonb_build_object('reason', ${move.reason}::text)`;
  const notices: FormNotice[] = [];
  if (move.from === 'SELF' && move.to === 'MANAGER') notices.push({ ...base, kind: 'to_review', to: 'reviewer' });
  if (move.from === 'MANAGER' && move.to === 'FEEDBACK')
    notices.push({ ...base, kind: 'feedback_open', to: 'employee' });
  // An admin completing before the employee answered gives a reason: it goes with the notice.
  if (move.from === 'FEEDBACK' && move.to === 'COMPLETE')
    notices.push({ ...base, kind: 'complete', to: 'employee', ...(move.reason ? { extra: reason } : {}) });
  if (move.from === 'MANAGER' && move.to === 'SELF')
    notices.push({ ...base, kind: 'returned', to: 'employee', extra: reason });
  if (move.from === 'FEEDBACK' && move.to === 'MANAGER')
    notices.push({ ...base, kind: 'returned', to: 'reviewer', extra: reason });
  if (move.from === 'COMPLETE' && move.to === 'FEEDBACK') {
    notices.push({ ...base, kind: 'reopened', to: 'employee', extra: reason });
    notices.push({ ...base, kind: 'reopened', to: 'reviewer', extra: reason });
  }
  for (const notice of notices) await queueFormNotices(tx, now, where, notice);
}

/**
 * Forms handed to another reviewer (a delegation, or one taken back): the new reviewer has them to assess,
 * and each reviewer they were taken from is told so. `from` maps a previous reviewer to their forms.
 */
export async function notifyHandedOver(
  tx: Executor,
  now: Date,
  byUserId: number,
  from: ReadonlyMap<number, readonly number[]>,
): Promise<void> {
  const all = [...from.values()].flat();
  if (!all.length) return;
  const newReviewer = sql`jsonb_build_object('reviewer_name', (select trim(u.first_name || ' ' || u.last_name)
    from employee_in_positions rp join users u on u.id = rp.user_id where rp.id = f.reviewer_id))`;
  await queueFormNotices(tx, now, ids(all), {
    kind: 'delegated',
    to: 'reviewer',
    occurrence: sql`f.version`,
    skipUserId: byUserId,
    extra: newReviewer,
  });
  for (const [positionId, formIds] of from) {
    await queueFormNotices(tx, now, ids(formIds), {
      kind: 'relieved',
      to: { positionId },
      occurrence: sql`f.version`,
      skipUserId: byUserId,
      extra: newReviewer,
    });
  }
}
