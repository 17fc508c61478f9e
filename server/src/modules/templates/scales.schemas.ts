import { z } from 'zod';
import { TEMPLATE_LIMITS } from '../../../../contract/templates.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { coded } from '../../http/zod.ts';
import { hasVisibleText } from '../../names.ts';
import { versionField } from '../settings/fields.ts';

/** A text a person reads, in both languages; either one blank is a 400 naming `<field>.ru` or `<field>.en`. */
const oneLanguage = (max: number) =>
  z.string().trim().min(1, { abort: true }).max(max).refine(hasVisibleText, coded('blank'));
export const localizedText = (max: number = TEMPLATE_LIMITS.textMax) =>
  z.strictObject({ ru: oneLanguage(max), en: oneLanguage(max) });
/** A text that may be left empty in both languages (a description). */
export const optionalText = (max: number) =>
  z.strictObject({ ru: z.string().trim().max(max), en: z.string().trim().max(max) });

export const localizedOut = z.object({ ru: z.string(), en: z.string() });

const point = z.strictObject({
  value: z.number().int().min(-1000).max(1000),
  label: localizedText(200),
});

/** 2..scalePointsMax points, distinct whole values going up (`points` names the rule, `points.N.label.ru` a blank). */
const points = z
  .array(point)
  .min(TEMPLATE_LIMITS.scalePointsMin)
  .max(TEMPLATE_LIMITS.scalePointsMax)
  .refine((list) => list.every((p, i) => i === 0 || p.value > list[i - 1].value), coded('scale_points_order'));

export const scaleOut = z.object({
  id: z.number().int(),
  name: localizedOut,
  points: z.array(z.object({ value: z.number().int(), label: localizedOut })),
  allow_not_applicable: z.boolean(),
  built_in: z.boolean(),
  /** Template versions whose sections or questions use it: while there are any it cannot be deleted. */
  templates_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScaleOut = z.infer<typeof scaleOut>;

export const scaleList = pageOut(scaleOut);
export const scaleListQuery = listQuery;
export type ScaleListQuery = z.infer<typeof scaleListQuery>;

const shape = {
  name: localizedText(200),
  points,
  allow_not_applicable: z.boolean().default(false),
};
export const scaleCreate = z.strictObject(shape);
export type ScaleCreate = z.infer<typeof scaleCreate>;

export const scalePut = acceptsReadOnly(z.strictObject({ ...shape, version: versionField() }), scaleOut);
export type ScalePut = z.output<typeof scalePut>;
