import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { periodCreate, periodList, periodListQuery, periodOut, periodPatch, periodPut } from './periods.schemas.ts';
import { createPeriod, deletePeriod, getPeriod, listPeriods, updatePeriod } from './periods.service.ts';

/** Assessment periods: every member reads them, admins write them. */
export function registerPeriodRoutes(api: FastifyInstance, db: Db): void {
  const base = '/companies/companies/:companyId/performance_review/assessment_periods';
  const tags = ['assessment_periods'];

  route(
    api,
    {
      method: 'GET',
      url: `${base}/`,
      summary: 'Assessment periods, newest first by default',
      tags,
      access: 'member',
      params: companyParam,
      query: periodListQuery,
      response: periodList,
    },
    async ({ req, params, query }) => {
      const { rows, total } = await listPeriods(db, params.companyId, query);
      return pageOf(req, rows, total, query.page, query.page_size);
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
      body: periodCreate,
      status: 201,
      response: periodOut,
    },
    async ({ params, body }) => createPeriod(db, params.companyId, body),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${base}/:id/`,
      summary: 'One assessment period',
      tags,
      access: 'member',
      params: idParam,
      response: periodOut,
    },
    async ({ params }) => getPeriod(db, params.companyId, params.id),
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
      body: periodPut,
      response: periodOut,
    },
    async ({ params, body }) => updatePeriod(db, params.companyId, params.id, body),
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
      body: periodPatch,
      response: periodOut,
    },
    async ({ params, body }) => updatePeriod(db, params.companyId, params.id, body),
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${base}/:id/`,
      summary: 'Delete a period that has no forms and no agreements',
      tags,
      access: 'admin',
      params: idParam,
      response: null,
    },
    async ({ params }) => {
      await deletePeriod(db, params.companyId, params.id);
      return undefined;
    },
  );
}
