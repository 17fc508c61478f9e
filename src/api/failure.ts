import { HttpError } from 'react-admin';
import type { ErrorParam, ErrorParams } from '../../contract/errors/index.ts';

/**
 * Every failure of a call to the API, in one shape: status, code, parameters, a 400's errors by field. The
 * words come later, from the catalogue (api/errors.ts), which this module leaves out of the first load.
 */
export interface Failure {
  /** 0 when no answer came at all (no network, the server down). */
  status: number;
  /** The code of a `{"detail", "code", "params"}` answer (a catalogue code, see api/errors.ts). */
  code: string | null;
  params: ErrorParams;
  /** A 400's errors by field, by code (`non_field_errors`: the request as a whole). */
  fields: Record<string, { code: string; params: ErrorParams }[]>;
  /** The same errors as the server worded them, in the language the request asked for. */
  messages: Record<string, string[]>;
  /** Seconds a 503 asks to wait before trying again. */
  retryAfter: number | null;
  requestId: string | null;
  /** The server's own wording of the detail, in the language the request asked for. */
  detail: string | null;
  /** The rest of the answer: `current` of a stale write, `missing` of a refused stage move... */
  body: Record<string, unknown>;
}

/** Statuses that mean the server (or its database) cannot be reached now, not that the request is wrong. */
const OUTAGE_STATUSES = new Set([0, 502, 503, 504]);
export const NON_FIELD = 'non_field_errors';
/** What the interface says when no answer came: a translation key. */
export const NETWORK_MESSAGE = 'app.errors.network';

/** Form errors in the shape react-admin's forms consume: a message per field, `root.serverError` for the rest. */
export type FormErrors = Record<string, string | { serverError: string }>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isParam(value: unknown): value is ErrorParam {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    (Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.code === 'string'))
  );
}

export function paramsOf(value: unknown): ErrorParams {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, ErrorParam] => isParam(entry[1])));
}

function fieldsOf(codes: unknown): Failure['fields'] {
  if (!isRecord(codes)) return {};
  const fields: Failure['fields'] = {};
  for (const [field, list] of Object.entries(codes)) {
    const coded = (Array.isArray(list) ? list : [])
      .filter(isRecord)
      .flatMap((item) => (typeof item.code === 'string' ? [{ code: item.code, params: paramsOf(item.params) }] : []));
    if (coded.length) fields[field] = coded;
  }
  return fields;
}

function messagesOf(body: Record<string, unknown>): Failure['messages'] {
  const messages: Failure['messages'] = {};
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) messages[field] = value;
  }
  return messages;
}

/** A failure from an answer's status, body and Retry-After header. */
export function failureFrom(status: number, body: unknown, retryAfter: string | null = null): Failure {
  const answer = isRecord(body) ? body : {};
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  return {
    status,
    code: typeof answer.code === 'string' ? answer.code : null,
    params: paramsOf(answer.params),
    fields: status === 400 ? fieldsOf(answer.codes) : {},
    messages: status === 400 ? messagesOf(answer) : {},
    retryAfter: Number.isFinite(seconds) && seconds >= 0 ? seconds : null,
    requestId: typeof answer.request_id === 'string' ? answer.request_id : null,
    detail: typeof answer.detail === 'string' ? answer.detail : null,
    body: answer,
  };
}

export const NETWORK_FAILURE: Failure = failureFrom(0, null);

/** A 5xx names the request id support looks the log up by. */
export function withRequestId(failure: Failure, text: string): string {
  return failure.status >= 500 && failure.requestId ? `${text} (${failure.requestId})` : text;
}

/** The server's own words for a failure, until the catalogue words it (api/errors.ts `worded`). */
function serverMessage(failure: Failure): string {
  if (failure.status === 0) return NETWORK_MESSAGE;
  const root = Object.hasOwn(failure.messages, NON_FIELD) ? failure.messages[NON_FIELD].join(' ') : null;
  const first = Object.values(failure.messages).at(0)?.join(' ');
  const text = root ?? failure.detail ?? first ?? 'ra.notification.http_error';
  return withRequestId(failure, text);
}

/**
 * A failed call. It stays a react-admin HttpError (status, and `body.errors` a form shows on its fields)
 * and carries the failure by code for everything else.
 */
export class ApiError extends HttpError {
  readonly failure: Failure;

  constructor(failure: Failure, message: string = serverMessage(failure), errors?: FormErrors) {
    super(message, failure.status, { ...failure.body, errors });
    // HttpError pins its own prototype, which would hide this class from `instanceof`.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

export function failureOf(error: unknown): Failure | null {
  return error instanceof ApiError ? error.failure : null;
}

/**
 * The server or its database is out of reach: no answer, a proxy's 502/504 (no code), or `db_unavailable`.
 * A 503 that names another service (the AI assistant's `ai_unavailable`) is that feature's own message: the
 * rest of the app still works.
 */
export function isOutage(error: unknown): boolean {
  const failure = failureOf(error);
  if (failure === null || !OUTAGE_STATUSES.has(failure.status)) return false;
  return failure.code === null || failure.code === 'db_unavailable';
}

export function retryAfterOf(error: unknown): number | null {
  return failureOf(error)?.retryAfter ?? null;
}

export function statusOf(error: unknown): number | null {
  return failureOf(error)?.status ?? null;
}

export function codeOf(error: unknown): string | null {
  return failureOf(error)?.code ?? null;
}

/** A 400 naming fields: a form shows these on its inputs (react-admin does so from `body.errors`). */
export function hasFieldErrors(error: unknown): boolean {
  const failure = failureOf(error);
  return failure?.status === 400 && Object.keys(failure.fields).some((field) => field !== NON_FIELD);
}

/** The record as the server has it now, from a 409 `stale_version`. */
export function staleCurrentOf(error: unknown): Record<string, unknown> | null {
  const failure = failureOf(error);
  if (failure?.status !== 409 || failure.code !== 'stale_version') return null;
  return isRecord(failure.body.current) ? failure.body.current : null;
}
