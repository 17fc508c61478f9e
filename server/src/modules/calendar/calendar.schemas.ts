import { z } from 'zod';

/** Whether the caller has a private calendar address now, and since when (the address itself is shown once). */
export const feedStateOut = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
});

/** A new private calendar address: shown once, when issued. */
export const feedOut = z.object({ url: z.string() });

export const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
