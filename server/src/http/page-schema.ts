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
 * A page whose `count` stops at a cap (pagination.ts cappedCount): `count_capped` says more match, and the page says
 * "of more than". The goals lists cap at 1,000, the logs (audit, deliveries, mail outbox) at 10,000.
 */
export const cappedPageOut = <T extends z.ZodType>(item: T) => pageOut(item).extend({ count_capped: z.boolean() });
