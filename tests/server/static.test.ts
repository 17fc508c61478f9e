import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { useApp } from './helpers.ts';

const ctx = useApp({ devIdp: true }, { seed: false });

// A built app as Vite leaves it: hashed assets with their brotli and gzip copies, index.html, the icon.
const INDEX =
  '<!doctype html><html lang="ru"><head><title>Оценка</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"screen-${String(i)}"`).join(',')}];\n`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';
const ASSET = '/assets/index-Bx7kQ2aZ.js';

function writeWithCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

let root = '';
let web: FastifyInstance;
let unbuilt: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'pr-static-'));
  mkdirSync(join(root, 'assets'));
  writeWithCopies(join(root, 'index.html'), INDEX);
  writeWithCopies(join(root, ASSET), SCRIPT);
  writeFileSync(join(root, 'favicon.svg'), ICON);
  web = await buildApp({ db: ctx.database.db, config: ctx.config, logger: false, webRoot: root });
  unbuilt = await buildApp({ db: ctx.database.db, config: ctx.config, logger: false, webRoot: join(root, 'none') });
});

afterAll(async () => {
  await web.close();
  await unbuilt.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

function text(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('compressed files made at build time', () => {
  it('sends the brotli copy to a browser that accepts it', async () => {
    const res = await get(web, ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(text(res)).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get(web, ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(text(res)).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await get(web, ASSET);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('compresses index.html for deep links too', async () => {
    const res = await get(web, '/c/1/performance-review/employee-dashboard/', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(text(res)).toBe(INDEX);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year without revalidation', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await get(web, ASSET, encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html on every load, at the root and on deep links', async () => {
    for (const url of ['/', '/c/1/performance-review/employee-dashboard/form/', '/auth/login/']) {
      const res = await get(web, url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(text(res), url).toBe(INDEX);
    }
  });

  it('answers an unchanged index.html with 304', async () => {
    const first = await get(web, '/', 'br');
    const etag = first.headers.etag;
    expect(etag).toBeTypeOf('string');
    const again = await web.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing asset with 404, not with the app', async () => {
    const res = await get(web, '/assets/index-missing.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('the icon', () => {
  it('serves favicon.svg, and the same picture at /favicon.ico that browsers ask for by themselves', async () => {
    for (const url of ['/favicon.svg', '/favicon.ico']) {
      const res = await get(web, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
      expect(res.body, url).toBe(ICON);
    }
  });
});

function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('the app, an API answer, a 404 and the unbuilt app all carry them', async () => {
    const answers = [
      await get(web, '/', 'br'),
      await get(web, ASSET, 'br'),
      await get(web, '/api/auth/providers/'),
      await get(web, '/api/nothing-here/'),
      await get(unbuilt, '/c/1/'),
    ];
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(policyOf(res).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('the app runs only its own scripts: no inline or foreign script, no plugins, no framing', async () => {
    const policy = policyOf(await get(web, '/c/1/performance-review/manager-dashboard/'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // MUI writes its styles into <style> tags at run time.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('the development sign-in pages may run their inline script, and nothing else is relaxed', async () => {
    const res = await get(ctx.app, '/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const policy = policyOf(res);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});

describe('before the app is built', () => {
  it('a page says how to build it', async () => {
    const res = await get(unbuilt, '/c/1/performance-review/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm run build/);
  });
});
