import { z } from 'zod';
import { isErrorCode, type CodedError, type ErrorCode, type ErrorParams } from '../../../contract/errors/index.ts';
import { ValidationError } from './errors.ts';

/**
 * Every zod issue's message is a catalogue code: the ones a schema does not name itself come from here,
 * and a schema that names one writes the code as its message (`.max(5, 'grade_range')`).
 */
function codeOfIssue(issue: z.core.$ZodRawIssue): ErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'required';
      return issue.input === null ? 'null_value' : 'invalid_type';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'blank' : 'too_short';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_few' : 'min_value';
    case 'too_big':
      if (issue.origin === 'string') return 'too_long';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_many' : 'max_value';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'invalid_value':
      return 'invalid_choice';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}

z.config({ customError: (issue) => codeOfIssue(issue) });

/** Names the error's code wants, taken from the issue (a maximum length, the allowed choices). */
function paramsOf(issue: z.core.$ZodIssue): ErrorParams | undefined {
  switch (issue.code) {
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'too_small':
      return { min: Number(issue.minimum) };
    case 'invalid_type':
      return { expected: issue.expected };
    case 'invalid_value':
      return { choices: issue.values.map(String).join(', ') };
    case 'unrecognized_keys':
      return { keys: issue.keys.join(', ') };
    case 'custom': {
      const given: Record<string, unknown> = issue.params ?? {};
      const params: ErrorParams = {};
      for (const [key, value] of Object.entries(given)) {
        if (typeof value === 'string' || typeof value === 'number') params[key] = value;
      }
      return params;
    }
    default:
      return undefined;
  }
}

export function codedIssue(issue: z.core.$ZodIssue): CodedError {
  const code = isErrorCode(issue.message) ? issue.message : 'invalid';
  const params = paramsOf(issue);
  return params ? { code, params } : { code };
}

/** `top` names only the parameter itself: `?stage=SELF,DONE` is an error of `stage`, not of `stage.1`. */
export function toFieldErrors(error: z.ZodError, top = false): Record<string, CodedError[]> {
  const out: Record<string, CodedError[]> = {};
  for (const issue of error.issues) {
    const path = top ? issue.path.slice(0, 1) : issue.path;
    const key = path.length ? path.map(String).join('.') : 'non_field_errors';
    (out[key] ??= []).push(codedIssue(issue));
  }
  return out;
}

export function parseOr400<T extends z.ZodType>(schema: T, input: unknown, top = false): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error, top));
  return result.data;
}

/** A schema message that is a catalogue code, checked by the compiler. */
export const coded = (code: ErrorCode): ErrorCode => code;

/** Query-string helpers: every list accepts comma-joined arrays and string numbers. */
export const q = {
  int: () => z.coerce.number().int().positive(),
  ids: () =>
    z
      .string()
      .regex(/^\d+(,\d+)*$/, coded('invalid_ids'))
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
    .regex(/^\d{4}-\d{2}-\d{2}$/, coded('date_format'))
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      coded('invalid_date'),
    );

export const idParam = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});
export const companyParam = z.object({ companyId: z.coerce.number().int().positive() });
