import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { migrationsFolder, openDatabase, rowsOf } from '../../server/src/db/client.ts';
import { json, signIn, testConfig, useApp } from './helpers.ts';

const LIVE = '/api/health/live/';
const READY = '/api/health/ready/';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const shipped = journal.entries.length;
const lastTag = journal.entries.at(-1)?.tag;

describe('health probes', () => {
  const ctx = useApp();

  it('ships migrations stamped in their order: a database applies only those newer than its last one', () => {
    const stamps = journal.entries.map((entry) => entry.when);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(stamps.length);
  });

  it('liveness answers without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: LIVE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'live' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readiness answers 200 without a session when every shipped migration is applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', migrations: { applied: shipped, expected: shipped, pending: [] } });
  });

  it('readiness answers 503 migrations_pending with Retry-After when the database lacks a shipped migration', async () => {
    const removed = await rowsOf<{ id: number; hash: string; created_at: string }>(
      ctx.database.db,
      sql`delete from drizzle.__drizzle_migrations
        where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    try {
      const res = await ctx.app.inject({ method: 'GET', url: READY, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(json(res)).toMatchObject({
        code: 'migrations_pending',
        detail: expect.stringContaining('migrated') as unknown,
        migrations: { applied: shipped - 1, expected: shipped, pending: [lastTag] },
      });
    } finally {
      for (const row of removed) {
        await ctx.database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
        );
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: READY })).statusCode).toBe(200);
  });

  it('a signed-in caller gets the same answers', async () => {
    const client = await signIn(ctx.app, 'employee');
    expect((await client.get(LIVE)).statusCode).toBe(200);
    expect((await client.get(READY)).statusCode).toBe(200);
  });

  it('both probes are in the OpenAPI document, public, with their response schemas', async () => {
    type Operation = { security?: unknown; responses?: unknown };
    const doc = json<{ paths: Partial<Record<string, { get?: Operation }>> }>(
      await ctx.app.inject({ method: 'GET', url: '/api/schema/?format=json' }),
    );
    for (const path of [LIVE, READY]) {
      const op = doc.paths[path]?.get;
      expect(op, path).toBeDefined();
      expect(op?.security).toBeUndefined();
      expect(op?.responses).toMatchObject({
        200: { content: { 'application/json': { schema: { type: 'object' } } } },
      });
    }
  });
});

describe('health probes with the database gone', () => {
  it('liveness still answers 200 and readiness answers 503 db_unavailable with Retry-After', async () => {
    const gone = await openDatabase({ url: process.env.DATABASE_URL });
    const app = await buildApp({ db: gone.db, config: testConfig(), logger: false });
    await gone.close();
    try {
      expect((await app.inject({ method: 'GET', url: LIVE })).statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: READY });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(json(res).code).toBe('db_unavailable');
    } finally {
      await app.close();
    }
  });

  it('public pages answer without reading the session a browser sends; readiness still tells the truth', async () => {
    const gone = await openDatabase({ url: process.env.DATABASE_URL });
    const app = await buildApp({ db: gone.db, config: testConfig({ devIdp: true }), logger: false });
    await gone.close();
    const cookies = { sessionid: 'a-session-token', csrftoken: 'a-csrf-token' };
    const get = (url: string) => app.inject({ method: 'GET', url, cookies });
    try {
      expect((await get(LIVE)).statusCode).toBe(200);
      expect((await get('/api/schema/')).statusCode).toBe(200);
      expect((await get('/api/docs/')).statusCode).toBe(200);
      expect((await get('/api/auth/providers/')).statusCode).toBe(200);
      // The sign-in start cannot store its checks without the database: back to the sign-in page, not a 503.
      const login = await get('/api/auth/social/login/dev/?next=%2Fc%2F1%2F');
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toBe('/auth/login/?error=provider_unavailable');
      const ready = await get(READY);
      expect(ready.statusCode).toBe(503);
      expect(json(ready).code).toBe('db_unavailable');
      // A page that needs the caller still says the database is away.
      expect((await get('/api/auth/me/')).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
