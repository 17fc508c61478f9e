import { errorCatalogue } from '../../../contract/errors/index.ts';
import { z } from 'zod';
import type { RegisteredRoute } from './route.ts';

type JsonSchema = Record<string, unknown>;

const codes = Object.keys(errorCatalogue);

const codedError = {
  type: 'object',
  properties: {
    code: { type: 'string', enum: codes },
    params: { type: 'object', description: 'Values the message names, e.g. {"max": 200}' },
  },
  required: ['code'],
};

const errorBody = {
  type: 'object',
  description:
    'The detail is worded in the language of Accept-Language (ru by default, en); the code is stable and listed in the catalogue.',
  properties: {
    detail: { type: 'string' },
    code: { type: 'string', enum: codes },
    params: { type: 'object' },
    request_id: { type: 'string' },
  },
  required: ['detail', 'code'],
};

const fieldErrors = {
  type: 'object',
  description:
    'Invalid input: {"field": ["message"], "non_field_errors": [...], "codes": {"field": [{"code", "params"}]}}. Messages follow Accept-Language; codes are stable.',
  properties: { codes: { type: 'object', additionalProperties: { type: 'array', items: codedError } } },
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

const problem = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });

const accessNote: Record<string, string> = {
  public: 'No session needed.',
  session: 'Needs a signed-in user.',
  member: "Needs membership in the company; another company's objects are 404.",
  admin: 'Needs the company admin flag; other members get 403.',
  staff: 'Staff users only.',
};

function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

function parametersOf(route: RegisteredRoute): JsonSchema[] {
  const params: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toJson(schema, 'input');
    const props = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, s] of Object.entries(props)) {
      params.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  }
  return params;
}

function successOf(r: RegisteredRoute): JsonSchema {
  if (r.response) {
    return { description: 'Success', content: { 'application/json': { schema: toJson(r.response, 'output') } } };
  }
  if (r.produces) return { description: 'Success', content: { [r.produces]: { schema: { type: 'string' } } } };
  if (r.status && r.status >= 300)
    return { description: 'Redirect', headers: { location: { schema: { type: 'string' } } } };
  return { description: 'No content' };
}

export function buildOpenApi(routes: RegisteredRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const op: JsonSchema = {
      operationId: r.name,
      summary: r.summary,
      description: accessNote[r.access],
      tags: r.tags,
      parameters: parametersOf(r),
      responses: {
        [String(r.status ?? (r.response || r.produces ? 200 : 204))]: successOf(r),
        '400': { description: 'Invalid input', content: { 'application/json': { schema: fieldErrors } } },
        ...(r.access === 'public' ? {} : { '401': problem('No session'), '403': problem('Not allowed') }),
        '404': problem("Not found, or another company's"),
        ...(r.method === 'GET' ? {} : { '409': problem('A stale version or a move the record does not allow') }),
        '503': problem('The database is out of reach for now (code db_unavailable); retry after Retry-After seconds'),
        ...Object.fromEntries(Object.entries(r.answers ?? {}).map(([status, text]) => [status, problem(text)])),
      },
    };
    if (r.body)
      op.requestBody = { required: true, content: { 'application/json': { schema: toJson(r.body, 'input') } } };
    // An API token (`Authorization: Bearer prt_…`) calls a company route its scopes cover, without CSRF.
    const bearer = r.access === 'member' || r.access === 'admin' ? [{ bearer: [] }] : [];
    if (r.access !== 'public') op.security = [{ session: [], csrf: [] }, ...bearer];
    (paths[path] ??= {})[r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Performance review API', version },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        bearer: { type: 'http', scheme: 'bearer', description: 'An API token of the company (prt_…)' },
      },
    },
  };
}
