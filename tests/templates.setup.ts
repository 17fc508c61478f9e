import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freshDatabaseUrl } from '../bench/util.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { seedDemo } from '../server/src/db/seed.ts';

/**
 * Where each test file's database comes from: made once for the run, migrated (and a second one also seeded with
 * the demo company), then copied per file instead of migrating and seeding each time. PGlite: files holding the
 * databases' dumps; PostgreSQL: template databases, dropped at the end.
 */
export type Templates = { kind: 'pglite' | 'postgres'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

/** Marks a PostgreSQL database as a template nobody connects to, so CREATE DATABASE ... TEMPLATE may copy it. */
async function freeze(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
  await admin.end();
}

/** A PostgreSQL template: a new database, migrated (and seeded), then frozen. */
async function postgresTemplate(base: string, seed: boolean) {
  const target = await freshDatabaseUrl(base, seed ? 'pr_tpl_seeded' : 'pr_tpl_migrated');
  const database = await openDatabase({ url: target.url });
  await database.migrate();
  if (seed) await seedDemo(database.db);
  await database.close();
  await freeze(base, target.name);
  return target;
}

async function postgresTemplates(base: string) {
  const migrated = await postgresTemplate(base, false);
  const seeded = await postgresTemplate(base, true);
  return {
    templates: { kind: 'postgres' as const, migrated: migrated.name, seeded: seeded.name },
    drop: async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      for (const { name } of [migrated, seeded]) await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      await admin.end();
      await migrated.drop();
      await seeded.drop();
    },
  };
}

async function pgliteTemplates() {
  const dir = mkdtempSync(join(tmpdir(), 'pr-test-templates-'));
  const database = await openDatabase({});
  await database.migrate();
  const write = async (name: string) => {
    const dump = await database.dump?.();
    if (!dump) throw new Error('the embedded database gave no dump');
    const path = join(dir, name);
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    return path;
  };
  const migrated = await write('migrated.tar');
  await seedDemo(database.db);
  const seeded = await write('seeded.tar');
  await database.close();
  return {
    templates: { kind: 'pglite' as const, migrated, seeded },
    drop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const { templates, drop } = url ? await postgresTemplates(url) : await pgliteTemplates();
  project.provide('templates', templates);
  return drop;
}
