import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { assessmentPeriods, periodTemplateRules } from '../../db/schema/index.ts';
import { INT_MAX } from '../../db/sql.ts';
import { ValidationError } from '../../http/errors.ts';
import { coded } from '../../http/zod.ts';

/**
 * A period's templates: the default one (`template_id`, null for the built-in of the period's form type) and the
 * ordered rules giving a department (with its sub-departments) or a job family another template.
 */
const id = z.number().int().positive().max(INT_MAX, coded('no_record'));
export const templateRule = z
  .strictObject({
    department_id: id.nullable().default(null),
    job_family_id: id.nullable().default(null),
    template_id: id,
  })
  .refine((r) => (r.department_id === null) !== (r.job_family_id === null), {
    message: coded('rule_target'),
    path: ['department_id'],
  });
export type TemplateRule = z.infer<typeof templateRule>;

export const templateFields = {
  template_id: id.nullable(),
  template_rules: z.array(templateRule).max(50),
};
export const templateDefaults = {
  template_id: templateFields.template_id.default(null),
  template_rules: templateFields.template_rules.default([]),
};
export const templateOut = {
  template_id: z.number().int().nullable(),
  template_rules: z.array(
    z.object({ department_id: z.number().nullable(), job_family_id: z.number().nullable(), template_id: z.number() }),
  ),
};

const p = assessmentPeriods;
/** The period's rules in order, beside each period row (one subquery, whatever the page). */
export const rulesOfPeriod = sql<TemplateRule[]>`(select coalesce(json_agg(json_build_object(
  'department_id', r.department_id, 'job_family_id', r.job_family_id, 'template_id', r.template_id)
  order by r."order", r.id), '[]'::json) from ${periodTemplateRules} r where r.period_id = ${p}."id")`;

type Body = { template_id?: number | null; template_rules?: TemplateRule[] };

/**
 * Every template, department and job family the body names belongs to the company (a template not archived), in
 * one query; the first that does not is a 400 naming its field.
 */
export async function checkTemplates(ex: Executor, companyId: number, body: Body): Promise<void> {
  const rules = body.template_rules ?? [];
  const wanted = {
    templates: [...(body.template_id ? [body.template_id] : []), ...rules.map((r) => r.template_id)],
    departments: rules.flatMap((r) => (r.department_id ? [r.department_id] : [])),
    families: rules.flatMap((r) => (r.job_family_id ? [r.job_family_id] : [])),
  };
  if (!wanted.templates.length) return;
  const ints = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;
  const [found] = await rowsOf<{ templates: number[]; departments: number[]; families: number[] }>(
    ex,
    sql`select
    array(select id from review_templates where company_id = ${companyId} and not is_archived
      and id = any(${ints(wanted.templates)})) as templates,
    array(select id from departments where company_id = ${companyId} and id = any(${ints(wanted.departments)})) as departments,
    array(select id from job_families where company_id = ${companyId} and id = any(${ints(wanted.families)})) as families`,
  );
  const errors: Record<string, CodedError[]> = {};
  if (body.template_id && !found.templates.includes(body.template_id)) errors.template_id = [{ code: 'no_template' }];
  rules.forEach((r, i) => {
    if (!found.templates.includes(r.template_id)) errors[`template_rules.${i}.template_id`] = [{ code: 'no_template' }];
    if (r.department_id && !found.departments.includes(r.department_id))
      errors[`template_rules.${i}.department_id`] = [{ code: 'no_department' }];
    if (r.job_family_id && !found.families.includes(r.job_family_id))
      errors[`template_rules.${i}.job_family_id`] = [{ code: 'no_job_family' }];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Replaces the period's rules with the body's, in their order (nothing when the body leaves them out). */
export async function writeRules(
  ex: Executor,
  companyId: number,
  periodId: number,
  rules: TemplateRule[] | undefined,
): Promise<void> {
  if (rules === undefined) return;
  const r = periodTemplateRules;
  await ex.delete(r).where(and(eq(r.companyId, companyId), eq(r.periodId, periodId)));
  if (rules.length)
    await ex.insert(r).values(
      rules.map((rule, order) => ({
        companyId,
        periodId,
        order,
        departmentId: rule.department_id,
        jobFamilyId: rule.job_family_id,
        templateId: rule.template_id,
      })),
    );
}
