import { z } from 'zod';
import { KEY_RESULT_DIRECTIONS, KEY_RESULT_KINDS } from '../../../../contract/enums.ts';
import { GOAL_TITLE_MAX, KEY_RESULT_VALUE_MAX } from '../../../../contract/limits.ts';
import { versionField } from '../settings/fields.ts';

/** A number; anything else (text, or null where none is allowed) is a 400 `not_a_number` naming the field. */
export const aNumber = () =>
  z.number({
    error: (issue) => (issue.expected === 'number' && issue.input !== undefined ? 'not_a_number' : undefined),
  });

/** A metric's value; a milestone has none. */
export const keyResultValue = aNumber().min(-KEY_RESULT_VALUE_MAX).max(KEY_RESULT_VALUE_MAX);
const value = keyResultValue;

export const keyResultOut = z.object({
  id: z.number().int(),
  goal: z.number().int(),
  name: z.string(),
  kind: z.enum(KEY_RESULT_KINDS),
  unit: z.string(),
  start_value: z.number().nullable(),
  target_value: z.number().nullable(),
  current_value: z.number().nullable(),
  direction: z.enum(KEY_RESULT_DIRECTIONS),
  done: z.boolean(),
  weight: z.number().int(),
  position: z.number().int(),
  /** 0..1: a metric's way from start to target (clamped), a milestone 1 when done. */
  progress: z.number().min(0).max(1),
  version: z.number().int(),
});
export type KeyResultOut = z.infer<typeof keyResultOut>;

const fields = {
  name: z.string().trim().min(1).max(GOAL_TITLE_MAX),
  kind: z.enum(KEY_RESULT_KINDS),
  unit: z.string().trim().max(50),
  start_value: value.nullable(),
  target_value: value.nullable(),
  current_value: value.nullable(),
  direction: z.enum(KEY_RESULT_DIRECTIONS),
  done: z.boolean(),
  weight: aNumber().int().min(1).max(100),
  position: z.number().int().min(0).max(10_000),
};

/** A metric needs a start and a target (the current value starts at the start); a milestone takes none. */
export const keyResultCreate = z.strictObject({
  name: fields.name,
  kind: fields.kind.default('metric'),
  unit: fields.unit.default(''),
  start_value: fields.start_value.default(null),
  target_value: fields.target_value.default(null),
  current_value: fields.current_value.default(null),
  direction: fields.direction.default('increase'),
  done: fields.done.default(false),
  weight: fields.weight.default(1),
  position: fields.position.optional(),
});
export type KeyResultCreate = z.infer<typeof keyResultCreate>;

export const keyResultPatch = z.strictObject({
  name: fields.name.optional(),
  kind: fields.kind.optional(),
  unit: fields.unit.optional(),
  start_value: fields.start_value.optional(),
  target_value: fields.target_value.optional(),
  current_value: fields.current_value.optional(),
  direction: fields.direction.optional(),
  done: fields.done.optional(),
  weight: fields.weight.optional(),
  position: fields.position.optional(),
  version: versionField(),
});
export type KeyResultPatch = z.infer<typeof keyResultPatch>;

export const keyResultParams = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
  keyResultId: z.coerce.number().int().positive(),
});
