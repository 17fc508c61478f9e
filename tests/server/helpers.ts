import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import type { Clock } from '../../server/src/clock.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { freshDatabase } from '../templates.ts';

export type TestContext = { app: FastifyInstance; database: Database; config: Config };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'test-secret-test-secret' }, overrides);
}

/** Builds the app on a migrated, seeded database for the file; closes both afterwards. */
export function useApp(overrides: Partial<Config> = {}, opts: { seed?: boolean; clock?: Clock } = {}): TestContext {
  const ctx = {} as TestContext;
  // What was opened, for the cleanup: a failed start leaves some of it unset.
  const opened: { app?: FastifyInstance; database?: Database; drop?: () => Promise<void> } = {};
  beforeAll(async () => {
    const fresh = await freshDatabase(opts.seed !== false);
    opened.drop = fresh.drop;
    opened.database = ctx.database = fresh.database;
    ctx.config = testConfig(overrides);
    opened.app = ctx.app = await buildApp({
      db: ctx.database.db,
      config: ctx.config,
      logger: false,
      clock: opts.clock,
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await opened.app?.close();
    await opened.database?.close();
    await opened.drop?.();
  });
  return ctx;
}

/** A browser-like client: keeps cookies and sends the CSRF header on unsafe methods. */
export class Client {
  cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private absorb(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < Date.now())
      )
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('csrftoken'))
      this.absorb(await this.app.inject({ method: 'GET', url: '/api/auth/providers/' }));
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      headers: {
        cookie,
        ...(method === 'GET' ? {} : { 'x-csrftoken': this.cookies.get('csrftoken') ?? '' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    this.absorb(res);
    return res;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body: unknown = {}) {
    return this.request('POST', url, body);
  }
  put(url: string, body: unknown) {
    return this.request('PUT', url, body);
  }
  patch(url: string, body: unknown) {
    return this.request('PATCH', url, body);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}

export async function signIn(app: FastifyInstance, role: 'admin' | 'manager' | 'employee'): Promise<Client> {
  const client = new Client(app);
  const res = await client.post('/api/demo/impersonate_as_demo_user/', { role });
  if (res.statusCode !== 200) throw new Error(`demo sign-in failed: ${res.statusCode} ${res.body}`);
  return client;
}

/** Signs in as any user by email through a session row, as the OIDC callback would. */
export async function signInAs(ctx: TestContext, email: string): Promise<Client> {
  const { SessionStore } = await import('../../server/src/auth/sessions.ts');
  const { users } = await import('../../server/src/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  const user = (await ctx.database.db.select().from(users).where(eq(users.email, email))).at(0);
  if (!user) throw new Error(`no user ${email}`);
  const store = new SessionStore(ctx.database.db, ctx.config);
  const token = randomBytes(32).toString('base64url');
  await store.createWithToken(token, user.id);
  const client = new Client(ctx.app);
  client.cookies.set('sessionid', token);
  return client;
}

/** How many statements a GET runs once warm: the same request goes once before, so first-use work is not counted. */
export async function statementsOf(
  ctx: TestContext,
  client: Client,
  url: string,
): Promise<{ count: number; res: LightMyRequestResponse }> {
  await client.get(url);
  const { count, result: res } = await ctx.database.counter.counted(() => client.get(url));
  return { count, res };
}

/** The answer's JSON, typed by the test that reads it (its assertions then check the shape). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape
export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json<T>();
}
