import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { auditLog, companies, memberships, users } from '../db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../db/seed-data.ts';
import { requireAuth } from '../http/access.ts';
import { Conflict, NotFound } from '../http/errors.ts';
import { likePattern, listQuery, pageOf } from '../http/pagination.ts';
import { route } from '../http/route.ts';
import type { OidcLogin } from './oidc.ts';
import type { SessionStore, SessionUser } from './sessions.ts';

type Deps = { db: Db; config: Config; sessions: SessionStore; oidc: OidcLogin };

const userOut = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  is_staff: z.boolean(),
});
const meOut = userOut.extend({ impersonator: userOut.pick({ id: true, email: true, full_name: true }).nullable() });

export const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;
export const userDto = (u: SessionUser) => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  full_name: fullName(u),
  is_staff: u.isStaff,
});

/** Only same-site paths may be a post-login target: no open redirects. */
function safeNext(next: string | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

export function registerAuthRoutes(api: FastifyInstance, { db, config, sessions, oidc }: Deps): void {
  route(
    api,
    {
      method: 'GET',
      url: '/auth/me/',
      summary: 'The signed-in user',
      tags: ['auth'],
      access: 'session',
      response: meOut,
    },
    async ({ req }) => {
      const auth = requireAuth(req);
      const imp = auth.impersonator;
      return {
        ...userDto(auth.user),
        impersonator: imp ? { id: imp.id, email: imp.email, full_name: fullName(imp) } : null,
      };
    },
  );

  route(
    api,
    { method: 'POST', url: '/auth/logout/', summary: 'End the session', tags: ['auth'], access: 'public' },
    async ({ req, reply }) => {
      await sessions.destroy(req, reply);
      return undefined;
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: '/auth/providers/',
      summary: 'Sign-in providers and whether demo sign-in is on',
      tags: ['auth'],
      access: 'public',
      response: z.object({ providers: z.array(z.object({ name: z.string(), title: z.string() })), demo: z.boolean() }),
    },
    async () => ({ providers: oidc.providers(), demo: config.demo }),
  );

  route(
    api,
    {
      method: 'GET',
      url: '/auth/social/login/:provider/',
      summary: 'Browser navigation: starts the OpenID Connect sign-in (code flow, PKCE, state, nonce)',
      tags: ['auth'],
      access: 'public',
      params: z.object({ provider: z.string() }),
      query: z.object({ next: z.string().optional() }),
    },
    async ({ params, query, req, reply }) => {
      if (!oidc.has(params.provider)) throw new NotFound('unknown_provider');
      const origin = oidc.origin(req);
      try {
        const { url, checks } = await oidc.start(params.provider, origin);
        await sessions.create(req, reply, { userId: null, data: { ...checks, next: safeNext(query.next) } });
        return reply.redirect(url.href, 302);
      } catch (err) {
        req.log.error({ err, reqId: req.id }, 'sign-in could not start');
        return reply.redirect(`/auth/login/?error=provider_unavailable`, 302);
      }
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: '/auth/social/complete/:provider/',
      summary: 'Callback of the identity provider: creates the session',
      tags: ['auth'],
      access: 'public',
      params: z.object({ provider: z.string() }),
    },
    async ({ params, req, reply }) => {
      const loaded = await sessions.load(req);
      if (!loaded || !loaded.row.data.state) return reply.redirect('/auth/login/?error=session_expired', 302);
      const origin = oidc.origin(req);
      const current = new URL(req.url, origin);
      let claims;
      try {
        claims = await oidc.finish(params.provider, origin, current, loaded.row.data);
      } catch (err) {
        req.log.warn({ err, reqId: req.id }, 'sign-in callback refused');
        await sessions.destroy(req, reply);
        return reply.redirect('/auth/login/?error=sign_in_failed', 302);
      }
      if (!claims.email || !claims.emailVerified) {
        await sessions.destroy(req, reply);
        return reply.redirect('/auth/login/?error=email_not_verified', 302);
      }
      let [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${claims.email}`)
        .limit(1);
      if (!user) {
        [user] = await db
          .insert(users)
          .values({ email: claims.email, firstName: claims.firstName, lastName: claims.lastName })
          .returning();
      }
      const next = safeNext(loaded.row.data.next);
      await sessions.destroy(req, reply);
      await sessions.create(req, reply, { userId: user.id });
      await db.insert(auditLog).values({ userId: user.id, action: 'sign_in', data: { provider: params.provider } });
      return reply.redirect(next, 302);
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: '/demo/impersonate_as_demo_user/',
      summary: 'Demo mode: sign in as a demo user of the demo company',
      tags: ['auth'],
      access: 'public',
      body: z.object({ role: z.enum(['employee', 'manager', 'admin']) }),
      response: meOut,
    },
    async ({ body, req, reply }) => {
      if (!config.demo) throw new NotFound('demo_off');
      const email = DEMO_LOGINS[body.role];
      const [row] = await db
        .select({ user: users })
        .from(users)
        .innerJoin(memberships, eq(memberships.userId, users.id))
        .innerJoin(companies, and(eq(companies.id, memberships.companyId), eq(companies.name, DEMO_COMPANY_NAME)))
        .where(eq(users.email, email))
        .limit(1);
      if (!row) throw new Conflict('demo_missing');
      if (req.cookies.sessionid) await sessions.destroy(req, reply);
      await sessions.create(req, reply, { userId: row.user.id });
      return { ...userDto(row.user), impersonator: null };
    },
  );

  registerImpersonation(api, { db, sessions });
}

function registerImpersonation(api: FastifyInstance, { db, sessions }: Pick<Deps, 'db' | 'sessions'>): void {
  const audit = (req: FastifyRequest, action: string, targetId: number) =>
    db
      .insert(auditLog)
      .values({ userId: (req.auth?.impersonator ?? req.auth?.user)?.id, action, targetType: 'user', targetId });

  route(
    api,
    {
      method: 'GET',
      url: '/auth/impersonate/users/',
      summary: 'Staff: users that can be impersonated',
      tags: ['auth'],
      access: 'staff',
      query: listQuery,
    },
    async ({ query, req }) => {
      const where = query.search
        ? or(
            ilike(users.email, likePattern(query.search)),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(query.search)),
          )
        : undefined;
      const rows = await db
        .select({ user: users, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return pageOf(
        req,
        rows.map((r) => userDto(r.user)),
        rows[0]?.total ?? 0,
        query.page,
        query.page_size,
      );
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: '/auth/impersonate/start/',
      summary: 'Staff: act as another user (audited)',
      tags: ['auth'],
      access: 'staff',
      body: z.object({ user_id: z.number().int().positive() }),
    },
    async ({ body, req }) => {
      const auth = requireAuth(req);
      const real = auth.impersonator ?? auth.user;
      const [target] = await db.select().from(users).where(eq(users.id, body.user_id)).limit(1);
      if (!target) throw new NotFound('no_user');
      if (target.isStaff) throw new Conflict('impersonate_staff');
      await sessions.update(auth.sessionKey, { userId: target.id, impersonatorId: real.id });
      await audit(req, 'impersonate_start', target.id);
      return { ...userDto(target), impersonator: { id: real.id, email: real.email, full_name: fullName(real) } };
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: '/auth/impersonate/stop/',
      summary: 'Staff: stop impersonating',
      tags: ['auth'],
      access: 'staff',
    },
    async ({ req }) => {
      const auth = requireAuth(req);
      if (!auth.impersonator) throw new Conflict('not_impersonating');
      await sessions.update(auth.sessionKey, { userId: auth.impersonator.id, impersonatorId: null });
      await audit(req, 'impersonate_stop', auth.user.id);
      return { ...userDto(auth.impersonator), impersonator: null };
    },
  );
}
