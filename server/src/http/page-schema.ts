import { z } from 'zod';

/** The response schema of a paged list, the DRF shape `{"count", "next", "previous", "results"}`. */
export const pageOut = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * A paged log (the audit log, a webhook's deliveries), counted no further than LOG_COUNT_CAP rows: `count_capped`
 * says more match, and a filter reaches the older ones. Its pages stop at the cap.
 */
export const logPageOut = <T extends z.ZodType>(item: T) => pageOut(item).extend({ count_capped: z.boolean() });
