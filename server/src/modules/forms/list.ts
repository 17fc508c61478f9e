import { asc, desc, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  departments,
  employeeInPositions,
  formAgreementItems,
  formCounts,
  formHipoItems,
  formManagerGrades,
  formValueItems,
  reviewTemplates,
  reviewTemplateVersions,
  users,
} from '../../db/schema/index.ts';
import type { FormType, PERIOD_STATUSES, Stage } from '../../db/schema/enums.ts';

type PeriodStatus = (typeof PERIOD_STATUSES)[number];
import type { Member } from '../../http/access.ts';
import { orderingOf, totalOf } from '../../http/pagination.ts';
import {
  counted,
  counterFilters,
  filters,
  p,
  shapeOf,
  valuesOf,
  type Filters,
  type FormListQuery,
} from './list.filters.ts';
import { ShapeCache } from './shape-cache.ts';
import { templateCountsOfForms } from './template-progress.ts';
import { progressOf } from './view.ts';

const empEip = alias(employeeInPositions, 'emp_eip');
const empUser = alias(users, 'emp_user');
const revEip = alias(employeeInPositions, 'rev_eip');
const revUser = alias(users, 'rev_user');

/** Items of one kind on a listed form and how many of them each side has graded: one row per form. */
function gradedCounts<N extends string>(db: Db, table: typeof formValueItems | typeof formAgreementItems, name: N) {
  return db
    .select({
      n: sql<number>`count(*)::int`.as(`${name}_n`),
      self: sql<number>`count(${table.selfGrade})::int`.as(`${name}_self`),
      manager: sql<number>`count(${table.managerGrade})::int`.as(`${name}_manager`),
    })
    .from(table)
    .where(eq(table.formId, assessmentForms.id))
    .as(name);
}

/**
 * A row of the page as one JSON value, far cheaper to read than a few dozen columns mapped one by one.
 * Timestamps arrive as ISO 8601 text, dates as YYYY-MM-DD.
 */
type ListRow = {
  id: number;
  type: FormType;
  stage: Stage;
  version: number;
  updated_at: string;
  submitted_at: string | null;
  period_id: number;
  period_name: string;
  period_status: PeriodStatus;
  self_deadline: string;
  manager_deadline: string;
  feedback_deadline: string;
  employee_id: number;
  employee_first: string;
  employee_last: string;
  position: string;
  employee_active: boolean;
  department_id: number | null;
  department_name: string | null;
  reviewer_id: number | null;
  reviewer_first: string | null;
  reviewer_last: string | null;
  values: number;
  values_self: number;
  values_manager: number;
  agreements: number;
  agreements_self: number;
  agreements_manager: number;
  hipo: number;
  hipo_decided: number;
  overall_graded: boolean;
  /** Whether the form follows a company's own template, whose counts are read for the page at once. */
  own_template: boolean;
};

/** The same instant as the form page writes it: JavaScript's ISO form, in milliseconds, UTC. */
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * Names and departments sort by the form's copies (see the schema), read in the order of
 * forms_company_employee_name_idx and forms_company_department_name_idx.
 */
const ORDERING = {
  employee: [assessmentForms.employeeLastName, assessmentForms.employeeFirstName],
  stage: assessmentForms.stage,
  updated_at: assessmentForms.updatedAt,
  created_at: assessmentForms.createdAt,
  period: assessmentPeriods.startDate,
  department: assessmentForms.employeeDepartmentName,
  id: assessmentForms.id,
};

/**
 * Ties go by id, in the direction of the last field asked for: `-employee` is then exactly `employee`
 * reversed, and both are one index read (forwards or backwards) with no sort.
 */
function orderBy(ordering: string | undefined): SQL[] {
  const last =
    (ordering ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1) ?? '';
  return orderingOf(ordering, ORDERING, [last.startsWith('-') ? desc(assessmentForms.id) : asc(assessmentForms.id)]);
}

/** The matches' count: from the counters when they hold it, else counted (every filter reads the forms alone). */
function countQuery(db: Db, member: Member, q: Filters) {
  if (counted(member, q))
    return db
      .select({ n: sql<number>`coalesce(sum(${formCounts.n}), 0)::int` })
      .from(formCounts)
      .where(counterFilters(q));
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(assessmentForms)
    .where(filters(member, q));
}

/**
 * The whole list answer as ONE statement: the exact count of the matches (an uncorrelated scalar
 * subquery, run once) on every row of the page, and the page itself. The page's ids are picked first
 * from the forms alone (only the period ordering joins the periods), so that names and progress are
 * looked up for the page's rows only (nested loops over primary keys), whatever the number of forms.
 */
