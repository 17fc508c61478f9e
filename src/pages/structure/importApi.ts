import { HttpError } from 'react-admin';
import { apiGet, apiUrl, CSRF_COOKIE, readCookie, toHttpError } from '../../httpClient.ts';

/** What the server plans (or did) for one line: import.routes.ts reportOut. */
export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';
export const IMPORT_ACTIONS: readonly ImportAction[] = ['create', 'update', 'unchanged', 'error'];

export type ImportRow = {
  line: number;
  email: string;
  /** What the line gives, as read from the file. */
  values: { first_name: string; last_name: string; department: string; position: string; manager_email: string };
  action: ImportAction;
  changes: Record<string, { before: unknown; after: unknown }>;
  errors: string[];
  warnings: string[];
};

export type ImportReport = {
  rows: ImportRow[];
  summary: Record<ImportAction, number>;
  applied: boolean;
  new_departments: string[];
  warnings: string[];
  /** Only on a refused apply (400): "N line(s) have errors; nothing was imported." */
  non_field_errors?: string[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isReport(value: unknown): value is ImportReport {
  return isRecord(value) && Array.isArray(value.rows) && isRecord(value.summary);
}

async function csrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  // Any GET under /api/ sets the cookie.
  await apiGet('auth/providers/');
  return readCookie(CSRF_COOKIE);
}

/**
 * `POST structure/import/?dry_run=...` with `{format: "csv", content}`. A refused apply is a 400 whose body
 * is the whole report, which the shared client would flatten into form errors: this call reads it itself
 * and hands any other failure to the shared error mapping (file-level problems arrive as a `content` error).
 */
export async function postImport(companyId: number, content: string, dryRun: boolean): Promise<ImportReport> {
  const token = await csrfToken();
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  if (token) headers.set('X-CSRFToken', token);
  let response: Response;
  try {
    response = await fetch(apiUrl(`companies/companies/${companyId}/structure/import/`, { dry_run: dryRun }), {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({ format: 'csv', content }),
    });
  } catch (error) {
    throw toHttpError(error);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok && isReport(body)) return body;
  if (response.status === 400 && isReport(body)) return body;
  throw toHttpError(
    new HttpError(
      isRecord(body) && typeof body.detail === 'string' ? body.detail : response.statusText,
      response.status,
      body,
    ),
  );
}

export function templateUrl(companyId: number): string {
  return apiUrl(`companies/companies/${companyId}/structure/import/template/`);
}
