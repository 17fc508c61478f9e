import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from './departments.service.ts';
import {
  departmentCreate,
  departmentListOut,
  departmentListQuery,
  departmentOut,
  departmentPatch,
  departmentPut,
} from './structure.schemas.ts';

const tags = ['structure'];

export const departmentsRoutes = {
  'departments.list': {
    summary: 'The department tree as a flat list ordered by path, with parent_id, path, head and head count',
    tags,
    access: 'member',
    params: companyParam,
    query: departmentListQuery,
    response: departmentListOut,
  },
  'departments.get': {
    summary: 'One department',
    tags,
    access: 'member',
    params: idParam,
    response: departmentOut,
  },
  'departments.create': {
    summary: 'Create a department',
    tags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: departmentCreate,
    status: 201,
    response: departmentOut,
  },
  'departments.replace': {
    summary: 'Replace the name, parent and head of a department',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: departmentPut,
    response: departmentOut,
  },
  'departments.update': {
    summary: 'Rename, move or change the head of a department',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: departmentPatch,
    response: departmentOut,
  },
  'departments.delete': {
    summary: 'Delete an empty department (no people, no sub-departments); else 409 department_not_empty',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    status: 204,
    response: null,
  },
} satisfies RouteDefs;

/** The department tree: every member reads it; admins create, rename, move and delete departments. */
export function registerDepartmentRoutes(api: FastifyInstance, db: Db): void {
  route(api, departmentsRoutes, 'departments.list', async ({ params, query }) => {
    const results = await listDepartments(db, params.companyId, query);
    return { count: results.length, next: null, previous: null, results };
  });

  route(api, departmentsRoutes, 'departments.get', async ({ params }) =>
    getDepartment(db, params.companyId, params.id),
  );

  route(api, departmentsRoutes, 'departments.create', async ({ params, body }) =>
    createDepartment(db, params.companyId, body),
  );

  route(api, departmentsRoutes, 'departments.replace', async ({ params, body }) =>
    updateDepartment(db, params.companyId, params.id, body),
  );

  route(api, departmentsRoutes, 'departments.update', async ({ params, body }) =>
    updateDepartment(db, params.companyId, params.id, body),
  );

  route(api, departmentsRoutes, 'departments.delete', async ({ params }) => {
    await deleteDepartment(db, params.companyId, params.id);
    return undefined;
  });
}
