import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashTokenSecret } from '../../server/src/auth/api-tokens.ts';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';

const clock = new ManualClock('2026-06-01T09:00:00Z');
const ctx = useApp({}, { clock });
const C = '/api/companies/companies/1';
const TOKENS = `${C}/api_tokens/`;

type Token = { id: number; name: string; hint: string; scopes: string[]; last_used_at: string | null };
type Created = Token & { secret: string };

let admin: Client;

function codes(res: LightMyRequestResponse): Record<string, string[]> {
  const body = json<{ codes: Record<string, { code: string }[]> }>(res);
  return Object.fromEntries(Object.entries(body.codes).map(([field, list]) => [field, list.map((e) => e.code)]));
}

async function create(scopes: string[], name = 'Скрипт'): Promise<Created> {
  const res = await admin.post(TOKENS, { name, scopes, expires_on: '2026-12-31' });
  expect(res.statusCode, res.body).toBe(201);
  return json<Created>(res);
}

/** A call as a script makes it: the token only, no cookie and no CSRF header. */
function call(secret: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, payload });
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
});

describe('API tokens: management', () => {
  it('creates a token whose secret is shown once and stored only hashed, lists and revokes it, audited', async () => {
    const token = await create(['structure:read', 'goals:write']);
    expect(token.secret).toMatch(/^prt_[\w-]{43}$/);
    expect(token.hint).toBe(token.secret.slice(0, 8));
    const list = json<Token[]>(await admin.get(TOKENS));
    const listed = list.find((t) => t.id === token.id);
    expect(listed).toMatchObject({ name: 'Скрипт', scopes: ['structure:read', 'goals:write'], last_used_at: null });
    expect(JSON.stringify(list)).not.toContain(token.secret);
    const row = (await ctx.database.db.select().from(s.apiTokens).where(eq(s.apiTokens.id, token.id))).at(0);
    expect(row?.secretHash).toBe(hashTokenSecret(token.secret));
    expect(JSON.stringify(row)).not.toContain(token.secret.slice(8));

    const revoked = await admin.post(`${TOKENS}${String(token.id)}/revoke/`);
    expect(revoked.statusCode).toBe(200);
    expect(json<{ revoked_at: string | null }>(revoked).revoked_at).not.toBeNull();
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.targetType, 'api_token'), eq(s.auditLog.targetId, token.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['api_token.created', 'api_token.revoked']);
    expect(JSON.stringify(audit)).not.toContain(token.secret);
  });

  it('refuses bad input with the field named', async () => {
    const bad = async (body: object) => codes(await admin.post(TOKENS, body));
    const ok = { name: 'x', scopes: ['forms:read'], expires_on: '2026-12-31' };
    expect(await bad({ ...ok, name: '  ' })).toEqual({ name: ['blank'] });
    expect(await bad({ ...ok, scopes: ['salaries:read'] })).toEqual({ 'scopes.0': ['invalid_choice'] });
    expect(await bad({ ...ok, scopes: [] })).toEqual({ scopes: ['too_few'] });
    expect(await bad({ ...ok, expires_on: '2026-05-31' })).toEqual({ expires_on: ['token_expiry_past'] });
  });

  it("counts the last day in the company's time zone: through its local midnight, refused once it is over there", async () => {
    const settings = `${C}/settings/`;
    expect((await admin.put(settings, { time_zone: 'Asia/Vladivostok' })).statusCode).toBe(200);
    try {
      // 23:30 on June 1 in Vladivostok is 13:30 UTC: June 1 is still today there, June 2 begins at 14:00 UTC.
      clock.set('2026-06-01T13:30:00Z');
      const made = await admin.post(TOKENS, { name: 'Владивосток', scopes: ['forms:read'], expires_on: '2026-06-01' });
      expect(made.statusCode, made.body).toBe(201);
      expect(json(made)).toMatchObject({ expires_at: '2026-06-01T14:00:00.000Z', expires_on: '2026-06-01' });
      clock.set('2026-06-01T14:30:00Z');
      const late = await admin.post(TOKENS, { name: 'Поздно', scopes: ['forms:read'], expires_on: '2026-06-01' });
      expect(codes(late)).toEqual({ expires_on: ['token_expiry_past'] });
    } finally {
      clock.set('2026-06-01T09:00:00Z');
      await admin.put(settings, { time_zone: 'Europe/Moscow' });
    }
  });

  it('is for admins only: others get 403, and a token cannot manage tokens', async () => {
    for (const role of ['manager', 'employee'] as const) {
      const other = await signIn(ctx.app, role);
      expect((await other.get(TOKENS)).statusCode).toBe(403);
      expect(
        (await other.post(TOKENS, { name: 'x', scopes: ['forms:read'], expires_on: '2026-12-31' })).statusCode,
      ).toBe(403);
    }
    const token = await create(['structure:write']);
    const res = await call(token.secret, 'GET', TOKENS);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('token_scope');
  });

  it('answers 404 for revoking another company’s or an unknown token', async () => {
    expect((await admin.post(`${TOKENS}999999/revoke/`)).statusCode).toBe(404);
  });
});

