import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { scaleCreate, scaleList, scaleListQuery, scaleOut, scalePut } from './scales.schemas.ts';
import { createScale, deleteScale, getScale, listScales, replaceScale } from './scales.service.ts';

const tags = ['rating_scales'];

export const scalesRoutes = {
  'scales.list': {
    summary: 'Rating scales of the company, the built-in one first (every member reads them)',
    tags,
    access: 'member',
    params: companyParam,
    query: scaleListQuery,
    response: scaleList,
  },
  'scales.create': {
    summary: 'Create a rating scale: 2 to 11 points, distinct whole values going up, labels in ru and en',
    tags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: scaleCreate,
    status: 201,
    response: scaleOut,
  },
  'scales.get': {
    summary: 'One rating scale',
    tags,
    access: 'member',
    params: idParam,
    response: scaleOut,
  },
  'scales.replace': {
    summary: 'Replace a rating scale (not the built-in one) at the version read',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: scalePut,
    response: scaleOut,
  },
  'scales.delete': {
    summary: 'Delete a rating scale no template uses (not the built-in one)',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    response: null,
  },
} satisfies RouteDefs;

export function registerScaleRoutes(api: FastifyInstance, db: Db): void {
  route(api, scalesRoutes, 'scales.list', async ({ req, params, query }) => {
    const { rows, total } = await listScales(db, params.companyId, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
  route(api, scalesRoutes, 'scales.create', async ({ params, body }) => createScale(db, params.companyId, body));
  route(api, scalesRoutes, 'scales.get', async ({ params }) => getScale(db, params.companyId, params.id));
  route(api, scalesRoutes, 'scales.replace', async ({ params, body }) =>
    replaceScale(db, params.companyId, params.id, body),
  );
  route(api, scalesRoutes, 'scales.delete', async ({ params }) => {
    await deleteScale(db, params.companyId, params.id);
    return undefined;
  });
}
