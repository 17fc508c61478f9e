import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { departments, employeeInPositions, users } from '../../db/schema/index.ts';
import { ROLES } from '../../db/schema/enums.ts';
import { likePattern, listQuery, orderingOf, pageOf, totalOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { coded, companyParam, idParam, q } from '../../http/zod.ts';
import { personDto, selectPeople } from './people.query.ts';
import { createPosition, onePosition, updatePosition } from './positions.service.ts';
import { INT_MAX, nameMatches } from './sql.ts';
import { listOf, personOut } from './structure.schemas.ts';

const S = '/companies/companies/:companyId/structure/employee_in_positions';
const tags = ['structure'];
const e = employeeInPositions;

const ref = z.number().int().positive().max(INT_MAX, coded('no_record')).nullable();
const personName = z.string().trim().max(150);
const position = z.string().trim().max(200);
const createBody = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  first_name: personName.default(''),
  last_name: personName.default(''),
  department: ref.default(null),
  position: position.default(''),
  manager: ref.default(null),
  is_active: z.boolean().default(true),
  role: z.enum(ROLES).optional(),
  is_admin: z.boolean().optional(),
});
const patchBody = z.strictObject({
  department: ref.optional(),
  position: position.optional(),
  manager: ref.optional(),
  is_active: z.boolean().optional(),
  role: z.enum(ROLES).optional(),
  is_admin: z.boolean().optional(),
  version: z.number().int().positive().max(INT_MAX),
});

/** The admin's grid of people in positions (the whole company), and its writes. */
export function registerPositionRoutes(api: FastifyInstance, db: Db): void {
  route(
    api,
    {
      method: 'GET',
      url: `${S}/`,
      summary: 'Everyone in a position in the company (admin)',
      tags,
      access: 'admin',
      params: companyParam,
      query: listQuery.extend({
        department: q.ids().optional(),
        manager: q.ids().optional(),
        is_active: q.bool().optional(),
        ids: q.ids().optional(),
      }),
      response: listOf(personOut),
    },
    async ({ req, params, query }) => {
      const pattern = query.search ? likePattern(query.search) : null;
      const where = and(
        eq(e.companyId, params.companyId),
        query.department ? inArray(e.departmentId, query.department) : undefined,
        query.manager ? inArray(e.managerId, query.manager) : undefined,
        query.is_active === undefined ? undefined : eq(e.isActive, query.is_active),
        query.ids ? inArray(e.id, query.ids) : undefined,
        pattern ? or(nameMatches(users, pattern), ilike(users.email, pattern), ilike(e.position, pattern)) : undefined,
      );
      const orderBy = orderingOf(
        query.ordering,
        {
          full_name: [users.lastName, users.firstName],
          email: users.email,
          position: e.position,
          department: departments.name,
          is_active: e.isActive,
          created_at: e.createdAt,
          updated_at: e.updatedAt,
          id: e.id,
        },
        [asc(users.lastName), asc(users.firstName), asc(e.id)],
      );
      const rows = await selectPeople(db)
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
              .from(e)
              .innerJoin(users, eq(users.id, e.userId))
              .where(where)
          )[0].total,
      );
      return pageOf(req, rows.map(personDto), total, query.page, query.page_size);
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${S}/:id/`,
      summary: 'One person in a position (admin)',
      tags,
      access: 'admin',
      params: idParam,
      response: personOut,
    },
    async ({ params }) => onePosition(db, params.companyId, params.id),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${S}/`,
      summary: 'Put a person in a position, creating the user and the membership when new (admin)',
      tags,
      access: 'admin',
      params: companyParam,
      body: createBody,
      status: 201,
      response: personOut,
    },
    async ({ params, body }) => createPosition(db, params.companyId, body),
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${S}/:id/`,
      summary: 'Move a person, change their manager, position, role or activity (admin)',
      tags,
      access: 'admin',
      params: idParam,
      body: patchBody,
      response: personOut,
    },
    async ({ params, body }) => updatePosition(db, params.companyId, params.id, body),
  );
}
