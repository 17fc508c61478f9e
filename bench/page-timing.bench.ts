/**
 * Where the time of two slow screens goes, in the built app on the demo company: the admin opening analytics
 * (until the first chart's figure shows) and the manager opening a form from their dashboard (until the form's
 * first section shows). For each it prints the time to the mark and every request the page made, with its start
 * and end relative to the navigation, so that requests waiting on one another show as a staircase.
 *
 * It serves `dist/` (run `npm run build` first) from an in-process server on a fresh embedded database, and drives
 * Chromium (/usr/bin/chromium, or CHROMIUM_PATH) headless at 1366 x 900, without throttling. Each screen is loaded
 * `--runs N` times (5 by default) after one warm-up, and the median time is reported.
 *   node --import tsx bench/page-timing.bench.ts [--runs 5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { seedDemo } from '../server/src/db/seed.ts';

type Loaded = { ms: number; requests: { url: string; start: number; end: number }[] };

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(args.runs) || 1);

const database = await openDatabase({});
await database.migrate();
await seedDemo(database.db);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  SESSION_SECRET: 'bench-secret-bench-secret',
  DEMO: '1',
});
const app = await buildApp({ db: database.db, config });
const origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
const profile = mkdtempSync(join(tmpdir(), 'pr-timing-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  locale: 'ru-RU',
  viewport: { width: 1366, height: 900 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function signIn(ctx: BrowserContext, role: 'admin' | 'manager'): Promise<void> {
  await ctx.clearCookies();
  await ctx.request.get(`${origin}/api/auth/providers/`);
  const csrf = (await ctx.cookies(origin)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const res = await ctx.request.post(`${origin}/api/demo/impersonate_as_demo_user/`, {
    data: { role },
    headers: { 'x-csrftoken': csrf },
  });
  if (!res.ok()) throw new Error(`demo sign-in as ${role}: ${res.status()}`);
}

/** Runs `open` and answers how long until `done` resolved, with the requests made meanwhile. */
async function timed(page: Page, open: () => Promise<void>, done: () => Promise<void>): Promise<Loaded> {
  const requests: Loaded['requests'] = [];
  const started = performance.now();
  const starts = new Map<string, number>();
  const onRequest = (request: { url: () => string }) => starts.set(request.url(), performance.now() - started);
  const onFinished = (request: { url: () => string }) =>
    requests.push({
      url: request.url().replace(origin, ''),
      start: starts.get(request.url()) ?? 0,
      end: performance.now() - started,
    });
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  await open();
  await done();
  const ms = performance.now() - started;
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  return { ms, requests: requests.filter((r) => r.start <= ms).sort((a, b) => a.start - b.start) };
}

function report(name: string, loads: Loaded[]): void {
  const sorted = [...loads].sort((a, b) => a.ms - b.ms);
  const median = sorted.at(Math.floor(sorted.length / 2));
  if (!median) return;
  console.log(
    `\n${name}: median ${Math.round(median.ms)} ms over ${loads.length} runs (min ${Math.round(sorted[0]?.ms ?? 0)} ms)`,
  );
  console.log('  start   end  request (the median run)');
  for (const r of median.requests)
    console.log(
      `  ${String(Math.round(r.start)).padStart(5)} ${String(Math.round(r.end)).padStart(5)}  ${r.url.slice(0, 110)}`,
    );
}

const page = context.pages()[0] ?? (await context.newPage());
page.setDefaultTimeout(60_000);
try {
  await signIn(context, 'admin');
  const analytics: Loaded[] = [];
  for (let run = 0; run <= runs; run += 1) {
    await page.goto('about:blank');
    const loaded = await timed(
      page,
      async () => {
        await page.goto(`${origin}/c/1/performance-review/analytics/`);
      },
      () => page.getByRole('main').getByRole('img', { name: /\S/ }).locator('svg').first().waitFor(),
    );
    if (run > 0) analytics.push(loaded);
  }
  report('analytics (admin), to the first chart', analytics);

  await signIn(context, 'manager');
  const form: Loaded[] = [];
  for (let run = 0; run <= runs; run += 1) {
    await page.goto(`${origin}/c/1/performance-review/manager-dashboard/`);
    const link = page
      .getByRole('main')
      .getByRole('link', { name: /Смирнова|Петров/ })
      .first();
    await link.waitFor();
    const loaded = await timed(
      page,
      () => link.click(),
      () => page.getByRole('heading', { name: 'Ценности компании' }).first().waitFor(),
    );
    if (run > 0) form.push(loaded);
  }
  report('review form from the manager dashboard, to its first section', form);
} finally {
  await context.close();
  await app.close();
  await database.close();
  rmSync(profile, { recursive: true, force: true });
}
