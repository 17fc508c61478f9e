import { z } from 'zod';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { coded, q } from '../../http/zod.ts';
import { recordId, versionField } from '../settings/fields.ts';
import { localizedOut, localizedText, optionalText } from './scales.schemas.ts';

// ---- job families

/** A level's key: stable, what positions and behaviours refer to. */
export const levelKey = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9_-]+$/i);

const level = z.strictObject({ key: levelKey, name: localizedText(200) });

/** Ordered levels with distinct keys (`levels` names the rule). */
const levels = z
  .array(level)
  .max(30)
  .refine((list) => new Set(list.map((l) => l.key)).size === list.length, coded('job_level_keys_unique'));

export const familyOut = z.object({
  id: z.number().int(),
  name: localizedOut,
  levels: z.array(z.object({ key: z.string(), name: localizedOut })),
  positions_count: z.number().int(),
  competencies_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FamilyOut = z.infer<typeof familyOut>;
export const familyList = pageOut(familyOut);
export const familyListQuery = listQuery;
export type FamilyListQuery = z.infer<typeof familyListQuery>;

const familyShape = { name: localizedText(200), levels };
export const familyCreate = z.strictObject(familyShape);
export type FamilyCreate = z.infer<typeof familyCreate>;
export const familyPut = acceptsReadOnly(z.strictObject({ ...familyShape, version: versionField() }), familyOut);
export type FamilyPut = z.output<typeof familyPut>;

// ---- competencies

export const competencyOut = z.object({
  id: z.number().int(),
  job_family: z.number().int().nullable(),
  name: localizedOut,
  description: localizedOut,
  /** The behaviours expected at each level of the family, by level key. */
  behaviours: z.record(z.string(), localizedOut),
  order: z.number().int(),
  is_active: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompetencyOut = z.infer<typeof competencyOut>;
export const competencyList = pageOut(competencyOut);
export const competencyListQuery = listQuery.extend({
  /** Competencies of these families. */
  job_family: q.ids().optional(),
  /** Only those without a family (they apply to every position). */
  no_family: q.bool().optional(),
  is_active: q.bool().optional(),
  ids: q.ids().optional(),
});
export type CompetencyListQuery = z.infer<typeof competencyListQuery>;

const competencyShape = {
  job_family: recordId().nullable().default(null),
  name: localizedText(200),
  description: optionalText(2000).default({ ru: '', en: '' }),
  behaviours: z.record(levelKey, localizedText(2000)).default({}),
  order: z.number().int().min(0).max(1_000_000).default(0),
  is_active: z.boolean().default(true),
};
export const competencyCreate = z.strictObject(competencyShape);
export type CompetencyCreate = z.infer<typeof competencyCreate>;
export const competencyPut = acceptsReadOnly(
  z.strictObject({ ...competencyShape, version: versionField() }),
  competencyOut,
);
export type CompetencyPut = z.output<typeof competencyPut>;
