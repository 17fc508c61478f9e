import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or a transaction. */
export type Executor = Db | Tx;

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Counts statements; the benchmarks read it to prove a request runs a constant number of queries. */
export class QueryCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  counter: QueryCounter;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  const counter = new QueryCounter();
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case', logger: counter });
    return {
      db,
      kind: 'postgres',
      counter,
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: counter });
  return {
    db,
    kind: 'pglite',
    counter,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Raw SQL for set-based statements; both drivers answer with `rows`. */
export async function rowsOf<T>(ex: Executor, query: import('drizzle-orm').SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
