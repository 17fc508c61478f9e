import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { Conflict, NotFound } from '../http/errors.ts';
import { pageOf } from '../http/pagination.ts';
import { route, type RouteDefs } from '../http/route.ts';
import {
  demoSignInBody,
  impersonateBody,
  impersonationCandidateListOut,
  impersonationUsersQuery,
  loginQuery,
  meOut,
  providerParam,
  providersOut,
  type LoginError,
} from './auth.schemas.ts';
import {
  auditImpersonation,
  demoUser,
  impersonatedCompany,
  impersonationCandidates,
  impersonationCompany,
  impersonationTarget,
  meDto,
  safeNext,
  userOfClaims,
} from './auth.service.ts';
import type { OidcLogin } from './oidc.ts';
import type { SessionStore } from './sessions.ts';

export { fullName, userDto } from './auth.service.ts';

type Deps = { db: Db; config: Config; sessions: SessionStore; oidc: OidcLogin };
const tags = ['auth'];

/** Back to the sign-in page, which words the code (auth.schemas.ts LOGIN_ERRORS). */
const loginFailed = (reply: FastifyReply, code: LoginError) => reply.redirect(`/auth/login/?error=${code}`, 302);

export const authRoutes = {
  'auth.me': {
    summary: 'The signed-in user',
    tags,
    access: 'session',
    response: meOut,
  },
  'auth.logout': {
    summary: 'End the session',
    tags,
    access: 'public',
    response: null,
  },
  'auth.providers': {
    summary: 'Sign-in providers and whether demo sign-in is on',
    tags,
    access: 'public',
    response: providersOut,
  },
  'auth.login': {
    summary: 'Browser navigation: starts the OpenID Connect sign-in (code flow, PKCE, state, nonce)',
    tags,
    access: 'public',
    params: providerParam,
    query: loginQuery,
    response: null,
    status: 302,
  },
  'auth.complete': {
    summary: 'Callback of the identity provider: creates the session',
    tags,
    access: 'public',
    params: providerParam,
    response: null,
    status: 302,
  },
  'auth.demoSignIn': {
    summary: 'Demo mode: sign in as a demo user of the demo company',
    tags,
    access: 'public',
    body: demoSignInBody,
    response: meOut,
  },
  'impersonation.users': {
    summary: 'Staff: users to act as, with their companies; `search` looks in names, emails and company names',
    tags,
    access: 'staff',
    query: impersonationUsersQuery,
    response: impersonationCandidateListOut,
  },
  'impersonation.start': {
    summary: 'Staff: act as another user, giving the reason (audited with it)',
    tags,
    access: 'staff',
    body: impersonateBody,
    response: meOut,
  },
  'impersonation.stop': {
    summary: 'Staff: stop impersonating',
    tags,
    access: 'staff',
    response: meOut,
  },
} satisfies RouteDefs;

export function registerAuthRoutes(api: FastifyInstance, { db, config, sessions, oidc }: Deps): void {
  route(api, authRoutes, 'auth.me', ({ auth }) => Promise.resolve(meDto(auth.user, auth.impersonator)));

  route(api, authRoutes, 'auth.logout', async ({ req, reply }) => {
    await sessions.destroy(req, reply);
    return undefined;
  });

  route(api, authRoutes, 'auth.providers', () => Promise.resolve({ providers: oidc.providers(), demo: config.demo }));

  route(api, authRoutes, 'auth.login', async ({ params, query, req, reply }) => {
    if (!oidc.has(params.provider)) throw new NotFound('unknown_provider');
    const origin = oidc.origin(req);
    let target: URL;
    try {
      const { url, checks } = await oidc.start(params.provider, origin);
      await sessions.create(req, reply, { userId: null, data: { ...checks, next: safeNext(query.next, origin) } });
      target = url;
    } catch (err) {
      req.log.error({ err, reqId: req.id }, 'sign-in could not start');
      return loginFailed(reply, 'provider_unavailable');
    }
    return reply.redirect(target.href, 302);
  });

  route(api, authRoutes, 'auth.complete', async ({ params, req, reply }) => {
    const loaded = await sessions.load(req);
    if (!loaded?.row.data.state) return loginFailed(reply, 'session_expired');
    const origin = oidc.origin(req);
    let claims;
    try {
      claims = await oidc.finish(params.provider, origin, new URL(req.url, origin), loaded.row.data);
    } catch (err) {
      req.log.warn({ err, reqId: req.id }, 'sign-in callback refused');
      await sessions.destroy(req, reply);
      return loginFailed(reply, 'sign_in_failed');
    }
    if (!claims.email || !claims.emailVerified) {
      await sessions.destroy(req, reply);
      return loginFailed(reply, 'email_not_verified');
    }
    const user = await userOfClaims(db, claims, params.provider);
    const next = safeNext(loaded.row.data.next, origin);
    await sessions.destroy(req, reply);
    await sessions.create(req, reply, { userId: user.id });
    return reply.redirect(next, 302);
  });

  route(api, authRoutes, 'auth.demoSignIn', async ({ body, req, reply }) => {
    if (!config.demo) throw new NotFound('demo_off');
    const user = await demoUser(db, body.role);
    if (req.cookies.sessionid) await sessions.destroy(req, reply);
    await sessions.create(req, reply, { userId: user.id });
    return meDto(user, null);
  });

  registerImpersonation(api, { db, sessions });
}

function registerImpersonation(api: FastifyInstance, { db, sessions }: Pick<Deps, 'db' | 'sessions'>): void {
  route(api, authRoutes, 'impersonation.users', async ({ query, req }) => {
    const { results, total } = await impersonationCandidates(db, query);
    return pageOf(req, results, total, query.page, query.page_size);
  });

  route(api, authRoutes, 'impersonation.start', async ({ body, auth }) => {
    const real = auth.impersonator ?? auth.user;
    const target = await impersonationTarget(db, real, body.user_id);
    const companyId = await impersonationCompany(db, target.id, body.company_id);
    // Audited first: an impersonation whose record could not be written does not start.
    await auditImpersonation(db, auth, 'impersonate_start', { userId: target.id, companyId }, { reason: body.reason });
    await sessions.update(auth.sessionKey, { userId: target.id, impersonatorId: real.id });
    return meDto(target, real);
  });

  route(api, authRoutes, 'impersonation.stop', async ({ auth }) => {
    if (!auth.impersonator) throw new Conflict('not_impersonating');
    const companyId = await impersonatedCompany(db, auth.impersonator.id, auth.user.id);
    await sessions.update(auth.sessionKey, { userId: auth.impersonator.id, impersonatorId: null });
    await auditImpersonation(db, auth, 'impersonate_stop', { userId: auth.user.id, companyId });
    return meDto(auth.impersonator, null);
  });
}
