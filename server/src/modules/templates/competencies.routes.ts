import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { createFamily, deleteFamily, getFamily, listFamilies, replaceFamily } from './competencies.families.ts';
import {
  competencyCreate,
  competencyList,
  competencyListQuery,
  competencyOut,
  competencyPut,
  familyCreate,
  familyList,
  familyListQuery,
  familyOut,
  familyPut,
} from './competencies.schemas.ts';
import {
  createCompetency,
  deleteCompetency,
  getCompetency,
  listCompetencies,
  replaceCompetency,
} from './competencies.service.ts';

const familyTags = ['job_families'];
const tags = ['competencies'];

export const competenciesRoutes = {
  'job_families.list': {
    summary: 'Job families with their levels (every member reads them)',
    tags: familyTags,
    access: 'member',
    params: companyParam,
    query: familyListQuery,
    response: familyList,
  },
  'job_families.create': {
    summary: 'Create a job family with its ordered levels',
    tags: familyTags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: familyCreate,
    status: 201,
    response: familyOut,
  },
  'job_families.get': {
    summary: 'One job family',
    tags: familyTags,
    access: 'member',
    params: idParam,
    response: familyOut,
  },
  'job_families.replace': {
    summary: 'Replace a job family at the version read (a level in use cannot be removed)',
    tags: familyTags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: familyPut,
    response: familyOut,
  },
  'job_families.delete': {
    summary: 'Delete a job family no position or competency points to',
    tags: familyTags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    response: null,
  },
  'competencies.list': {
    summary: 'The competency library, by family, activity and search (every member reads it)',
    tags,
    access: 'member',
    params: companyParam,
    query: competencyListQuery,
    response: competencyList,
  },
  'competencies.create': {
    summary: "Create a competency with the behaviours expected at its family's levels",
    tags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: competencyCreate,
    status: 201,
    response: competencyOut,
  },
  'competencies.get': {
    summary: 'One competency',
    tags,
    access: 'member',
    params: idParam,
    response: competencyOut,
  },
  'competencies.replace': {
    summary: 'Replace a competency at the version read (is_active false deactivates it)',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: competencyPut,
    response: competencyOut,
  },
  'competencies.delete': {
    summary: 'Delete a competency no template uses (else make it inactive)',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    response: null,
  },
} satisfies RouteDefs;

export function registerCompetencyRoutes(api: FastifyInstance, db: Db): void {
  const r = competenciesRoutes;
  route(api, r, 'job_families.list', async ({ req, params, query }) => {
    const { rows, total } = await listFamilies(db, params.companyId, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
  route(api, r, 'job_families.create', async ({ params, body }) => createFamily(db, params.companyId, body));
  route(api, r, 'job_families.get', async ({ params }) => getFamily(db, params.companyId, params.id));
  route(api, r, 'job_families.replace', async ({ params, body }) =>
    replaceFamily(db, params.companyId, params.id, body),
  );
  route(api, r, 'job_families.delete', async ({ params }) => {
    await deleteFamily(db, params.companyId, params.id);
    return undefined;
  });

  route(api, r, 'competencies.list', async ({ req, params, query }) => {
    const { rows, total } = await listCompetencies(db, params.companyId, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });
  route(api, r, 'competencies.create', async ({ params, body }) => createCompetency(db, params.companyId, body));
  route(api, r, 'competencies.get', async ({ params }) => getCompetency(db, params.companyId, params.id));
  route(api, r, 'competencies.replace', async ({ params, body }) =>
    replaceCompetency(db, params.companyId, params.id, body),
  );
  route(api, r, 'competencies.delete', async ({ params }) => {
    await deleteCompetency(db, params.companyId, params.id);
    return undefined;
  });
}
