/**
 * A Chromium profile that is really signed in, for Lighthouse to audit the screens a person sees: Chromium runs
 * headless on a remote-debugging port with a profile of its own, a page in it signs in through the development
 * identity provider's sign-in form as a person would, and Lighthouse then drives the same browser on that port. The
 * session cookie lives in the profile, so the document, the app's own requests and the cookies the server sets later
 * all go out as they would for that person. Lighthouse's storage reset before each run empties the HTTP cache (every
 * run is a first visit) but keeps cookies: they are not among its `clearStorageTypes`.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** chrome-launcher adds the rest of a quiet profile: no first run, sync, component updates or background networking. */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'];

export type SignedInBrowser = { port: number; companyId: number; close: () => void };

/**
 * Launches Chromium with a fresh profile and signs `email` in: the app sends the visitor to the provider's form,
 * which comes back to the company's start screen once the password is accepted. Answers the debugging port for
 * Lighthouse and the company the person landed in.
 */
export async function signedInBrowser(origin: string, email: string): Promise<SignedInBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'pr-lighthouse-profile-'));
  let chrome: LaunchedChrome | undefined;
  const close = () => {
    chrome?.kill();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      userDataDir: profile,
    });
    // Connected only to sign in: the profile's own (default) context keeps the cookies once this client leaves.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
    try {
      const context = browser.contexts().at(0);
      if (!context) throw new Error('Chromium opened without its default context');
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      await page.goto(`${origin}/`);
      await page.waitForURL(/\/oidc\/interaction\//);
      await page.fill('input[name=email]', email);
      await page.fill('input[name=password]', 'demo');
      await page.click('button[type=submit]');
      await page.waitForURL(/\/c\/\d+\//);
      const companyId = Number(/\/c\/(\d+)\//.exec(page.url())?.[1]);
      await page.close();
      return { port: chrome.port, companyId, close };
    } finally {
      await browser.close();
    }
  } catch (error) {
    close();
    throw error;
  }
}
