import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { employeeInPositions, memberships, sessions, users } from '../db/schema/index.ts';
import type { Role } from '../db/schema/enums.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';

export type SessionUser = typeof users.$inferSelect;
export type Auth = { sessionKey: string; user: SessionUser; impersonator: SessionUser | null };
/** The signed-in user's membership in the company of the request's path, with their active position there. */
export type Membership = { role: Role; isAdmin: boolean; eipId: number | null };
export type Authenticated = {
  id: string;
  row: typeof sessions.$inferSelect;
  user: SessionUser | null;
  impersonator: SessionUser | null;
  membership: Membership | null;
};

const impersonators = alias(users, 'impersonator');

/**
 * The person's active position in the company (the first by id), as a subquery beside their membership: the
 * session's, a token's and a company route's lookups of the caller read it alike.
 */
export function activePositionSql(companyId: AnyColumn | number, userId: AnyColumn | number): SQL<number | null> {
  return sql<number | null>`(select ${employeeInPositions.id} from ${employeeInPositions}
    where ${employeeInPositions.companyId} = ${companyId} and ${employeeInPositions.userId} = ${userId}
    and ${employeeInPositions.isActive} order by ${employeeInPositions.id} limit 1)`;
}

/** The membership a lookup's outer join found, or null where the person is no member of the company. */
export function membershipOf(found: {
  role: Role | null;
  isAdmin: boolean | null;
  eipId: number | null;
}): Membership | null {
  return found.role === null || found.isAdmin === null
    ? null
    : { role: found.role, isAdmin: found.isAdmin, eipId: found.eipId };
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private key(token: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(token).digest('hex');
  }

  private cookieOptions(req: FastifyRequest) {
    const secure = req.protocol === 'https' || (this.config.publicUrl?.startsWith('https://') ?? false);
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
      maxAge: Math.floor(this.config.sessionTtlMs / 1000),
    };
  }

  /** Creates a session row and sets its cookie. A fresh token on every sign-in prevents session fixation. */
  async create(
    req: FastifyRequest,
    reply: FastifyReply,
    values: { userId: number | null; impersonatorId?: number | null; data?: Record<string, string> },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const id = this.key(token);
    await this.db.insert(sessions).values({
      id,
      userId: values.userId,
      impersonatorId: values.impersonatorId ?? null,
      data: values.data ?? {},
      expiresAt: new Date(Date.now() + this.config.sessionTtlMs),
    });
    reply.setCookie(SESSION_COOKIE, token, this.cookieOptions(req));
    return id;
  }

  /** For tooling and tests: a session for a known token, without a request. */
  async createWithToken(token: string, userId: number): Promise<void> {
    await this.db
      .insert(sessions)
      .values({ id: this.key(token), userId, expiresAt: new Date(Date.now() + this.config.sessionTtlMs) });
  }

  async load(
    req: FastifyRequest,
  ): Promise<{ id: string; row: typeof sessions.$inferSelect; user: SessionUser | null } | null> {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return null;
    const id = this.key(token);
    const found = (
      await this.db
        .select({ row: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
        .limit(1)
    ).at(0);
    return found ? { id, row: found.row, user: found.user } : null;
  }

  private authQuery: ReturnType<SessionStore['prepareAuth']> | null = null;

  /**
   * Everything a request needs to know about its caller, in one round trip: the session (unexpired), its
   * user, the impersonating staff user if any, and the user's membership in `companyId` with their active
   * position there. Read from the database on every request: a logout, an expiry or a membership removed
   * on any server instance takes effect at the next request.
   */
  async authenticate(req: FastifyRequest, companyId: number | null): Promise<Authenticated | null> {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return null;
    const id = this.key(token);
    this.authQuery ??= this.prepareAuth();
    const found = (await this.authQuery.execute({ id, company: companyId })).at(0);
    if (!found) return null;
    return { id, row: found.row, user: found.user, impersonator: found.impersonator, membership: membershipOf(found) };
  }

  /** Prepared once: the same statement text on every request, so PostgreSQL plans it once per connection. */
  private prepareAuth() {
    const company = sql.placeholder('company');
    return this.db
      .select({
        row: sessions,
        user: users,
        impersonator: impersonators,
        role: memberships.role,
        isAdmin: memberships.isAdmin,
        eipId: activePositionSql(memberships.companyId, memberships.userId),
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
      .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, company)))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare('');
  }

  async destroy(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await this.db.delete(sessions).where(eq(sessions.id, this.key(token)));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async update(
    id: string,
    values: Partial<Pick<typeof sessions.$inferInsert, 'userId' | 'impersonatorId' | 'data'>>,
  ): Promise<void> {
    await this.db.update(sessions).set(values).where(eq(sessions.id, id));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}

export function newCsrfToken(): string {
  return randomBytes(24).toString('hex');
}
