import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { memberships } from '../db/schema/index.ts';
import type { Role } from '../db/schema/enums.ts';
import { scopesAllow } from '../../../contract/api-tokens.ts';
import type { TokenCall } from '../auth/api-tokens.ts';
import { activePositionSql, type Auth, type Membership } from '../auth/sessions.ts';
import { Forbidden, HttpError, NotFound, Unauthorized } from './errors.ts';
import { assertCan } from '../policy.ts';

export type Member = { companyId: number; role: Role; isAdmin: boolean; eipId: number | null };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    sessionKey: string | null;
    member: Member | null;
    /** The membership read with the session for the company of the path: null when it was not read. */
    membership: { companyId: number; member: Member | null } | null;
    /** The API token the request came with (`Authorization: Bearer`), or null for a session's request. */
    token: TokenCall | null;
  }
}

/** The company of a company route's path (`:companyId`), or null for other routes and malformed ids. */
export function companyIdOf(req: FastifyRequest): number | null {
  const access = req.routeOptions.config.access;
  if (access !== 'member' && access !== 'admin') return null;
  const companyId = Number((req.params as Record<string, string> | undefined)?.companyId);
  return Number.isInteger(companyId) && companyId > 0 ? companyId : null;
}

/** Keeps the membership the session lookup read along, so that the access check needs no query of its own. */
export function rememberMembership(req: FastifyRequest, membership: Membership | null): void {
  const companyId = companyIdOf(req);
  if (companyId !== null) req.membership = { companyId, member: membership ? { companyId, ...membership } : null };
}

/**
 * A token's call becomes the caller an admin session of the token's company would be: the admin who created it,
 * with their membership there; `enforceAccess` then limits it to the token's scopes.
 */
export function rememberToken(req: FastifyRequest, call: TokenCall): void {
  req.token = call;
  // A token has no session: the session's own routes (sign-out, impersonation) are refused to it.
  req.auth = { sessionKey: '', user: call.user, impersonator: null };
  if (companyIdOf(req) === call.companyId) rememberMembership(req, call.membership);
}

/** A token's call within its scopes, on its company's routes only (another company's path is a 404). */
function checkToken(req: FastifyRequest, call: TokenCall, companyId: number | null): void {
  const access = req.routeOptions.config.access ?? 'session';
  if (access !== 'member' && access !== 'admin') throw new Forbidden('token_scope');
  if (companyId !== call.companyId) throw new NotFound();
  const need = req.routeOptions.config.tokenScope ?? null;
  if (!need || !scopesAllow(call.scopes, need)) throw new Forbidden('token_scope');
  // The token acts as its creator while they are an admin of the company; after that it no longer works.
  if (!call.membership?.isAdmin) throw new HttpError(401, 'token_invalid');
}

export function requireAuth(req: FastifyRequest): Auth {
  if (!req.auth) throw new Unauthorized();
  return req.auth;
}

export function requireMember(req: FastifyRequest): Member {
  if (!req.member) throw new NotFound();
  return req.member;
}

/** One query: the caller's membership in the company and their active position there. */
export async function loadMember(db: Db, userId: number, companyId: number): Promise<Member | null> {
  const rows = await db
    .select({
      role: memberships.role,
      isAdmin: memberships.isAdmin,
      eipId: activePositionSql(companyId, userId),
    })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .limit(1);
  const row = rows.at(0);
  return row ? { companyId, role: row.role, isAdmin: row.isAdmin, eipId: row.eipId } : null;
}

export async function enforceAccess(db: Db, req: FastifyRequest): Promise<void> {
  const access = req.routeOptions.config.access ?? 'session';
  if (access === 'public') return;
  const auth = requireAuth(req);
  if (req.token) checkToken(req, req.token, companyIdOf(req));
  if (access === 'staff') {
    // Staff routes stay usable while impersonating so that staff can stop it.
    const real = auth.impersonator ?? auth.user;
    if (!real.isStaff) throw new Forbidden();
    return;
  }
  if (access === 'session') return;
  const companyId = companyIdOf(req);
  if (companyId === null) throw new NotFound();
  const member =
    req.membership?.companyId === companyId ? req.membership.member : await loadMember(db, auth.user.id, companyId);
  if (!member) throw new NotFound();
  if (access === 'admin') assertCan(member, 'company.administer');
  req.member = member;
}
