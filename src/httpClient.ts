import { ApiError, failureFrom, isOutage, NETWORK_FAILURE } from './api/failure.ts';
import { reportAnswer, reportOutage } from './api/connection.ts';
import { reportSessionEnded } from './api/sessionEnd.ts';
import { activeLocale } from './i18n/locale.ts';
import { fillPath, routes, type ParamsOf, type PathOf, type PathParams, type RouteName } from '../contract/routes.ts';
import type { ApiAnswer, ApiBody, ApiQuery } from '../server/src/http/api.ts';

export const API_ROOT = '/api/';
export const CSRF_COOKIE = 'csrftoken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Arrays are sent comma-joined; empty values are left out so "no filter" means no parameter. */
export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function apiUrl(path: string, query?: Query): string {
  return `${API_ROOT}${path.replace(/^\/+/, '')}${buildQuery(query)}`;
}

// The server sets the CSRF cookie on any GET under /api/; a first unsafe call made before any GET
// (e.g. straight after a reload on a form) fetches one from the public providers endpoint.
async function csrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch(apiUrl('auth/providers/'), { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(CSRF_COOKIE);
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the web reaches the API: JSON in and out, the CSRF token on writes, answers in the language
 * shown now, and any failure as an ApiError (by code, see api/errors.ts). Each call also tells the
 * connection notice whether the server could be reached.
 */
export async function send(url: string, options: RequestInit = {}): Promise<unknown> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', activeLocale());
  if (options.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (UNSAFE_METHODS.has(method)) {
    const token = await csrfToken();
    if (token) headers.set('X-CSRFToken', token);
  }
  let response: Response;
  try {
    response = await fetch(url, { ...options, method, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportOutage();
    throw new ApiError(NETWORK_FAILURE);
  }
  const body = parse(await response.text());
  if (!response.ok) {
    const failure = new ApiError(failureFrom(response.status, body, response.headers.get('Retry-After')));
    if (isOutage(failure)) reportOutage();
    else reportAnswer();
    if (response.status === 401) reportSessionEnded();
    throw failure;
  }
  reportAnswer();
  return body;
}

/**
 * What a call of route N sends: the values of its path's `:name` segments, its query (the names its schema
 * reads; values are sent as text) and its body as the route's schema takes it.
 */
export type CallArgs<N extends RouteName> = ([PathParams<PathOf<N>>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<N> }) & {
  query?: { [K in keyof ApiQuery<N>]?: QueryValue };
  body?: ApiBody<N>;
};

/**
 * Sends a request to the route of this name (contract/routes.ts gives its method and path) and gives back the
 * parsed JSON as it came. For react-admin's generic CRUD, whose record type its caller names; every other call
 * goes through `call`, typed by the name.
 */
export async function sendTo(
  name: RouteName,
  args: { params?: Record<string, string | number>; query?: Query; body?: unknown } = {},
): Promise<unknown> {
  const { method, path } = routes[name];
  const options: RequestInit = { method };
  if (args.body !== undefined) options.body = JSON.stringify(args.body);
  return send(apiUrl(fillPath(path, args.params), args.query), options);
}

/**
 * Calls the route of this name: its method and path come from the table, and the answer has the type of the
 * route's response schema. The server answers through that schema (and its tests fail on any drift), so the
 * parsed JSON is taken as that type here, at the one fetch boundary, by the route's name: the caller never
 * names a type.
 */
export async function call<N extends RouteName>(
  name: N,
  ...[args]: object extends CallArgs<N> ? [args?: CallArgs<N>] : [args: CallArgs<N>]
): Promise<ApiAnswer<N>> {
  const params: Record<string, string | number> | undefined = args?.params;
  return (await sendTo(name, { params, query: args?.query, body: args?.body })) as ApiAnswer<N>;
}
