import { HttpError, fetchUtils } from 'react-admin';
import type { DetailErrorBody } from './types.ts';

export const API_ROOT = '/api/';
export const CSRF_COOKIE = 'csrftoken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

/** Form errors in the shape react-admin's forms consume: `{field: message, root: {serverError}}`. */
export interface FormErrors {
  [field: string]: string | FormErrors;
}

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

/**
 * The API words its field messages in English; the common ones become translation keys, which
 * react-admin's inputs translate (an unknown key shows as the server wrote it).
 */
export function serverMessageKey(message: string): string {
  if (message === 'This field is required.' || message === 'This field may not be blank.')
    return 'ra.validation.required';
  if (message === 'Enter a valid date.' || message === 'Enter a date as YYYY-MM-DD.') return 'app.server.date';
  const after = /^Must be on or after (\w+)\.$/.exec(message);
  if (after) return `app.server.after.${after[1]}`;
  if (/^Ensure this field has no more than \d+ characters\.$/.test(message)) return 'app.server.too_long';
  if (message === 'Enter a valid email address.') return 'app.server.email';
  return message;
}

function messagesToText(value: unknown): string {
  const messages = Array.isArray(value) ? value.map(String) : [String(value)];
  return messages.length === 1 ? serverMessageKey(messages[0]) : messages.join(' ');
}

export function toFormErrors(body: Record<string, unknown>): FormErrors {
  const errors: FormErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'non_field_errors' || field === 'detail') {
      errors.root = { serverError: messagesToText(value) };
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      errors[field] = toFormErrors(value as Record<string, unknown>);
    } else {
      errors[field] = messagesToText(value);
    }
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Maps any failure to a react-admin HttpError whose message is shown (or translated) as is. */
export function toHttpError(error: unknown): HttpError {
  if (!(error instanceof HttpError)) return new HttpError('app.errors.network', 0, null);
  const status: number = error.status;
  const body: unknown = error.body;
  if (status === 400 && isRecord(body)) {
    const errors = toFormErrors(body);
    const root = errors.root;
    const message =
      isRecord(root) && typeof root.serverError === 'string' ? root.serverError : 'ra.message.invalid_form';
    return new HttpError(message, 400, { errors });
  }
  const detailBody: DetailErrorBody | null =
    isRecord(body) && typeof body.detail === 'string' ? (body as unknown as DetailErrorBody) : null;
  const detail = detailBody?.detail;
  if (status === 401) return new HttpError(detail ?? 'ra.notification.logged_out', 401, detailBody);
  if (status === 409) return new HttpError(detail ?? 'app.errors.conflict', 409, detailBody);
  const message = detail ?? 'ra.notification.http_error';
  const requestId = detailBody?.request_id;
  return new HttpError(requestId ? `${message} (${requestId})` : message, status, detailBody);
}

export async function httpClient<T>(url: string, options: RequestInit = {}): Promise<ApiResponse<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (UNSAFE_METHODS.has(method)) {
    const token = await csrfToken();
    if (token) headers.set('X-CSRFToken', token);
  }
  try {
    const response = await fetchUtils.fetchJson(url, { ...options, method, headers, credentials: 'same-origin' });
    return { status: response.status, headers: response.headers, json: response.json };
  } catch (error) {
    throw toHttpError(error);
  }
}

export async function apiGet<T>(path: string, query?: Query): Promise<T> {
  return (await httpClient<T>(apiUrl(path, query))).json;
}

export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) init.body = JSON.stringify(body);
  return (await httpClient<T>(apiUrl(path), init)).json;
}
