import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { agreements, assessmentForms, assessmentPeriods } from '../../db/schema/index.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern, orderingOf, totalOf } from '../../http/pagination.ts';
import {
  PERIOD_DATES,
  type PeriodCreate,
  type PeriodDate,
  type PeriodListQuery,
  type PeriodOut,
  type PeriodPatch,
} from './periods.schemas.ts';

const t = assessmentPeriods;
type Row = typeof t.$inferSelect;

function dto(r: Row): PeriodOut {
  return {
    id: r.id,
    name: r.name,
    start_date: r.startDate,
    self_deadline: r.selfDeadline,
    manager_deadline: r.managerDeadline,
    feedback_deadline: r.feedbackDeadline,
    end_date: r.endDate,
    status: r.status,
    form_type: r.formType,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The dates must follow the stages: start <= self <= manager <= feedback <= end; the first break is named. */
function checkDates(dates: Record<PeriodDate, string>): void {
  for (let i = 1; i < PERIOD_DATES.length; i += 1) {
    const [before, field] = [PERIOD_DATES[i - 1], PERIOD_DATES[i]];
    if (dates[field] < dates[before]) throw ValidationError.field(field, 'date_order', { after: before });
  }
}

export async function listPeriods(
  db: Db,
  companyId: number,
  query: PeriodListQuery,
): Promise<{ rows: PeriodOut[]; total: number }> {
  const where = and(
    eq(t.companyId, companyId),
    query.status ? inArray(t.status, query.status) : undefined,
    query.form_type ? inArray(t.formType, query.form_type) : undefined,
    query.ids ? inArray(t.id, query.ids) : undefined,
    query.search ? ilike(t.name, likePattern(query.search)) : undefined,
  );
  const orderBy = orderingOf(
    query.ordering,
    {
      name: t.name,
      start_date: t.startDate,
      self_deadline: t.selfDeadline,
      manager_deadline: t.managerDeadline,
      feedback_deadline: t.feedbackDeadline,
      end_date: t.endDate,
      status: t.status,
      form_type: t.formType,
      created_at: t.createdAt,
      updated_at: t.updatedAt,
      id: t.id,
    },
    [desc(t.startDate), desc(t.id)],
  );
  const rows = await db
    .select({ row: t, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(t, where));
  return { rows: rows.map((r) => dto(r.row)), total };
}

async function findRow(ex: Executor, companyId: number, id: number): Promise<Row> {
  const rows = await ex
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  const row = rows.at(0);
  if (!row) throw new NotFound();
  return row;
}

export async function getPeriod(db: Db, companyId: number, id: number): Promise<PeriodOut> {
  return dto(await findRow(db, companyId, id));
}

export async function createPeriod(db: Db, companyId: number, body: PeriodCreate): Promise<PeriodOut> {
  checkDates(body);
  const [row] = await db
    .insert(t)
    .values({
      companyId,
      name: body.name,
      startDate: body.start_date,
      selfDeadline: body.self_deadline,
      managerDeadline: body.manager_deadline,
      feedbackDeadline: body.feedback_deadline,
      endDate: body.end_date,
      status: body.status,
      formType: body.form_type,
    })
    .returning();
  return dto(row);
}

/**
 * PUT and PATCH. A stale version is a 409 with the current period; the dates are checked merged with the
 * period's others. Closing a period makes its forms read-only (the forms module checks the status when it
 * loads a form); an admin may reopen it.
 */
export async function updatePeriod(db: Db, companyId: number, id: number, body: PeriodPatch): Promise<PeriodOut> {
  const current = await findRow(db, companyId, id);
  if (body.version !== current.version) throw new StaleVersion(dto(current));
  checkDates({
    start_date: body.start_date ?? current.startDate,
    self_deadline: body.self_deadline ?? current.selfDeadline,
    manager_deadline: body.manager_deadline ?? current.managerDeadline,
    feedback_deadline: body.feedback_deadline ?? current.feedbackDeadline,
    end_date: body.end_date ?? current.endDate,
  });
  const rows = await db
    .update(t)
    .set({
      name: body.name,
      startDate: body.start_date,
      selfDeadline: body.self_deadline,
      managerDeadline: body.manager_deadline,
      feedbackDeadline: body.feedback_deadline,
      endDate: body.end_date,
      status: body.status,
      formType: body.form_type,
      version: sql`${t.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(t.companyId, companyId), eq(t.id, id), eq(t.version, body.version)))
    .returning();
  const row = rows.at(0);
  if (row) return dto(row);
  // Changed by someone else between the read and the write.
  throw new StaleVersion(dto(await findRow(db, companyId, id)));
}

/**
 * A period with forms is closed, not deleted. Agreements hold the period too (ON DELETE RESTRICT): they
 * are named in words rather than left to a foreign-key error.
 */
export async function deletePeriod(db: Db, companyId: number, id: number): Promise<void> {
  const rows = await db
    .select({
      forms: sql<number>`(select count(*) from ${assessmentForms}
        where ${assessmentForms.companyId} = ${companyId} and ${assessmentForms.periodId} = ${id})`.mapWith(Number),
      agreementsCount: sql<number>`(select count(*) from ${agreements}
        where ${agreements.companyId} = ${companyId} and ${agreements.periodId} = ${id})`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
  const uses = rows.at(0);
  if (!uses) throw new NotFound();
  if (uses.forms > 0) throw new Conflict('period_has_forms', { count: uses.forms }, { forms: uses.forms });
  if (uses.agreementsCount > 0) {
    const count = uses.agreementsCount;
    throw new Conflict('period_has_agreements', { count }, { agreements: count });
  }
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}
