import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { assessmentForms, assessmentPeriods, departments, employeeInPositions, formValueItems, users } from '../../db/schema/index.ts';
import type { FormType, Stage } from '../../db/schema/enums.ts';
import type { Member } from '../../http/access.ts';
import { likePattern, orderingOf } from '../../http/pagination.ts';
import { visibleFormsSql } from './scope.ts';

export type FormListQuery = {
  page: number;
  page_size: number;
  ordering?: string;
  search?: string;
  period?: number[];
  stage?: Stage[];
  department?: number[];
  employee?: number[];
  reviewer?: number[];
  type?: FormType[];
  /** The manager dashboard: everyone's forms but the caller's own. */
  team?: boolean;
};

const empEip = alias(employeeInPositions, 'emp_eip');
const empUser = alias(users, 'emp_user');
const revEip = alias(employeeInPositions, 'rev_eip');
const revUser = alias(users, 'rev_user');

function filters(member: Member, q: FormListQuery): SQL | undefined {
  return and(
    eq(assessmentForms.companyId, member.companyId),
    visibleFormsSql(member),
    q.period ? inArray(assessmentForms.periodId, q.period) : undefined,
    q.stage ? inArray(assessmentForms.stage, q.stage) : undefined,
    q.type ? inArray(assessmentForms.type, q.type) : undefined,
    q.team ? ne(assessmentForms.employeeId, member.eipId ?? -1) : undefined,
    q.employee ? inArray(assessmentForms.employeeId, q.employee) : undefined,
    q.reviewer ? inArray(assessmentForms.reviewerId, q.reviewer) : undefined,
    q.department ? inArray(empEip.departmentId, q.department) : undefined,
    q.search
      ? or(ilike(sql`${empUser.firstName} || ' ' || ${empUser.lastName}`, likePattern(q.search)), ilike(sql`${empUser.lastName} || ' ' || ${empUser.firstName}`, likePattern(q.search)))
      : undefined,
  );
}

/** The forms list: a count and a page, two queries whatever the page size or the number of forms. */
export async function listForms(db: Db, member: Member, q: FormListQuery) {
  const where = filters(member, q);
  // The people joins are only needed when a filter reads them; without them the count is an index-only scan.
  const needsPeople = Boolean(q.search || q.department);
  const countQuery = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(assessmentForms).$dynamic();
  if (needsPeople) countQuery.innerJoin(empEip, eq(empEip.id, assessmentForms.employeeId)).innerJoin(empUser, eq(empUser.id, empEip.userId));
  const countPromise = countQuery.where(where);
  const orderBy = orderingOf(
    q.ordering,
    {
      employee: sql`${empUser.lastName}, ${empUser.firstName}`,
      stage: assessmentForms.stage,
      updated_at: assessmentForms.updatedAt,
      created_at: assessmentForms.createdAt,
      period: assessmentPeriods.startDate,
      department: departments.name,
      id: assessmentForms.id,
    },
    [asc(assessmentForms.id)],
  );
  // The page's ids first, so that names and progress are computed for the page only, not for every match.
  const pageIds = db
    .select({ id: assessmentForms.id })
    .from(assessmentForms)
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
    .innerJoin(empEip, eq(empEip.id, assessmentForms.employeeId))
    .innerJoin(empUser, eq(empUser.id, empEip.userId))
    .leftJoin(departments, eq(departments.id, empEip.departmentId))
    .where(where)
    .orderBy(...orderBy)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const rowsPromise = db
    .select({
      id: assessmentForms.id,
      type: assessmentForms.type,
      stage: assessmentForms.stage,
      version: assessmentForms.version,
      updatedAt: assessmentForms.updatedAt,
      submittedAt: assessmentForms.submittedAt,
      periodId: assessmentPeriods.id,
      periodName: assessmentPeriods.name,
      periodStatus: assessmentPeriods.status,
      selfDeadline: assessmentPeriods.selfDeadline,
      managerDeadline: assessmentPeriods.managerDeadline,
      feedbackDeadline: assessmentPeriods.feedbackDeadline,
      employeeId: empEip.id,
      employeeFirst: empUser.firstName,
      employeeLast: empUser.lastName,
      position: empEip.position,
      departmentId: departments.id,
      departmentName: departments.name,
      reviewerId: revEip.id,
      reviewerFirst: revUser.firstName,
      reviewerLast: revUser.lastName,
      itemsTotal: sql<number>`(select count(*) from ${formValueItems} vi where vi.form_id = ${assessmentForms.id})`.mapWith(Number),
      selfDone: sql<number>`(select count(*) from ${formValueItems} vi where vi.form_id = ${assessmentForms.id} and vi.self_grade is not null)`.mapWith(Number),
      managerDone: sql<number>`(select count(*) from ${formValueItems} vi where vi.form_id = ${assessmentForms.id} and vi.manager_grade is not null)`.mapWith(Number),
    })
    .from(assessmentForms)
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
    .innerJoin(empEip, eq(empEip.id, assessmentForms.employeeId))
    .innerJoin(empUser, eq(empUser.id, empEip.userId))
    .leftJoin(departments, eq(departments.id, empEip.departmentId))
    .leftJoin(revEip, eq(revEip.id, assessmentForms.reviewerId))
    .leftJoin(revUser, eq(revUser.id, revEip.userId))
    .where(inArray(assessmentForms.id, pageIds))
    .orderBy(...orderBy);
  const [[{ total }], rows] = await Promise.all([countPromise, rowsPromise]);
  const results = rows.map((r) => ({
    id: r.id,
    type: r.type,
    stage: r.stage,
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
    submitted_at: r.submittedAt?.toISOString() ?? null,
    period: { id: r.periodId, name: r.periodName, status: r.periodStatus },
    employee: { id: r.employeeId, full_name: `${r.employeeFirst} ${r.employeeLast}`.trim(), position: r.position },
    department: r.departmentId ? { id: r.departmentId, name: r.departmentName } : null,
    reviewer: r.reviewerId ? { id: r.reviewerId, full_name: `${r.reviewerFirst ?? ''} ${r.reviewerLast ?? ''}`.trim() } : null,
    deadlines: { self: r.selfDeadline, manager: r.managerDeadline, feedback: r.feedbackDeadline },
    // The employee's own draft grades are not counted for others during SELF.
    progress: { self: { done: r.stage === 'SELF' && r.employeeId !== member.eipId ? null : r.selfDone, total: r.itemsTotal }, manager: { done: r.managerDone, total: r.itemsTotal } },
  }));
  return { total, results };
}

/** Counts per stage under the same filters (without the stage filter), for the manager dashboard chips. */
export async function countByStage(db: Db, member: Member, q: FormListQuery): Promise<Record<Stage, number>> {
  const rows = await db
    .select({ stage: assessmentForms.stage, n: sql<number>`count(*)`.mapWith(Number) })
    .from(assessmentForms)
    .innerJoin(empEip, eq(empEip.id, assessmentForms.employeeId))
    .innerJoin(empUser, eq(empUser.id, empEip.userId))
    .where(filters(member, { ...q, stage: undefined }))
    .groupBy(assessmentForms.stage);
  const out: Record<Stage, number> = { SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 };
  for (const r of rows) out[r.stage] = r.n;
  return out;
}
