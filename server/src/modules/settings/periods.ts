import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { agreements, assessmentForms, assessmentPeriods } from '../../db/schema/index.ts';
import { FORM_TYPES, PERIOD_STATUSES } from '../../db/schema/enums.ts';
import { toSnake } from '../../http/case.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern, listQuery, orderingOf, pageOf, totalOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, dateString, idParam, q } from '../../http/zod.ts';

const fields = {
  name: z.string().trim().min(1).max(200),
  start_date: dateString(),
  self_deadline: dateString(),
  manager_deadline: dateString(),
  feedback_deadline: dateString(),
  end_date: dateString(),
  status: z.enum(PERIOD_STATUSES),
  form_type: z.enum(FORM_TYPES),
};
const createBody = z.strictObject({
  ...fields,
  status: fields.status.default('draft'),
  form_type: fields.form_type.default('SMPL'),
});
const putBody = z.strictObject({ ...fields, version: z.number().int().positive() });
const patchBody = z.strictObject({
  name: fields.name.optional(),
  start_date: fields.start_date.optional(),
  self_deadline: fields.self_deadline.optional(),
  manager_deadline: fields.manager_deadline.optional(),
  feedback_deadline: fields.feedback_deadline.optional(),
  end_date: fields.end_date.optional(),
  status: fields.status.optional(),
  form_type: fields.form_type.optional(),
  version: z.number().int().positive(),
});

type Row = typeof assessmentPeriods.$inferSelect;
const ORDER = ['start_date', 'self_deadline', 'manager_deadline', 'feedback_deadline', 'end_date'] as const;

/** The dates must follow the stages: start <= self <= manager <= feedback <= end; the first break is named. */
function checkDates(p: Record<(typeof ORDER)[number], string>): void {
  for (let i = 1; i < ORDER.length; i += 1) {
    if (p[ORDER[i]] < p[ORDER[i - 1]]) throw ValidationError.field(ORDER[i], 'date_order', { after: ORDER[i - 1] });
  }
}

const out = (r: Row) => {
  const { companyId: _c, ...rest } = r;
  return toSnake(rest);
};
const toColumns = (b: Partial<z.infer<typeof createBody>>) => ({
  name: b.name,
  startDate: b.start_date,
  selfDeadline: b.self_deadline,
  managerDeadline: b.manager_deadline,
  feedbackDeadline: b.feedback_deadline,
  endDate: b.end_date,
  status: b.status,
  formType: b.form_type,
});

/**
 * Closing a period makes its forms read-only; reopening (closed -> active) is allowed to admins. The forms
 * module checks `period.status` when it loads a form (forms/context.ts assertOpen); this is the same rule for
 * code that holds only the ids.
 */
export async function isPeriodClosed(db: Executor, companyId: number, periodId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: assessmentPeriods.status })
    .from(assessmentPeriods)
    .where(and(eq(assessmentPeriods.companyId, companyId), eq(assessmentPeriods.id, periodId)));
  return row?.status === 'closed';
}

export function registerPeriodRoutes(api: FastifyInstance, db: Db): void {
  const base = '/companies/companies/:companyId/performance_review/assessment_periods';
  const tags = ['assessment_periods'];
  const t = assessmentPeriods;

  const findOne = async (companyId: number, id: number) => {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.companyId, companyId), eq(t.id, id)));
    if (!row) throw new NotFound();
    return row;
  };

  const update = async (companyId: number, id: number, body: z.infer<typeof patchBody>) => {
    const current = await findOne(companyId, id);
    const merged = {
      ...(toSnake(current) as Record<(typeof ORDER)[number], string>),
      ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
    };
    checkDates(merged);
    const values = Object.fromEntries(Object.entries(toColumns(body)).filter(([, v]) => v !== undefined));
    const [row] = await db
      .update(t)
      .set({ ...values, version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(and(eq(t.companyId, companyId), eq(t.id, id), eq(t.version, body.version)))
      .returning();
    if (!row) throw new StaleVersion(out(current));
    return out(row);
  };

  route(
    api,
    {
      method: 'GET',
      url: `${base}/`,
      summary: 'Assessment periods, newest first by default',
      tags,
      access: 'member',
      params: companyParam,
      query: listQuery.extend({
        status: q.enums(PERIOD_STATUSES).optional(),
        form_type: q.enums(FORM_TYPES).optional(),
        ids: q.ids().optional(),
      }),
    },
    async ({ req, params, query }) => {
      const where = and(
        eq(t.companyId, params.companyId),
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
      const total = await totalOf(
        rows,
        query.page,
        async () =>
          (
            await db
              .select({ total: sql<number>`count(*)`.mapWith(Number) })
              .from(t)
              .where(where)
          )[0].total,
      );
      return pageOf(
        req,
        rows.map((r) => out(r.row)),
        total,
        query.page,
        query.page_size,
      );
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: `${base}/`,
      summary: 'Create an assessment period',
      tags,
      access: 'admin',
      params: companyParam,
      body: createBody,
      status: 201,
    },
    async ({ params, body }) => {
      checkDates(body);
      const [row] = await db
        .insert(t)
        .values({
          companyId: params.companyId,
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
      return out(row);
    },
  );

  route(
    api,
    { method: 'GET', url: `${base}/:id/`, summary: 'One assessment period', tags, access: 'member', params: idParam },
    async ({ params }) => out(await findOne(params.companyId, params.id)),
  );
  route(
    api,
    {
      method: 'PUT',
      url: `${base}/:id/`,
      summary: 'Replace an assessment period',
      tags,
      access: 'admin',
      params: idParam,
      body: putBody,
    },
    async ({ params, body }) => update(params.companyId, params.id, body),
  );
  route(
    api,
    {
      method: 'PATCH',
      url: `${base}/:id/`,
      summary: 'Change an assessment period; closing it makes its forms read-only',
      tags,
      access: 'admin',
      params: idParam,
      body: patchBody,
    },
    async ({ params, body }) => update(params.companyId, params.id, body),
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${base}/:id/`,
      summary: 'Delete a period that has no forms',
      tags,
      access: 'admin',
      params: idParam,
    },
    async ({ params }) => {
      await findOne(params.companyId, params.id);
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(assessmentForms)
        .where(and(eq(assessmentForms.companyId, params.companyId), eq(assessmentForms.periodId, params.id)));
      if (n > 0) throw new Conflict('period_has_forms', { count: n }, { forms: n });
      // Agreements hold the period with ON DELETE RESTRICT: say so in words rather than as a foreign-key error.
      const [{ agreementsCount }] = await db
        .select({ agreementsCount: sql<number>`count(*)`.mapWith(Number) })
        .from(agreements)
        .where(and(eq(agreements.companyId, params.companyId), eq(agreements.periodId, params.id)));
      if (agreementsCount > 0) {
        throw new Conflict('period_has_agreements', { count: agreementsCount }, { agreements: agreementsCount });
      }
      await db.delete(t).where(and(eq(t.companyId, params.companyId), eq(t.id, params.id)));
      return undefined;
    },
  );
}
