import { z } from 'zod';
import { recordId } from '../settings/fields.ts';

/** HR's nudge: the overdue forms of a period, or of one department (and its sub-departments) in it. */
export const nudgeIn = z.strictObject({
  period: recordId(),
  department: recordId().nullable().default(null),
});
export type NudgeIn = z.infer<typeof nudgeIn>;

/**
 * What a nudge did: `sent`, the forms whose holder was told now (one mail and one in-app notice each);
 * `skipped`, the overdue forms left alone because they were nudged today already.
 */
export const nudgeOut = z.object({
  sent: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type NudgeOut = z.infer<typeof nudgeOut>;
