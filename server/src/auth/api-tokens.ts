import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TOKEN_PREFIX, type TokenScope } from '../../../contract/api-tokens.ts';
import type { Db } from '../db/client.ts';
import { apiTokens, memberships, users } from '../db/schema/index.ts';
import { activePositionSql, membershipOf, type Membership, type SessionUser } from './sessions.ts';

/** A token's call: the token, its company and scopes, the admin it acts as and their membership there. */
export type TokenCall = {
  id: number;
  companyId: number;
  scopes: readonly TokenScope[];
  user: SessionUser;
  membership: Membership | null;
};

/** A new secret: the prefix and 32 random bytes; only its hash is kept. */
export function newTokenSecret(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The secret of `Authorization: Bearer <secret>`, or null when the request carries none. */
export function bearerOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** A token whose last use is unrecorded or more than a minute old: its next use is written. */
const lastUseStale = sql<boolean>`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < now() - interval '1 minute')`;

/**
 * The live token of a secret with the admin it acts as, in one statement (null for an unknown, revoked or
 * expired one). Its last use is written when the one recorded is more than a minute old, so that a busy
 * script does not write on every call.
 */
export async function authenticateToken(db: Db, secret: string): Promise<TokenCall | null> {
  const found = (
    await db
      .select({
        token: { id: apiTokens.id, companyId: apiTokens.companyId, scopes: apiTokens.scopes },
        user: users,
        role: memberships.role,
        isAdmin: memberships.isAdmin,
        eipId: activePositionSql(apiTokens.companyId, apiTokens.createdById),
        stale: lastUseStale,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.createdById))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, apiTokens.createdById), eq(memberships.companyId, apiTokens.companyId)),
      )
      .where(
        and(
          eq(apiTokens.secretHash, hashTokenSecret(secret)),
          isNull(apiTokens.revokedAt),
          gt(apiTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
  ).at(0);
  if (!found) return null;
  if (found.stale) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiTokens.id, found.token.id), lastUseStale));
  }
  return {
    id: found.token.id,
    companyId: found.token.companyId,
    scopes: found.token.scopes,
    user: found.user,
    membership: membershipOf(found),
  };
}
