import { z } from 'zod';
import { TOKEN_SCOPES } from '../../../../contract/api-tokens.ts';
import { dateString } from '../../http/zod.ts';

/** A new token: its name, its scopes (`area:read` or `area:write`) and the last day it works (in the company's time zone). */
export const apiTokenIn = z.strictObject({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .array(z.enum(TOKEN_SCOPES))
    .min(1)
    .max(TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expires_on: dateString(),
});
export type ApiTokenIn = z.infer<typeof apiTokenIn>;

/** A token as listed: never its secret, only its first characters (`hint`). */
export const apiTokenOut = z.object({
  id: z.number().int(),
  name: z.string(),
  hint: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  created_at: z.string(),
  expires_at: z.string(),
  /** The last day it works, in the company's time zone (`expires_at` is the next local midnight). */
  expires_on: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiTokenOut = z.infer<typeof apiTokenOut>;

/** The answer to a creation: the token and its secret, shown this once. */
export const apiTokenCreated = apiTokenOut.extend({ secret: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreated>;
