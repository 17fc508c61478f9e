import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../http/caller.ts';
import { Forbidden } from '../../http/errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { actsAsThemselves } from '../../policy.ts';
import type { ModuleDeps } from '../deps.ts';
import { review360Analytics } from './analytics360.ts';
import { review360AnalyticsOut, review360AnalyticsQuery } from './analytics360.schemas.ts';
import { declineRequest, getRequest, listRequests, saveDraft, submitRequest } from './requests.service.ts';
import { teamResults } from './results-team.ts';
import { resultsOfForm } from './results.service.ts';
import {
  declineIn,
  draftPut,
  requestDetailOut,
  requestList,
  requestListQuery,
  requestOut,
  resultsOut,
  resultsQuery,
  teamResultList,
  teamResultsQuery,
} from './review360.schemas.ts';

/**
 * The reviewer acting, never staff acting as someone else: what a reviewer answers is theirs alone, so an
 * impersonated session reads and writes no request (403), whoever it is.
 */
function reviewerOf(caller: Caller): Caller {
  if (!actsAsThemselves(caller)) throw new Forbidden('review360_impersonation');
  return caller;
}

const tags = ['review360'];
const member = { tags, access: 'member' as const };

export const answersRoutes = {
  'review360.requests': {
    ...member,
    summary: "The caller's requests as a reviewer (open, answered, declined), open ones first",
    params: companyParam,
    query: requestListQuery,
    response: requestList,
  },
  'review360.request': {
    ...member,
    summary: 'One request with its questions and the draft, for its reviewer alone (anyone else: 404)',
    params: idParam,
    response: requestDetailOut,
  },
  'review360.saveDraft': {
    ...member,
    summary: 'Save the draft answers of an open request (409 on a stale version)',
    params: idParam,
    body: draftPut,
    response: requestDetailOut,
  },
  'review360.submitRequest': {
    ...member,
    summary: 'Submit the answers: stored without any link to the reviewer; closes the 360 when it was the last',
    params: idParam,
    body: draftPut,
    response: requestOut,
  },
  'review360.declineRequest': {
    ...member,
    summary: 'Decline a request with a reason; closes the 360 when it was the last',
    params: idParam,
    body: declineIn,
    response: requestOut,
  },
  'review360.results': {
    ...member,
    summary:
      "A person's 360 for their form: per relationship group, only once answering closed and only for groups that reached the threshold",
    params: companyParam,
    query: resultsQuery,
    response: resultsOut,
  },
  'review360.teamResults': {
    ...member,
    summary: "The 360 mean per company value of each person in the caller's scope (admins and managers)",
    params: companyParam,
    query: teamResultsQuery,
    response: teamResultList,
  },
  'analytics.review360': {
    ...member,
    tags: ['analytics', 'review360'],
    summary:
      'Mean 360 grade per company value per department over closed 360s. Managers: cells of fewer than 3 people come back suppressed; employees: 403.',
    params: companyParam,
    query: review360AnalyticsQuery,
    response: review360AnalyticsOut,
  },
} satisfies RouteDefs;

/** 360 feedback: a reviewer's requests and answers, and the results, aggregated per group. */
export function registerReview360AnswerRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  const deps = { db, clock };

  route(api, answersRoutes, 'review360.requests', async ({ req, query, caller }) => {
    const { rows, total } = await listRequests(deps, reviewerOf(caller).member, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, answersRoutes, 'review360.request', async ({ caller, params }) =>
    getRequest(deps, reviewerOf(caller).member, params.id),
  );

  route(api, answersRoutes, 'review360.saveDraft', async ({ caller, params, body }) =>
    saveDraft(deps, reviewerOf(caller).member, params.id, body),
  );

  route(api, answersRoutes, 'review360.submitRequest', async ({ caller, params, body }) =>
    submitRequest(deps, reviewerOf(caller).member, params.id, body),
  );

  route(api, answersRoutes, 'review360.declineRequest', async ({ caller, params, body }) =>
    declineRequest(deps, reviewerOf(caller), params.id, body),
  );

  route(api, answersRoutes, 'review360.results', async ({ query, caller }) =>
    resultsOfForm(deps, caller.member, query.form),
  );

  route(api, answersRoutes, 'review360.teamResults', async ({ req, query, caller }) => {
    const { rows, total } = await teamResults(deps, caller.member, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, answersRoutes, 'analytics.review360', async ({ query, caller }) =>
    review360Analytics(deps, caller.member, query),
  );
}
