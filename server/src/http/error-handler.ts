import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Conflict, HttpError, ValidationError } from './errors.ts';

const indexHtml = fileURLToPath(new URL('../../../dist/index.html', import.meta.url));

type PgError = { code?: string; constraint?: string; detail?: string; cause?: unknown };

/** Drizzle wraps driver errors; the Postgres error code sits on the error or its cause. */
export function pgErrorOf(error: unknown): PgError | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const candidate = e as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    e = candidate.cause;
  }
  return null;
}

function sendDetail(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  detail: string,
  code: string,
  extra: Record<string, unknown> = {},
) {
  return reply.code(status).send({ detail, code, request_id: req.id, ...extra });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, req, reply) => {
    if (error instanceof ValidationError) return reply.code(400).send(error.fields);
    if (error instanceof Conflict) return sendDetail(reply, req, 409, error.detail, error.code, error.extra);
    if (error instanceof HttpError) return sendDetail(reply, req, error.statusCode, error.detail, error.code);
    const pg = pgErrorOf(error);
    if (pg?.code === '23505') return sendDetail(reply, req, 409, 'Such a record already exists.', 'duplicate');
    if (pg?.code === '23503' || pg?.code === '23001')
      return sendDetail(reply, req, 409, 'This record is still referenced by other records.', 'in_use');
    if (pg?.code === '22P02' || pg?.code === '22003' || pg?.code === '22007' || pg?.code === '22008') {
      return reply.code(400).send({ non_field_errors: ['A value is out of range or malformed.'] });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) {
      if (status === 400) return reply.code(400).send({ non_field_errors: [error.message] });
      return sendDetail(
        reply,
        req,
        status,
        error.message,
        'code' in error && typeof error.code === 'string' ? error.code.toLowerCase() : 'error',
      );
    }
    req.log.error({ err: error, reqId: req.id }, 'request failed');
    return sendDetail(reply, req, 500, 'Internal server error.', 'server_error');
  });

  app.setNotFoundHandler((req, reply) => {
    const url = new URL(req.url, 'http://x');
    const path = url.pathname;
    const isApi = path.startsWith('/api/') || path === '/api';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path);
    if (!path.endsWith('/') && !looksLikeFile) {
      return reply.redirect(`${path}/${url.search}`, 308);
    }
    if (isApi || path.startsWith('/oidc/') || looksLikeFile || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendDetail(reply, req, 404, 'Not found.', 'not_found');
    }
    if (!existsSync(indexHtml)) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`).');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(readFileSync(indexHtml));
  });
}
