import { z } from 'zod';
import { q } from '../../http/zod.ts';
import { goalRowOut } from './goals.schemas.ts';

/** The manager dashboard's goals needing attention: of the given periods (all by default). */
export const attentionQuery = z.object({ period: q.ids().optional() });
export type AttentionQuery = z.infer<typeof attentionQuery>;

/**
 * A team goal needing attention: at risk or off track at its last check-in, or with no check-in within the
 * company's cadence (`stale`; since it was created when it has none).
 */
export const attentionRowOut = goalRowOut.extend({ stale: z.boolean() });
export type AttentionRowOut = z.infer<typeof attentionRowOut>;

/**
 * At most `ATTENTION_LIMIT` goals, the worst first; `count` is how many there are in all; `check_in_days` the
 * company's cadence.
 */
export const attentionOut = z.object({
  count: z.number().int(),
  check_in_days: z.number().int(),
  results: z.array(attentionRowOut),
});
export type AttentionOut = z.infer<typeof attentionOut>;

export const ATTENTION_LIMIT = 50;
