import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import {
  catalogueCreate,
  catalogueList,
  catalogueListQuery,
  catalogueOut,
  cataloguePatch,
  cataloguePut,
  catalogueReorder,
} from './catalogue.schemas.ts';
import {
  createCatalogueEntry,
  deleteCatalogueEntry,
  getCatalogueEntry,
  listCatalogue,
  reorderCatalogue,
  updateCatalogueEntry,
  type Catalogue,
} from './catalogue.service.ts';

/** The routes of one catalogue (company values, hipo skills): every member reads, admins write. */
export function registerCatalogueRoutes(
  api: FastifyInstance,
  db: Db,
  catalogue: Catalogue,
  opts: { path: string; noun: string },
): void {
  const base = `/companies/companies/:companyId/performance_review/${opts.path}`;
  const tags = [opts.path];

  route(
    api,
    {
      method: 'GET',
      url: `${base}/`,
      summary: `List ${opts.noun}, by order by default`,
      tags,
      access: 'member',
      params: companyParam,
      query: catalogueListQuery,
      response: catalogueList,
    },
    async ({ req, params, query }) => {
      const { rows, total } = await listCatalogue(db, catalogue, params.companyId, query);
      return pageOf(req, rows, total, query.page, query.page_size);
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: `${base}/`,
      summary: `Create one of the ${opts.noun}, last unless an order is given`,
      tags,
      access: 'admin',
      params: companyParam,
      body: catalogueCreate,
      status: 201,
      response: catalogueOut,
    },
    async ({ params, body }) => createCatalogueEntry(db, catalogue, params.companyId, body),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${base}/reorder/`,
      summary: `Set the order of ${opts.noun}: each id takes its place in the list`,
      tags,
      access: 'admin',
      params: companyParam,
      body: catalogueReorder,
      response: null,
    },
    async ({ params, body }) => {
      await reorderCatalogue(db, catalogue, params.companyId, body);
      return undefined;
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${base}/:id/`,
      summary: `One of the ${opts.noun}`,
      tags,
      access: 'member',
      params: idParam,
      response: catalogueOut,
    },
    async ({ params }) => getCatalogueEntry(db, catalogue, params.companyId, params.id),
  );

  route(
    api,
    {
      method: 'PUT',
      url: `${base}/:id/`,
      summary: `Replace one of the ${opts.noun}`,
      tags,
      access: 'admin',
      params: idParam,
      body: cataloguePut,
      response: catalogueOut,
    },
    async ({ params, body }) => updateCatalogueEntry(db, catalogue, params.companyId, params.id, body),
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${base}/:id/`,
      summary: `Change one of the ${opts.noun}`,
      tags,
      access: 'admin',
      params: idParam,
      body: cataloguePatch,
      response: catalogueOut,
    },
    async ({ params, body }) => updateCatalogueEntry(db, catalogue, params.companyId, params.id, body),
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${base}/:id/`,
      summary: `Delete one of the ${opts.noun} that no form grades (else make it inactive)`,
      tags,
      access: 'admin',
      params: idParam,
      response: null,
    },
    async ({ params }) => {
      await deleteCatalogueEntry(db, catalogue, params.companyId, params.id);
      return undefined;
    },
  );
}
