import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/client.ts';
import { seedDemo } from '../../server/src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the embedded database, migrated and seeded with the demo company once for the run. */
    seededDatabase: string;
  }
}

/** Migrates and seeds one database for the whole browser run; each test file starts its own from this dump. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'pr-e2e-seeded-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('the embedded database gave no dump');
  const path = join(dir, 'seeded.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDatabase', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
