import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { startMessage } from './startMessage.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
await database.migrate();
if (config.seed) {
  const { created } = await seedDemo(database.db);
  if (created && database.kind === 'pglite') await database.db.execute('ANALYZE');
}
const app = await buildApp({ db: database.db, config });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl ?? `http://localhost:${config.port}`;
const lines = startMessage({
  url,
  database: database.kind === 'pglite' ? `embedded (${config.pgliteDir})` : 'PostgreSQL',
  devIdp: config.devIdp,
});
app.log.info(lines.join('\n'));
console.log(`\n${lines.join('\n')}\n`);
