import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentForms, assessmentPeriods, departments, employeeInPositions } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import type { FormFilterOptionsOut } from './forms.schemas.ts';
import { visibleFormsSql } from './scope.ts';
import { seesWholeCompany } from '../../policy.ts';

/**
 * The manager dashboard's filter choices, within what the caller may see: periods that are running, over,
 * or already hold forms (a draft being prepared has nothing to show), newest first; for an admin every
 * department, for anyone else the departments of the people whose forms they see (their own aside).
 */
export async function formFilterOptions(db: Db, member: Member): Promise<FormFilterOptionsOut> {
  const { companyId } = member;
  const periods = await db
    .select({ id: assessmentPeriods.id, name: assessmentPeriods.name, status: assessmentPeriods.status })
    .from(assessmentPeriods)
    .where(
      and(
        eq(assessmentPeriods.companyId, companyId),
        or(
          ne(assessmentPeriods.status, 'draft'),
          sql`exists (select 1 from ${assessmentForms} f where f.company_id = ${companyId} and f.period_id = ${assessmentPeriods.id})`,
        ),
      ),
    )
    .orderBy(desc(assessmentPeriods.startDate), desc(assessmentPeriods.id));
  const seen = seesWholeCompany(member)
    ? undefined
    : sql`${departments.id} in (
        select e.department_id from ${employeeInPositions} e
        where e.company_id = ${companyId} and e.id in (
          select ${assessmentForms.employeeId} from ${assessmentForms}
          where ${assessmentForms.companyId} = ${companyId} and ${assessmentForms.employeeId} <> ${member.eipId ?? -1}
            and ${visibleFormsSql(member) ?? sql`true`}
        )
      )`;
  const departmentRows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), seen))
    .orderBy(asc(departments.name), asc(departments.id));
  return { periods, departments: departmentRows };
}
