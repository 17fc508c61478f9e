import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BuiltInTemplate, LocalizedText, ScalePoint, TemplateSection } from '../../../../contract/templates.ts';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';

/**
 * Rating scales: ordered points, each a value and a label, and whether "not applicable" may be answered. The
 * built-in one (`builtIn`) is the spec's Value0..Value5; every company has it and it cannot be changed.
 */
export const ratingScales = pgTable(
  'rating_scales',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: jsonb().$type<LocalizedText>().notNull(),
    points: jsonb().$type<ScalePoint[]>().notNull(),
    allowNotApplicable: boolean().notNull().default(false),
    builtIn: boolean().notNull().default(false),
    ...versioned,
  },
  (t) => [
    index('rating_scales_company_idx').on(t.companyId),
    uniqueIndex('rating_scales_one_built_in_uq')
      .on(t.companyId)
      .where(sql`${t.builtIn}`),
  ],
);

/**
 * A review template. `builtIn` names the spec's form type it reproduces (SMPL, STND), null for a company's own.
 * Its content lives in versions; `currentVersionId` is the one a new period uses and the builder edits.
 */
export const reviewTemplates = pgTable(
  'review_templates',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: jsonb().$type<LocalizedText>().notNull(),
    builtIn: text().$type<BuiltInTemplate>(),
    currentVersionId: integer().references((): AnyPgColumn => reviewTemplateVersions.id, { onDelete: 'set null' }),
    isArchived: boolean().notNull().default(false),
    ...versioned,
  },
  (t) => [
    index('review_templates_company_idx').on(t.companyId),
    uniqueIndex('review_templates_built_in_uq')
      .on(t.companyId, t.builtIn)
      .where(sql`${t.builtIn} is not null`),
  ],
);

/**
 * One version of a template: its sections as a snapshot. Frozen (`frozenAt`) once a period using it launches; a
 * frozen version never changes again, and editing its template makes the next version.
 */
export const reviewTemplateVersions = pgTable(
  'review_template_versions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer()
      .notNull()
      .references((): AnyPgColumn => reviewTemplates.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    sections: jsonb().$type<TemplateSection[]>().notNull(),
    frozenAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [uniqueIndex('review_template_versions_number_uq').on(t.templateId, t.number)],
);
