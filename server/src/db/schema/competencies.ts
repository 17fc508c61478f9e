import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../../contract/templates.ts';
import { companies } from './accounts.ts';
import { versioned } from './common.ts';

/** A job level of a family ("Junior", "Middle", ...): `key` is stable, positions and behaviours refer to it. */
export type JobLevel = { key: string; name: LocalizedText };

/**
 * Job families (engineering, sales, ...), each with its ordered job levels. A position points to a family and
 * one of its levels, so a form shows the behaviours expected at the person's level.
 */
export const jobFamilies = pgTable(
  'job_families',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: jsonb().$type<LocalizedText>().notNull(),
    levels: jsonb().$type<JobLevel[]>().notNull().default([]),
    ...versioned,
  },
  (t) => [index('job_families_company_idx').on(t.companyId)],
);

/**
 * The competency library: a competency with its description and the behaviours expected at each level of its
 * family (by level key); one without a family applies to every position.
 */
export const competencies = pgTable(
  'competencies',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobFamilyId: integer().references(() => jobFamilies.id, { onDelete: 'restrict' }),
    name: jsonb().$type<LocalizedText>().notNull(),
    /** The name in either language, lower-cased: unique per company. */
    nameKey: text().notNull(),
    description: jsonb().$type<LocalizedText>().notNull().default({ ru: '', en: '' }),
    behaviours: jsonb().$type<Record<string, LocalizedText>>().notNull().default({}),
    order: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...versioned,
  },
  (t) => [
    index('competencies_company_family_idx').on(t.companyId, t.jobFamilyId, t.order),
    uniqueIndex('competencies_company_name_uq').on(t.companyId, t.nameKey),
  ],
);
