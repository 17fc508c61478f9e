import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, type RouteDefs } from '../../http/route.ts';
import type { ModuleDeps } from '../deps.ts';
import { feedOut, feedParams, feedStateOut } from './calendar.schemas.ts';
import { feedByToken, feedState, issueFeed, revokeFeed } from './calendar.service.ts';

const tags = ['calendar'];

export const calendarRoutes = {
  'calendar.feedState': {
    summary: 'Whether the signed-in person has a private calendar address (their deadlines and 1:1s), and since when',
    tags,
    access: 'session',
    response: feedStateOut,
  },
  'calendar.issueFeed': {
    summary: "Issue the signed-in person's private calendar address, shown once (the previous one stops working)",
    tags,
    access: 'session',
    status: 201,
    response: feedOut,
  },
  'calendar.revokeFeed': {
    summary: "Revoke the signed-in person's private calendar address",
    tags,
    access: 'session',
    response: null,
  },
  'calendar.feed': {
    summary:
      "A person's review deadlines and 1:1s in every company they work in, by the feed's token (no session); 404 once revoked",
    tags,
    access: 'public',
    params: feedParams,
    response: null,
    produces: 'text/calendar',
  },
} satisfies RouteDefs;

/** A person's own calendar: the private feed of their review deadlines and 1:1s, across their companies. */
export function registerCalendarRoutes(api: FastifyInstance, { db, config }: ModuleDeps): void {
  const site = (req: FastifyRequest) => config.publicUrl ?? `${req.protocol}://${req.host}`;
  route(api, calendarRoutes, 'calendar.feedState', async ({ auth }) => feedState(db, auth));
  route(api, calendarRoutes, 'calendar.issueFeed', async ({ req, auth }) => issueFeed(db, auth, site(req)));
  route(api, calendarRoutes, 'calendar.revokeFeed', async ({ auth }) => {
    await revokeFeed(db, auth);
    return undefined;
  });
  route(api, calendarRoutes, 'calendar.feed', async ({ req, reply, params }) =>
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="reviews.ics"')
      .header('cache-control', 'private, no-store')
      .send(await feedByToken(db, params.token, site(req))),
  );
}
