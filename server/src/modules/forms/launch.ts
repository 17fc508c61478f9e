import type { Clock } from '../../clock.ts';
import { notifyLaunched } from '../notifications/events.ts';
import { emitEvent } from '../webhooks/emit.ts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { assessmentPeriods, departments, employeeInPositions, users } from '../../db/schema/index.ts';
import type { FormType } from '../../db/schema/enums.ts';
import { Conflict, ValidationError } from '../../http/errors.ts';
import { assertMayReview } from './delegation.service.ts';
import { freezeTemplates, resolveTemplates } from './launch-templates.ts';
import type { LaunchBody, LaunchOut, LaunchPreviewOut } from './forms.schemas.ts';

export type LaunchInput = {
  companyId: number;
  periodId: number;
  employees: number[];
  departments: number[];
  allEmployees?: boolean;
  type?: FormType;
  reviewer?: number;
};

/** One text parameter whatever the count: tens of thousands of ids stay far from the bind-parameter limit. */
const intArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/** The launch's period (an open one of the company), the form type, and the period whose agreements it grades. */
async function periodOf(db: Db, input: LaunchInput) {
  const { companyId } = input;
  if (input.reviewer !== undefined)
    await assertMayReview(db, companyId, input.reviewer, { field: 'reviewer', code: 'reviewer_target' });
  const period = (
    await db
      .select()
      .from(assessmentPeriods)
      .where(and(eq(assessmentPeriods.companyId, companyId), eq(assessmentPeriods.id, input.periodId)))
  ).at(0);
  if (!period) throw ValidationError.field('period', 'no_period');
  if (period.status === 'closed') throw new Conflict('period_closed');
  // Agreements set in the previous period are graded in this one.
  const previous = (
    await db
      .select({ id: assessmentPeriods.id })
      .from(assessmentPeriods)
      .where(and(eq(assessmentPeriods.companyId, companyId), lt(assessmentPeriods.startDate, period.startDate)))
      .orderBy(desc(assessmentPeriods.startDate))
      .limit(1)
  ).at(0);
  return { period, type: input.type ?? period.formType, agreementsPeriod: previous?.id ?? period.id };
}

/**
 * Creates every form of a launch with all its items in one transaction and a fixed number of
 * INSERT ... SELECT statements, whatever the number of people. People given no form are reported
 * with the reason (see collectTargets), never duplicated.
 */