describe('API tokens: calls', () => {
  it('reads and writes within its scopes without CSRF, and is refused beyond them', async () => {
    const token = await create(['structure:write', 'goals:read']);
    expect((await call(token.secret, 'GET', `${C}/structure/departments/`)).statusCode).toBe(200);
    const made = await call(token.secret, 'POST', `${C}/structure/departments/`, { name: 'Отдел из скрипта' });
    expect(made.statusCode, made.body).toBe(201);
    expect((await call(token.secret, 'GET', `${C}/performance_review/goals/`)).statusCode).toBe(200);
    const beyond = [
      await call(token.secret, 'POST', `${C}/performance_review/goals/`, { title: 'x' }),
      await call(token.secret, 'GET', `${C}/performance_review/analytics/completion/`),
      await call(token.secret, 'GET', `${C}/notifications/`),
      await call(token.secret, 'GET', '/api/auth/me/'),
      await call(token.secret, 'GET', '/api/auth/impersonate/users/'),
    ];
    for (const res of beyond) {
      expect(res.statusCode, res.body).toBe(403);
      expect(json(res).code).toBe('token_scope');
    }
  });

  it('never reaches another company, even one its creator administers', async () => {
    const other = (await ctx.database.db.insert(s.companies).values({ name: 'Другая' }).returning()).at(0);
    if (!other) throw new Error('no company');
    const token = await create(['structure:write']);
    const creator = (
      await ctx.database.db
        .select({ userId: s.memberships.userId, role: s.memberships.role })
        .from(s.apiTokens)
        .innerJoin(
          s.memberships,
          and(eq(s.memberships.userId, s.apiTokens.createdById), eq(s.memberships.companyId, s.apiTokens.companyId)),
        )
        .where(eq(s.apiTokens.id, token.id))
    ).at(0);
    if (!creator) throw new Error('no creator');
    await ctx.database.db
      .insert(s.memberships)
      .values({ companyId: other.id, userId: creator.userId, role: creator.role, isAdmin: true })
      .onConflictDoNothing();
    const url = `/api/companies/companies/${String(other.id)}/structure/departments/`;
    expect((await admin.get(url)).statusCode).toBe(200);
    expect((await call(token.secret, 'GET', url)).statusCode).toBe(404);
  });

  it('answers 401 token_invalid for an unknown, revoked or expired token', async () => {
    const revoked = await create(['structure:read']);
    await admin.post(`${TOKENS}${String(revoked.id)}/revoke/`);
    const expired = await create(['structure:read']);
    await ctx.database.db
      .update(s.apiTokens)
      .set({ expiresAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(s.apiTokens.id, expired.id));
    for (const secret of [`prt_${'x'.repeat(43)}`, revoked.secret, expired.secret]) {
      const res = await call(secret, 'GET', `${C}/structure/departments/`);
      expect(res.statusCode).toBe(401);
      expect(json(res).code).toBe('token_invalid');
    }
  });

  it('stops working when its creator is no longer an admin of the company', async () => {
    const token = await create(['structure:read']);
    const row = (await ctx.database.db.select().from(s.apiTokens).where(eq(s.apiTokens.id, token.id))).at(0);
    if (!row) throw new Error('no token');
    const mine = and(eq(s.memberships.companyId, 1), eq(s.memberships.userId, row.createdById));
    await ctx.database.db.update(s.memberships).set({ isAdmin: false }).where(mine);
    try {
      const res = await call(token.secret, 'GET', `${C}/structure/departments/`);
      expect(res.statusCode).toBe(401);
      expect(json(res).code).toBe('token_invalid');
    } finally {
      await ctx.database.db.update(s.memberships).set({ isAdmin: true }).where(mine);
    }
  });

  it('records its last use, at most once a minute', async () => {
    const token = await create(['structure:read']);
    const lastUsed = async () =>
      (await ctx.database.db.select().from(s.apiTokens).where(eq(s.apiTokens.id, token.id)))[0]?.lastUsedAt ?? null;
    expect(await lastUsed()).toBeNull();
    await call(token.secret, 'GET', `${C}/structure/departments/`);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await call(token.secret, 'GET', `${C}/structure/departments/`);
    expect(await lastUsed()).toEqual(first);
    await ctx.database.db
      .update(s.apiTokens)
      .set({ lastUsedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(s.apiTokens.id, token.id));
    await call(token.secret, 'GET', `${C}/structure/departments/`);
    expect((await lastUsed())?.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
  });
});

describe('API tokens: the API document', () => {
  it('shows Bearer auth on company routes', async () => {
    type Doc = {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    };
    const doc = json<Doc>(await ctx.app.inject({ method: 'GET', url: '/api/schema/?format=json' }));
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const departments = doc.paths['/api/companies/companies/{companyId}/structure/departments/']['get'];
    expect(departments.security).toContainEqual({ bearer: [] });
  });
});
