import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import {
  changeList,
  entryBody,
  entryParams,
  historyQuery,
  lockBody,
  reopenBody,
  sessionCreate,
  sessionDetailOut,
  sessionList,
  sessionListQuery,
  sessionPathParams,
  sessionPersonOut,
  sessionUpdate,
} from './calibration.schemas.ts';
import { moveEntry, sessionHistory } from './entries.service.ts';
import { lockSession, reopenSession } from './lock.service.ts';
import { registerNineBoxRoutes } from './ninebox.routes.ts';
import { createSession, listSessions, readSession, updateSession } from './sessions.service.ts';

const tags = ['calibration'];

export const calibrationRoutes = {
  'calibration.list': {
    summary: "Calibration sessions, newest first (admins: the company's; managers: those they are invited to)",
    tags,
    access: 'member',
    params: companyParam,
    query: sessionListQuery,
    response: sessionList,
  },
  'calibration.create': {
    summary: 'Open a calibration session for a period and departments, with its participants and target curve',
    tags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: sessionCreate,
    status: 201,
    response: sessionDetailOut,
  },
  'calibration.get': {
    summary: 'A session with its people (computed and calibrated), its 9-box and the distribution of grades',
    tags,
    access: 'member',
    params: sessionPathParams,
    response: sessionDetailOut,
  },
  'calibration.update': {
    summary:
      "Change an open session: name, target curve, participants, and its departments while no grade or box in it has changed; the session's version as read, else a 409 with its current state",
    tags,
    access: 'admin',
    audit: 'route',
    params: sessionPathParams,
    body: sessionUpdate,
    response: sessionDetailOut,
  },
  'calibration.entry': {
    summary:
      "Move a person to another box or change their calibrated grade, with a reason; the entry's version as read, else a 409 with its current state",
    tags,
    access: 'member',
    params: entryParams,
    body: entryBody,
    response: sessionPersonOut,
  },
  'calibration.history': {
    summary: "The session's changes, newest first: who, when, before, after and why",
    tags,
    access: 'member',
    params: sessionPathParams,
    query: historyQuery,
    response: changeList,
  },
  'calibration.lock': {
    summary: "Lock the session: its calibrated grades go to the forms, beside the managers' own",
    tags,
    access: 'admin',
    audit: 'route',
    params: sessionPathParams,
    body: lockBody,
    response: sessionDetailOut,
  },
  'calibration.reopen': {
    summary: 'Open a locked session again, with a reason',
    tags,
    access: 'admin',
    audit: 'route',
    params: sessionPathParams,
    body: reopenBody,
    response: sessionDetailOut,
  },
} satisfies RouteDefs;

/**
 * The 9-box with its thresholds, and calibration sessions: admins open one for a period and departments and
 * invite managers; participants move people and change calibrated grades, each with a reason kept in the
 * history; an admin locks it (the grades go to the forms) and may reopen it with a reason.
 */
export function registerCalibrationRoutes(api: FastifyInstance, { db }: ModuleDeps): void {
  registerNineBoxRoutes(api, db);

  route(api, calibrationRoutes, 'calibration.list', async ({ req, query, caller }) => {
    const { rows, total } = await listSessions(db, caller, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, calibrationRoutes, 'calibration.create', async ({ body, caller }) => createSession(db, caller, body));

  route(api, calibrationRoutes, 'calibration.get', async ({ params, caller }) => readSession(db, caller, params.id));

  route(api, calibrationRoutes, 'calibration.update', async ({ params, body, caller }) =>
    updateSession(db, caller, params.id, body),
  );

  route(api, calibrationRoutes, 'calibration.entry', async ({ params, body, caller }) =>
    moveEntry(db, caller, params.id, params.formId, body),
  );

  route(api, calibrationRoutes, 'calibration.history', async ({ req, params, query, caller }) => {
    const { rows, total } = await sessionHistory(db, caller, params.id, query.page, query.page_size);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, calibrationRoutes, 'calibration.lock', async ({ params, body, caller }) =>
    lockSession(db, caller, params.id, body.reason),
  );

  route(api, calibrationRoutes, 'calibration.reopen', async ({ params, body, caller }) =>
    reopenSession(db, caller, params.id, body.reason),
  );
}
