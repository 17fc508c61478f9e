import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assessmentForms, departments, employeeInPositions, users } from '../../db/schema/index.ts';
import { requireAuth, requireMember, type Member } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { likePattern, listQuery, orderingOf, pageOf, totalOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, q } from '../../http/zod.ts';
import { personDto, selectPeople, type PersonDto } from './people.query.ts';
import { headedDepartmentIdsSql, managedScopeSql } from './scope.ts';
import { nameMatches } from './sql.ts';
import { departmentWithPeopleOut, listOf, managedPersonOut, personOut } from './structure.schemas.ts';
import { departmentTree } from './tree.ts';

const S = '/companies/companies/:companyId/structure';
const tags = ['structure'];
const e = employeeInPositions;

function searchPeople(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(nameMatches(users, pattern), ilike(users.email, pattern), ilike(e.position, pattern));
}

const byName = [asc(users.lastName), asc(users.firstName), asc(e.id)];

/** Departments (from the tree) each with its people; two statements whatever the size of the company. */
async function departmentsWithPeople(
  db: Db,
  companyId: number,
  opts: { within?: SQL; ids?: number[]; people: SQL | undefined; keepEmpty: boolean },
) {
  const [tree, people] = await Promise.all([
    departmentTree(db, companyId, { ids: opts.ids, within: opts.within }),
    selectPeople(db)
      .where(
        and(
          eq(e.companyId, companyId),
          opts.people,
          opts.within ? sql`${e.departmentId} in ${opts.within}` : undefined,
          opts.ids ? inArray(e.departmentId, opts.ids) : undefined,
        ),
      )
      .orderBy(...byName),
  ]);
  const byDepartment = new Map<number, PersonDto[]>();
  for (const row of people) {
    if (row.eip.departmentId === null) continue;
    const list = byDepartment.get(row.eip.departmentId) ?? [];
    list.push(personDto(row));
    byDepartment.set(row.eip.departmentId, list);
  }
  const results = tree
    .map((d) => ({ ...d, employee_in_positions: byDepartment.get(d.id) ?? [] }))
    .filter((d) => opts.keepEmpty || d.employee_in_positions.length > 0);
  return { count: results.length, next: null, previous: null, results };
}

const activeFilter = (isActive: boolean | undefined) => (isActive === undefined ? undefined : eq(e.isActive, isActive));

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
      query: z.object({
        search: z.string().trim().max(200).optional(),
        department: q.ids().optional(),
        is_active: q.bool().optional(),
      }),
      response: listOf(departmentWithPeopleOut),
    },
    async ({ req, params, query }) => {
      const member = requireMember(req);
      const people = and(managedScopeSql(member, e.id), searchPeople(query.search), activeFilter(query.is_active));
      return departmentsWithPeople(db, params.companyId, {
        ids: query.department,
        people,
        keepEmpty: member.isAdmin && !query.search && query.is_active === undefined,
      });
    },
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
      query: z.object({ search: z.string().trim().max(200).optional(), is_active: q.bool().optional() }),
      response: listOf(departmentWithPeopleOut),
    },
    async ({ req, params, query }) => {
      const member = requireMember(req);
      if (member.eipId === null) return { count: 0, next: null, previous: null, results: [] };
      const within = headedDepartmentIdsSql(params.companyId, member.eipId);
      const people = and(ne(e.id, member.eipId), searchPeople(query.search), activeFilter(query.is_active));
      return departmentsWithPeople(db, params.companyId, {
        within,
        people,
        keepEmpty: !query.search && query.is_active === undefined,
      });
    },
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
      query: listQuery.extend({
        department: q.ids().optional(),
        period: q.int().optional(),
        has_form: q.bool().optional(),
        is_active: q.bool().optional(),
        ids: q.ids().optional(),
      }),
      response: listOf(managedPersonOut),
    },
    async ({ req, params, query }) => {
      const member: Member = requireMember(req);
      if (query.has_form !== undefined && query.period === undefined)
        throw ValidationError.field('has_form', 'has_form_needs_period');
      const f = assessmentForms;
      const formJoin = and(
        eq(f.companyId, params.companyId),
        eq(f.periodId, query.period ?? 0),
        eq(f.employeeId, e.id),
      );
      const where = and(
        eq(e.companyId, params.companyId),
        managedScopeSql(member, e.id),
        searchPeople(query.search),
        activeFilter(query.is_active),
        query.department ? inArray(e.departmentId, query.department) : undefined,
        query.ids ? inArray(e.id, query.ids) : undefined,
        query.period === undefined
          ? undefined
          : query.has_form === false
            ? sql`${f.id} is null`
            : sql`${f.id} is not null`,
      );
      const orderBy = orderingOf(
        query.ordering,
        {
          full_name: [users.lastName, users.firstName],
          email: users.email,
          position: e.position,
          department: departments.name,
          is_active: e.isActive,
          id: e.id,
        },
        byName,
      );
      const page = selectPeople(db).$dynamic();
      if (query.period !== undefined) page.leftJoin(f, formJoin);
      const rows = await page
        .where(where)
        .orderBy(...orderBy)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const forms =
        query.period === undefined
          ? null
          : await formsOf(
              db,
              params.companyId,
              query.period,
              rows.map((r) => r.eip.id),
            );
      const results = rows.map((r) => ({ ...personDto(r), ...(forms ? { form: forms.get(r.eip.id) ?? null } : {}) }));
      const total = await totalOf(rows, query.page, async () => {
        const count = db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(e)
          .innerJoin(users, eq(users.id, e.userId))
          .$dynamic();
        if (query.period !== undefined) count.leftJoin(f, formJoin);
        return (await count.where(where))[0].total;
      });
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
      response: listOf(personOut),
    },
    async ({ req, params }) => {
      const rows = await selectPeople(db)
        .where(and(eq(e.companyId, params.companyId), eq(e.userId, requireAuth(req).user.id)))
        .orderBy(desc(e.isActive), asc(e.id));
      const results = rows.map(personDto);
      return { count: results.length, next: null, previous: null, results };
    },
  );
}

/** The page's forms in the period: one statement for the page, whatever its size. */
async function formsOf(db: Db, companyId: number, periodId: number, ids: number[]) {
  const f = assessmentForms;
  const map = new Map<number, { id: number; stage: (typeof f.$inferSelect)['stage'] }>();
  if (!ids.length) return map;
  const rows = await db
    .select({ id: f.id, employeeId: f.employeeId, stage: f.stage })
    .from(f)
    .where(and(eq(f.companyId, companyId), eq(f.periodId, periodId), inArray(f.employeeId, ids)));
  for (const r of rows) map.set(r.employeeId, { id: r.id, stage: r.stage });
  return map;
}
