import { and, desc, eq, isNull } from 'drizzle-orm';
import { hashTokenSecret, newTokenSecret } from '../../auth/api-tokens.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { recordAudit } from '../../audit/record.ts';
import { ValidationError, NotFound } from '../../http/errors.ts';
import { companyZone, deadlineEnd, localDay } from '../timezones/zones.ts';
import type { Caller } from '../../http/caller.ts';
import type { ApiTokenCreated, ApiTokenIn, ApiTokenOut } from './apitokens.schemas.ts';

type Row = typeof apiTokens.$inferSelect;

/** How many characters of the secret the list shows: the prefix and four more. */
const HINT_LENGTH = 8;

/** A token as listed; its last day is the day its expiry ends in the company's zone. */
function toOut(row: Row, zone: string): ApiTokenOut {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expires_on: localDay(zone, new Date(row.expiresAt.getTime() - 1)),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** The company's tokens, newest first, revoked and expired ones included. */
export async function listTokens(db: Db, companyId: number): Promise<ApiTokenOut[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.companyId, companyId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  const zone = await companyZone(db, companyId);
  return rows.map((row) => toOut(row, zone));
}

/**
 * A new token of the caller's company, acting as the caller. It works through the end of `expires_on` in the company's zone;
 * the secret is answered this once and only its SHA-256 kept. The creation is audited without the secret.
 */
export async function createToken(db: Db, clock: Clock, caller: Caller, input: ApiTokenIn): Promise<ApiTokenCreated> {
  const companyId = caller.member.companyId;
  const zone = await companyZone(db, companyId);
  if (input.expires_on < localDay(zone, clock.now())) throw ValidationError.field('expires_on', 'token_expiry_past');
  const expiresAt = deadlineEnd(zone, input.expires_on);
  const secret = newTokenSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        companyId,
        name: input.name,
        hint: secret.slice(0, HINT_LENGTH),
        secretHash: hashTokenSecret(secret),
        scopes: input.scopes,
        expiresAt,
        createdById: caller.userId,
      })
      .returning();
    await recordAudit(tx, {
      companyId,
      userId: caller.userId,
      action: 'api_token.created',
      targetType: 'api_token',
      targetId: row.id,
      after: { name: row.name, scopes: row.scopes, expiresAt: row.expiresAt.toISOString(), hint: row.hint },
    });
    return { ...toOut(row, zone), secret };
  });
}

/** Revokes a token of the caller's company (404 for another's); revoking a revoked one changes nothing. */
export async function revokeToken(db: Db, caller: Caller, id: number): Promise<ApiTokenOut> {
  const companyId = caller.member.companyId;
  return db.transaction(async (tx) => {
    const revokedRows = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.companyId, companyId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning();
    const revoked = revokedRows.at(0);
    if (revoked) {
      await recordAudit(tx, {
        companyId,
        userId: caller.userId,
        action: 'api_token.revoked',
        targetType: 'api_token',
        targetId: id,
        data: { name: revoked.name, hint: revoked.hint },
      });
      return toOut(revoked, await companyZone(tx, companyId));
    }
    const current = (
      await tx
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.companyId, companyId), eq(apiTokens.id, id)))
    ).at(0);
    if (!current) throw new NotFound();
    return toOut(current, await companyZone(tx, companyId));
  });
}
