/**
 * Restores the embedded database from an archive made by scripts/backup.ts into an empty data directory.
 * Usage: node --import tsx scripts/restore.ts <archive.tar.gz> [dataDir]
 * The data directory defaults to PGLITE_DIR, else ./data, and must not exist or be empty.
 */
import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const [archive, dataDir = process.env.PGLITE_DIR ?? './data'] = process.argv.slice(2);
if (!archive) {
  console.error('Usage: node --import tsx scripts/restore.ts <archive.tar.gz> [dataDir]');
  process.exit(2);
}
const existing = await readdir(dataDir).catch(() => []);
if (existing.length > 0) {
  console.error(`${dataDir} is not empty: move it away before restoring`);
  process.exit(1);
}
const loadDataDir = new Blob([await readFile(archive)]);
const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
await client.query('select 1');
await client.close();
console.log(`Restored ${archive} into ${dataDir}`);
