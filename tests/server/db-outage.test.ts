import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../bench/util.ts';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { seedDemo } from '../../server/src/db/seed.ts';
import { isDbUnavailable } from '../../server/src/http/db-errors.ts';
import { signIn, testConfig, type Client } from './helpers.ts';
import { TcpProxy } from './tcp-proxy.ts';

/**
 * The database goes away under load and comes back (a restart, a failover): the API answers 503
 * db_unavailable with Retry-After meanwhile, never a 500, and serves again on its own once it is back.
 * PostgreSQL only: the app reaches it through a TCP proxy the test cuts.
 */
const BASE_URL = process.env.DATABASE_URL ?? '';

const COMPANY = '/api/companies/companies/1/performance_review';
const LISTS = [`${COMPANY}/assessment_forms/`, `${COMPANY}/values/`];
const WORKERS = 20;
/** Ceilings, not waits: the cut lasts until enough requests and probes have been answered during it. */
const CUT_LIMIT_MS = 60_000;
const RECOVERY_LIMIT_MS = 30_000;

/** One request: when it was sent and answered, and what came back. */
type Sample = { at: number; end: number; url: string; status: number; code: unknown; retryAfter: unknown };

function sampleOf(at: number, url: string, res: LightMyRequestResponse): Sample {
  const body: unknown = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null;
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  return { at, end: Date.now(), url, status: res.statusCode, code, retryAfter: res.headers['retry-after'] };
}

/** Sends requests one after another, as a busy browser tab would, until told to stop. */
async function stream(send: () => Promise<Sample>, samples: Sample[], stop: () => boolean, pauseMs: number) {
  while (!stop()) {
    samples.push(await send());
    await sleep(pauseMs);
  }
}

/** Signed-in list requests from WORKERS tabs and a readiness probe every 100 ms, until stopped. */
function startLoad(app: FastifyInstance, clients: Client[]) {
  const requests: Sample[] = [];
  const probes: Sample[] = [];
  let stopping = false;
  const stopped = () => stopping;
  const running = Array.from({ length: WORKERS }, (_, i) => {
    const client = clients[i % clients.length];
    const url = LISTS[i % LISTS.length];
    return stream(async () => sampleOf(Date.now(), url, await client.get(url)), requests, stopped, 10);
  });
  const ready = () => app.inject({ method: 'GET', url: '/api/health/ready/' });
  running.push(stream(async () => sampleOf(Date.now(), 'ready', await ready()), probes, stopped, 100));
  const stop = async () => {
    stopping = true;
    await Promise.all(running);
  };
  return { requests, probes, stop };
}

describe.runIf(BASE_URL)('a database outage', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let drop: () => Promise<void> = async () => {};
  let databaseName = '';
  let clients: Client[] = [];

  beforeAll(async () => {
    const target = await freshDatabaseUrl(BASE_URL, 'pr_test');
    drop = target.drop;
    const url = new URL(target.url);
    databaseName = url.pathname.slice(1);
    proxy = await new TcpProxy(url.hostname, Number(url.port || 5432)).listen();
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await seedDemo(database.db);
    app = await buildApp({ db: database.db, config: testConfig(), logger: false });
    await app.ready();
    clients = await Promise.all(Array.from({ length: 4 }, () => signIn(app, 'admin')));
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await drop();
  });

  it('answers 503 db_unavailable with Retry-After while the database is away, never 500, and recovers', async () => {
    const { requests, probes, stop } = startLoad(app, clients);
    await sleep(1000);
    const cutAt = Date.now();
    proxy.cut();
    // Away until every tab and the probe have been answered a few times while it was: as long as that takes.
    const cutLimit = cutAt + CUT_LIMIT_MS;
    const answeredSinceCut = (samples: Sample[]) => samples.filter((s) => s.at >= cutAt).length;
    while (answeredSinceCut(requests) <= 2 * WORKERS || answeredSinceCut(probes) <= 5) {
      if (Date.now() > cutLimit) throw new Error('requests went unanswered while the database was away');
      await sleep(50);
    }
    // Everything answered up to this millisecond was answered before the proxy was restored.
    const restoredAt = Date.now();
    proxy.restore();
    const deadline = restoredAt + RECOVERY_LIMIT_MS;
    while (Date.now() < deadline && !requests.some((s) => s.at >= restoredAt && s.status === 200)) await sleep(50);
    const recoveredAt = Date.now();
    await sleep(1000);
    await stop();

    expect(requests.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
    // Sent and answered while the proxy was cut: none of them can have reached the database.
    const during = requests.filter((s) => s.at >= cutAt && s.end <= restoredAt);
    expect(during.length).toBeGreaterThan(WORKERS);
    expect(during.filter((s) => s.status !== 503)).toEqual([]);
    for (const s of requests.filter((r) => r.status === 503)) {
      expect(s).toMatchObject({ code: 'db_unavailable', retryAfter: expect.any(String) as unknown });
    }
    const probesDuring = probes.filter((s) => s.at >= cutAt && s.end <= restoredAt);
    expect(probesDuring.length).toBeGreaterThan(5);
    expect(probesDuring.filter((s) => s.status !== 503)).toEqual([]);

    expect(recoveredAt - restoredAt).toBeLessThan(RECOVERY_LIMIT_MS);
    const settled = requests.filter((s) => s.at >= recoveredAt + 200);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.filter((s) => s.status !== 200)).toEqual([]);
    expect(probes.at(-1)?.status).toBe(200);
  });

  it('a connection lost inside a transaction fails that transaction and leaves the process running', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute('select 1');
        proxy.cut();
        // The loss arrives while the transaction holds its connection between two statements.
        await sleep(200);
        await tx.execute('select 1');
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    proxy.restore();
    expect(isDbUnavailable(failure)).toBe(true);
    const res = await app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 503, never 500, when the server ends its connections as a restart does (57P01), and goes on', async () => {
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    const { requests, stop } = startLoad(app, clients);
    await sleep(500);
    for (let round = 0; round < 3; round += 1) {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      await sleep(300);
    }
    const lastKillAt = Date.now();
    await sleep(1000);
    await stop();
    await admin.end();

    expect(requests.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
    for (const s of requests.filter((r) => r.status === 503)) {
      expect(s).toMatchObject({ code: 'db_unavailable', retryAfter: expect.any(String) as unknown });
    }
    const settled = requests.filter((s) => s.at >= lastKillAt + 200);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.filter((s) => s.status !== 200)).toEqual([]);
  });
});
