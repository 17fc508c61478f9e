import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL database next to the one in DATABASE_URL (benchmarks, and the server tests). */
export async function freshDatabaseUrl(
  base: string,
  prefix = 'pr_bench',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
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
      // Without FORCE: terminating our own closing connections would surface as unhandled errors.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await c.end();
    },
  };
}
