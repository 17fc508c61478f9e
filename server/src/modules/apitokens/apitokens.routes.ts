import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../deps.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { apiTokenCreated, apiTokenIn, apiTokenOut } from './apitokens.schemas.ts';
import { createToken, listTokens, revokeToken } from './apitokens.service.ts';

export const apiTokensRoutes = {
  'apiTokens.list': {
    summary: "Admins: the company's API tokens (never their secrets)",
    tags: ['api-tokens'],
    access: 'admin',
    params: companyParam,
    response: z.array(apiTokenOut),
  },
  'apiTokens.create': {
    summary: 'Admins: a new API token with its scopes and expiry; its secret is answered this once',
    tags: ['api-tokens'],
    access: 'admin',
    audit: 'service',
    params: companyParam,
    body: apiTokenIn,
    response: apiTokenCreated,
    status: 201,
  },
  'apiTokens.revoke': {
    summary: 'Admins: revoke an API token; calls with it are refused from now on',
    tags: ['api-tokens'],
    access: 'admin',
    audit: 'service',
    params: idParam,
    response: apiTokenOut,
  },
} satisfies RouteDefs;

/** The company's API tokens, managed by its admins on the settings page (never by a token). */
export function registerApiTokenRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  route(api, apiTokensRoutes, 'apiTokens.list', async ({ caller }) => listTokens(db, caller.member.companyId));
  route(api, apiTokensRoutes, 'apiTokens.create', async ({ caller, body }) => createToken(db, clock, caller, body));
  route(api, apiTokensRoutes, 'apiTokens.revoke', async ({ caller, params }) => revokeToken(db, caller, params.id));
}
