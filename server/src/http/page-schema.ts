import { z } from 'zod';

/** The response schema of a paged list, the DRF shape `{"count", "next", "previous", "results"}`. */
export const pageOut = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
