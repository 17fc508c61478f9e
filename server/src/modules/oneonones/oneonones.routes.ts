import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import type { ModuleDeps } from '../deps.ts';
import { feedByToken, issueFeed, revokeFeed, seriesCalendar } from './calendar.service.ts';
import { listMeetings } from './meetings.read.ts';
import { createMeeting } from './meetings.service.ts';
import { listQuestions, oneOnOneDashboard, replaceQuestions } from './questions.service.ts';
import { createSeries, getSeries, listSeries, updateSeries } from './series.service.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import {
  dashboardOut,
  feedOut,
  feedParams,
  meetingCreate,
  meetingList,
  meetingListQuery,
  meetingOut,
  questionsOut,
  questionsPut,
  seriesCreate,
  seriesList,
  seriesListQuery,
  seriesOut,
  seriesPatch,
} from './oneonones.schemas.ts';

const tags = ['one-on-ones'];

export const oneOnOnesRoutes = {
  'oneOnOnes.series': {
    summary:
      "The caller's 1:1 series (as manager or report); admins may list the company's (that they exist, no notes)",
    tags,
    access: 'member',
    params: companyParam,
    query: seriesListQuery,
    response: seriesList,
  },
  'oneOnOnes.createSeries': {
    summary: "Start a 1:1 series with one's manager or one of one's people, with its first meeting (not in the past)",
    tags,
    access: 'member',
    params: companyParam,
    body: seriesCreate,
    status: 201,
    response: seriesOut,
  },
  'oneOnOnes.getSeries': {
    summary: 'One series of the caller',
    tags,
    access: 'member',
    params: idParam,
    response: seriesOut,
  },
  'oneOnOnes.updateSeries': {
    summary: "Change a series' cadence or next date",
    tags,
    access: 'member',
    params: idParam,
    body: seriesPatch,
    response: seriesOut,
  },
  'oneOnOnes.meetings': {
    summary: "A series' meetings, newest first, searchable in their notes and talking points",
    tags,
    access: 'member',
    params: idParam,
    query: meetingListQuery,
    response: meetingList,
  },
  'oneOnOnes.createMeeting': {
    summary: 'Set up the next meeting: undiscussed points and open action items carry over to it',
    tags,
    access: 'member',
    params: idParam,
    body: meetingCreate,
    status: 201,
    response: meetingOut,
  },
  'oneOnOnes.calendar': {
    summary: "The series' meetings as a calendar file (.ics)",
    tags,
    access: 'member',
    params: idParam,
    response: null,
    produces: 'text/calendar',
  },
  'oneOnOnes.issueFeed': {
    summary: "Issue the caller's private calendar address of the series (the previous one stops working)",
    tags,
    access: 'member',
    params: idParam,
    status: 201,
    response: feedOut,
  },
  'oneOnOnes.revokeFeed': {
    summary: "Revoke the caller's private calendar address of the series",
    tags,
    access: 'member',
    params: idParam,
    response: null,
  },
  'oneOnOnes.feed': {
    summary: 'A private calendar feed by its token (no session); 404 once revoked',
    tags,
    access: 'public',
    params: feedParams,
    response: null,
    produces: 'text/calendar',
  },
  'oneOnOnes.questions': {
    summary: "The company's suggested questions for a 1:1",
    tags,
    access: 'member',
    params: companyParam,
    response: questionsOut,
  },
  'oneOnOnes.updateQuestions': {
    summary: "Replace the company's suggested questions (admins)",
    tags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: questionsPut,
    response: questionsOut,
  },
  'oneOnOnes.dashboard': {
    summary: "The dashboards' block: the caller's next 1:1 and their open action items",
    tags,
    access: 'member',
    params: companyParam,
    response: dashboardOut,
  },
} satisfies RouteDefs;

/** One-on-ones: series, their calendar, the company's questions and the dashboards' block. */
export function registerOneOnOneRoutes(api: FastifyInstance, { db, config, clock }: ModuleDeps): void {
  const site = (req: FastifyRequest) => config.publicUrl ?? `${req.protocol}://${req.host}`;
  route(api, oneOnOnesRoutes, 'oneOnOnes.series', async ({ req, query, caller }) => {
    const { rows, total } = await listSeries(db, caller, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
  route(api, oneOnOnesRoutes, 'oneOnOnes.createSeries', async ({ body, caller }) =>
    createSeries(db, caller, clock, body),
  );
  route(api, oneOnOnesRoutes, 'oneOnOnes.getSeries', async ({ params, caller }) => getSeries(db, caller, params.id));
  route(api, oneOnOnesRoutes, 'oneOnOnes.updateSeries', async ({ params, body, caller }) =>
    updateSeries(db, caller, params.id, body),
  );
  route(api, oneOnOnesRoutes, 'oneOnOnes.meetings', async ({ req, params, query, caller }) => {
    const { rows, total } = await listMeetings(db, caller, params.id, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
  route(api, oneOnOnesRoutes, 'oneOnOnes.createMeeting', async ({ params, body, caller }) =>
    createMeeting(db, caller, clock, params.id, body),
  );
  route(api, oneOnOnesRoutes, 'oneOnOnes.calendar', async ({ req, reply, params, caller }) => {
    const ics = await seriesCalendar(db, caller, params.id, site(req));
    return sendCalendar(reply, ics, `one-on-ones-${String(params.id)}.ics`);
  });
  route(api, oneOnOnesRoutes, 'oneOnOnes.issueFeed', async ({ req, params, caller }) =>
    issueFeed(db, caller, params.id, site(req)),
  );
  route(api, oneOnOnesRoutes, 'oneOnOnes.revokeFeed', async ({ params, caller }) => {
    await revokeFeed(db, caller, params.id);
    return undefined;
  });
  route(api, oneOnOnesRoutes, 'oneOnOnes.feed', async ({ req, reply, params }) =>
    sendCalendar(reply, await feedByToken(db, params.token, site(req)), 'one-on-ones.ics'),
  );
  route(api, oneOnOnesRoutes, 'oneOnOnes.questions', async ({ caller }) => listQuestions(db, caller));
  route(api, oneOnOnesRoutes, 'oneOnOnes.updateQuestions', async ({ body, caller }) =>
    replaceQuestions(db, caller, body),
  );
  route(api, oneOnOnesRoutes, 'oneOnOnes.dashboard', async ({ caller }) => oneOnOneDashboard(db, caller));
}

function sendCalendar(reply: FastifyReply, ics: string, filename: string): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(ics);
}