function buildListStatement(
  db: Db,
  member: Member,
  q: Filters & { ordering?: string; page_size: number; page?: number },
) {
  const order = orderBy(q.ordering);
  const orderedBy = new Set((q.ordering ?? '').split(',').map((s) => s.trim().replace(/^-/, '')));

  const pageQuery = db.select({ id: assessmentForms.id }).from(assessmentForms).$dynamic();
  if (orderedBy.has('period'))
    pageQuery.innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId));
  // The page's ids as an array computed once, so that the rest of the statement joins from a handful of
  // primary keys. The page size is written into the text (it is part of the shape: 1..500, checked), the
  // offset too when it is 0 and else a parameter: PostgreSQL then keeps one plan for the prepared
  // statement and does not plan it again on each request. (A generic plan takes an unknown offset for a
  // tenth of the rows, so with the offset as a parameter a large company's first page was planned anew
  // every time, the plan costing more than running it.)
  if (!Number.isInteger(q.page_size) || q.page_size < 1)
    throw new Error(`page size ${q.page_size} is not a positive integer`);
  // A name search finds its matches once (a trigram index scan) for both the count and the page: the
  // statement names them twice, so PostgreSQL computes them once.
  const matches = db
    .$with('matches')
    .as(db.select({ id: assessmentForms.id }).from(assessmentForms).where(filters(member, q)));
  const pageWhere = q.search
    ? sql`${assessmentForms.id} in (select ${matches.id} from ${matches})`
    : filters(member, q);
  const total = q.search ? sql`(select count(*)::int from ${matches})` : sql`(${countQuery(db, member, q)})`;
  const window = sql`limit ${sql.raw(String(q.page_size))}${(q.page ?? 1) > 1 ? sql` offset ${p.offset}` : sql``}`;
  // In the default order (by id) a search's page comes straight from its matches, without looking them up again.
  const pageIds =
    q.search && !q.ordering
      ? sql`array(select ${matches.id} from ${matches} order by ${matches.id} ${window})`
      : sql`array(${pageQuery.where(pageWhere).orderBy(...order)} ${window})`;

  const valueCounts = gradedCounts(db, formValueItems, 'value_counts');
  const agreementCounts = gradedCounts(db, formAgreementItems, 'agreement_counts');
  const hipoCounts = db
    .select({
      n: sql<number>`count(*)::int`.as('hipo_n'),
      decided: sql<number>`count(${formHipoItems.decision})::int`.as('hipo_decided'),
    })
    .from(formHipoItems)
    .where(eq(formHipoItems.formId, assessmentForms.id))
    .as('hipo_counts');

  // The company's built-in versions, looked up once for the statement: a form on none of them follows its own template.
  const builtInVersions = sql`array(select ${reviewTemplateVersions.id} from ${reviewTemplateVersions}
    join ${reviewTemplates} on ${reviewTemplates.id} = ${reviewTemplateVersions.templateId}
    where ${reviewTemplates.companyId} = ${p.company} and ${reviewTemplates.builtIn} is not null)`;
  const f = assessmentForms;
  const period = assessmentPeriods;
  return db
    .with(...(q.search ? [matches] : []))
    .select({
      total: sql<number>`${total}`,
      row: sql<ListRow>`json_build_object(
        'id', ${f.id}, 'type', ${f.type}, 'stage', ${f.stage}, 'version', ${f.version}, 'updated_at', ${f.updatedAt}, 'submitted_at', ${f.submittedAt},
        'period_id', ${period.id}, 'period_name', ${period.name}, 'period_status', ${period.status},
        'self_deadline', ${period.selfDeadline}, 'manager_deadline', ${period.managerDeadline}, 'feedback_deadline', ${period.feedbackDeadline},
        'employee_id', ${empEip.id}, 'employee_first', ${empUser.firstName}, 'employee_last', ${empUser.lastName}, 'position', ${empEip.position}, 'employee_active', ${empEip.isActive},
        'department_id', ${departments.id}, 'department_name', ${departments.name},
        'reviewer_id', ${revEip.id}, 'reviewer_first', ${revUser.firstName}, 'reviewer_last', ${revUser.lastName},
        'values', ${valueCounts.n}, 'values_self', ${valueCounts.self}, 'values_manager', ${valueCounts.manager},
        'agreements', ${agreementCounts.n}, 'agreements_self', ${agreementCounts.self}, 'agreements_manager', ${agreementCounts.manager},
        'hipo', ${hipoCounts.n}, 'hipo_decided', ${hipoCounts.decided}, 'overall_graded', ${formManagerGrades.overallGrade} is not null,
        'own_template', ${f.templateVersionId} is not null and ${f.templateVersionId} <> all(${builtInVersions}))`,
    })
    .from(assessmentForms)
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
    .innerJoin(empEip, eq(empEip.id, assessmentForms.employeeId))
    .innerJoin(empUser, eq(empUser.id, empEip.userId))
    .leftJoin(departments, eq(departments.id, empEip.departmentId))
    .leftJoin(revEip, eq(revEip.id, assessmentForms.reviewerId))
    .leftJoin(revUser, eq(revUser.id, revEip.userId))
    .leftJoin(formManagerGrades, eq(formManagerGrades.formId, assessmentForms.id))
    .leftJoinLateral(valueCounts, sql`true`)
    .leftJoinLateral(agreementCounts, sql`true`)
    .leftJoinLateral(hipoCounts, sql`true`)
    .where(sql`${assessmentForms.id} = any(${pageIds})`)
    .orderBy(...order);
}

