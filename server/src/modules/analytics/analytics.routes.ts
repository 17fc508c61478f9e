import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../http/access.ts';
import { pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  analyticsQuery,
  completionOut,
  gapOut,
  gradesOut,
  heatmapOut,
  hipoOut,
  leniencyOut,
  leniencyQuery,
  trendOut,
  trendQuery,
} from './analytics.schemas.ts';
import { completion, gap, grades, heatmap, hipo, leniency, trend } from './analytics.service.ts';

const privacy =
  'Managers: cells of fewer than 3 people come back suppressed (null figures) and totals add up the cells shown only; admins see all. Employees: 403.';

/**
 * Review analytics of a period, one measure a route so that each is one small, fast request: admins the
 * company, managers the people they oversee; `?period=` (default the active one) and `?department=` (with
 * sub-departments).
 */
export function registerAnalyticsRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  const base = '/companies/companies/:companyId/performance_review/analytics';
  const tags = ['analytics'];
  const deps = { db, clock };
  const common = { method: 'GET' as const, tags, access: 'member' as const, params: companyParam };

  route(
    api,
    {
      ...common,
      url: `${base}/completion/`,
      summary: `Forms per stage and overdue ones, per department. ${privacy}`,
      query: analyticsQuery,
      response: completionOut,
    },
    async ({ req, query }) => completion(deps, requireMember(req), query),
  );

  route(
    api,
    {
      ...common,
      url: `${base}/grades/`,
      summary: `Distributions of self, manager, overall and calibrated grades, per department. ${privacy}`,
      query: analyticsQuery,
      response: gradesOut,
    },
    async ({ req, query }) => grades(deps, requireMember(req), query),
  );

  route(
    api,
    {
      ...common,
      url: `${base}/heatmap/`,
      summary: `Mean manager grade per company value per department. ${privacy}`,
      query: analyticsQuery,
      response: heatmapOut,
    },
    async ({ req, query }) => heatmap(deps, requireMember(req), query),
  );

  route(
    api,
    {
      ...common,
      url: `${base}/gap/`,
      summary: `Self grades against manager grades, per value and per department. ${privacy}`,
      query: analyticsQuery,
      response: gapOut,
    },
    async ({ req, query }) => gap(deps, requireMember(req), query),
  );

  route(
    api,
    {
      ...common,
      url: `${base}/hipo/`,
      summary: `Share of hipo items decided IS_HIPO, per department. ${privacy}`,
      query: analyticsQuery,
      response: hipoOut,
    },
    async ({ req, query }) => hipo(deps, requireMember(req), query),
  );

  route(
    api,
    {
      ...common,
      url: `${base}/leniency/`,
      summary: `Each reviewer's mean overall grade against the company's, a page of reviewers. ${privacy}`,
      query: leniencyQuery,
      response: leniencyOut,
    },
    async ({ req, query }) => {
      const { results, count, ...rest } = await leniency(deps, requireMember(req), query);
      return { ...rest, ...pageOf(req, results, count, query.page, query.page_size) };
    },
  );

  route(
    api,
    {
      ...common,
      url: `${base}/trend/`,
      summary: `The headline figures of the chosen period and those before it (?periods=4). ${privacy}`,
      query: trendQuery,
      response: trendOut,
    },
    async ({ req, query }) => trend(deps, requireMember(req), query),
  );
}
