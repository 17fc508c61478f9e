import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { createPosition, listPositions, onePosition, updatePosition } from './positions.service.ts';
import {
  personListOut,
  personOut,
  positionCreate,
  positionListQuery,
  positionPatch,
  positionPut,
} from './structure.schemas.ts';

const tags = ['structure'];

export const positionsRoutes = {
  'people.list': {
    summary: 'Everyone in a position in the company (admin)',
    tags,
    access: 'admin',
    params: companyParam,
    query: positionListQuery,
    response: personListOut,
  },
  'people.get': {
    summary: 'One person in a position (admin)',
    tags,
    access: 'admin',
    params: idParam,
    response: personOut,
  },
  'people.create': {
    summary: 'Put a person in a position, creating the user and the membership when new (admin)',
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    body: positionCreate,
    status: 201,
    response: personOut,
  },
  'people.replace': {
    summary: "Replace a person's department, position, manager and activity; role and admin flag when given (admin)",
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    body: positionPut,
    response: personOut,
  },
  'people.update': {
    summary: 'Move a person, change their manager, position, role or activity (admin)',
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    body: positionPatch,
    response: personOut,
  },
} satisfies RouteDefs;

/** The admin's grid of people in positions (the whole company), and its writes. */
export function registerPositionRoutes(api: FastifyInstance, db: Db): void {
  route(api, positionsRoutes, 'people.list', async ({ req, params, query }) => {
    const { results, total } = await listPositions(db, params.companyId, query);
    return pageOf(req, results, total, query.page, query.page_size);
  });

  route(api, positionsRoutes, 'people.get', async ({ params }) => onePosition(db, params.companyId, params.id));

  route(api, positionsRoutes, 'people.create', async ({ body, caller }) => createPosition(db, caller, body));

  route(api, positionsRoutes, 'people.replace', async ({ params, body, caller }) =>
    updatePosition(db, caller, params.id, body),
  );

  route(api, positionsRoutes, 'people.update', async ({ params, body, caller }) =>
    updatePosition(db, caller, params.id, body),
  );
}
