import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import { jobFamilies } from './competencies.ts';

export const departments = pgTable(
  'departments',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => departments.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    /** The name's look-alike form (server/src/names.ts); null only for a look-alike kept from before it was checked. */
    nameSkeleton: text(),
    headId: integer().references((): AnyPgColumn => employeeInPositions.id, { onDelete: 'set null' }),
    /** The group's id in the company's identity provider (SCIM `externalId`), unique within the company. */
    externalId: text(),
    ...versioned,
  },
  (t) => [
    uniqueIndex('departments_company_external_id_uq').on(t.companyId, t.externalId),
    index('departments_company_parent_idx').on(t.companyId, t.parentId),
    index('departments_company_head_idx').on(t.companyId, t.headId),
    // Siblings have names that neither are nor look the same; the roots are siblings too.
    uniqueIndex('departments_company_parent_name_skeleton_uq').on(
      t.companyId,
      sql`coalesce(${t.parentId}, 0)`,
      t.nameSkeleton,
    ),
  ],
);

export const employeeInPositions = pgTable(
  'employee_in_positions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: integer().references(() => departments.id, { onDelete: 'restrict' }),
    position: text().notNull().default(''),
    managerId: integer().references((): AnyPgColumn => employeeInPositions.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    /** The position's job family and level (a key of the family's levels): its form shows that level's behaviours. */
    jobFamilyId: integer().references(() => jobFamilies.id, { onDelete: 'set null' }),
    jobLevel: text(),
    ...versioned,
  },
  (t) => [
    index('eip_company_user_idx').on(t.companyId, t.userId),
    index('eip_company_department_idx').on(t.companyId, t.departmentId),
    index('eip_company_manager_idx').on(t.companyId, t.managerId),
    // A person's department by their id, from the index alone: the goals tree's department filter.
    index('eip_id_department_idx').on(t.id, t.departmentId),
    // A person's new name reaches the forms of their positions in every company (migration 0003_forms_name_sync).
    index('eip_user_idx').on(t.userId),
  ],
);
