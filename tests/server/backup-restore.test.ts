import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { freshDatabaseUrl } from '../../bench/util.ts';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { Client, json, signIn, testConfig, useApp } from './helpers.ts';

const run = promisify(execFile);
const ctx = useApp();

/** The admin's list of people on `app`, signed in with `cookies`. */
async function people(app: FastifyInstance, cookies: Client['cookies']): Promise<unknown> {
  const client = new Client(app);
  client.cookies = cookies;
  const res = await client.get('/api/users/users/');
  expect(res.statusCode).toBe(200);
  return json(res);
}

/** Serves `database` and answers the admin's list read from it; closes both. */
async function served(database: Database, cookies: Client['cookies']): Promise<unknown> {
  const app = await buildApp({ db: database.db, config: testConfig(), logger: false });
  try {
    await app.ready();
    return await people(app, cookies);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('backup and restore (README, "Backups")', () => {
  it('serves the same rows from a database restored from the backup', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const before = await people(ctx.app, admin.cookies);
    const templates = inject('templates');
    const base = process.env.DATABASE_URL;
    if (templates.kind === 'pglite' || !base) {
      // The embedded database: the archive scripts/backup.ts writes, loaded as scripts/restore.ts loads it.
      const dump = ctx.database.dump;
      if (!dump) throw new Error('the embedded database gave no archive');
      expect(await served(await openDatabase({ loadDataDir: await dump() }), admin.cookies)).toEqual(before);
      return;
    }
    // PostgreSQL: the README's pg_dump -Fc of a database the admin read, pg_restore into a new one.
    const source = await freshDatabaseUrl(base, 'pr_backup', templates.seeded);
    const target = await freshDatabaseUrl(base, 'pr_restore');
    const dir = mkdtempSync(join(tmpdir(), 'pr-backup-'));
    try {
      const sourceApp = await buildApp({
        db: (await openDatabase({ url: source.url })).db,
        config: testConfig(),
        logger: false,
      });
      const signedIn = await signIn(sourceApp, 'admin');
      const original = await people(sourceApp, signedIn.cookies);
      await sourceApp.close();
      const file = join(dir, 'backup.dump');
      await run('pg_dump', ['-Fc', '-f', file, source.url]);
      await run('pg_restore', ['--no-owner', '-d', target.url, file]);
      expect(await served(await openDatabase({ url: target.url }), signedIn.cookies)).toEqual(original);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  });
});
