import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import type { Database } from '../../server/src/db/client.ts';
import { DEMO_LOGINS, STAFF_EMAIL } from '../../server/src/db/seed-data.ts';
import type { FastifyInstance } from 'fastify';
import { freshDatabase } from '../templates.ts';
import { testConfig } from './helpers.ts';

/** The real code flow over HTTP: our relying party against the embedded identity provider. */
let app: FastifyInstance;
let database: Database;
let origin = '';
const config = testConfig({ devIdp: true });

class Browser {
  jar = new Map<string, string>();
  /** Every answer on the way: its path, status and Location as sent. */
  visits: { path: string; status: number; location: string | null }[] = [];
  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const at = new URL(url, origin);
    const res = await fetch(at, { ...init, headers, redirect: 'manual' });
    this.visits.push({ path: at.pathname, status: res.status, location: res.headers.get('location') });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }
  /** Follows redirects until a page answers, returning it and where it was. */
  async follow(url: string, init: RequestInit = {}): Promise<{ res: Response; url: string }> {
    let res = await this.go(url, init);
    let at = new URL(url, origin).href;
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 15; hops += 1) {
      at = new URL(res.headers.get('location') ?? '', at).href;
      if (!at.startsWith(origin)) break;
      res = await this.go(at);
    }
    return { res, url: at };
  }
}

let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  ({ database, drop } = await freshDatabase(true));
  app = await buildApp({ db: database.db, config, logger: false });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

async function reachLoginForm(browser: Browser, next = '/c/1/') {
  const { res, url } = await browser.follow(`/api/auth/social/login/dev/?next=${encodeURIComponent(next)}`);
  expect(url).toMatch(/\/oidc\/interaction\/[^/]+\/$/);
  const html = await res.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeTruthy();
  return { html, action: action ?? '' };
}

describe('sign-in through the embedded identity provider', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const res = await new Browser().go('/api/auth/social/login/dev/');
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location') ?? '');
    expect(target.pathname).toBe('/oidc/auth');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs a demo user in and returns to the page they asked for', async () => {
    const browser = new Browser();
    const { html, action } = await reachLoginForm(browser);
    expect(html).toContain('Вход для разработки');
    const body = new URLSearchParams({ email: DEMO_LOGINS.manager, password: 'demo' });
    const { url } = await browser.follow(action, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(new URL(url).pathname).toBe('/c/1/');
    const me = await browser.go('/api/auth/me/');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: DEMO_LOGINS.manager });
  });

  it('offers the four demo accounts with their roles in Russian, and the page in English on request', async () => {
    const browser = new Browser();
    const { html } = await reachLoginForm(browser);
    const accounts = [...html.matchAll(/data-email="([^"]+)">([^<]+)/g)].map(([, email, label]) => [email, label]);
    expect(accounts).toEqual([
      [DEMO_LOGINS.admin, 'Елена Морозова — администратор '],
      [DEMO_LOGINS.manager, 'Дмитрий Иванов — руководитель '],
      [DEMO_LOGINS.employee, 'Анна Смирнова — сотрудник '],
      [STAFF_EMAIL, 'Служба Поддержки — служба поддержки '],
    ]);
    const english = await browser.go(/href="([^"]+\?lang=en)"/.exec(html)?.[1] ?? '');
    const englishHtml = await english.text();
    expect(englishHtml).toContain('Development sign-in');
    expect(englishHtml).toContain('Анна Смирнова — employee');
    expect(englishHtml).toContain('/login/?lang=en"');
  });

  it('refuses a wrong password and stays on the provider page', async () => {
    const browser = new Browser();
    const { action } = await reachLoginForm(browser);
    const body = new URLSearchParams({ email: DEMO_LOGINS.manager, password: 'nope' });
    const res = await browser.go(action, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('Неверная почта или пароль');
    expect(html).toContain(`value="${DEMO_LOGINS.manager}"`);
    expect((await browser.go('/api/auth/me/')).status).toBe(401);
  });

  it('rejects a callback whose state was not issued to this browser', async () => {
    const browser = new Browser();
    await browser.go('/api/auth/social/login/dev/');
    const res = await browser.go('/api/auth/social/complete/dev/?code=forged&state=forged');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/login/?error=sign_in_failed');
    expect((await browser.go('/api/auth/me/')).status).toBe(401);
  });

  it('does not redirect to another site after sign-in', async () => {
    const res = await new Browser().go('/api/auth/social/login/dev/?next=//evil.example/');
    expect(res.status).toBe(302);
    const { sessions } = await import('../../server/src/db/schema/index.ts');
    const rows = await database.db.select().from(sessions);
    expect(rows.every((r) => !r.data.next || (r.data.next.startsWith('/') && !r.data.next.startsWith('//')))).toBe(
      true,
    );
  });

  it('knows no provider that was not configured', async () => {
    const res = await new Browser().go('/api/auth/social/login/google/');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'unknown_provider' });
  });
});

/** Signs the manager in through the provider; the answer of our callback, as the browser got it. */
async function callbackAfterSignIn(browser: Browser, action: string) {
  const body = new URLSearchParams({ email: DEMO_LOGINS.manager, password: 'demo' });
  await browser.follow(action, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const callback = browser.visits.find((visit) => visit.path === '/api/auth/social/complete/dev/');
  expect(callback).toBeDefined();
  return callback;
}

describe('the page after sign-in', () => {
  it.each([
    ['/', '/\t/evil.example/'],
    ['/', '/\\evil.example/'],
    ['/', 'https://evil.example/'],
    ['/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82/', '/привет/'],
    ['/c/1/', '/c/1/\n'],
    ['/c/1/%E3%80%80', '/c/1/\u3000'],
    ['/', '/'.padEnd(3000, 'a')],
  ])('case %#: signed in, the callback sends the browser to %s', async (location, next) => {
    const browser = new Browser();
    const { action } = await reachLoginForm(browser, next);
    expect(await callbackAfterSignIn(browser, action)).toMatchObject({ status: 302, location });
    expect((await browser.go('/api/auth/me/')).status).toBe(200);
  });

  it('is the start page, not a failure, when what the sign-in start stored is not a page', async () => {
    const { sessions } = await import('../../server/src/db/schema/index.ts');
    const { eq, sql } = await import('drizzle-orm');
    const stored = [
      ['/\t/evil.example/\u3000', '/'],
      ['javascript:alert(1)', '/'],
      ['/привет/\n', '/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82/'],
    ];
    for (const [next, location] of stored) {
      const browser = new Browser();
      const { action } = await reachLoginForm(browser);
      const key = createHmac('sha256', config.sessionSecret)
        .update(browser.jar.get('sessionid') ?? '')
        .digest('hex');
      await database.db
        .update(sessions)
        .set({ data: sql`${sessions.data} || ${JSON.stringify({ next })}::jsonb` })
        .where(eq(sessions.id, key));
      expect(await callbackAfterSignIn(browser, action)).toMatchObject({ status: 302, location });
    }
  });
});
