import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { freshDatabaseUrl } from '../bench/util.ts';
import { openDatabase, type Database } from '../server/src/db/client.ts';

/**
 * A fresh database per test file, copied from the run's template (tests/templates.setup.ts): migrated, and with the
 * demo company when `seeded`. PGlite in memory, or a new PostgreSQL database (at `url`, for a second connection pool)
 * when DATABASE_URL is set. `drop` removes it once the file is done.
 */
export async function freshDatabase(
  seeded: boolean,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const templates = inject('templates');
  const template = seeded ? templates.seeded : templates.migrated;
  const url = process.env.DATABASE_URL;
  if (!url || templates.kind === 'pglite') {
    const database = await openDatabase({ loadDataDir: await openAsBlob(template) });
    return { database, drop: async () => {} };
  }
  const target = await freshDatabaseUrl(url, 'pr_test', template);
  return { database: await openDatabase({ url: target.url }), url: target.url, drop: target.drop };
}
