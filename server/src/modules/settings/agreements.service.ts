import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import {
  agreementHistory,
  agreements,
  assessmentPeriods,
  employeeInPositions,
  formAgreementItems,
  users,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { Conflict, Forbidden, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern, orderingOf, totalOf } from '../../http/pagination.ts';
import { managedEmployeeIdsSql, ownOrManagedSql } from '../structure/scope.ts';
import { fullNameSql } from '../../db/sql.ts';
import { goalProgressSql, progressWithoutKeyResultsSql } from '../goals/progress.ts';
import type { AgreementCreate, AgreementListQuery, AgreementOut, AgreementPatch } from './agreements.schemas.ts';
import { changedColumnsOf, columnsOf, diff, type Fields } from './agreements.fields.ts';
import { actsForAnyone, assertCan, managesPeople, seesWholeCompany } from '../../policy.ts';
import { recordAudit } from '../../audit/record.ts';

/**
 * Who may do what (DESIGN section 6): admins everything in the company; a manager reads and writes the
 * agreements of the people they oversee (structure/scope.ts) and reads their own; anyone else reads their
 * own. An agreement the caller may not read is a 404, one they may read but not change a 403.
 */
const a = agreements;

function canEditSql(member: Member): SQL<boolean> {
  if (seesWholeCompany(member)) return sql<boolean>`true`;
  if (!managesPeople(member) || member.eipId === null) return sql<boolean>`false`;
  return sql<boolean>`coalesce(${a.employeeId} in ${managedEmployeeIdsSql(member.companyId, member.eipId)}, false)`;
}

/** One statement: the agreements with the employee's and the period's names, and what the caller may do. */
function selectRows(ex: Executor, member: Member) {
  return ex
    .select({
      row: a,
      // The inner join keeps person-owned goals only, so the employee is always there.
      employeeId: employeeInPositions.id,
      employeeName: fullNameSql(users),
      periodName: assessmentPeriods.name,
      canEdit: canEditSql(member),
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(a)
    .innerJoin(employeeInPositions, eq(employeeInPositions.id, a.employeeId))
    .innerJoin(users, eq(users.id, employeeInPositions.userId))
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, a.periodId));
}

type Selected = {
  row: typeof a.$inferSelect;
  employeeId: number;
  employeeName: string;
  periodName: string;
  canEdit: boolean;
};

function dto(r: Selected): AgreementOut {
  const x = r.row;
  return {
    id: x.id,
    employee: r.employeeId,
    employee_name: r.employeeName,
    period: x.periodId,
    period_name: r.periodName,
    title: x.title,
    description: x.description,
    due_date: x.dueDate,
    status: x.status,
    created_by: x.createdById,
    version: x.version,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
    can_edit: r.canEdit,
  };
}

/** The spec's agreements are the person-owned goals: a department's or the company's goal is not one. */
const visible = (member: Member) =>
  and(eq(a.companyId, member.companyId), eq(a.ownerKind, 'person'), ownOrManagedSql(member, a.employeeId));

export async function listAgreements(
  db: Db,
  member: Member,
  query: AgreementListQuery,
): Promise<{ rows: AgreementOut[]; total: number }> {
  const where = and(
    visible(member),
    query.employee ? inArray(a.employeeId, query.employee) : undefined,
    query.period ? inArray(a.periodId, query.period) : undefined,
    query.status ? inArray(a.status, query.status) : undefined,
    query.ids ? inArray(a.id, query.ids) : undefined,
    query.search
      ? or(ilike(a.title, likePattern(query.search)), ilike(a.description, likePattern(query.search)))
      : undefined,
  );
  const orderBy = orderingOf(
    query.ordering,
    {
      title: a.title,
      due_date: a.dueDate,
      status: a.status,
      created_at: a.createdAt,
      updated_at: a.updatedAt,
      employee: [users.lastName, users.firstName],
      period: assessmentPeriods.startDate,
      id: a.id,
    },
    // Newest first by id: the primary key serves it, unlike created_at, which has no index.
    [desc(a.id)],
  );
  const rows = await selectRows(db, member)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(a, where));
  return { rows: rows.map(dto), total };
}

export async function loadVisible(ex: Executor, member: Member, id: number): Promise<Selected> {
  const rows = await selectRows(ex, member)
    .where(and(visible(member), eq(a.id, id)))
    .limit(1);
  const row = rows.at(0);
  if (!row) throw new NotFound();
  return row;
}

export async function getAgreement(db: Db, member: Member, id: number): Promise<AgreementOut> {
  return dto(await loadVisible(db, member, id));
}

function assertMayWrite(member: Member): void {
  assertCan(member, 'agreements.write');
}

/**
 * The employee and the period must belong to the company and the due date fall inside the period (400 naming
 * them); a manager's employee must be theirs (403).
 */
