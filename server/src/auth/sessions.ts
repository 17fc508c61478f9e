import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';

export type SessionUser = typeof users.$inferSelect;
export type Auth = { sessionKey: string; user: SessionUser; impersonator: SessionUser | null };

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
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: Math.floor(this.config.sessionTtlMs / 1000) };
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
    await this.db.insert(sessions).values({ id: this.key(token), userId, expiresAt: new Date(Date.now() + this.config.sessionTtlMs) });
  }

  async load(req: FastifyRequest): Promise<{ id: string; row: typeof sessions.$inferSelect; user: SessionUser | null } | null> {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return null;
    const id = this.key(token);
    const [found] = await this.db
      .select({ row: sessions, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return found ? { id, row: found.row, user: found.user } : null;
  }

  async destroy(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await this.db.delete(sessions).where(eq(sessions.id, this.key(token)));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async update(id: string, values: Partial<Pick<typeof sessions.$inferInsert, 'userId' | 'impersonatorId' | 'data'>>): Promise<void> {
    await this.db.update(sessions).set(values).where(eq(sessions.id, id));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}

export function newCsrfToken(): string {
  return randomBytes(24).toString('hex');
}
