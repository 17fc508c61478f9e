import { z } from 'zod';
import type { RegisteredRoute } from './route.ts';

type JsonSchema = Record<string, unknown>;

const errorBody = {
  type: 'object',
  properties: { detail: { type: 'string' }, code: { type: 'string' }, request_id: { type: 'string' } },
  required: ['detail', 'code'],
};

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

export function buildOpenApi(routes: RegisteredRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const op: JsonSchema = {
      summary: r.summary,
      description: accessNote[r.access],
      tags: r.tags,
      parameters: parametersOf(r),
      responses: {
        [String(r.status ?? 200)]: {
          description: 'Success',
          ...(r.response ? { content: { 'application/json': { schema: toJson(r.response, 'output') } } } : {}),
        },
        '400': { description: 'Invalid input: {"field": ["message"]}' },
        ...(r.access === 'public'
          ? {}
          : { '401': { description: 'No session', content: { 'application/json': { schema: errorBody } } } }),
        '404': { description: 'Not found', content: { 'application/json': { schema: errorBody } } },
      },
    };
    if (r.body)
      op.requestBody = { required: true, content: { 'application/json': { schema: toJson(r.body, 'input') } } };
    if (r.access !== 'public') op.security = [{ session: [], csrf: [] }];
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
      },
    },
  };
}
