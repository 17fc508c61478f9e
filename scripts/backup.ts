/**
 * Backs up the embedded database: writes its data directory as one archive.
 * Usage: node --import tsx scripts/backup.ts <archive.tar.gz> [dataDir]
 * The data directory defaults to PGLITE_DIR, else ./data. Stop the server first: one process owns the directory.
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const [archive, dataDir = process.env.PGLITE_DIR ?? './data'] = process.argv.slice(2);
if (!archive) {
  console.error('Usage: node --import tsx scripts/backup.ts <archive.tar.gz> [dataDir]');
  process.exit(2);
}
const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
const blob = await client.dumpDataDir('gzip');
await client.close();
await writeFile(archive, Buffer.from(await blob.arrayBuffer()));
console.log(`Backed up ${dataDir} to ${archive}`);
