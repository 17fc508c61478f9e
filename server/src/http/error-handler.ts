import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatError, type CodedError, type ErrorCode, type ErrorParams } from '../../../contract/errors/index.ts';
import { HttpError, TooManyRequests, Unavailable, ValidationError } from './errors.ts';
import { pgErrorOf } from './db-errors.ts';
import { langOf } from './lang.ts';
import { sendIndexHtml } from './static.ts';

/** `{"detail", "code", "request_id"}` with the detail in the caller's language. */
export function sendDetail(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  code: ErrorCode,
  params: ErrorParams = {},
  extra: Record<string, unknown> = {},
) {
  const detail = formatError({ code, params }, langOf(req));
  return reply
    .code(status)
    .send({ detail, code, ...(Object.keys(params).length ? { params } : {}), request_id: req.id, ...extra });
}

/** The DRF field shape, `{"field": ["message"]}`, and the same errors by code under `codes`. */
export function sendFieldErrors(reply: FastifyReply, req: FastifyRequest, fields: Record<string, CodedError[]>) {
  const lang = langOf(req);
  const body: Record<string, unknown> = {};
  for (const [field, errors] of Object.entries(fields)) body[field] = errors.map((e) => formatError(e, lang));
  body.codes = fields;
  return reply.code(400).send(body);
}

const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  400: 'malformed_request',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function statusOf(error: FastifyError | Error): number {
  return 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
}

export function registerErrorHandling(app: FastifyInstance, isDbUnavailable: (error: unknown) => boolean): void {
  app.setErrorHandler((error: FastifyError | Error, req, reply) => {
    if (error instanceof ValidationError) return sendFieldErrors(reply, req, error.fields);
    if (error instanceof Unavailable || isDbUnavailable(error)) {
      req.log.warn({ err: error, reqId: req.id }, error instanceof Unavailable ? error.code : 'db_unavailable');
      const seconds = error instanceof Unavailable ? error.retryAfterSeconds : 5;
      reply.header('retry-after', String(seconds));
      return sendDetail(reply, req, 503, error instanceof Unavailable ? error.code : 'db_unavailable');
    }
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return sendDetail(reply, req, error.statusCode, error.code, error.params, error.extra);
    }
    const pg = pgErrorOf(error);
    if (pg?.code === '23505') return sendDetail(reply, req, 409, 'duplicate');
    if (pg?.code === '23503' || pg?.code === '23001') return sendDetail(reply, req, 409, 'in_use');
    // Malformed or out-of-range values the schemas let through (a NUL character in text is 22021).
    if (pg?.code && ['22P02', '22003', '22007', '22008', '22021', '22001'].includes(pg.code)) {
      return sendFieldErrors(reply, req, { non_field_errors: [{ code: 'malformed_value' }] });
    }
    const status = statusOf(error);
    if (status < 500) {
      const code = FRAMEWORK_CODES[status] ?? 'malformed_request';
      if (status === 400) return sendFieldErrors(reply, req, { non_field_errors: [{ code }] });
      return sendDetail(reply, req, status, code);
    }
    req.log.error({ err: error, reqId: req.id }, 'request failed');
    return sendDetail(reply, req, 500, 'server_error');
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
      return sendDetail(reply, req, 404, 'not_found');
    }
    return sendIndexHtml(reply);
  });
}
