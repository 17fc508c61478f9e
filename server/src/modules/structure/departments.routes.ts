import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
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

const base = '/companies/companies/:companyId/structure/departments';
const tags = ['structure'];

/** The department tree: every member reads it; admins create, rename, move and delete departments. */
export function registerDepartmentRoutes(api: FastifyInstance, db: Db): void {
  route(
    api,
    {
      method: 'GET',
      url: `${base}/`,
      summary: 'The department tree as a flat list ordered by path, with parent_id, path, head and head count',
      tags,
      access: 'member',
      params: companyParam,
      query: departmentListQuery,
      response: departmentListOut,
    },
    async ({ params, query }) => {
      const results = await listDepartments(db, params.companyId, query);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${base}/:id/`,
      summary: 'One department',
      tags,
      access: 'member',
      params: idParam,
      response: departmentOut,
    },
    async ({ params }) => getDepartment(db, params.companyId, params.id),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${base}/`,
      summary: 'Create a department',
      tags,
      access: 'admin',
      params: companyParam,
      body: departmentCreate,
      status: 201,
      response: departmentOut,
    },
    async ({ params, body }) => createDepartment(db, params.companyId, body),
  );

  route(
    api,
    {
      method: 'PUT',
      url: `${base}/:id/`,
      summary: 'Replace the name, parent and head of a department',
      tags,
      access: 'admin',
      params: idParam,
      body: departmentPut,
      response: departmentOut,
    },
    async ({ params, body }) => updateDepartment(db, params.companyId, params.id, body),
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${base}/:id/`,
      summary: 'Rename, move or change the head of a department',
      tags,
      access: 'admin',
      params: idParam,
      body: departmentPatch,
      response: departmentOut,
    },
    async ({ params, body }) => updateDepartment(db, params.companyId, params.id, body),
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${base}/:id/`,
      summary: 'Delete an empty department (no people, no sub-departments); else 409 department_not_empty',
      tags,
      access: 'admin',
      params: idParam,
      status: 204,
      response: null,
    },
    async ({ params }) => {
      await deleteDepartment(db, params.companyId, params.id);
      return undefined;
    },
  );
}
