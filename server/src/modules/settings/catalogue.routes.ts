import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import type { RouteName } from '../../../../contract/routes.ts';
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

/** The definitions of one catalogue's routes (company values, hipo skills): every member reads, admins write. */
function catalogueDefs(noun: string, tags: string[]) {
  return {
    list: {
      summary: `List ${noun}, by order by default`,
      tags,
      access: 'member',
      params: companyParam,
      query: catalogueListQuery,
      response: catalogueList,
    },
    create: {
      summary: `Create one of the ${noun}, last unless an order is given`,
      tags,
      access: 'admin',
      audit: 'route',
      params: companyParam,
      body: catalogueCreate,
      status: 201,
      response: catalogueOut,
    },
    reorder: {
      summary: `Set the order of ${noun}: each id takes its place in the list`,
      tags,
      access: 'admin',
      audit: 'route',
      params: companyParam,
      body: catalogueReorder,
      response: null,
    },
    get: {
      summary: `One of the ${noun}`,
      tags,
      access: 'member',
      params: idParam,
      response: catalogueOut,
    },
    replace: {
      summary: `Replace one of the ${noun}`,
      tags,
      access: 'admin',
      audit: 'route',
      params: idParam,
      body: cataloguePut,
      response: catalogueOut,
    },
    update: {
      summary: `Change one of the ${noun}`,
      tags,
      access: 'admin',
      audit: 'route',
      params: idParam,
      body: cataloguePatch,
      response: catalogueOut,
    },
    delete: {
      summary: `Delete one of the ${noun} that no form grades (else make it inactive)`,
      tags,
      access: 'admin',
      audit: 'route',
      params: idParam,
      response: null,
    },
  } satisfies Record<string, RouteDefs[RouteName]>;
}

const values = catalogueDefs('company values', ['values']);
export const valuesRoutes = {
  'values.list': values.list,
  'values.create': values.create,
  'values.reorder': values.reorder,
  'values.get': values.get,
  'values.replace': values.replace,
  'values.update': values.update,
  'values.delete': values.delete,
} satisfies RouteDefs;

const hipoSkills = catalogueDefs('hipo skills', ['hipo_skills']);
export const hipoSkillsRoutes = {
  'hipo_skills.list': hipoSkills.list,
  'hipo_skills.create': hipoSkills.create,
  'hipo_skills.reorder': hipoSkills.reorder,
  'hipo_skills.get': hipoSkills.get,
  'hipo_skills.replace': hipoSkills.replace,
  'hipo_skills.update': hipoSkills.update,
  'hipo_skills.delete': hipoSkills.delete,
} satisfies RouteDefs;

const catalogueRoutes = { ...valuesRoutes, ...hipoSkillsRoutes };

/** The routes of one catalogue, under its path (`values`, `hipo_skills`). */
export function registerCatalogueRoutes(
  api: FastifyInstance,
  db: Db,
  catalogue: Catalogue,
  kind: 'values' | 'hipo_skills',
): void {
  route(api, catalogueRoutes, `${kind}.list`, async ({ req, params, query }) => {
    const { rows, total } = await listCatalogue(db, catalogue, params.companyId, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, catalogueRoutes, `${kind}.create`, async ({ params, body }) =>
    createCatalogueEntry(db, catalogue, params.companyId, body),
  );

  route(api, catalogueRoutes, `${kind}.reorder`, async ({ params, body }) => {
    await reorderCatalogue(db, catalogue, params.companyId, body);
    return undefined;
  });

  route(api, catalogueRoutes, `${kind}.get`, async ({ params }) =>
    getCatalogueEntry(db, catalogue, params.companyId, params.id),
  );

  route(api, catalogueRoutes, `${kind}.replace`, async ({ params, body }) =>
    updateCatalogueEntry(db, catalogue, params.companyId, params.id, body),
  );

  route(api, catalogueRoutes, `${kind}.update`, async ({ params, body }) =>
    updateCatalogueEntry(db, catalogue, params.companyId, params.id, body),
  );

  route(api, catalogueRoutes, `${kind}.delete`, async ({ params }) => {
    await deleteCatalogueEntry(db, catalogue, params.companyId, params.id);
    return undefined;
  });
}
