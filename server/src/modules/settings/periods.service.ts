import { emitEvent } from '../webhooks/emit.ts';
import { and, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { isNameSkeletonConflict, nameClashError, skeletonToStore } from '../../db/name-clash.ts';
import type { CodedError } from '../../../../contract/errors/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import { agreements, assessmentForms, assessmentPeriods } from '../../db/schema/index.ts';
import { pgErrorOf } from '../../http/db-errors.ts';
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
import { checkTemplates, rulesOfPeriod, writeRules, type TemplateRule } from './periods.templates.ts';

const t = assessmentPeriods;
type Row = typeof t.$inferSelect;

/**
 * What uses the period, counted beside each row (the forms' and agreements' company-period indexes serve it).
 * The period's columns are named with their table: a select from one table leaves its columns unqualified,
 * which inside the subquery would name the subquery's own.
 */
const periodCompany = sql`${t}."company_id"`;
const periodId = sql`${t}."id"`;
const f = assessmentForms;
const uses = {
  forms: sql<number>`(select count(*) from ${f}
    where ${f.companyId} = ${periodCompany} and ${f.periodId} = ${periodId})`.mapWith(Number),
  openForms: sql<number>`(select count(*) from ${f}
    where ${f.companyId} = ${periodCompany} and ${f.periodId} = ${periodId} and ${f.stage} <> 'COMPLETE')`.mapWith(
    Number,
  ),
  agreements: sql<number>`(select count(*) from ${agreements}
    where ${agreements.companyId} = ${periodCompany} and ${agreements.periodId} = ${periodId})`.mapWith(Number),
  rules: rulesOfPeriod,
};
type Uses = { forms: number; openForms: number; agreements: number; rules: TemplateRule[] };

function dto(r: Row, u: Uses): PeriodOut {
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
    reminder_days: r.reminderDays,
    overdue_every_days: r.overdueEveryDays,
    overdue_max_times: r.overdueMaxTimes,
    escalate_after_days: r.escalateAfterDays,
    self_deadline_action: r.selfDeadlineAction,
    template_id: r.templateId,
    template_rules: u.rules,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    forms_count: u.forms,
    open_forms_count: u.openForms,
    agreements_count: u.agreements,
  };
}

/** The dates must follow the stages: start <= self <= manager <= feedback <= end; the first break is named. */
function dateErrors(dates: Record<PeriodDate, string>): Record<string, CodedError[]> {
  for (let i = 1; i < PERIOD_DATES.length; i += 1) {
    const [before, field] = [PERIOD_DATES[i - 1], PERIOD_DATES[i]];
    if (dates[field] < dates[before]) return { [field]: [{ code: 'date_order', params: { after: before } }] };
  }
  return {};
}

/**
 * A name another period of the company has, or one that looks the same (letter case, invisible characters,
 * spaces, a Latin letter among Cyrillic ones): people tell periods apart by name. The answer names that period.
 */
async function nameErrors(
  ex: Executor,
  companyId: number,
  name: string | undefined,
  self: number | null,
): Promise<Record<string, CodedError[]>> {
  if (name === undefined) return {};
  const error = await nameClashError(ex, { table: t, taken: 'period_name_taken' }, companyId, name, self);
  return error ? { name: [error] } : {};
}

async function checkFields(
  ex: Executor,
  companyId: number,
  self: number | null,
  name: string | undefined,
  dates: Record<PeriodDate, string>,
): Promise<void> {
  const errors = { ...(await nameErrors(ex, companyId, name, self)), ...dateErrors(dates) };
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * At most one period of a company is active: the home card, the dashboards and the launch of forms all take
 * "the" active period. A second is a 409 naming the one that is; the partial unique index
 * periods_one_active_idx settles two admins activating at once, and is answered the same way.
 */
async function assertNoOtherActive(ex: Executor, companyId: number, self: number | null): Promise<void> {
  const rows = await ex
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.status, 'active'), self === null ? undefined : ne(t.id, self)))
    .limit(1);
  const active = rows.at(0);
  if (active) throw new Conflict('period_already_active', { name: active.name }, { active });
}

