import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { Client, json, signIn, useApp } from './helpers.ts';

const ctx = useApp();

describe('backup and restore of the embedded database', () => {
  it('serves the same rows from a database restored from the backup', async ({ skip }) => {
    const dump = ctx.database.dump;
    if (!dump) return skip();
    const admin = await signIn(ctx.app, 'admin');
    const before = await admin.get('/api/users/users/');
    expect(before.statusCode).toBe(200);

    const restored = await openDatabase({ loadDataDir: await dump() });
    const app = await buildApp({ db: restored.db, config: ctx.config, logger: false });
    try {
      await app.ready();
      const again = new Client(app);
      again.cookies = admin.cookies;
      const after = await again.get('/api/users/users/');
      expect(after.statusCode).toBe(200);
      expect(json(after)).toEqual(json(before));
    } finally {
      await app.close();
      await restored.close();
    }
  });
});
