import type { FastifyRequest } from 'fastify';
import type { TokenScope } from '../../../contract/api-tokens.ts';
import { requireAuth, requireMember, type Member } from './access.ts';

/**
 * Who calls a company route, as `route()` hands it to every handler: the signed-in person, the staff member acting
 * as them (impersonation) if any, and their membership in the company of the path, which the access check has read.
 * Services take this one shape; what the role allows is asked of server/src/policy.ts.
 */
export type Caller = {
  userId: number;
  impersonatorId: number | null;
  member: Member;
  /** An API token's scopes when the call came with one (the token acts as its creator, an admin). */
  scopes?: readonly TokenScope[];
};

/** The caller of a company route (404 on a route without a membership, as `requireMember`). */
export function callerOf(req: FastifyRequest): Caller {
  const auth = requireAuth(req);
  const caller: Caller = {
    userId: auth.user.id,
    impersonatorId: auth.impersonator?.id ?? null,
    member: requireMember(req),
  };
  if (req.token) caller.scopes = req.token.scopes;
  return caller;
}
