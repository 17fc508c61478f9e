import { sql, type SQL } from 'drizzle-orm';
import { assessmentForms, delegations } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { visibleFormsSql } from '../forms/scope.ts';
import { managedEmployeeIdsSql } from '../structure/scope.ts';

/**
 * A manager's analytics cover the forms of the people they oversee, their own left out: the forms list's
 * rule (forms/scope.ts `visibleFormsSql`) and the 9-box's. That rule is one condition with ORs, which the
 * planner can only test form by form: at 100,000 forms a manager of nine people read every form. Here the
 * forms it can let through are found first by index, one of three ways (the people they manage, through
 * forms_company_employee_idx; the forms they review, forms_company_reviewer_idx; those they handed over,
 * delegations_company_from_idx), and the rule itself is then checked on those alone, so the set is the
 * rule's exactly. Admins need none of it: every form of the company.
 *
 * `periods` is a subquery of period ids. The answer: the form ids as one comma-joined text, for the cells'
 * statement to take as a single parameter with its length known to the planner.
 */
export function managerFormIdsSql(member: Member, periods: SQL): SQL {
  const { companyId } = member;
  const me = member.eipId ?? -1;
  const forms = assessmentForms;
  // OFFSET 0 keeps the lateral subquery apart, so that it is an index probe per person rather than a join
  // the planner might answer by reading every form.
  const candidates = sql`
    select a.id from ${managedEmployeeIdsSql(companyId, me)} m(id)
      cross join lateral (select a.id from ${forms} a where a.company_id = ${companyId} and a.employee_id = m.id
        and a.period_id in (${periods}) offset 0) a
    union all
    select a.id from ${forms} a where a.company_id = ${companyId} and a.reviewer_id = ${me} and a.period_id in (${periods})
    union all
    select dl.form_id from ${delegations} dl where dl.company_id = ${companyId} and dl.from_reviewer_id = ${me}`;
  const visible = visibleFormsSql(member) ?? sql`true`;
  // Each candidate is looked up by its primary key and checked there, the same way kept apart.
  return sql`(select coalesce(string_agg(x.id::text, ',' order by x.id), '')
    from (select distinct c.id from (${candidates}) c(id)) c
    cross join lateral (select assessment_forms.id from ${forms} where assessment_forms.id = c.id
      and assessment_forms.company_id = ${companyId} and assessment_forms.period_id in (${periods})
      and ${visible} and assessment_forms.employee_id <> ${me} offset 0) x)`;
}
