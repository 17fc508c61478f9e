import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { periodCreate, periodList, periodListQuery, periodOut, periodPatch, periodPut } from './periods.schemas.ts';
import { createPeriod, deletePeriod, getPeriod, listPeriods, updatePeriod } from './periods.service.ts';

const tags = ['assessment_periods'];

export const periodsRoutes = {
  'assessment_periods.list': {
    summary: 'Assessment periods, newest first by default',
    tags,
    access: 'member',
    params: companyParam,
    query: periodListQuery,
    response: periodList,
  },
  'assessment_periods.create': {
    summary: 'Create an assessment period',
    tags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: periodCreate,
    status: 201,
    response: periodOut,
  },
  'assessment_periods.get': {
    summary: 'One assessment period',
    tags,
    access: 'member',
    params: idParam,
    response: periodOut,
  },
  'assessment_periods.replace': {
    summary: 'Replace an assessment period',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: periodPut,
    response: periodOut,
  },
  'assessment_periods.update': {
    summary: 'Change an assessment period; closing it makes its forms read-only',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: periodPatch,
    response: periodOut,
  },
  'assessment_periods.delete': {
    summary: 'Delete a period that has no forms and no agreements',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    response: null,
  },
} satisfies RouteDefs;

/** Assessment periods: every member reads them, admins write them. */
export function registerPeriodRoutes(api: FastifyInstance, db: Db): void {
  route(api, periodsRoutes, 'assessment_periods.list', async ({ req, params, query }) => {
    const { rows, total } = await listPeriods(db, params.companyId, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, periodsRoutes, 'assessment_periods.create', async ({ params, body }) =>
    createPeriod(db, params.companyId, body),
  );

  route(api, periodsRoutes, 'assessment_periods.get', async ({ params }) => getPeriod(db, params.companyId, params.id));

  route(api, periodsRoutes, 'assessment_periods.replace', async ({ params, body }) =>
    updatePeriod(db, params.companyId, params.id, body),
  );

  route(api, periodsRoutes, 'assessment_periods.update', async ({ params, body }) =>
    updatePeriod(db, params.companyId, params.id, body),
  );

  route(api, periodsRoutes, 'assessment_periods.delete', async ({ params }) => {
    await deletePeriod(db, params.companyId, params.id);
    return undefined;
  });
}
