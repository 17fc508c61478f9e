import { z } from 'zod';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { coded, q } from '../../http/zod.ts';
import { hasVisibleText } from '../../names.ts';
import { recordId, versionField } from './fields.ts';

/** Company values and hipo skills share one shape: a named, ordered, switchable catalogue entry. */
const fields = {
  name: z.string().trim().min(1, { abort: true }).max(200).refine(hasVisibleText, coded('blank')),
  description: z.string().max(5000),
  order: z.number().int().min(0).max(1_000_000),
  is_active: z.boolean(),
};
const version = versionField();

export const catalogueOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  order: z.number().int(),
  is_active: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The form items that grade it: while there are any it cannot be deleted, only made inactive. */
  forms_count: z.number().int(),
});
export type CatalogueOut = z.infer<typeof catalogueOut>;
/** A company value as the API returns it. */
export type ValueOut = CatalogueOut;
/** A hipo skill as the API returns it. */
export type HipoSkillOut = CatalogueOut;

export const catalogueList = pageOut(catalogueOut);
export type CatalogueListOut = z.infer<typeof catalogueList>;

export const catalogueListQuery = listQuery.extend({ is_active: q.bool().optional(), ids: q.ids().optional() });
export type CatalogueListQuery = z.infer<typeof catalogueListQuery>;

export const catalogueCreate = z.strictObject({
  name: fields.name,
  description: fields.description.default(''),
  /** Last when left out. */
  order: fields.order.optional(),
  is_active: fields.is_active.default(true),
});
export type CatalogueCreate = z.infer<typeof catalogueCreate>;

/** PUT replaces the entry: every field, and the version it was read at. */
export const cataloguePut = acceptsReadOnly(
  z.strictObject({ ...fields, description: fields.description.default(''), version }),
  catalogueOut,
);
export const cataloguePatch = acceptsReadOnly(
  z.strictObject({
    name: fields.name.optional(),
    description: fields.description.optional(),
    order: fields.order.optional(),
    is_active: fields.is_active.optional(),
    version,
  }),
  catalogueOut,
);
export type CataloguePatch = z.infer<typeof cataloguePatch>;

export const catalogueReorder = z.strictObject({ ids: z.array(recordId()).min(1).max(1000) });
export type CatalogueReorder = z.infer<typeof catalogueReorder>;
