import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { z } from 'zod';
import { NotFound } from './errors.ts';
import { buildOpenApi } from './openapi.ts';
import { route, type RouteDefs } from './route.ts';

const require = createRequire(import.meta.url);
const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'application/javascript',
};

const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Performance review API</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/static/init.js"></script></body></html>`;
const initScript = `window.ui = SwaggerUIBundle({ url: '/api/schema/?format=json', dom_id: '#ui' });`;

export const docsRoutes = {
  'schema.document': {
    summary: 'The OpenAPI 3.1 document of this API',
    tags: ['schema'],
    access: 'public',
    query: z.object({ format: z.enum(['json', 'yaml']).default('yaml') }),
    response: null,
    produces: 'application/vnd.oai.openapi',
  },
  'schema.page': {
    summary: 'API documentation page',
    tags: ['schema'],
    access: 'public',
    response: null,
  },
  'schema.asset': {
    summary: 'Assets of the documentation page',
    tags: ['schema'],
    access: 'public',
    params: z.object({ file: z.string() }),
    response: null,
    produces: 'text/javascript',
  },
} satisfies RouteDefs;

export function registerDocs(api: FastifyInstance): void {
  let cached: Record<string, unknown> | null = null;
  route(api, docsRoutes, 'schema.document', async ({ query, reply }) => {
    cached ??= buildOpenApi(api.registry.routes, '1.0.0');
    if (query.format === 'json') return reply.type('application/vnd.oai.openapi+json').send(JSON.stringify(cached));
    return reply.type('application/vnd.oai.openapi').send(stringify(cached));
  });
  route(api, docsRoutes, 'schema.page', async ({ reply }) => reply.type('text/html').send(docsPage));
  route(api, docsRoutes, 'schema.asset', async ({ params, reply }) => {
    if (params.file === 'init.js') return reply.type('application/javascript').send(initScript);
    const type = ASSETS[params.file];
    if (!type) throw new NotFound();
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(await readFile(join(swaggerDir, params.file)));
  });
}
