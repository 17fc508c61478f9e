import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { departments, employeeInPositions, users } from '../../db/schema/index.ts';
import { route } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';

/** The department tree as a flat list (parent_id links), with each head's name, in one query. */
export function registerStructureRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  route(
    api,
    { method: 'GET', url: '/companies/companies/:companyId/structure/departments/', summary: 'Departments of the company (flat tree)', tags: ['structure'], access: 'member', params: companyParam },
    async ({ params }) => {
      const head = alias(employeeInPositions, 'head');
      const rows = await db
        .select({ id: departments.id, name: departments.name, parentId: departments.parentId, headId: head.id, first: users.firstName, last: users.lastName })
        .from(departments)
        .leftJoin(head, eq(head.id, departments.headId))
        .leftJoin(users, eq(users.id, head.userId))
        .where(eq(departments.companyId, params.companyId))
        .orderBy(asc(departments.name), asc(departments.id))
        .limit(5000);
      const results = rows.map((r) => ({ id: r.id, name: r.name, parent_id: r.parentId, head: r.headId ? { id: r.headId, full_name: `${r.first ?? ''} ${r.last ?? ''}`.trim() } : null }));
      return { count: results.length, next: null, previous: null, results };
    },
  );
}
