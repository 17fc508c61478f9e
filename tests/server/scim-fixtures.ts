import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { json, signIn, type TestContext } from './helpers.ts';

export const SCIM = '/scim/v2';
export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export type ScimUser = {
  id: string;
  externalId?: string;
  userName: string;
  name: { givenName: string; familyName: string };
  active: boolean;
  groups: { value: string; display: string }[];
};
export type ScimGroup = { id: string; externalId?: string; displayName: string; members: { value: string }[] };
export type ScimList<T> = { totalResults: number; startIndex: number; itemsPerPage: number; Resources: T[] };
export type ScimErrorBody = { schemas: string[]; status: string; scimType?: string; detail: string };

/** An API token of company 1 made by its admin on the tokens page, with the given scopes. */
export async function scimToken(ctx: TestContext, scopes: string[]): Promise<string> {
  const admin = await signIn(ctx.app, 'admin');
  const res = await admin.post('/api/companies/companies/1/api_tokens/', {
    name: `SCIM ${scopes.join(' ')}`,
    scopes,
    expires_on: '2099-12-31',
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ secret: string }>(res).secret;
}

/** A call as an identity provider makes it: the bearer token and SCIM's content type, no cookie, no CSRF header. */
export function scimCall(ctx: TestContext, secret: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    ctx.app.inject({
      method,
      url: `${SCIM}${url}`,
      headers: {
        authorization: `Bearer ${secret}`,
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape
export function ok<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
  return json<T>(res);
}

export function scimError(res: LightMyRequestResponse, status: number, scimType?: string): ScimErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
  const body = json<ScimErrorBody>(res);
  expect(body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType).toBe(scimType);
  return body;
}

export function patch(...Operations: object[]) {
  return { schemas: [PATCH_OP], Operations };
}
