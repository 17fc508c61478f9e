import { z } from 'zod';
import { GOAL_HEALTHS } from '../../../../contract/enums.ts';

/** A key result's value before and after a check-in: numbers for a metric, the done flag for a milestone. */
const checkInValueOut = z.object({
  key_result_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  value_before: z.number().nullable(),
  value_after: z.number().nullable(),
  done_before: z.boolean().nullable(),
  done_after: z.boolean().nullable(),
});

/** One check-in of the goal, as the form shows it (read-only): when, by whom, the health, the comment, the values. */
export const formCheckInOut = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.string().nullable(),
  /** Written by the goal's owner (else by their manager or an admin). */
  by_owner: z.boolean(),
  health: z.enum(GOAL_HEALTHS),
  comment: z.string(),
  progress_before: z.number(),
  progress_after: z.number(),
  values: z.array(checkInValueOut),
});
export type FormCheckInOut = z.infer<typeof formCheckInOut>;

/**
 * The goal behind an agreement item, where the reader may see it (a private goal only to its owner, their
 * managers and admins): its final progress (0..1), its health and its check-ins of the period, oldest first.
 */
export const goalInFormOut = z.object({
  progress: z.number(),
  health: z.enum(GOAL_HEALTHS).nullable(),
  check_ins: z.array(formCheckInOut),
});
export type GoalInFormOut = z.infer<typeof goalInFormOut>;
