import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerDevIdp } from './auth/dev-idp.ts';
import { OidcLogin } from './auth/oidc.ts';
import { authenticateToken, bearerOf } from './auth/api-tokens.ts';
import { CSRF_COOKIE, SessionStore, newCsrfToken } from './auth/sessions.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { companyIdOf, enforceAccess, rememberMembership, rememberToken } from './http/access.ts';
import { isDbUnavailable } from './http/db-errors.ts';
import { registerErrorHandling, sendDetail } from './http/error-handler.ts';
import { registerDocs } from './http/docs.ts';
import { firstPaintOf } from './http/first-paint.ts';
import { registerHealthRoutes } from './http/health.ts';
import { RouteRegistry } from './http/route.ts';
import { registerWebApp } from './http/static.ts';
import { registerModules } from './modules/index.ts';
import { createNotifications } from './modules/notifications/runner.ts';
import { registerScim } from './modules/scim/scim.plugin.ts';

export type AppDeps = {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; Vite's dist/ by default. */
  webRoot?: string;
  /** "Now" for everything time-based (reminders, deadlines, retries); tests pass a manual clock. */
  clock?: Clock;
};

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function buildApp({
  db,
  config,
  logger,
  webRoot = distDir,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('registry', new RouteRegistry(config.checkResponses, db));
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionKey', null);
  app.decorateRequest('member', null);
  app.decorateRequest('membership', null);
  app.decorateRequest('token', null);

  await app.register(cookie);
  registerErrorHandling(app, isDbUnavailable);
  // First, so that every response carries the security headers, early refusals included.
  await registerWebApp(app, { root: webRoot, secure: config.publicUrl?.startsWith('https:') ?? false });

  const sessionStore = new SessionStore(db, config);
  const oidc = new OidcLogin(config);
  app.decorate('firstPaint', (req) =>
    firstPaintOf(db, (of, companyId) => sessionStore.authenticate(of, companyId), req),
  );

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    // An API token's call carries no cookie, so no CSRF check: it is read instead of a session.
    const bearer = bearerOf(req);
    if (bearer !== null) {
      if (req.is404 || req.routeOptions.config.access === 'public') return;
      const call = await authenticateToken(db, bearer);
      if (!call) return sendDetail(reply, req, 401, 'token_invalid');
      rememberToken(req, call);
      return;
    }
    const csrf = req.cookies[CSRF_COOKIE];
    if (!csrf && (req.method === 'GET' || req.method === 'HEAD')) {
      reply.setCookie(CSRF_COOKIE, newCsrfToken(), { path: '/', sameSite: 'lax', httpOnly: false });
    }
    if (UNSAFE.has(req.method)) {
      const header = req.headers['x-csrftoken'];
      if (!csrf || typeof header !== 'string' || header !== csrf) {
        return sendDetail(reply, req, 403, 'csrf_failed');
      }
    }
    // Public routes (probes, the API document, sign-in) never read the session: a database outage must not
    // turn them into 503s for a browser that happens to carry a session cookie. Nor does an unknown path.
    if (req.is404 || req.routeOptions.config.access === 'public') return;
    // The caller and, on company routes, their membership there: one statement per request.
    const loaded = await sessionStore.authenticate(req, companyIdOf(req));
    if (!loaded) return;
    req.sessionKey = loaded.id;
    if (!loaded.user) return;
    req.auth = { sessionKey: loaded.id, user: loaded.user, impersonator: loaded.impersonator };
    rememberMembership(req, loaded.membership);
  });

  app.addHook('preHandler', async (req) => {
    if (req.url.startsWith('/api/') && !req.is404) await enforceAccess(db, req);
  });

  await app.register(
    (api, _opts, registered) => {
      registerAuthRoutes(api, { db, config, sessions: sessionStore, oidc });
      registerModules(api, { db, config, clock });
      registerDocs(api);
      registerHealthRoutes(api, db);
      registered();
    },
    { prefix: '/api' },
  );

  // SCIM 2.0 for identity providers: its own base URL, token-only (server/src/modules/scim/scim.plugin.ts).
  await app.register(
    (scim, _opts, registered) => {
      registerScim(scim, { db, config });
      registered();
    },
    { prefix: '/scim/v2' },
  );

  if (config.devIdp) await registerDevIdp(app, { db, config, oidc });

  // The scheduler and the mail worker run inside the server (off in tests, which run their rounds by hand).
  const notifications = config.notifications.run ? createNotifications({ db, clock, config, log: app.log }) : null;
  app.decorate('notificationsRunner', notifications);
  if (notifications) {
    app.addHook('onReady', (done) => {
      notifications.start();
      done();
    });
    app.addHook('onClose', async () => notifications.stop());
  }
  return app;
}
