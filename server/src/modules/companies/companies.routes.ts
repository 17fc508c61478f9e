import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fullName } from '../../auth/auth.routes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { companies, employeeInPositions, memberships, productFeedback, users } from '../../db/schema/index.ts';
import { requireAuth, requireMember } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { likePattern, listQuery, pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, q } from '../../http/zod.ts';
import { dashboardInfo, dashboardTasks, reviewSummary } from './dashboard.service.ts';

const C = '/companies/companies/:companyId';
const companyOut = z.object({
  id: z.number(),
  name: z.string(),
  plan: z.string(),
  role: z.enum(['MANAGER', 'EMPLOYEE']),
  is_admin: z.boolean(),
  employee_in_position_id: z.number().nullable(),
});

function myCompanies(db: Db, userId: number, companyId?: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      plan: companies.plan,
      role: memberships.role,
      is_admin: memberships.isAdmin,
      employee_in_position_id: sql<number | null>`(select min(${employeeInPositions.id}) from ${employeeInPositions}
        where ${employeeInPositions.companyId} = ${companies.id} and ${employeeInPositions.userId} = ${userId} and ${employeeInPositions.isActive})`,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), companyId ? eq(companies.id, companyId) : undefined))
    .orderBy(asc(companies.name), asc(companies.id));
}

export function registerCompanyRoutes(api: FastifyInstance, { db, config }: { db: Db; config: Config }): void {
  const tags = ['companies'];
  route(
    api,
    { method: 'GET', url: '/companies/companies/', summary: "The caller's companies", tags, access: 'session' },
    async ({ req }) => {
      const rows = await myCompanies(db, requireAuth(req).user.id);
      return { count: rows.length, next: null, previous: null, results: rows };
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${C}/`,
      summary: "One of the caller's companies",
      tags,
      access: 'member',
      params: companyParam,
      response: companyOut,
    },
    async ({ req, params }) => {
      const [row] = await myCompanies(db, requireAuth(req).user.id, params.companyId);
      if (!row) throw new NotFound();
      return row;
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${C}/billing/company_info/`,
      summary: 'Plan and seats',
      tags,
      access: 'member',
      params: companyParam,
    },
    async ({ params }) => {
      const [row] = await db
        .select({
          name: companies.name,
          plan: companies.plan,
          seatLimit: companies.seatLimit,
          seatsUsed:
            sql<number>`(select count(*) from ${memberships} where ${memberships.companyId} = ${params.companyId})`.mapWith(
              Number,
            ),
        })
        .from(companies)
        .where(eq(companies.id, params.companyId));
      return {
        company_id: params.companyId,
        name: row.name,
        plan: row.plan,
        seat_limit: row.seatLimit,
        seats_used: row.seatsUsed,
      };
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${C}/dashboard/apps/`,
      summary: 'Apps the caller may open',
      tags,
      access: 'member',
      params: companyParam,
    },
    async ({ req, params }) => {
      const m = requireMember(req);
      const base = `/c/${params.companyId}`;
      const results = [{ code: 'employee_dashboard', path: `${base}/performance-review/employee-dashboard/` }];
      if (m.role === 'MANAGER' || m.isAdmin)
        results.push({ code: 'manager_dashboard', path: `${base}/performance-review/manager-dashboard/` });
      results.push({ code: 'performance_review', path: `${base}/performance-review/` });
      if (m.isAdmin) results.push({ code: 'settings', path: `${base}/settings/` });
      return { results };
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${C}/dashboard/info/`,
      summary: 'Company figures for the dashboard',
      tags,
      access: 'member',
      params: companyParam,
    },
    async ({ req }) => dashboardInfo(db, requireMember(req)),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${C}/dashboard/tasks/`,
      summary: "The caller's to-dos",
      tags,
      access: 'member',
      params: companyParam,
    },
    async ({ req }) => ({
      results: await dashboardTasks(db, requireMember(req)),
    }),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${C}/performance_review/`,
      summary: 'Summary of the performance review module',
      tags: ['performance_review'],
      access: 'member',
      params: companyParam,
    },
    async ({ req }) => reviewSummary(db, requireMember(req)),
  );

  route(
    api,
    {
      method: 'GET',
      url: '/plugins/users/get_service_url/',
      summary: 'Address of the users service',
      tags: ['plugins'],
      access: 'session',
      response: z.object({ url: z.string() }),
    },
    async () => ({
      url: config.usersServiceUrl,
    }),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${C}/feedback/create/`,
      summary: 'Send product feedback',
      tags: ['feedback'],
      access: 'member',
      params: companyParam,
      status: 201,
      body: z.object({
        text: z.string().trim().min(1).max(5000),
        page: z.string().max(500).default(''),
      }),
    },
    async ({ body, req, params }) => {
      const [row] = await db
        .insert(productFeedback)
        .values({ companyId: params.companyId, userId: requireAuth(req).user.id, text: body.text, page: body.page })
        .returning({ id: productFeedback.id });
      return { id: row.id };
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: '/users/users/',
      summary: 'People who share a company with the caller',
      tags: ['users'],
      access: 'session',
      query: listQuery.extend({ company: q.int().optional(), ids: q.ids().optional() }),
    },
    async ({ query, req }) => {
      const me = requireAuth(req).user.id;
      const mine = db.select({ id: memberships.companyId }).from(memberships).where(eq(memberships.userId, me));
      const shared = db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(
          and(
            inArray(memberships.companyId, mine),
            query.company ? eq(memberships.companyId, query.company) : undefined,
          ),
        );
      const search = query.search
        ? or(
            ilike(users.email, likePattern(query.search)),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(query.search)),
            ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, likePattern(query.search)),
          )
        : undefined;
      const rows = await db
        .select({ u: users, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(users)
        .where(and(inArray(users.id, shared), query.ids ? inArray(users.id, query.ids) : undefined, search))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const results = rows.map(({ u }) => ({
        id: u.id,
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        full_name: fullName(u),
      }));
      return pageOf(req, results, rows[0]?.total ?? 0, query.page, query.page_size);
    },
  );
}
