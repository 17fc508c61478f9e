import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
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
import { goalAnalytics } from './goals.ts';
import { goalsOut } from './goals.schemas.ts';

const privacy =
  'Managers: cells of fewer than 3 people come back suppressed (null figures) and totals add up the cells shown only; admins see all. Employees: 403.';

const tags = ['analytics'];
const common = { tags, access: 'member' as const, params: companyParam };

export const analyticsRoutes = {
  'analytics.completion': {
    ...common,
    summary: `Forms per stage and overdue ones, per department. ${privacy}`,
    query: analyticsQuery,
    response: completionOut,
  },
  'analytics.grades': {
    ...common,
    summary: `Distributions of self, manager, overall and calibrated grades, per department. ${privacy}`,
    query: analyticsQuery,
    response: gradesOut,
  },
  'analytics.heatmap': {
    ...common,
    summary: `Mean manager grade per company value per department. ${privacy}`,
    query: analyticsQuery,
    response: heatmapOut,
  },
  'analytics.gap': {
    ...common,
    summary: `Self grades against manager grades, per value and per department. ${privacy}`,
    query: analyticsQuery,
    response: gapOut,
  },
  'analytics.hipo': {
    ...common,
    summary: `Share of hipo items decided IS_HIPO, per department. ${privacy}`,
    query: analyticsQuery,
    response: hipoOut,
  },
  'analytics.leniency': {
    ...common,
    summary: `Each reviewer's mean overall grade against the company's, a page of reviewers. ${privacy}`,
    query: leniencyQuery,
    response: leniencyOut,
  },
  'analytics.trend': {
    ...common,
    summary: `The headline figures of the chosen period and those before it (?periods=4). ${privacy}`,
    query: trendQuery,
    response: trendOut,
  },
  'analytics.goals': {
    ...common,
    summary: `People's goals of the period: mean progress and health, per department. ${privacy}`,
    query: analyticsQuery,
    response: goalsOut,
  },
} satisfies RouteDefs;

/**
 * Review analytics of a period, one measure a route so that each is one small, fast request: admins the
 * company, managers the people they oversee; `?period=` (default the active one) and `?department=` (with
 * sub-departments).
 */
export function registerAnalyticsRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  const deps = { db, clock };

  route(api, analyticsRoutes, 'analytics.completion', async ({ query, caller }) =>
    completion(deps, caller.member, query),
  );

  route(api, analyticsRoutes, 'analytics.grades', async ({ query, caller }) => grades(deps, caller.member, query));

  route(api, analyticsRoutes, 'analytics.heatmap', async ({ query, caller }) => heatmap(deps, caller.member, query));

  route(api, analyticsRoutes, 'analytics.gap', async ({ query, caller }) => gap(deps, caller.member, query));

  route(api, analyticsRoutes, 'analytics.hipo', async ({ query, caller }) => hipo(deps, caller.member, query));

  route(api, analyticsRoutes, 'analytics.leniency', async ({ req, query, caller }) => {
    const { results, count, ...rest } = await leniency(deps, caller.member, query);
    return { ...rest, ...pageOf(req, results, count, query.page, query.page_size) };
  });

  route(api, analyticsRoutes, 'analytics.trend', async ({ query, caller }) => trend(deps, caller.member, query));

  route(api, analyticsRoutes, 'analytics.goals', async ({ query, caller }) =>
    goalAnalytics(deps, caller.member, query),
  );
}
