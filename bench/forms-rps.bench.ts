/**
 * Requests per second of the forms list on PostgreSQL against a bare Fastify route, side by side in one
 * run with autocannon. Target: the list serves at least 60% of the bare route's requests.
 *
 * What the two routes do, so that the ratio measures what the application adds around the list's SQL:
 * - bare: `GET /forms/` on a plain Fastify instance, no hooks, no session, no validation, runs the very
 *   statement the list runs for the same admin and page (taken from `listStatementSql`: the exact count
 *   and a page of 25 with names and progress) as ONE prepared statement on its own pg pool of the same
 *   size, and answers its rows as JSON;
 * - forms list: the real route, `GET /api/companies/companies/{id}/performance_review/assessment_forms/`,
 *   with the session cookie: session, user and membership in one statement, then that list statement,
 *   validation, permissions, the response as the API contract says.
 * Both are called with the cookies a browser would send after its first request (session and CSRF token).
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/forms-rps.bench.ts
 * Env: BENCH_PEOPLE (people and forms in the company, default 10,000), BENCH_SECONDS (per measurement,
 * default 10), BENCH_CONNECTIONS (autocannon connections, default 10), BENCH_MORE=1 (also a few other routes).
 */
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import { loadMember } from '../server/src/http/access.ts';
import { listStatementSql } from '../server/src/modules/forms/list.ts';
import { syntheticCompany } from './synthetic.ts';
import { freshDatabaseUrl } from './util.ts';

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL: this benchmark measures PostgreSQL.');
const target = await freshDatabaseUrl(process.env.DATABASE_URL);
const database = await openDatabase({ url: target.url });
await database.migrate();
const { companyId, adminEmail } = await syntheticCompany(database.db, Number(process.env.BENCH_PEOPLE ?? 10_000), {
  forms: true,
});
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret' });
const app = await buildApp({ db: database.db, config, logger: false });
const [admin] = await database.db.select().from(users).where(eq(users.email, adminEmail));
const token = randomBytes(16).toString('hex');
await new SessionStore(database.db, config).createWithToken(token, admin.id);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const cookie = `sessionid=${token}; csrftoken=${randomBytes(24).toString('hex')}`;

const member = await loadMember(database.db, admin.id, companyId);
if (!member) throw new Error('the bench admin is not a member of the bench company');
const statement = listStatementSql(database.db, member, { page: 1, page_size: 25 });
const pool = new pg.Pool({ connectionString: target.url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
const bare = Fastify();
bare.get('/forms/', async () => {
  const res = await pool.query({ name: 'bare-forms', text: statement.sql, values: statement.params });
  return { results: res.rows };
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const listUrl = `${appUrl}/api/companies/companies/${companyId}/performance_review/assessment_forms/?page_size=25`;
const check = await fetch(listUrl, { headers: { cookie } });
const body = (await check.json()) as { count: number; results: unknown[] };
if (check.status !== 200 || body.results.length !== 25)
  throw new Error(`the list answered ${check.status}: ${JSON.stringify(body).slice(0, 200)}`);

// Warm both (connections, prepared statements, JIT), then measure each once.
await measure(`${bareUrl}/forms/`);
await measure(listUrl, { cookie });
const bareResult = await measure(`${bareUrl}/forms/`);
const listResult = await measure(listUrl, { cookie });
if (process.env.BENCH_MORE) {
  for (const path of [
    '/api/auth/me/',
    `/api/companies/companies/${companyId}/`,
    `/api/companies/companies/${companyId}/performance_review/values/`,
  ]) {
    const r = await measure(`${appUrl}${path}`, { cookie });
    console.log(`${path} ${r.rps.toFixed(0)} req/s p50 ${r.p50}`);
  }
}
console.log(`forms: ${body.count}, page of 25`);
console.log('route                                             |   req/s | p50 ms | p99 ms | errors');
console.log(
  `bare Fastify, the list's statement, prepared        | ${bareResult.rps.toFixed(0).padStart(7)} | ${String(bareResult.p50).padStart(6)} | ${String(bareResult.p99).padStart(6)} | ${bareResult.errors}`,
);
console.log(
  `forms list (session+membership, list statement)   | ${listResult.rps.toFixed(0).padStart(7)} | ${String(listResult.p50).padStart(6)} | ${String(listResult.p99).padStart(6)} | ${listResult.errors}`,
);
console.log(`ratio: ${((listResult.rps / bareResult.rps) * 100).toFixed(0)}% (target >= 60%)`);
await app.close();
await bare.close();
await pool.end();
await database.close();
await target.drop();
