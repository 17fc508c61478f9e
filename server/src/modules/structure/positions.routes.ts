import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
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

const base = '/companies/companies/:companyId/structure/employee_in_positions';
const tags = ['structure'];

/** The admin's grid of people in positions (the whole company), and its writes. */
export function registerPositionRoutes(api: FastifyInstance, db: Db): void {
  route(
    api,
    {
      method: 'GET',
      url: `${base}/`,
      summary: 'Everyone in a position in the company (admin)',
      tags,
      access: 'admin',
      params: companyParam,
      query: positionListQuery,
      response: personListOut,
    },
    async ({ req, params, query }) => {
      const { results, total } = await listPositions(db, params.companyId, query);
      return pageOf(req, results, total, query.page, query.page_size);
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${base}/:id/`,
      summary: 'One person in a position (admin)',
      tags,
      access: 'admin',
      params: idParam,
      response: personOut,
    },
    async ({ params }) => onePosition(db, params.companyId, params.id),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${base}/`,
      summary: 'Put a person in a position, creating the user and the membership when new (admin)',
      tags,
      access: 'admin',
      params: companyParam,
      body: positionCreate,
      status: 201,
      response: personOut,
    },
    async ({ params, body }) => createPosition(db, params.companyId, body),
  );

  route(
    api,
    {
      method: 'PUT',
      url: `${base}/:id/`,
      summary: "Replace a person's department, position, manager and activity; role and admin flag when given (admin)",
      tags,
      access: 'admin',
      params: idParam,
      body: positionPut,
      response: personOut,
    },
    async ({ params, body }) => updatePosition(db, params.companyId, params.id, body),
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${base}/:id/`,
      summary: 'Move a person, change their manager, position, role or activity (admin)',
      tags,
      access: 'admin',
      params: idParam,
      body: positionPatch,
      response: personOut,
    },
    async ({ params, body }) => updatePosition(db, params.companyId, params.id, body),
  );
}
