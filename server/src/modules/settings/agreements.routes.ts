import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
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

const tags = ['agreements'];

export const agreementsRoutes = {
  'agreements.list': {
    summary: 'Agreements the caller may read, with employee and period names',
    tags,
    access: 'member',
    params: companyParam,
    query: agreementListQuery,
    response: agreementList,
  },
  'agreements.create': {
    summary: 'Set an agreement for an employee (admin, or their manager)',
    tags,
    access: 'member',
    params: companyParam,
    body: agreementCreate,
    status: 201,
    response: agreementOut,
  },
  'agreements.get': {
    summary: 'One agreement',
    tags,
    access: 'member',
    params: idParam,
    response: agreementOut,
  },
  'agreements.replace': {
    summary: 'Replace an agreement',
    tags,
    access: 'member',
    params: idParam,
    body: agreementPut,
    response: agreementOut,
  },
  'agreements.update': {
    summary: 'Change an agreement',
    tags,
    access: 'member',
    params: idParam,
    body: agreementPatch,
    response: agreementOut,
  },
  'agreements.delete': {
    summary: 'Delete an agreement not yet graded in a form',
    tags,
    access: 'member',
    params: idParam,
    response: null,
  },
  'agreements.history': {
    summary: 'Changes of an agreement (the id is the agreement id), newest first',
    tags,
    access: 'member',
    params: idParam,
    query: historyQuery,
    response: historyList,
  },
} satisfies RouteDefs;

/**
 * Agreements (goals) between a manager and an employee. Admins manage all of the company's; managers
 * those of the people they oversee; employees read their own. Every change leaves a history row.
 */
export function registerAgreementRoutes(api: FastifyInstance, db: Db): void {
  route(api, agreementsRoutes, 'agreements.list', async ({ req, query, caller }) => {
    const { rows, total } = await listAgreements(db, caller.member, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, agreementsRoutes, 'agreements.create', async ({ body, caller, auth }) =>
    createAgreement(db, caller.member, auth.user.id, body),
  );

  route(api, agreementsRoutes, 'agreements.get', async ({ params, caller }) =>
    getAgreement(db, caller.member, params.id),
  );

  route(api, agreementsRoutes, 'agreements.replace', async ({ params, body, caller, auth }) =>
    updateAgreement(db, caller.member, auth.user.id, params.id, body),
  );

  route(api, agreementsRoutes, 'agreements.update', async ({ params, body, caller, auth }) =>
    updateAgreement(db, caller.member, auth.user.id, params.id, body),
  );

  route(api, agreementsRoutes, 'agreements.delete', async ({ params, caller, auth }) => {
    await deleteAgreement(db, caller.member, auth.user.id, params.id);
    return undefined;
  });

  route(api, agreementsRoutes, 'agreements.history', async ({ req, params, query, caller }) => {
    const { results, total } = await agreementHistoryPage(db, caller.member, params.id, query.page, query.page_size);
    return pageOf(req, results, total, query.page, query.page_size);
  });
}
