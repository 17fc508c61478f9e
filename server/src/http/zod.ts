import { z } from 'zod';
import { ValidationError } from './errors.ts';

z.config({
  customError: (issue) => {
    if (issue.input === undefined && issue.code === 'invalid_type') return 'This field is required.';
    if (issue.input === null && issue.code === 'invalid_type') return 'This field may not be null.';
    return undefined;
  },
});

/** `top` names only the parameter itself: `?stage=SELF,DONE` is an error of `stage`, not of `stage.1`. */
export function toFieldErrors(error: z.ZodError, top = false): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = top ? issue.path.slice(0, 1) : issue.path;
    const key = path.length ? path.map(String).join('.') : 'non_field_errors';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function parseOr400<T extends z.ZodType>(schema: T, input: unknown, top = false): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error, top));
  return result.data;
}

/** Query-string helpers: every list accepts comma-joined arrays and string numbers. */
export const q = {
  int: () => z.coerce.number().int().positive(),
  ids: () =>
    z
      .string()
      .regex(/^\d+(,\d+)*$/, 'Expected comma-separated integer ids.')
      .transform((s) => s.split(',').map(Number)),
  enums: <T extends readonly [string, ...string[]]>(values: T) =>
    z
      .string()
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(z.array(z.enum(values)).min(1)),
  bool: () => z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
};

export const dateString = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'Enter a valid date.',
    );

export const idParam = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});
export const companyParam = z.object({ companyId: z.coerce.number().int().positive() });
