import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hipoSkills, values } from '../../db/schema/index.ts';
import type { ErrorCode } from '../../../../contract/errors/index.ts';
import { toSnake } from '../../http/case.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern, listQuery, orderingOf, pageOf, totalOf } from '../../http/pagination.ts';
import { pgErrorOf } from '../../http/error-handler.ts';
import { route } from '../../http/route.ts';
import { companyParam, idParam, q } from '../../http/zod.ts';

/** Company values and hipo skills share one shape: a named, ordered, switchable catalogue entry. */
type CatalogueTable = typeof values | typeof hipoSkills;

const fields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  order: z.number().int().min(0).max(1_000_000),
  is_active: z.boolean(),
};
const version = z.number().int().positive();

export const catalogueCreate = z.strictObject({
  name: fields.name,
  description: fields.description.default(''),
  order: fields.order.optional(),
  is_active: fields.is_active.default(true),
});
export const cataloguePut = z.strictObject({ ...fields, description: fields.description.default(''), version });
export const cataloguePatch = z.strictObject({
  name: fields.name.optional(),
  description: fields.description.optional(),
  order: fields.order.optional(),
  is_active: fields.is_active.optional(),
  version,
});
export const catalogueOut = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  order: z.number(),
  is_active: z.boolean(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

type Row = CatalogueTable['$inferSelect'];
const out = (r: Row) => {
  const { companyId: _company, ...rest } = r;
  return toSnake(rest);
};

export function registerCatalogue(
  api: FastifyInstance,
  db: Db,
  opts: { path: string; table: CatalogueTable; tag: string; noun: string; inUseCode: ErrorCode },
): void {
  const t = opts.table as typeof values;
  const base = `/companies/companies/:companyId/performance_review/${opts.path}`;
  const tags = [opts.tag];

  const findOne = async (companyId: number, id: number) => {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.companyId, companyId), eq(t.id, id)))
      .limit(1);
    if (!row) throw new NotFound();
    return row;
  };

  const update = async (companyId: number, id: number, expected: number, patch: Partial<typeof t.$inferInsert>) => {
    const [row] = await db
      .update(t)
      .set({ ...patch, version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(and(eq(t.companyId, companyId), eq(t.id, id), eq(t.version, expected)))
      .returning();
    if (row) return out(row);
    throw new StaleVersion(out(await findOne(companyId, id)));
  };

  route(
    api,
    {
      method: 'GET',
      url: `${base}/`,
      summary: `List ${opts.noun}`,
      tags,
      access: 'member',
      params: companyParam,
      query: listQuery.extend({ is_active: q.bool().optional(), ids: q.ids().optional() }),
    },
    async ({ params, query, req }) => {
      const where = and(
        eq(t.companyId, params.companyId),
        query.is_active === undefined ? undefined : eq(t.isActive, query.is_active),
        query.ids ? inArray(t.id, query.ids) : undefined,
        query.search
          ? or(ilike(t.name, likePattern(query.search)), ilike(t.description, likePattern(query.search)))
          : undefined,
      );
      const orderBy = orderingOf(
        query.ordering,
        {
          name: t.name,
          order: t.order,
          created_at: t.createdAt,
          updated_at: t.updatedAt,
          is_active: t.isActive,
          id: t.id,
        },
        [asc(t.order), asc(t.id)],
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
      summary: `Create one of the ${opts.noun}`,
      tags,
      access: 'admin',
      params: companyParam,
      body: catalogueCreate,
      status: 201,
      response: catalogueOut,
    },
    async ({ params, body }) => {
      const order =
        body.order ??
        (
          await db
            .select({ next: sql<number>`coalesce(max(${t.order}), 0) + 1`.mapWith(Number) })
            .from(t)
            .where(eq(t.companyId, params.companyId))
        )[0].next;
      const [row] = await db
        .insert(t)
        .values({
          companyId: params.companyId,
          name: body.name,
          description: body.description,
          order,
          isActive: body.is_active,
        })
        .returning();
      return out(row);
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: `${base}/reorder/`,
      summary: `Set the order of ${opts.noun}`,
      tags,
      access: 'admin',
      params: companyParam,
      body: z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(1000) }),
    },
    async ({ params, body }) => {
      if (new Set(body.ids).size !== body.ids.length) throw ValidationError.field('ids', 'duplicate_ids');
      const ids = sql.join(
        body.ids.map((id) => sql`${id}::int`),
        sql`, `,
      );
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(t)
          .set({
            order: sql`array_position(array[${ids}], ${t.id})`,
            version: sql`${t.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(t.companyId, params.companyId), inArray(t.id, body.ids)))
          .returning({ id: t.id });
        if (updated.length !== body.ids.length) throw ValidationError.field('ids', 'unknown_ids');
      });
      return undefined;
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${base}/:id/`,
      summary: `One of the ${opts.noun}`,
      tags,
      access: 'member',
      params: idParam,
      response: catalogueOut,
    },
    async ({ params }) => out(await findOne(params.companyId, params.id)),
  );

  route(
    api,
    {
      method: 'PUT',
      url: `${base}/:id/`,
      summary: `Replace one of the ${opts.noun}`,
      tags,
      access: 'admin',
      params: idParam,
      body: cataloguePut,
      response: catalogueOut,
    },
    async ({ params, body }) =>
      update(params.companyId, params.id, body.version, {
        name: body.name,
        description: body.description,
        order: body.order,
        isActive: body.is_active,
      }),
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${base}/:id/`,
      summary: `Change one of the ${opts.noun}`,
      tags,
      access: 'admin',
      params: idParam,
      body: cataloguePatch,
      response: catalogueOut,
    },
    async ({ params, body }) =>
      update(params.companyId, params.id, body.version, {
        name: body.name,
        description: body.description,
        order: body.order,
        isActive: body.is_active,
      }),
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${base}/:id/`,
      summary: `Delete one of the ${opts.noun}`,
      tags,
      access: 'admin',
      params: idParam,
    },
    async ({ params }) => {
      await findOne(params.companyId, params.id);
      try {
        await db.delete(t).where(and(eq(t.companyId, params.companyId), eq(t.id, params.id)));
      } catch (err) {
        const code = pgErrorOf(err)?.code;
        if (code === '23503' || code === '23001') throw new Conflict(opts.inUseCode);
        throw err;
      }
      return undefined;
    },
  );
}
