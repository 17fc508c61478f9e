import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { freshDatabase } from '../templates.ts';

export const SHOTS = join(process.cwd(), 'test-results', 'screenshots');

export type E2E = { origin: string; database: Database; app: FastifyInstance; context: BrowserContext; page: Page };

/**
 * Chromium's headless build (Debian's chromium-headless-shell) when installed: the same engine without the desktop
 * browser around it, a quarter less work per page; else the full browser, or CHROMIUM_PATH.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export type BrowserOptions = {
  /**
   * Runs the server's scheduler and mail worker as in production (a round every half second; without SMTP_URL mail is
   * kept), for the files that read reminders or mail. Off elsewhere: a round plans every reminder of the demo company,
   * a fifth of a file's server time, and nothing else waits for one.
   */
  notifications?: boolean;
};

/**
 * The real server (built SPA, demo data, dev identity provider) on a free port, and a fresh Chromium profile. Each file
 * has its own copy of the run's seeded database (tests/templates.setup.ts): PGlite, or PostgreSQL when DATABASE_URL is
 * set.
 */
export function useBrowser({ notifications = false }: BrowserOptions = {}): E2E {
  const env = {} as E2E;
  // What was opened, for the cleanup: a failed start leaves some of it unset.
  const opened: Partial<Pick<E2E, 'context' | 'app' | 'database'>> & { drop?: () => Promise<void> } = {};
  let profile = '';
  beforeAll(async () => {
    const fresh = await freshDatabase(true);
    opened.drop = fresh.drop;
    opened.database = env.database = fresh.database;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'e2e-secret-e2e-secret',
      DEV_IDP: '1',
      DEMO: '1',
      NOTIFICATIONS: notifications ? '1' : '0',
      NOTIFY_INTERVAL_MS: '500',
    });
    opened.app = env.app = await buildApp({ db: env.database.db, config });
    env.origin = (await env.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
    profile = mkdtempSync(join(tmpdir(), 'pr-e2e-'));
    mkdirSync(SHOTS, { recursive: true });
    opened.context = env.context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      locale: 'ru-RU',
      viewport: { width: 1366, height: 900 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    env.page = env.context.pages()[0] ?? (await env.context.newPage());
    env.page.setDefaultTimeout(20_000);
    watchRequests(env.page);
  });
  // A failed step leaves the page as the person saw it, for whoever reads the failure.
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      await shot(env.page, `FAILED-${name}`);
    });
  });
  afterAll(async () => {
    await opened.context?.close();
    await opened.app?.close();
    await opened.database?.close();
    await opened.drop?.();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });
  return env;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * Signs in through the development identity provider's own login page, as a person would, on the way to `next`: for
 * the tests about signing in; the others call `signIn`.
 */
export async function signInThroughProvider(env: E2E, email: string, next = '/'): Promise<void> {
  const { page } = env;
  await page.goto(`${env.origin}${next}`);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', 'demo');
  await page.click('button[type=submit]');
}

export type DemoRole = 'admin' | 'manager' | 'employee';
/** Who signs in: a demo account by its role, or anyone by their email. */
export type Person = DemoRole | { email: string };

/** Signs in as a demo account through the demo endpoint: the browser context keeps the session cookie it sets. */
async function signInAsDemo(env: E2E, role: DemoRole): Promise<void> {
  const { request } = env.context;
  await request.get(`${env.origin}/api/auth/providers/`);
  const csrf = (await env.context.cookies(env.origin)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const res = await request.post(`${env.origin}/api/demo/impersonate_as_demo_user/`, {
    data: { role },
    headers: { 'x-csrftoken': csrf },
  });
  if (!res.ok()) throw new Error(`demo sign-in as ${role} failed: ${res.status()} ${await res.text()}`);
}

/**
 * The tests' one way to sign in, leaving whoever was signed in before: a demo account by its role through the demo
 * endpoint (no page in between), anyone else by their email through the identity provider's page. With `path`, the
 * page then shows it (its address without the query: the app may add or drop one); without it, a person signed in
 * by email is on the page the app opens first.
 */
export async function signIn(env: E2E, who: Person, path?: string): Promise<void> {
  await env.context.clearCookies();
  if (typeof who === 'string') {
    await signInAsDemo(env, who);
    if (path) await env.page.goto(`${env.origin}${path}`);
  } else {
    await signInThroughProvider(env, who.email, path ?? '/');
    // Back in the app from the provider and the sign-in's own addresses: the session is set.
    await env.page.waitForURL((url) => !/^\/(oidc|api|auth)\//.test(url.pathname));
  }
  if (path) {
    const pathname = path.split('?')[0];
    await env.page.waitForURL((url) => url.pathname === pathname);
  }
}

/** A GET of the API as the signed-in person; the test that reads it names the shape. */
export async function apiGet<T>(env: E2E, path: string): Promise<T> {
  const res = await env.context.request.get(`${env.origin}/api/${path}`);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The requests each page has under way: a screen is at rest only once its last answer has come. */
const underWay = new WeakMap<Page, Set<object>>();

function watchRequests(page: Page): void {
  const requests = new Set<object>();
  underWay.set(page, requests);
  page.on('request', (request) => {
    // A new document drops what the old one had asked for.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) requests.clear();
    requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** Opens a screen and waits until it has settled: no request under way, no spinner, and the text stays put. */
export async function openSettled(env: E2E, path: string): Promise<void> {
  await env.page.goto(`${env.origin}${path}`);
  await settled(env.page);
}

/**
 * Opens another screen of the app already loaded, as its own links do (the address changes, the page is not loaded
 * again), and waits until it has settled.
 */
export async function navigateSettled(env: E2E, path: string): Promise<void> {
  await env.page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await env.page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await settled(env.page);
}

const BUSY = '.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root';

/** How far apart two looks at the page are, and how long a page may take to come to rest (a ceiling, not a wait). */
const LOOK_EVERY_MS = 100;
const SETTLE_WITHIN_MS = 20_000;

/**
 * Waits until no request is under way, nothing on the page is loading and two looks a moment apart find the same
 * text.
 */
export async function settled(page: Page): Promise<void> {
  let previous = -1;
  const deadline = Date.now() + SETTLE_WITHIN_MS;
  const requests = underWay.get(page);
  while (Date.now() < deadline) {
    const { busy: spinning, size } = await page.evaluate((selector) => {
      const spinning = [...document.querySelectorAll(selector)].some((el) => el.getBoundingClientRect().width > 0);
      return { busy: spinning, size: document.body.innerText.length };
    }, BUSY);
    const busy = spinning || Boolean(requests?.size);
    if (!busy && size > 0 && size === previous) return;
    previous = busy ? -1 : size;
    await page.waitForTimeout(LOOK_EVERY_MS);
  }
  throw new Error(`${page.url()} is still loading after ${SETTLE_WITHIN_MS / 1000} s`);
}

/** Resizes the window and waits until the layout has come to rest: re-rendered, and the menu done sliding. */
export async function resizeSettled(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await settled(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
}

/**
 * Types a date into a date picker's field from the keyboard, as a person does: the first section (the day in
 * Russian) is clicked, then the digits go in and move on to the next section by themselves. `digits` are in the
 * field's own order, e.g. '10012028' for 10.01.2028.
 */
export async function typeDate(page: Page, label: RegExp | string, digits: string): Promise<void> {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  await field
    .getByRole('spinbutton')
    .last()
    .filter({ hasText: digits.slice(-4) })
    .waitFor();
}
