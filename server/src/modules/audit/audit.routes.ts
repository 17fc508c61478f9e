import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import { auditActorsOut, auditFilterQuery, auditListOut, auditListQuery } from './audit.schemas.ts';
import { auditActors, exportAudit, listAudit } from './audit.service.ts';

const tags = ['audit'];

export const auditRoutes = {
  'audit.list': {
    summary: "Admins: the company's audit log, newest first, filtered by actor, action, object and days",
    tags,
    access: 'admin',
    params: companyParam,
    query: auditListQuery,
    response: auditListOut,
  },
  'audit.actors': {
    summary: "Admins: the people who appear in the company's audit log, for its filter",
    tags,
    access: 'admin',
    params: companyParam,
    response: auditActorsOut,
  },
  'audit.export': {
    summary: 'Admins: the filtered audit log as CSV (UTF-8 with BOM), newest first, up to 10,000 rows',
    tags,
    access: 'admin',
    params: companyParam,
    query: auditFilterQuery,
    response: null,
    produces: 'text/csv',
  },
} satisfies RouteDefs;

/** The audit log's page: its list, its actors and its CSV. */
export function registerAuditRoutes(api: FastifyInstance, { db }: ModuleDeps): void {
  route(api, auditRoutes, 'audit.list', async ({ req, params, query }) => {
    const { results, total, capped } = await listAudit(db, params.companyId, query);
    return { ...pageOf(req, results, total, query.page, query.page_size), count_capped: capped };
  });

  route(api, auditRoutes, 'audit.actors', async ({ params }) => auditActors(db, params.companyId));

  route(api, auditRoutes, 'audit.export', async ({ params, query, reply }) => {
    const csv = await exportAudit(db, params.companyId, query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .send(csv);
  });
}
