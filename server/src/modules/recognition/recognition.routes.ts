import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import type { ModuleDeps } from '../deps.ts';
import { cadenceAnalytics, praiseAnalytics } from './analytics.ts';
import { betweenReviews } from './between-reviews.ts';
import { searchColleagues } from './directory.ts';
import { giveFeedback, listFeedback, listRequests, requestFeedback } from './feedback.service.ts';
import { createPraise, hidePraise, praiseFeed as readFeed, react } from './praise.service.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import {
  analyticsRangeQuery,
  betweenReviewsOut,
  cadenceAnalyticsOut,
  colleagueList,
  colleagueQuery,
  feedbackCreate,
  feedbackList,
  feedbackListQuery,
  feedbackOut,
  feedbackRequestCreate,
  feedbackRequestList,
  feedbackRequestOut,
  feedbackRequestQuery,
  praiseAnalyticsOut,
  praiseCreate,
  praiseFeed,
  praiseFeedQuery,
  praiseHide,
  praiseOut,
  reactionBody,
  reactionParams,
} from './recognition.schemas.ts';

const tags = ['feedback and praise'];

export const recognitionRoutes = {
  'peerFeedback.list': {
    summary: 'Feedback the caller received, gave, or (a manager) that was shared with them about their people',
    tags,
    access: 'member',
    params: companyParam,
    query: feedbackListQuery,
    response: feedbackList,
  },
  'peerFeedback.give': {
    summary: 'Give signed feedback to a colleague (never oneself), optionally shared with their manager',
    tags,
    access: 'member',
    params: companyParam,
    body: feedbackCreate,
    status: 201,
    response: feedbackOut,
  },
  'peerFeedback.requests': {
    summary: 'Requests for feedback made to the caller, or made by them',
    tags,
    access: 'member',
    params: companyParam,
    query: feedbackRequestQuery,
    response: feedbackRequestList,
  },
  'peerFeedback.request': {
    summary: "Ask chosen colleagues for feedback about oneself or (a manager) about one of one's people",
    tags,
    access: 'member',
    params: companyParam,
    body: feedbackRequestCreate,
    status: 201,
    response: feedbackRequestOut,
  },
  'colleagues.search': {
    summary:
      "The caller's colleagues in the company by name, paged: each one's name, department and position (never the caller)",
    tags,
    access: 'member',
    params: companyParam,
    query: colleagueQuery,
    response: colleagueList,
  },
  'praise.feed': {
    summary: "The company's praise, newest first, by cursor",
    tags,
    access: 'member',
    params: companyParam,
    query: praiseFeedQuery,
    response: praiseFeed,
  },
  'praise.create': {
    summary: "Thank colleagues for one of the company's values",
    tags,
    access: 'member',
    params: companyParam,
    body: praiseCreate,
    status: 201,
    response: praiseOut,
  },
  'praise.react': {
    summary: 'React to a praise (one of each kind per person)',
    tags,
    access: 'member',
    params: idParam,
    body: reactionBody,
    response: praiseOut,
  },
  'praise.unreact': {
    summary: "Take back the caller's reaction",
    tags,
    access: 'member',
    params: reactionParams,
    response: praiseOut,
  },
  'praise.hide': {
    summary: 'Hide a praise from the feed, with a reason (admins)',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: praiseHide,
    response: praiseOut,
  },
  'forms.betweenReviews': {
    summary:
      "For a review form: the feedback and praise the person received in the form's period (what the caller may see) and their 1:1 action items",
    tags,
    access: 'member',
    params: idParam,
    response: betweenReviewsOut,
  },
  'analytics.praise': {
    summary: 'Praise per value and department',
    tags,
    access: 'member',
    params: companyParam,
    query: analyticsRangeQuery,
    response: praiseAnalyticsOut,
  },
  'analytics.oneOnOnes': {
    summary: 'How well each manager keeps their 1:1 cadence',
    tags,
    access: 'member',
    params: companyParam,
    query: analyticsRangeQuery,
    response: cadenceAnalyticsOut,
  },
} satisfies RouteDefs;

/** Feedback any time, praise, what the review form reads of them, and their analytics. */
export function registerRecognitionRoutes(api: FastifyInstance, { db }: ModuleDeps): void {
  route(api, recognitionRoutes, 'peerFeedback.list', async ({ req, query, caller }) => {
    const { rows, total } = await listFeedback(db, caller, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
  route(api, recognitionRoutes, 'peerFeedback.give', async ({ body, caller }) => giveFeedback(db, caller, body));
  route(api, recognitionRoutes, 'peerFeedback.requests', async ({ req, query, caller }) => {
    const { rows, total } = await listRequests(db, caller, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
  route(api, recognitionRoutes, 'peerFeedback.request', async ({ body, caller }) => requestFeedback(db, caller, body));
  route(api, recognitionRoutes, 'colleagues.search', async ({ req, query, caller }) => {
    const { results, total } = await searchColleagues(db, caller, query);
    return pageOf(req, results, total, query.page, query.page_size);
  });
  route(api, recognitionRoutes, 'praise.feed', async ({ query, caller }) => readFeed(db, caller, query));
  route(api, recognitionRoutes, 'praise.create', async ({ body, caller }) => createPraise(db, caller, body));
  route(api, recognitionRoutes, 'praise.react', async ({ params, body, caller }) =>
    react(db, caller, params.id, body.kind, true),
  );
  route(api, recognitionRoutes, 'praise.unreact', async ({ params, caller }) =>
    react(db, caller, params.id, params.kind, false),
  );
  route(api, recognitionRoutes, 'praise.hide', async ({ params, body, caller }) =>
    hidePraise(db, caller, params.id, body.reason),
  );
  route(api, recognitionRoutes, 'forms.betweenReviews', async ({ params, caller }) =>
    betweenReviews(db, caller, params.id),
  );
  route(api, recognitionRoutes, 'analytics.praise', async ({ query, caller }) => praiseAnalytics(db, caller, query));
  route(api, recognitionRoutes, 'analytics.oneOnOnes', async ({ query, caller }) =>
    cadenceAnalytics(db, caller, query),
  );
}
