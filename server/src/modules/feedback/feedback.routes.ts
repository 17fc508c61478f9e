import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import { feedbackCreate, feedbackList, feedbackListQuery, feedbackOut } from './feedback.schemas.ts';
import { createFeedback, listFeedback } from './feedback.service.ts';

const tags = ['feedback'];

export const feedbackRoutes = {
  'feedback.create': {
    summary: "Send product feedback (company_id: the company it was written in, one of the caller's)",
    tags,
    access: 'session',
    body: feedbackCreate,
    status: 201,
    response: feedbackOut,
  },
  'feedback.createInCompany': {
    summary: 'Send product feedback from a company (the same as /feedback/create/ with company_id)',
    tags,
    access: 'member',
    params: companyParam,
    body: feedbackCreate.omit({ company_id: true }),
    status: 201,
    response: feedbackOut,
  },
  'feedback.staffList': {
    summary: 'Staff: product feedback from every user, newest first (search: text, author; company filter)',
    tags: ['staff'],
    access: 'staff',
    query: feedbackListQuery,
    response: feedbackList,
  },
} satisfies RouteDefs;

/** Product feedback: any signed-in user sends it (from a company or not); staff read all of it. */
export function registerFeedbackRoutes(api: FastifyInstance, db: Db): void {
  route(api, feedbackRoutes, 'feedback.create', async ({ body, auth }) => createFeedback(db, auth, body));

  route(api, feedbackRoutes, 'feedback.createInCompany', async ({ params, body, auth }) =>
    createFeedback(db, auth, { ...body, company_id: params.companyId }),
  );

  route(api, feedbackRoutes, 'feedback.staffList', async ({ req, query }) => {
    const { rows, total } = await listFeedback(db, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
}
