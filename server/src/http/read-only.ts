import { z } from 'zod';

/**
 * A write body (PUT, PATCH) that also takes a record as a read of the same resource returned it, so that a
 * client may send back what it got with a field changed. The keys the read schema has and the body does not
 * (`id`, `created_at`, `updated_at`, joined names, `can_edit`) are output-only: they are dropped before the
 * strict body parses the rest, whatever their value. Any other unknown key is still a 400, and `version` is
 * still required and checked wherever the body requires it.
 *
 *   export const valuePut = acceptsReadOnly(z.strictObject({ name, order, version }), valueOut);
 */
export function acceptsReadOnly<B extends z.ZodObject>(body: B, read: z.ZodObject) {
  const readOnly = Object.keys(read.shape).filter((key) => !Object.hasOwn(body.shape, key));
  return z
    .preprocess((input: unknown) => withoutKeys(input, readOnly), body)
    .meta({
      description: `Output-only fields (${readOnly.join(', ')}) are accepted and ignored.`,
    });
}

function withoutKeys(input: unknown, keys: readonly string[]): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => !keys.includes(key)));
}
