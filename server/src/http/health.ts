import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { migrationsFolder, rowsOf, type Db } from '../db/client.ts';
import { DbTimeout, pgErrorOf } from './db-errors.ts';
import { sendDetail } from './error-handler.ts';
import { route, type RouteDefs } from './route.ts';

/** A load balancer's probe gives up after a few seconds; a database that has not answered by then is away. */
const READY_TIMEOUT_MS = 2000;
const RETRY_AFTER_SECONDS = 5;

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

const liveOut = z.object({ status: z.literal('live') });
const migrationsOut = z.object({
  applied: z.number().int().describe('Migrations recorded in the database'),
  expected: z.number().int().describe('Migrations this server version ships'),
  pending: z.array(z.string()).describe('Tags of the shipped migrations the database lacks'),
});
const readyOut = z.object({ status: z.literal('ready'), migrations: migrationsOut });

type Migrations = z.infer<typeof migrationsOut>;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new DbTimeout(ms));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * The migrations the database lacks, judged as Drizzle's migrator does: every shipped migration newer than
 * the last one applied is pending. A database never migrated has no bookkeeping table at all.
 */
async function migrationState(db: Db, shipped: z.infer<typeof journalSchema>['entries']): Promise<Migrations> {
  let applied = 0;
  let last = 0;
  try {
    const [row] = await rowsOf<{ applied: number; last: number }>(
      db,
      sql`select count(*)::int as applied, coalesce(max(created_at), 0)::float8 as last
        from drizzle.__drizzle_migrations`,
    );
    applied = row.applied;
    last = row.last;
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: nothing was ever applied.
    const code = pgErrorOf(error)?.code;
    if (code !== '42P01' && code !== '3F000') throw error;
  }
  const pending = shipped.filter((entry) => entry.when > last).map((entry) => entry.tag);
  return { applied, expected: shipped.length, pending };
}

const tags = ['health'];

export const healthRoutes = {
  'health.live': {
    summary: 'Liveness: the process is up (does not touch the database)',
    tags,
    access: 'public',
    response: liveOut,
  },
  'health.ready': {
    summary:
      'Readiness: the database answers and has every migration of this version. Otherwise 503 with Retry-After, ' +
      'code db_unavailable (database out of reach) or migrations_pending',
    tags,
    access: 'public',
    response: readyOut,
  },
} satisfies RouteDefs;

/**
 * Probes for load balancers and orchestrators, public and without a session. `live`: the process answers
 * (no database involved, so a database outage does not get healthy processes restarted). `ready`: the
 * database answers and carries every migration this version ships; otherwise 503 with Retry-After, so the
 * balancer sends traffic elsewhere until it is.
 */
export function registerHealthRoutes(api: FastifyInstance, db: Db): void {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as unknown,
  );

  route(api, healthRoutes, 'health.live', ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return Promise.resolve({ status: 'live' as const });
  });

  route(api, healthRoutes, 'health.ready', async ({ req, reply }) => {
    reply.header('cache-control', 'no-store');
    // A database out of reach throws: the error handler answers 503 db_unavailable with Retry-After, like
    // any request during an outage.
    const migrations = await withTimeout(migrationState(db, journal.entries), READY_TIMEOUT_MS);
    if (migrations.pending.length === 0) return { status: 'ready' as const, migrations };
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendDetail(reply, req, 503, 'migrations_pending', {}, { migrations });
  });
}