export async function launch(db: Db, input: LaunchInput, clock: Clock): Promise<LaunchOut> {
  const { companyId } = input;
  const { period, type, agreementsPeriod } = await periodOf(db, input);
  return db.transaction(async (tx) => {
    await collectTargets(tx, { ...input, period });
    await resolveTemplates(tx, companyId, period, type);
    await freezeTemplates(tx);
    const skipped = await rowsOf<Skipped>(
      tx,
      sql`select t.employee_id, trim(u.first_name || ' ' || u.last_name) as full_name, t.reason
      from launch_targets t join ${employeeInPositions} e on e.id = t.employee_id join ${users} u on u.id = e.user_id
      where t.reason is not null order by t.employee_id`,
    );
    const created = await rowsOf<{ id: number }>(
      tx,
      sql`
      insert into assessment_forms (company_id, period_id, employee_id, reviewer_id, type, stage, template_version_id)
      select ${companyId}, ${period.id}, t.employee_id, t.reviewer_id, ${type}, 'SELF', t.version_id from launch_targets t
      where t.reason is null
      on conflict (company_id, period_id, employee_id) do nothing
      returning id`,
    );
    const ids = created.map((r) => r.id);
    if (ids.length) await createItems(tx, companyId, ids, agreementsPeriod);
    await notifyLaunched(tx, clock.now(), ids);
    if (ids.length) {
      const data = { period_id: period.id, period_name: period.name, forms_created: ids.length, form_ids: ids };
      await emitEvent(tx, companyId, 'period.launched', data);
    }
    return { created: ids.length, form_ids: ids, skipped };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Skipped = LaunchOut['skipped'][number];

/**
 * Fills launch_targets (dropped at commit) with everyone the launch names and, for those given no form, the
 * reason: deactivated (only people named one by one are listed: a department's or the company's former staff
 * are simply not in it), a form in the period already, or nobody to assess them.
 */
async function collectTargets(tx: Tx, input: LaunchInput & { period: { id: number } }): Promise<void> {
  const { companyId } = input;
  await tx.execute(
    sql`create temporary table launch_targets (employee_id int primary key, reviewer_id int, reason text,
      template_id int, version_id int) on commit drop`,
  );
  await tx.execute(sql`
    with recursive deps(id) as (
      select id from ${departments} where company_id = ${companyId} and id = any(${intArray(input.departments)})
      union
      select d.id from ${departments} d join deps on d.parent_id = deps.id where d.company_id = ${companyId}
    )
    insert into launch_targets (employee_id, reviewer_id, reason)
    select e.id, coalesce(nullif(${input.reviewer ?? null}::int, e.id), e.manager_id,
      (select h.head_id from ${departments} h where h.id = e.department_id and h.head_id <> e.id)),
      case when not e.is_active then 'employee_inactive' end
    from ${employeeInPositions} e
    where e.company_id = ${companyId} and (e.id = any(${intArray(input.employees)}) or e.is_active and (
      ${input.allEmployees ?? false} or e.department_id in (select id from deps)))
    on conflict do nothing`);
  if (input.employees.length) {
    const found = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from launch_targets where employee_id = any(${intArray(input.employees)})`,
    );
    if (found[0].n !== new Set(input.employees).size) throw ValidationError.field('employees', 'not_active_employees');
  }
  await tx.execute(sql`update launch_targets t set reason = 'already_has_form' where t.reason is null and exists (
    select 1 from assessment_forms f where f.company_id = ${companyId} and f.period_id = ${input.period.id} and f.employee_id = t.employee_id)`);
  await tx.execute(sql`update launch_targets set reason = 'no_reviewer' where reason is null and reviewer_id is null`);
}

/**
 * Every item of the new forms, and their empty grade and feedback rows. A form gets the value, hipo and agreement
 * items its template has a section of (the built-in SMPL: values; STND: all three, as before templates).
 */
async function createItems(tx: Tx, companyId: number, ids: number[], agreementsPeriod: number) {
  const withSection = (kind: string) => sql`select f.id, f.employee_id from assessment_forms f
    join review_template_versions tv on tv.id = f.template_version_id
    where f.id = any(${intArray(ids)}) and tv.sections @> ${JSON.stringify([{ kind }])}::jsonb`;
  await tx.execute(sql`insert into form_value_items (company_id, form_id, value_id)
    select ${companyId}, f.id, v.id from (${withSection('values')}) f cross join "values" v where v.company_id = ${companyId} and v.is_active`);
  await tx.execute(sql`insert into form_hipo_items (company_id, form_id, hipo_skill_id)
    select ${companyId}, f.id, h.id from (${withSection('hipo')}) f cross join hipo_skills h where h.company_id = ${companyId} and h.is_active`);
  await tx.execute(sql`insert into form_agreement_items (company_id, form_id, agreement_id)
    select ${companyId}, f.id, a.id from (${withSection('agreements')}) f join agreements a on a.employee_id = f.employee_id
    where a.company_id = ${companyId} and a.period_id = ${agreementsPeriod} and a.status <> 'cancelled'`);
  for (const table of ['form_manager_grades', 'form_manager_feedbacks', 'form_participant_feedbacks']) {
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (company_id, form_id) select ${companyId}, unnest(${intArray(ids)})`,
    );
  }
}

/** How many names of each list a preview shows: enough to check a launch, whatever the company's size. */
const PREVIEW_LIMIT = 200;

/** What `launch` would do with the same input, nothing written: who gets a form (with the reviewer) and who not, why. */
export async function previewLaunch(db: Db, input: LaunchInput): Promise<LaunchPreviewOut> {
  const { period, type } = await periodOf(db, input);
  return db.transaction(async (tx) => {
    await collectTargets(tx, { ...input, period });
    await resolveTemplates(tx, input.companyId, period, type);
    const people = sql`launch_targets t join ${employeeInPositions} e on e.id = t.employee_id join ${users} u on u.id = e.user_id`;
    const [counts] = await rowsOf<{ forms: number; skipped: number }>(
      tx,
      sql`select count(*) filter (where reason is null)::int as forms, count(reason)::int as skipped from launch_targets`,
    );
    const forms = await rowsOf<LaunchPreviewOut['forms'][number]>(
      tx,
      sql`select t.employee_id, trim(u.first_name || ' ' || u.last_name) as full_name, e.position, d.name as department,
        (select trim(ru.first_name || ' ' || ru.last_name) from ${employeeInPositions} r join ${users} ru on ru.id = r.user_id
         where r.id = t.reviewer_id) as reviewer,
        (select json_build_object('id', rt.id, 'name', rt.name) from review_templates rt where rt.id = t.template_id) as template
      from ${people} left join ${departments} d on d.id = e.department_id
      where t.reason is null order by u.last_name, u.first_name, t.employee_id limit ${PREVIEW_LIMIT}`,
    );
    const skipped = await rowsOf<Skipped>(
      tx,
      sql`select t.employee_id, trim(u.first_name || ' ' || u.last_name) as full_name, t.reason from ${people}
      where t.reason is not null order by u.last_name, u.first_name, t.employee_id limit ${PREVIEW_LIMIT}`,
    );
    return {
      period: { id: period.id, name: period.name, status: period.status },
      forms_count: counts.forms,
      forms,
      skipped_count: counts.skipped,
      skipped,
    };
  });
}

/** The launch an admin asked for: `employee` (one form) joins `employees`. */
export function launchForms(db: Db, companyId: number, body: LaunchBody, clock: Clock): Promise<LaunchOut> {
  return launch(db, inputOf(companyId, body), clock);
}

/** The same launch, previewed. */
export function previewLaunchForms(db: Db, companyId: number, body: LaunchBody): Promise<LaunchPreviewOut> {
  return previewLaunch(db, inputOf(companyId, body));
}

function inputOf(companyId: number, body: LaunchBody): LaunchInput {
  return {
    companyId,
    periodId: body.period,
    employees: body.employee ? [body.employee, ...body.employees] : body.employees,
    departments: body.departments,
    allEmployees: body.all_employees,
    reviewer: body.reviewer,
    type: body.type,
  };
}
