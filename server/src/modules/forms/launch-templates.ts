import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FormType } from '../../db/schema/enums.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Which template each launch target gets, in two statements whatever the number of people: the first rule of the
 * period (by order) whose department (with its sub-departments) or job family matches the person, else the
 * period's default template, else the built-in template of the launch's form type; and that template's current
 * version. Fills launch_targets.template_id and version_id.
 */
export async function resolveTemplates(
  tx: Tx,
  companyId: number,
  period: { id: number; templateId: number | null },
  type: FormType,
): Promise<void> {
  await tx.execute(sql`
    with recursive rule_deps(ord, rule_id, template_id, dep_id) as (
      select r."order", r.id, r.template_id, r.department_id from period_template_rules r
      where r.company_id = ${companyId} and r.period_id = ${period.id} and r.department_id is not null
      union
      select rd.ord, rd.rule_id, rd.template_id, d.id from departments d join rule_deps rd on d.parent_id = rd.dep_id
      where d.company_id = ${companyId}
    ),
    matches as (
      select t.employee_id, rd.ord, rd.rule_id, rd.template_id from launch_targets t
      join employee_in_positions e on e.id = t.employee_id join rule_deps rd on rd.dep_id = e.department_id
      union all
      select t.employee_id, r."order", r.id, r.template_id from launch_targets t
      join employee_in_positions e on e.id = t.employee_id
      join period_template_rules r on r.company_id = ${companyId} and r.period_id = ${period.id}
        and r.job_family_id = e.job_family_id
    ),
    firsts as (
      select distinct on (employee_id) employee_id, template_id from matches order by employee_id, ord, rule_id
    )
    update launch_targets t set template_id = coalesce(
      (select f.template_id from firsts f where f.employee_id = t.employee_id),
      ${period.templateId}::int,
      (select b.id from review_templates b where b.company_id = ${companyId} and b.built_in = ${type}))`);
  await tx.execute(sql`update launch_targets t set version_id = rt.current_version_id
    from review_templates rt where rt.id = t.template_id`);
}

/** The versions the launch's forms follow are frozen from now on: editing their template makes a new version. */
export async function freezeTemplates(tx: Tx): Promise<void> {
  await tx.execute(sql`update review_template_versions set frozen_at = now()
    where frozen_at is null and id in (select version_id from launch_targets where reason is null)`);
}
