import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireAuth, requireMember } from '../../http/access.ts';
import { pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { agreementHistoryPage } from './agreements.history.ts';
import {
  agreementCreate,
  agreementList,
  agreementListQuery,
  agreementOut,
  agreementPatch,
  agreementPut,
  historyList,
  historyQuery,
} from './agreements.schemas.ts';
import {
  createAgreement,
  deleteAgreement,
  getAgreement,
  listAgreements,
  updateAgreement,
} from './agreements.service.ts';

/**
 * Agreements (goals) between a manager and an employee. Admins manage all of the company's; managers
 * those of the people they oversee; employees read their own. Every change leaves a history row.
 */
export function registerAgreementRoutes(api: FastifyInstance, db: Db): void {
  const base = '/companies/companies/:companyId/performance_review/agreements';
  const tags = ['agreements'];

  route(
    api,
    {
      method: 'GET',
      url: `${base}/`,
      summary: 'Agreements the caller may read, with employee and period names',
      tags,
      access: 'member',
      params: companyParam,
      query: agreementListQuery,
      response: agreementList,
    },
    async ({ req, query }) => {
      const { rows, total } = await listAgreements(db, requireMember(req), query);
      return pageOf(req, rows, total, query.page, query.page_size);
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: `${base}/`,
      summary: 'Set an agreement for an employee (admin, or their manager)',
      tags,
      access: 'member',
      params: companyParam,
      body: agreementCreate,
      status: 201,
      response: agreementOut,
    },
    async ({ req, body }) => createAgreement(db, requireMember(req), requireAuth(req).user.id, body),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${base}/:id/`,
      summary: 'One agreement',
      tags,
      access: 'member',
      params: idParam,
      response: agreementOut,
    },
    async ({ req, params }) => getAgreement(db, requireMember(req), params.id),
  );

  route(
    api,
    {
      method: 'PUT',
      url: `${base}/:id/`,
      summary: 'Replace an agreement',
      tags,
      access: 'member',
      params: idParam,
      body: agreementPut,
      response: agreementOut,
    },
    async ({ req, params, body }) => updateAgreement(db, requireMember(req), requireAuth(req).user.id, params.id, body),
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${base}/:id/`,
      summary: 'Change an agreement',
      tags,
      access: 'member',
      params: idParam,
      body: agreementPatch,
      response: agreementOut,
    },
    async ({ req, params, body }) => updateAgreement(db, requireMember(req), requireAuth(req).user.id, params.id, body),
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${base}/:id/`,
      summary: 'Delete an agreement not yet graded in a form',
      tags,
      access: 'member',
      params: idParam,
      response: null,
    },
    async ({ req, params }) => {
      await deleteAgreement(db, requireMember(req), requireAuth(req).user.id, params.id);
      return undefined;
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: '/companies/companies/:companyId/performance_review/assessment_forms/items/agreements/:id/history/',
      summary: 'Changes of an agreement (the id is the agreement id), newest first',
      tags,
      access: 'member',
      params: idParam,
      query: historyQuery,
      response: historyList,
    },
    async ({ req, params, query }) => {
      const { results, total } = await agreementHistoryPage(
        db,
        requireMember(req),
        params.id,
        query.page,
        query.page_size,
      );
      return pageOf(req, results, total, query.page, query.page_size);
    },
  );
}
