import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
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

const tags = ['structure'];

/** Lists that are never paginated answer the DRF shape with next and previous null. */
const whole = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

export const peopleRoutes = {
  'structure.departmentsWithPeople': {
    summary:
      'Departments with their people: everyone for admins, the people they oversee for managers, nobody for others',
    tags,
    access: 'member',
    params: companyParam,
    query: peopleTreeQuery,
    response: departmentWithPeopleListOut,
  },
  'structure.managedDepartmentsWithPeople': {
    summary:
      'The departments the caller heads, with their sub-departments (recursively) and their people, the caller left out',
    tags,
    access: 'member',
    params: companyParam,
    query: managedDepartmentsQuery,
    response: departmentWithPeopleListOut,
  },
  'people.managed': {
    summary:
      'People the caller oversees (admins: everyone); with ?period, who has (or, with has_form=false, lacks) a form in it',
    tags,
    access: 'member',
    params: companyParam,
    query: managedPeopleQuery,
    response: managedPersonListOut,
  },
  'people.mine': {
    summary: "The caller's own positions in the company, active first",
    tags,
    access: 'member',
    params: companyParam,
    response: personListOut,
  },
  'people.openForms': {
    summary:
      "A person's unfinished forms in periods not closed, their own and those they assess: what deactivating them leaves",
    tags,
    access: 'admin',
    params: idParam,
    response: openFormsOut,
  },
} satisfies RouteDefs;

export function registerPeopleRoutes(api: FastifyInstance, db: Db): void {
  route(api, peopleRoutes, 'structure.departmentsWithPeople', async ({ query, caller }) =>
    whole(await peopleByDepartment(db, caller.member, query)),
  );

  route(api, peopleRoutes, 'structure.managedDepartmentsWithPeople', async ({ query, caller }) =>
    whole(await headedDepartments(db, caller.member, query)),
  );

  route(api, peopleRoutes, 'people.managed', async ({ req, query, caller }) => {
    const { results, total } = await managedPeople(db, caller.member, query);
    return pageOf(req, results, total, query.page, query.page_size);
  });

  route(api, peopleRoutes, 'people.mine', async ({ params, auth }) =>
    whole(await ownPositions(db, params.companyId, auth.user.id)),
  );

  route(api, peopleRoutes, 'people.openForms', async ({ params }) => openForms(db, params.companyId, params.id));
}
