import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { idParam } from '../../http/zod.ts';
import type { ModuleDeps } from '../deps.ts';
import { INT_MAX } from '../../db/sql.ts';
import {
  addReviewer,
  approveList,
  listSubjects,
  mySubject,
  removeReviewer,
  submitList,
} from './nominations.service.ts';
import { searchPeople } from './people.service.ts';
import {
  mySubjectQuery,
  peopleList,
  peopleQuery,
  periodParam,
  reviewerAdd,
  settingsOut,
  settingsPut,
  subjectAction,
  subjectList,
  subjectListQuery,
  subjectOut,
} from './review360.schemas.ts';
import { getSettings, putSettings } from './settings.service.ts';

const tags = ['review360'];
const recordParam = idParam.extend({ id: z.coerce.number().int().positive().max(INT_MAX) });

export const nominationsRoutes = {
  'review360.settings': {
    summary: "A period's 360 settings and questions (the defaults until an admin saves them)",
    tags,
    access: 'member',
    params: periodParam,
    response: settingsOut,
  },
  'review360.updateSettings': {
    summary: "Save a period's 360 settings (version 0 creates them); the questions freeze once requests went out",
    tags,
    access: 'admin',
    audit: 'route',
    params: periodParam,
    body: settingsPut,
    response: settingsOut,
  },
  'review360.subjects': {
    summary:
      'People reviewed in a period with their reviewers: admins everyone, managers their people, others themselves',
    tags,
    access: 'member',
    query: subjectListQuery,
    response: subjectList,
  },
  'review360.mySubject': {
    summary: "The caller's own 360 in a period and their reviewers",
    tags,
    access: 'member',
    query: mySubjectQuery,
    response: subjectOut,
  },
  'review360.addReviewer': {
    summary: "Add a reviewer to a person's list (sent at once when the list is already approved)",
    tags,
    access: 'member',
    body: reviewerAdd,
    status: 201,
    response: subjectOut,
  },
  'review360.removeReviewer': {
    summary: 'Take a reviewer off the list (not once they answered)',
    tags,
    access: 'member',
    params: recordParam,
    response: subjectOut,
  },
  'review360.submitSubject': {
    summary: 'The person sends their list of reviewers to their manager for approval',
    tags,
    access: 'member',
    params: recordParam,
    body: subjectAction,
    response: subjectOut,
  },
  'review360.approveSubject': {
    summary: 'The manager or an admin approves the list: the requests go out to the reviewers',
    tags,
    access: 'member',
    params: recordParam,
    body: subjectAction,
    response: subjectOut,
  },
  'review360.people': {
    summary: 'Colleagues to nominate for a person, by name, position or department, with their relationship',
    tags,
    access: 'member',
    query: peopleQuery,
    response: peopleList,
  },
} satisfies RouteDefs;

/** 360 feedback: a period's settings and questions (admins), and nominating the reviewers of each person. */
export function registerReview360NominationRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  route(api, nominationsRoutes, 'review360.settings', async ({ params, caller }) =>
    getSettings(db, caller.member, params.periodId),
  );

  route(api, nominationsRoutes, 'review360.updateSettings', async ({ params, body, caller }) =>
    putSettings(db, caller.member, clock, params.periodId, body),
  );

  route(api, nominationsRoutes, 'review360.subjects', async ({ req, query, caller }) => {
    const { results, total } = await listSubjects(db, caller.member, clock, query);
    return pageOf(req, results, total, query.page, query.page_size);
  });

  route(api, nominationsRoutes, 'review360.mySubject', async ({ query, caller }) =>
    mySubject(db, caller.member, clock, query.period),
  );

  route(api, nominationsRoutes, 'review360.addReviewer', async ({ body, caller, auth }) =>
    addReviewer(db, caller.member, auth.user.id, clock, body),
  );

  route(api, nominationsRoutes, 'review360.removeReviewer', async ({ params, caller }) =>
    removeReviewer(db, caller.member, clock, params.id),
  );

  route(api, nominationsRoutes, 'review360.submitSubject', async ({ params, body, caller }) =>
    submitList(db, caller.member, clock, params.id, body.version),
  );

  route(api, nominationsRoutes, 'review360.approveSubject', async ({ params, body, caller }) =>
    approveList(db, caller.member, clock, params.id, body.version),
  );

  route(api, nominationsRoutes, 'review360.people', async ({ req, query, caller }) => {
    const { results, total } = await searchPeople(db, caller.member, query);
    return pageOf(req, results, total, query.page, query.page_size);
  });
}
