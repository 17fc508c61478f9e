import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assessmentForms } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { employeesInDepartmentsSql, visibleFormsSql } from '../forms/scope.ts';
import { seesWholeCompany } from '../../policy.ts';

/**
 * The forms one export covers: a period's forms that the member may read (DESIGN section 6), an admin's
 * company-wide, a manager's those they oversee (their own form is not theirs to export), optionally only the
 * people of a department and its sub-departments.
 */
export type ExportScope = { member: Member; periodId: number; departmentId: number | null };

/** Where the last chunk ended: forms go by the employee's name, then id (forms_company_employee_name_idx). */
export type Cursor = { last: string; first: string; id: number };

const f = assessmentForms;

export function scopeWhere({ member, periodId, departmentId }: ExportScope): SQL {
  return (
    and(
      eq(f.companyId, member.companyId),
      eq(f.periodId, periodId),
      visibleFormsSql(member),
      seesWholeCompany(member) ? undefined : ne(f.employeeId, member.eipId ?? -1),
      departmentId === null
        ? undefined
        : sql`${f.employeeId} in ${employeesInDepartmentsSql(member.companyId, String(departmentId))}`,
    ) ?? sql`true`
  );
}

/** The forms after the cursor, in the export's order. */
export function afterCursor(cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${f.employeeLastName}, ${f.employeeFirstName}, ${f.id}) > (${cursor.last}, ${cursor.first}, ${cursor.id})`;
}

export const exportOrder = [asc(f.employeeLastName), asc(f.employeeFirstName), asc(f.id)];

export const cursorOf = (row: { last: string; first: string; id: number }): Cursor => ({
  last: row.last,
  first: row.first,
  id: row.id,
});

/** How many forms the export will hold: the job's total. */
export async function countInScope(db: Executor, scope: ExportScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(f).where(scopeWhere(scope));
  return row.n;
}
