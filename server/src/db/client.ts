import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fillNameSkeletons } from './name-skeletons.ts';
import * as schema from './schema/index.ts';
import type { Db, Executor } from './types.ts';

export type { Db, Executor, Schema, Tx } from './types.ts';

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Counts statements; the benchmarks read it to prove a request runs a constant number of queries. */
export class QueryCounter implements Logger {
  count = 0;
  private readonly own = new AsyncLocalStorage<{ count: number }>();
  logQuery(): void {
    this.count += 1;
    const scope = this.own.getStore();
    if (scope) scope.count += 1;
  }

  /**
   * The statements `work` runs itself, and its result: a timer's statements meanwhile (the export jobs' periodic
   * look, a delivery) and another request's are not counted, since they run outside `work`'s async context.
   */
  async counted<T>(work: () => Promise<T>): Promise<{ count: number; result: T }> {
    const scope = { count: 0 };
    const result = await this.own.run(scope, work);
    return { count: scope.count, result };
  }
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  counter: QueryCounter;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database's files as one archive, to start another from (`loadDataDir`); PGlite only. Written
   * after a checkpoint, so a database started from it has no log to replay: it opens in a quarter less time.
   */
  dump?: () => Promise<Blob>;
};

/**
 * Names every statement after a hash of its text, so that node-postgres prepares it once per connection
 * and PostgreSQL reuses the plan: planning costs more than running most of our queries. The number of
 * names is capped, since IN lists of varying length produce new texts.
 */
const MAX_NAMED_STATEMENTS = 2000;
const namedTexts = new Set<string>();
type QueryConfigLike = { text: string; name?: string };
function isQueryConfig(value: unknown): value is QueryConfigLike {
  return typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'string';
}

function nameStatements<T extends { query: (...args: never[]) => unknown }>(target: T): T {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  const patched = (...args: unknown[]) => {
    const first = args[0];
    if (isQueryConfig(first) && !first.name && first.text.length < 20_000) {
      if (namedTexts.has(first.text) || namedTexts.size < MAX_NAMED_STATEMENTS) {
        namedTexts.add(first.text);
        args[0] = { ...first, name: `s_${createHash('sha1').update(first.text).digest('hex').slice(0, 20)}` };
      }
    }
    return original(...args);
  };
  Object.assign(target, { query: patched });
  return target;
}

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const PG_CONNECT_TIMEOUT_MS = 5000;
const ignoreHeldConnectionError = (): void => undefined;

/**
 * How an in-memory copy started from a dump (a test file's database) runs: its few MB of data are in memory already,
 * and PostgreSQL's default 128 MB of shared buffers, zeroed at every start, cost more CPU than the rest of the start
 * (a test file's database opened in 1.7 CPU-seconds with them, 1.0 without).
 */
const COPY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PostgreSQL at `url`, else the embedded database: kept in `dataDir`, or in memory, started from the dump
 * `loadDataDir` when given (the tests' migrated template; read it with `fs.openAsBlob`, which hands PGlite the bytes
 * in a third of the time a Blob made of a Buffer takes).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const counter = new QueryCounter();
  if (opts.url) {
    const pool = nameStatements(
      new pg.Pool({
        connectionString: opts.url,
        max: Number(process.env.PG_POOL_SIZE ?? 10),
        // While the database is away a request fails within this time (answered 503, retry later) instead of
        // hanging: it bounds both opening a connection and waiting for a free one.
        connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
        // A database gone without closing the socket (a dropped network) is noticed rather than waited on forever.
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        // Our statements are short and prepared; PostgreSQL's JIT, set off by over-estimated row counts (the
        // recursive "who a manager oversees"), compiled for longer than they run: up to a second per request.
        options: '-c jit=off',
      }),
    );
    pool.on('connect', (client) => {
      nameStatements(client);
      // A connection lost while a request holds it (between the statements of a transaction) emits 'error'
      // with no listener of the pool's, which would crash the process. The request's next statement fails
      // with the loss and the pool discards the connection when it is released, so nothing is left to do here.
      client.on('error', ignoreHeldConnectionError);
    });
    // An idle connection that drops (a database restart, say) must not take the process down; the pool replaces it.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection error: ${err.message}`));
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case', logger: counter });
    return {
      db,
      kind: 'postgres',
      counter,
      migrate: async () => {
        await migrateNodePg(db, { migrationsFolder });
        await fillNameSkeletons(db);
      },
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the trigram indexes of the name and text searches (migration 0001_pg_trgm).
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    ...(opts.loadDataDir && !opts.dataDir ? { startParams: COPY_START_PARAMS } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: counter });
  return {
    db,
    kind: 'pglite',
    counter,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await fillNameSkeletons(db);
    },
    close: () => client.close(),
    dump: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

/**
 * Raw SQL for set-based statements; both drivers answer with `rows`. The caller names the row's shape, as
 * the statement's own select list gives it; parsedRows (db/sql.ts) checks it against a schema.
 */
export async function rowsOf<T>(ex: Executor, query: import('drizzle-orm').SQL): Promise<T[]> {
  const result: unknown = await ex.execute(query);
  return (result as { rows: T[] }).rows;
}