async function checkRefs(
  ex: Executor,
  member: Member,
  { employeeId, periodId, dueDate }: Pick<Fields, 'employeeId' | 'periodId' | 'dueDate'>,
): Promise<void> {
  const managed =
    actsForAnyone(member) || member.eipId === null
      ? sql`true`
      : sql`${employeeId}::int in ${managedEmployeeIdsSql(member.companyId, member.eipId)}`;
  const [ref] = await rowsOf<{
    employee_ok: boolean;
    period_start: string | null;
    period_end: string | null;
    managed: boolean;
  }>(
    ex,
    sql`select
      exists(select 1 from ${employeeInPositions} e where e.company_id = ${member.companyId} and e.id = ${employeeId}) as employee_ok,
      p.start_date::text as period_start, p.end_date::text as period_end, ${managed} as managed
      from (select 1) one
      left join ${assessmentPeriods} p on p.company_id = ${member.companyId} and p.id = ${periodId}`,
  );
  const errors: Record<string, CodedError[]> = {};
  if (!ref.employee_ok) errors.employee = [{ code: 'no_employee' }];
  if (ref.period_start === null || ref.period_end === null) errors.period = [{ code: 'no_period' }];
  else if (dueDate !== null && (dueDate < ref.period_start || dueDate > ref.period_end))
    errors.due_date = [{ code: 'due_date_outside_period', params: { start: ref.period_start, end: ref.period_end } }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (!actsForAnyone(member) && (!ref.managed || member.eipId === null)) throw new Forbidden('agreements_own_people');
}

export async function createAgreement(
  db: Db,
  member: Member,
  userId: number,
  body: AgreementCreate,
): Promise<AgreementOut> {
  assertMayWrite(member);
  return db.transaction(async (tx) => {
    const values = columnsOf(body);
    await checkRefs(tx, member, values);
    const [row] = await tx
      .insert(a)
      // A new goal has no key results yet.
      .values({
        companyId: member.companyId,
        ...values,
        progress: progressWithoutKeyResultsSql(values.status),
        createdById: userId,
      })
      .returning({ id: a.id });
    await tx.insert(agreementHistory).values({
      companyId: member.companyId,
      agreementId: row.id,
      userId,
      action: 'created',
      changes: diff({}, values),
    });
    return dto(await loadVisible(tx, member, row.id));
  });
}

export async function updateAgreement(
  db: Db,
  member: Member,
  userId: number,
  id: number,
  body: AgreementPatch,
): Promise<AgreementOut> {
  return db.transaction(async (tx) => {
    const current = await loadVisible(tx, member, id);
    if (!current.canEdit) throw new Forbidden('agreements_own_people');
    if (body.version !== current.row.version) throw new StaleVersion(dto(current));
    const wanted = changedColumnsOf(body);
    const stored: Fields = { ...current.row, employeeId: current.employeeId };
    const changes = diff(stored, wanted);
    if (!Object.keys(changes).length) return dto(current);
    if ('employee' in changes || 'period' in changes || 'due_date' in changes)
      await checkRefs(tx, member, { ...stored, ...wanted });
    const updated = await tx
      .update(a)
      .set({
        ...wanted,
        // The goals' own rule (goals/progress.ts): the key results' mean, else whether the goal is done.
        ...(wanted.status ? { progress: goalProgressSql(member.companyId, wanted.status) } : {}),
        version: sql`${a.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(a.companyId, member.companyId), eq(a.id, id), eq(a.version, body.version)))
      .returning({ id: a.id });
    if (!updated.length) throw new StaleVersion(dto(await loadVisible(tx, member, id)));
    await tx
      .insert(agreementHistory)
      .values({ companyId: member.companyId, agreementId: id, userId, action: 'updated', changes });
    return dto(await loadVisible(tx, member, id));
  });
}

/**
 * agreement_history rows go with their agreement (ON DELETE CASCADE), so the deletion itself is
 * recorded in audit_log, with the record as it was, in the same transaction.
 */
export async function deleteAgreement(db: Db, member: Member, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadVisible(tx, member, id);
    if (!current.canEdit) throw new Forbidden('agreements_own_people');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(formAgreementItems)
      .where(and(eq(formAgreementItems.companyId, member.companyId), eq(formAgreementItems.agreementId, id)));
    if (n > 0) throw new Conflict('agreement_in_use', { count: n }, { forms: n });
    await recordAudit(tx, {
      companyId: member.companyId,
      userId,
      action: 'agreement.deleted',
      targetType: 'agreement',
      targetId: id,
      data: { before: dto(current) },
    });
    await tx.delete(a).where(and(eq(a.companyId, member.companyId), eq(a.id, id)));
  });
}
