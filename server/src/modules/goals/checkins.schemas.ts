import { z } from 'zod';
import { GOAL_HEALTHS } from '../../../../contract/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { recordId, versionField } from '../settings/fields.ts';
import { keyResultValue } from './keyresults.schemas.ts';

/** A metric's new value, or a milestone's done flag. */
const checkInValue = z.strictObject({
  key_result: recordId(),
  value: keyResultValue.optional(),
  done: z.boolean().optional(),
});

/** `version`: the goal's, as the caller read it; a check-in on a goal changed since is a 409 with its current values. */
export const checkInCreate = z.strictObject({
  version: versionField(),
  health: z.enum(GOAL_HEALTHS),
  comment: z.string().max(5000).default(''),
  values: z.array(checkInValue).max(100).default([]),
});
export type CheckInCreate = z.infer<typeof checkInCreate>;

/** A key result's value before and after: a number for a metric, the done flag for a milestone. */
const kept = z.union([z.number(), z.boolean()]).nullable();

export const checkInOut = z.object({
  id: z.number().int(),
  at: z.string(),
  author: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  health: z.enum(GOAL_HEALTHS),
  comment: z.string(),
  progress_before: z.number(),
  progress_after: z.number(),
  values: z.array(z.object({ key_result: z.number().int(), name: z.string(), before: kept, after: kept })),
});
export type CheckInOut = z.infer<typeof checkInOut>;
export const checkInList = pageOut(checkInOut);

export const checkInQuery = listQuery.pick({ page: true, page_size: true });