async function activating<T>(
  ex: Executor,
  companyId: number,
  self: number | null,
  name: string | undefined,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    // A period write can break two unique indexes: the name's skeleton, and the one-active-period one.
    if (isNameSkeletonConflict(error)) {
      const errors = await nameErrors(ex, companyId, name, self);
      if (Object.keys(errors).length) throw new ValidationError(errors);
    } else if (pgErrorOf(error)?.code === '23505') await assertNoOtherActive(ex, companyId, self);
    throw error;
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
    .select({ row: t, ...uses, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(t, where));
  return { rows: rows.map((r) => dto(r.row, r)), total };
}

async function findRow(ex: Executor, companyId: number, id: number): Promise<{ row: Row } & Uses> {
  const rows = await ex
    .select({ row: t, ...uses })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  const found = rows.at(0);
  if (!found) throw new NotFound();
  return found;
}

export async function getPeriod(db: Db, companyId: number, id: number): Promise<PeriodOut> {
  const found = await findRow(db, companyId, id);
  return dto(found.row, found);
}

/** The columns a body sets; on a change those it leaves out stay undefined, which the update leaves alone. */
type Columns = Pick<Row, 'name' | 'startDate' | 'selfDeadline' | 'managerDeadline' | 'feedbackDeadline' | 'endDate'> &
  Pick<Row, 'status' | 'formType' | 'templateId'> &
  Pick<Row, 'reminderDays' | 'overdueEveryDays' | 'overdueMaxTimes' | 'escalateAfterDays' | 'selfDeadlineAction'>;
function columnsOf(b: PeriodCreate): Columns;
function columnsOf(b: PeriodPatch): Partial<Columns>;
function columnsOf(b: PeriodCreate | PeriodPatch): Partial<Columns> {
  return {
    name: b.name,
    startDate: b.start_date,
    selfDeadline: b.self_deadline,
    managerDeadline: b.manager_deadline,
    feedbackDeadline: b.feedback_deadline,
    endDate: b.end_date,
    status: b.status,
    formType: b.form_type,
    templateId: b.template_id,
    // Kept from the farthest to the nearest, the order the reminders go in.
    reminderDays: b.reminder_days && [...b.reminder_days].sort((x, y) => y - x),
    overdueEveryDays: b.overdue_every_days,
    overdueMaxTimes: b.overdue_max_times,
    escalateAfterDays: b.escalate_after_days,
    selfDeadlineAction: b.self_deadline_action,
  };
}

export async function createPeriod(db: Db, companyId: number, body: PeriodCreate): Promise<PeriodOut> {
  await checkFields(db, companyId, null, body.name, body);
  await checkTemplates(db, companyId, body);
  if (body.status === 'active') await assertNoOtherActive(db, companyId, null);
  const [row] = await activating(db, companyId, null, body.name, async () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(t)
        .values({ companyId, ...columnsOf(body), nameSkeleton: skeletonToStore(body.name, null) })
        .returning();
      await writeRules(tx, companyId, rows[0].id, body.template_rules);
      return rows;
    }),
  );
  return dto(row, { forms: 0, openForms: 0, agreements: 0, rules: body.template_rules });
}

/**
 * PUT and PATCH. A stale version is a 409 with the current period; the dates are checked merged with the
 * period's others. Closing a period makes its forms read-only (the forms module checks the status when it
 * loads a form); an admin may reopen it.
 */
export async function updatePeriod(db: Db, companyId: number, id: number, body: PeriodPatch): Promise<PeriodOut> {
  const found = await findRow(db, companyId, id);
  const current = found.row;
  if (body.version !== current.version) throw new StaleVersion(dto(current, found));
  const nameSkeleton = skeletonToStore(body.name, current);
  await checkFields(db, companyId, id, nameSkeleton === undefined ? undefined : body.name, {
    start_date: body.start_date ?? current.startDate,
    self_deadline: body.self_deadline ?? current.selfDeadline,
    manager_deadline: body.manager_deadline ?? current.managerDeadline,
    feedback_deadline: body.feedback_deadline ?? current.feedbackDeadline,
    end_date: body.end_date ?? current.endDate,
  });
  await checkTemplates(db, companyId, body);
  if (body.status === 'active' && current.status !== 'active') await assertNoOtherActive(db, companyId, id);
  const rows = await activating(db, companyId, id, body.name, async () =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(t)
        .set({
          ...columnsOf(body),
          nameSkeleton,
          version: sql`${t.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(t.companyId, companyId), eq(t.id, id), eq(t.version, body.version)))
        .returning({ id: t.id });
      if (updated.length) await writeRules(tx, companyId, id, body.template_rules);
      if (updated.length && body.status === 'closed' && current.status !== 'closed')
        await emitEvent(tx, companyId, 'period.closed', { period_id: id, period_name: body.name ?? current.name });
      return updated;
    }),
  );
  if (rows.length) return getPeriod(db, companyId, id);
  // Changed by someone else between the read and the write.
  throw new StaleVersion(await getPeriod(db, companyId, id));
}

/**
 * A period with forms is closed, not deleted. Agreements hold the period too (ON DELETE RESTRICT): they
 * are named in words rather than left to a foreign-key error.
 */
export async function deletePeriod(db: Db, companyId: number, id: number): Promise<void> {
  const found = await findRow(db, companyId, id);
  if (found.forms > 0) throw new Conflict('period_has_forms', { count: found.forms }, { forms: found.forms });
  if (found.agreements > 0) {
    const count = found.agreements;
    throw new Conflict('period_has_agreements', { count }, { agreements: count });
  }
  await db.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}
