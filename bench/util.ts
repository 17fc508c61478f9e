import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, rowsOf, type Db } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import { syntheticCompany } from './synthetic.ts';

/**
 * A throwaway PostgreSQL database next to the one in DATABASE_URL (benchmarks, and the server tests), empty or a
 * copy of `template`.
 */
export async function freshDatabaseUrl(
  base: string,
  prefix = 'pr_bench',
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${name}`;
  return {
    name,
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // Without FORCE: terminating our own closing connections would surface as unhandled errors.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await c.end();
    },
  };
}

export const benchConfig = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'bench-secret-bench-secret',
});

/** The company sizes a request benchmark compares (`BENCH_SIZES`, forms a period). */
export const benchSizes = (): number[] => (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);

/**
 * A synthetic company of `size` people with a form each (synthetic.ts) in its own database (PostgreSQL
 * when DATABASE_URL is set, else PGlite) and app, after `prepare` has added what the benchmark needs;
 * `signIn` opens a session for a person by email and answers its cookie token.
 */
export async function benchCompany(size: number, prepare?: (db: Db, companyId: number) => Promise<void>) {
  const url = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
  const database = await openDatabase({ url: url?.url });
  await database.migrate();
  const app = await buildApp({ db: database.db, config: benchConfig, logger: false });
  const { companyId, periodId, adminEmail } = await syntheticCompany(database.db, size, { forms: true });
  await prepare?.(database.db, companyId);
  const signIn = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const token = randomBytes(16).toString('hex');
    await new SessionStore(database.db, benchConfig).createWithToken(token, user.id);
    return token;
  };
  // The last of the 20 departments under the root: a department of the company's twenty-first.
  const [{ department }] = await rowsOf<{ department: number }>(
    database.db,
    sql`select max(id) as department from departments where company_id = ${companyId}`,
  );
  const close = async () => {
    await app.close();
    await database.close();
    await url?.drop();
  };
  return { size, app, database, companyId, periodId, adminEmail, department, signIn, close };
}
export type BenchCompany = Awaited<ReturnType<typeof benchCompany>>;

/** One request shape: its label in the table, and each company's path and session token. */
export type BenchCase<C> = { key: string; request: (c: C) => { path: string; token: string } };

/**
 * Each case's statements per request and median latency on every company, the requests alternating between
 * the companies so that a load that comes and goes on the machine weighs alike on every size; the first
 * `warmup` requests (preparing statements, warming caches) are left out of the median. Prints the table
 * and each case's largest-size / smallest-size ratio.
 */
export async function timeRequests<C extends BenchCompany>(
  companies: readonly C[],
  cases: readonly BenchCase<C>[],
  opts: { warmup: number; runs: number; header: string },
): Promise<void> {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  type Result = { key: string; queries: number; ms: number };
  const results = new Map<number, Result[]>(companies.map((c) => [c.size, []]));
  for (const { key, request } of cases) {
    const times = companies.map((): number[] => []);
    const queries = companies.map(() => 0);
    for (let i = 0; i < opts.warmup + opts.runs; i += 1) {
      for (const [c, co] of companies.entries()) {
        const { path, token } = request(co);
        const before = co.database.counter.count;
        const t0 = performance.now();
        const res = await co.app.inject({ method: 'GET', url: path, headers: { cookie: `sessionid=${token}` } });
        if (i >= opts.warmup) times[c].push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
        queries[c] = co.database.counter.count - before;
      }
    }
    for (const [c, { size }] of companies.entries())
      results.get(size)?.push({ key, queries: queries[c], ms: median(times[c]) });
  }
  const sizes = companies.map((c) => c.size);
  console.log(`database: ${companies[0].database.kind}; ${opts.runs} runs after ${opts.warmup} to warm up`);
  console.log(`forms   | ${opts.header} | queries | median ms`);
  for (const [size, rows] of results)
    for (const r of rows)
      console.log(
        `${String(size).padStart(7)} | ${r.key} | ${String(r.queries).padStart(7)} | ${r.ms.toFixed(1).padStart(9)}`,
      );
  const [smallest, largest] = [results.get(Math.min(...sizes)) ?? [], results.get(Math.max(...sizes)) ?? []];
  if (sizes.length > 1) {
    console.log(`\nratio   | ${opts.header} | ${Math.max(...sizes)} / ${Math.min(...sizes)} forms`);
    for (const [i, r] of smallest.entries())
      console.log(`        | ${r.key} | ${((largest[i]?.ms ?? NaN) / r.ms).toFixed(2).padStart(7)}`);
  }
}
