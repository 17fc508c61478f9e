import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL database next to the one in DATABASE_URL. */
export async function freshDatabaseUrl(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pr_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
