import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import {
  appsOut,
  companyInfoOut,
  companyList,
  companyOut,
  dashboardInfoOut,
  reviewSummaryOut,
  serviceUrlOut,
  tasksOut,
  userList,
  userListQuery,
} from './companies.schemas.ts';
import { appsOf, companyInfo, getMyCompany, listMyCompanies, listUsers } from './companies.service.ts';
import { dashboardInfo, dashboardTasks, reviewSummary } from './dashboard.service.ts';

const tags = ['companies'];

export const companiesRoutes = {
  'companies.list': {
    summary: "The caller's companies, on one page",
    tags,
    access: 'session',
    response: companyList,
  },
  'companies.get': {
    summary: "One of the caller's companies",
    tags,
    access: 'member',
    params: companyParam,
    response: companyOut,
  },
  'companies.billingInfo': {
    summary: 'Plan and seats',
    tags,
    access: 'member',
    params: companyParam,
    response: companyInfoOut,
  },
  'dashboard.apps': {
    summary: 'Apps the caller may open',
    tags,
    access: 'member',
    params: companyParam,
    response: appsOut,
  },
  'dashboard.info': {
    summary: 'Company figures for the dashboard',
    tags,
    access: 'member',
    params: companyParam,
    response: dashboardInfoOut,
  },
  'dashboard.tasks': {
    summary: "The caller's to-dos",
    tags,
    access: 'member',
    params: companyParam,
    response: tasksOut,
  },
  'review.summary': {
    summary: 'Summary of the performance review module',
    tags: ['performance_review'],
    access: 'member',
    params: companyParam,
    response: reviewSummaryOut,
  },
  'users.serviceUrl': {
    summary: 'Address of the users service',
    tags: ['plugins'],
    access: 'session',
    response: serviceUrlOut,
  },
  'users.list': {
    summary: 'People who share a company with the caller',
    tags: ['users'],
    access: 'session',
    query: userListQuery,
    response: userList,
  },
} satisfies RouteDefs;

/** The caller's companies, the company dashboard and the people the caller shares a company with. */
export function registerCompanyRoutes(
  api: FastifyInstance,
  { db, config, clock }: { db: Db; config: Config; clock: Clock },
): void {
  route(api, companiesRoutes, 'companies.list', async ({ auth }) => {
    const rows = await listMyCompanies(db, auth.user.id);
    return { count: rows.length, next: null, previous: null, results: rows };
  });

  route(api, companiesRoutes, 'companies.get', async ({ params, auth }) =>
    getMyCompany(db, auth.user.id, params.companyId),
  );

  route(api, companiesRoutes, 'companies.billingInfo', async ({ params }) => companyInfo(db, params.companyId));

  route(api, companiesRoutes, 'dashboard.apps', ({ caller }) => Promise.resolve({ results: appsOf(caller.member) }));

  route(api, companiesRoutes, 'dashboard.info', async ({ caller }) => dashboardInfo(db, caller.member));

  route(api, companiesRoutes, 'dashboard.tasks', async ({ caller }) => ({
    results: await dashboardTasks(db, caller.member, { userId: caller.userId, now: clock.now() }),
  }));

  route(api, companiesRoutes, 'review.summary', async ({ caller }) => reviewSummary(db, caller.member));

  route(api, companiesRoutes, 'users.serviceUrl', () => Promise.resolve({ url: config.usersServiceUrl }));

  route(api, companiesRoutes, 'users.list', async ({ req, query, auth }) => {
    const { rows, total } = await listUsers(db, auth.user.id, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
}
