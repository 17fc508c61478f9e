/**
 * Requests per second of the forms list on PostgreSQL against a bare Fastify route that runs one
 * prepared query, side by side in one run with autocannon. Target: the list serves at least 60%.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/forms-rps.bench.ts
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
import { syntheticCompany } from './synthetic.ts';
import { freshDatabaseUrl } from './util.ts';

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL: this benchmark measures PostgreSQL.');
const target = await freshDatabaseUrl(process.env.DATABASE_URL);
const database = await openDatabase({ url: target.url });
await database.migrate();
const { companyId, adminEmail } = await syntheticCompany(database.db, Number(process.env.BENCH_PEOPLE ?? 10_000), { forms: true });
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret' });
const app = await buildApp({ db: database.db, config, logger: false });
const [admin] = await database.db.select().from(users).where(eq(users.email, adminEmail));
const token = randomBytes(16).toString('hex');
await new SessionStore(database.db, config).createWithToken(token, admin.id);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const pool = new pg.Pool({ connectionString: target.url, max: 10 });
const bare = Fastify();
bare.get('/forms/', async () => {
  const res = await pool.query({
    name: 'bare-forms',
    text: 'select id, stage, employee_id, reviewer_id, updated_at from assessment_forms where company_id = $1 order by id limit 25',
    values: [companyId],
  });
  return { results: res.rows };
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 10), headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

await measure(`${bareUrl}/forms/`);
const bareResult = await measure(`${bareUrl}/forms/`);
const listResult = await measure(`${appUrl}/api/companies/companies/${companyId}/performance_review/assessment_forms/?page_size=25`, { cookie: `sessionid=${token}` });
if (process.env.BENCH_MORE) {
  for (const path of ['/api/auth/me/', `/api/companies/companies/${companyId}/`, `/api/companies/companies/${companyId}/performance_review/values/`]) {
    const r = await measure(`${appUrl}${path}`, { cookie: `sessionid=${token}` });
    console.log(`${path} ${r.rps.toFixed(0)} req/s p50 ${r.p50}`);
  }
}
console.log('route                         |   req/s | p50 ms | p99 ms | errors');
console.log(`bare Fastify, one prepared query | ${bareResult.rps.toFixed(0).padStart(7)} | ${String(bareResult.p50).padStart(6)} | ${String(bareResult.p99).padStart(6)} | ${bareResult.errors}`);
console.log(`forms list (session, member, count, page) | ${listResult.rps.toFixed(0).padStart(7)} | ${String(listResult.p50).padStart(6)} | ${String(listResult.p99).padStart(6)} | ${listResult.errors}`);
console.log(`ratio: ${((listResult.rps / bareResult.rps) * 100).toFixed(0)}% (target >= 60%)`);
await app.close();
await bare.close();
await pool.end();
await database.close();
await target.drop();
