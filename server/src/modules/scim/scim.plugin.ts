import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scopesAllow } from '../../../../contract/api-tokens.ts';
import { authenticateToken, bearerOf } from '../../auth/api-tokens.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isDbUnavailable } from '../../http/db-errors.ts';
import { SCIM_TYPE, ScimError, listQueryOf, scimErrorBody, scimErrorOf } from './scim.common.ts';
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './scim.groups.ts';
import { resourceTypes, schemas, serviceProviderConfig } from './scim.meta.ts';
import type { ScimActor } from './scim.people.ts';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from './scim.users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    scim: ScimActor | null;
  }
}

function actorOf(req: FastifyRequest): ScimActor {
  if (!req.scim) throw new ScimError(401, 'Authentication required');
  return req.scim;
}

/**
 * SCIM 2.0 (RFC 7644) at `/scim/v2`: Users and Groups (departments) for identity providers. Its own plugin, not
 * rows of contract/routes.ts: that table's routes live under `/api`, take the company from the `:companyId` path
 * and answer the API's error shape, while SCIM clients are configured with one base URL, take the company from
 * the token and expect RFC 7644's error JSON and `application/scim+json`. Only an API token of the company with the
 * `scim` scope gets in (read for GET, write for changes), never a session: no cookie is read and so no CSRF
 * applies; the token's company is the only one it reaches, as the admin who created it while they are one.
 */
export function registerScim(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const { db, config } = deps;
  app.decorateRequest('scim', null);
  app.addContentTypeParser(
    ['application/scim+json', 'application/json'],
    { parseAs: 'string', bodyLimit: 4 * 1024 * 1024 },
    (_req, body, done) => {
      try {
        done(null, body === '' ? {} : (JSON.parse(String(body)) as unknown));
      } catch {
        done(new ScimError(400, 'The body is not valid JSON', 'invalidSyntax'), undefined);
      }
    },
  );

  app.setErrorHandler((error, req, reply) => {
    const scim = scimErrorOf(error);
    if (scim) return send(reply, scim.status, scimErrorBody(scim.status, scim.message, scim.scimType));
    const status = (error as { statusCode?: number }).statusCode;
    if (!isDbUnavailable(error) && status !== undefined && status >= 400 && status < 500) {
      const detail = error instanceof Error ? error.message : 'Bad request';
      return send(reply, status, scimErrorBody(status, detail, status === 400 ? 'invalidSyntax' : undefined));
    }
    req.log.error({ err: error, reqId: req.id }, 'SCIM request failed');
    const code = isDbUnavailable(error) ? 503 : 500;
    return send(reply, code, scimErrorBody(code, `Internal error (request ${req.id})`));
  });
  app.setNotFoundHandler((req, reply) => send(reply, 404, scimErrorBody(404, `No endpoint ${req.url}`)));

  app.addHook('onRequest', async (req, reply) => {
    const bearer = bearerOf(req);
    const call = bearer === null ? null : await authenticateToken(db, bearer);
    if (!call || !call.membership?.isAdmin) {
      reply.header('www-authenticate', 'Bearer realm="scim"');
      return send(reply, 401, scimErrorBody(401, 'A valid API token is required'));
    }
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    if (!scopesAllow(call.scopes, { area: 'scim', write }))
      return send(reply, 403, scimErrorBody(403, `The token lacks the scim:${write ? 'write' : 'read'} scope`));
    const base = config.publicUrl ?? `${req.protocol}://${req.host}`;
    const member = { companyId: call.companyId, ...call.membership };
    req.scim = {
      companyId: call.companyId,
      userId: call.user.id,
      tokenId: call.id,
      baseUrl: `${base}/scim/v2`,
      caller: { userId: call.user.id, impersonatorId: null, member, scopes: call.scopes },
    };
  });

  type Params = { id: string };
  const get = (url: string, handler: (req: FastifyRequest<{ Params: Params }>) => Promise<unknown> | object) =>
    app.get<{ Params: Params }>(url, async (req, reply) => send(reply, 200, await handler(req)));
  const write = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    status: number,
    handler: (req: FastifyRequest<{ Params: Params }>) => Promise<unknown>,
  ) =>
    app.route<{ Params: Params }>({
      method,
      url,
      handler: async (req, reply) => {
        const result = await handler(req);
        return status === 204 ? reply.code(204).send() : send(reply, status, result);
      },
    });

  get('/ServiceProviderConfig', (req) => serviceProviderConfig(actorOf(req).baseUrl));
  get('/ResourceTypes', (req) => {
    const all = resourceTypes(actorOf(req).baseUrl);
    return { ...listBody(all), Resources: all };
  });
  get('/ResourceTypes/:id', (req) => found(resourceTypes(actorOf(req).baseUrl), req.params.id));
  get('/Schemas', (req) => listBody(schemas(actorOf(req).baseUrl)));
  get('/Schemas/:id', (req) => found(schemas(actorOf(req).baseUrl), req.params.id));

  get('/Users', async (req) => listUsers(db, actorOf(req), listQueryOf(req.query)));
  get('/Users/:id', async (req) => getUser(db, actorOf(req), req.params.id));
  write('POST', '/Users', 201, async (req) => createUser(db, actorOf(req), req.body));
  write('PUT', '/Users/:id', 200, async (req) => replaceUser(db, actorOf(req), req.params.id, req.body));
  write('PATCH', '/Users/:id', 200, async (req) => patchUser(db, actorOf(req), req.params.id, req.body));
  write('DELETE', '/Users/:id', 204, async (req) => deleteUser(db, actorOf(req), req.params.id));

  get('/Groups', async (req) => listGroups(db, actorOf(req), listQueryOf(req.query)));
  get('/Groups/:id', async (req) => getGroup(db, actorOf(req), req.params.id));
  write('POST', '/Groups', 201, async (req) => createGroup(db, actorOf(req), req.body));
  write('PUT', '/Groups/:id', 200, async (req) => replaceGroup(db, actorOf(req), req.params.id, req.body));
  write('PATCH', '/Groups/:id', 200, async (req) => patchGroup(db, actorOf(req), req.params.id, req.body));
  write('DELETE', '/Groups/:id', 204, async (req) => deleteGroup(db, actorOf(req), req.params.id));
}

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type(SCIM_TYPE).send(body);
}

function listBody<T>(all: T[]) {
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
    totalResults: all.length,
    startIndex: 1,
    itemsPerPage: all.length,
    Resources: all,
  };
}

function found<T extends { id: string }>(all: T[], id: string): T {
  const one = all.find((x) => x.id === id);
  if (!one) throw new ScimError(404, `${id} not found`);
  return one;
}
