import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireAuth, requireMember } from '../../http/access.ts';
import { pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { headedDepartments, managedPeople, openForms, ownPositions, peopleByDepartment } from './people.service.ts';
import {
  departmentWithPeopleListOut,
  managedDepartmentsQuery,
  managedPeopleQuery,
  managedPersonListOut,
  openFormsOut,
  peopleTreeQuery,
  personListOut,
} from './structure.schemas.ts';

const S = '/companies/companies/:companyId/structure';
const tags = ['structure'];

/** Lists that are never paginated answer the DRF shape with next and previous null. */
const whole = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

export function registerPeopleRoutes(api: FastifyInstance, db: Db): void {
  route(
    api,
    {
      method: 'GET',
      url: `${S}/departments/with_employee_in_positions/`,
      summary:
        'Departments with their people: everyone for admins, the people they oversee for managers, nobody for others',
      tags,
      access: 'member',
      params: companyParam,
      query: peopleTreeQuery,
      response: departmentWithPeopleListOut,
    },
    async ({ req, query }) => whole(await peopleByDepartment(db, requireMember(req), query)),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${S}/managed_departments/with_employee_in_positions/`,
      summary:
        'The departments the caller heads, with their sub-departments (recursively) and their people, the caller left out',
      tags,
      access: 'member',
      params: companyParam,
      query: managedDepartmentsQuery,
      response: departmentWithPeopleListOut,
    },
    async ({ req, query }) => whole(await headedDepartments(db, requireMember(req), query)),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${S}/managed_employee_in_positions/`,
      summary:
        'People the caller oversees (admins: everyone); with ?period, who has (or, with has_form=false, lacks) a form in it',
      tags,
      access: 'member',
      params: companyParam,
      query: managedPeopleQuery,
      response: managedPersonListOut,
    },
    async ({ req, query }) => {
      const { results, total } = await managedPeople(db, requireMember(req), query);
      return pageOf(req, results, total, query.page, query.page_size);
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${S}/user_employee_in_position/`,
      summary: "The caller's own positions in the company, active first",
      tags,
      access: 'member',
      params: companyParam,
      response: personListOut,
    },
    async ({ req, params }) => whole(await ownPositions(db, params.companyId, requireAuth(req).user.id)),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${S}/employee_in_positions/:id/open_forms/`,
      summary:
        "A person's unfinished forms in periods not closed, their own and those they assess: what deactivating them leaves",
      tags,
      access: 'admin',
      params: idParam,
      response: openFormsOut,
    },
    async ({ params }) => openForms(db, params.companyId, params.id),
  );
}
