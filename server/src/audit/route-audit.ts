import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { recordAudit } from './record.ts';

/**
 * Who audits an admin route's change: its service (`recordAudit` with the object's before and after, in the
 * change's transaction) or the route wrapper (a generic row after a successful answer); 'none' only for a
 * non-GET route that changes nothing (a preview), each listed in tests/server/audit-coverage.test.ts. Every
 * admin route that is not a GET declares one (server/src/http/route.ts refuses to register it otherwise).
 */
export type AuditBy = 'service' | 'route' | 'none';

/** A route that changes data: anything but a read. */
export function changesData(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

const SECRET_KEY = /secret|token|password|passwd|key|signature|hash|credential/i;
const TEXT_MAX = 200;
const FIELDS_MAX = 20;

/**
 * A short, secret-free account of a request body for the audit row: scalar fields as sent (long texts cut),
 * lists by their length, nested objects by their field names; any field whose name hints at a secret is left out.
 */
export function bodySummary(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const summary: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body).slice(0, FIELDS_MAX)) {
    if (SECRET_KEY.test(key)) continue;
    summary[key] = summaryOf(value);
  }
  return summary;
}

function summaryOf(value: unknown): unknown {
  if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
  if (Array.isArray(value)) return { items: value.length };
  if (typeof value === 'object' && value !== null)
    return { fields: Object.keys(value).filter((key) => !SECRET_KEY.test(key)) };
  return value;
}

/** A positive integer path parameter (`:id` and the like), or null. */
function idOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The id of what a route answered with (a created object), if it answers one. */
function answeredId(result: unknown): number | null {
  if (typeof result !== 'object' || result === null || !('id' in result)) return null;
  return idOf(result.id);
}

/**
 * The generic row of an admin route whose service did not audit it: the route's name as the action, its `:id`
 * (else the id it answered with, as a create does) as the target, the caller (the staff member under
 * impersonation, the token's creator for a token) and a summary of the body.
 */
export async function recordRouteAudit(
  ex: Executor,
  name: string,
  req: FastifyRequest,
  result: unknown,
): Promise<void> {
  const params = (req.params ?? {}) as Record<string, unknown>;
  const auth = req.auth;
  const data: Record<string, unknown> = { body: bodySummary(req.body) };
  if (auth?.impersonator) data.as_user = auth.user.id;
  if (req.token) data.api_token_id = req.token.id;
  const extra = Object.entries(params).filter(([key]) => key !== 'companyId' && key !== 'id');
  if (extra.length) data.params = Object.fromEntries(extra);
  await recordAudit(ex, {
    companyId: idOf(params.companyId),
    userId: auth ? (auth.impersonator ?? auth.user).id : null,
    action: name,
    targetType: name.split('.')[0] ?? '',
    targetId: idOf(params.id) ?? answeredId(result),
    data,
  });
}
