import { and, eq, sql } from 'drizzle-orm';
import * as s from '../../server/src/db/schema/index.ts';
import type { TestContext } from './helpers.ts';

export const C1 = '/api/companies/companies/1';
export const C2 = '/api/companies/companies/2';
export const STAFF = 'support@demo.example';
export const OTHER_ADMIN = 'director@veter.example';

/** The (first) position id of a user in a company, read straight from the database. */
export async function eipOf(ctx: TestContext, email: string, companyId = 1): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: s.employeeInPositions.id })
    .from(s.employeeInPositions)
    .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
    .where(and(eq(s.employeeInPositions.companyId, companyId), sql`lower(${s.users.email}) = ${email.toLowerCase()}`))
    .orderBy(s.employeeInPositions.id)
    .limit(1);
  const row = rows.at(0);
  if (!row) throw new Error(`no position for ${email} in company ${companyId}`);
  return row.id;
}

export async function periodOf(ctx: TestContext, name: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: s.assessmentPeriods.id })
    .from(s.assessmentPeriods)
    .where(eq(s.assessmentPeriods.name, name));
  const row = rows.at(0);
  if (!row) throw new Error(`no period ${name}`);
  return row.id;
}

export async function departmentOf(ctx: TestContext, name: string, companyId = 1): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: s.departments.id })
    .from(s.departments)
    .where(and(eq(s.departments.companyId, companyId), eq(s.departments.name, name)));
  const row = rows.at(0);
  if (!row) throw new Error(`no department ${name}`);
  return row.id;
}

export async function countRows(
  ctx: TestContext,
  table:
    | typeof s.users
    | typeof s.departments
    | typeof s.employeeInPositions
    | typeof s.memberships
    | typeof s.agreements
    | typeof s.agreementHistory,
): Promise<number> {
  const [{ n }] = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return n;
}

export const ACTIVE_PERIOD = 'Оценка за второе полугодие';
export const PAST_PERIOD = 'Оценка за первое полугодие';
export const DRAFT_PERIOD = 'Оценка за следующий год';