const prepareList = (db: Db, member: Member, q: FormListQuery) => buildListStatement(db, member, q).prepare('');
const prepareCount = (db: Db, member: Member, q: Filters) => countQuery(db, member, q).prepare('');
const prepareStageCounts = (db: Db, member: Member, q: Filters) =>
  counted(member, q)
    ? db
        .select({ stage: formCounts.stage, n: sql<number>`sum(${formCounts.n})::int` })
        .from(formCounts)
        .where(counterFilters(q))
        .groupBy(formCounts.stage)
        .prepare('')
    : db
        .select({ stage: assessmentForms.stage, n: sql<number>`count(*)::int` })
        .from(assessmentForms)
        .where(filters(member, q))
        .groupBy(assessmentForms.stage)
        .prepare('');

const lists = new ShapeCache<ReturnType<typeof prepareList>>(500);
const counts = new ShapeCache<ReturnType<typeof prepareCount>>(300);
const stageCounts = new ShapeCache<ReturnType<typeof prepareStageCounts>>(300);

/** The ordering, checked (a 400 naming `ordering`) and written the same way whatever the spacing. */
function orderingKey(ordering: string | undefined): string {
  orderBy(ordering);
  return (ordering ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');
}

/**
 * The list statement of this request, as SQL text and values: the benchmark runs this very statement on
 * a bare route to measure what the framework around it costs.
 */
export function listStatementSql(db: Db, member: Member, q: FormListQuery): { sql: string; params: unknown[] } {
  const built = buildListStatement(db, member, { ...q, ordering: orderingKey(q.ordering) }).toSQL();
  return { sql: built.sql, params: fillPlaceholders(built.params, valuesOf(member, q)) };
}

/**
 * The forms list: one statement whatever the page size or the number of forms (see buildListStatement).
 * An empty page carries no row to read the count from: on the first page that means no matches at all;
 * past the last page one more statement counts them. A page with forms on a company's own template reads
 * their template counts in one more statement (templateCountsOfForms).
 */
export async function listForms(db: Db, member: Member, q: FormListQuery) {
  const ordering = orderingKey(q.ordering);
  const shape = shapeOf(member, q);
  const values = valuesOf(member, q);
  const rows = await lists
    .get(db, `${shape}|${ordering}|${q.page_size}|${q.page > 1 ? 'next' : 'first'}`, () =>
      prepareList(db, member, { ...q, ordering }),
    )
    .execute(values);
  const total = await totalOf(
    rows,
    q.page,
    async () => (await counts.get(db, shape, () => prepareCount(db, member, q)).execute(values))[0]?.n ?? 0,
  );
  const templates = await templateCountsOfForms(
    db,
    member.companyId,
    rows.flatMap(({ row }) => (row.own_template ? [row.id] : [])),
  );
  const results = rows.map(({ row: r }) => ({
    id: r.id,
    type: r.type,
    stage: r.stage,
    version: r.version,
    updated_at: iso(r.updated_at),
    submitted_at: r.submitted_at === null ? null : iso(r.submitted_at),
    period: { id: r.period_id, name: r.period_name, status: r.period_status },
    employee: {
      id: r.employee_id,
      full_name: `${r.employee_first} ${r.employee_last}`.trim(),
      position: r.position,
      is_active: r.employee_active,
    },
    department: r.department_id ? { id: r.department_id, name: r.department_name } : null,
    reviewer: r.reviewer_id
      ? { id: r.reviewer_id, full_name: `${r.reviewer_first ?? ''} ${r.reviewer_last ?? ''}`.trim() }
      : null,
    deadlines: { self: r.self_deadline, manager: r.manager_deadline, feedback: r.feedback_deadline },
    progress: progressOf(
      {
        values: r.values,
        valuesSelf: r.values_self,
        valuesManager: r.values_manager,
        agreements: r.agreements,
        agreementsSelf: r.agreements_self,
        agreementsManager: r.agreements_manager,
        hipo: r.hipo,
        hipoDecided: r.hipo_decided,
        overallGraded: r.overall_graded,
      },
      { isEmployee: member.eipId !== null && r.employee_id === member.eipId, stage: r.stage },
      templates.get(r.id),
    ),
  }));
  return { total, results };
}

/** Counts per stage under the same filters (without the stage filter), for the manager dashboard chips. */
export async function countByStage(db: Db, member: Member, q: FormListQuery): Promise<Record<Stage, number>> {
  const filtersOnly: Filters = { ...q, stage: undefined };
  const rows = await stageCounts
    .get(db, shapeOf(member, filtersOnly), () => prepareStageCounts(db, member, filtersOnly))
    .execute(valuesOf(member, filtersOnly));
  const out: Record<Stage, number> = { SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 };
  for (const r of rows) out[r.stage] = r.n;
  return out;
}
