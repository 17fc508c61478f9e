import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSettled, resizeSettled, shot, useBrowser } from './harness.ts';
import { chooseLanguage, LANGUAGES, ROLES, screensOf, signInFor, type Screen } from './routes.ts';

/**
 * axe-core finds no serious or critical accessibility issue on any screen, for each kind of person, in Russian and in
 * English, on a wide monitor (1920), a laptop (1280), a tablet (768) and a phone (375): one page load a screen and
 * language, resized between the widths. The app's content security policy allows no inline script, so axe's source goes in
 * through the browser's own evaluation, which the policy does not govern.
 */
declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

const env = useBrowser();
const WIDTHS = [1920, 1280, 768, 375];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Finding = { rule: string; impact: string; help: string; targets: string[] };

/** The serious and critical violations on the page as it is now, each with the elements it was found on. */
async function findings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load');
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => `${node.target.join(' ')}  ${node.html.slice(0, 120)}`),
      }));
  });
}

function report(where: string, found: Finding[]): string {
  return found
    .map(({ rule, impact, help, targets }) => `${where}: ${rule} (${impact}) ${help}\n    ${targets.join('\n    ')}`)
    .join('\n');
}

async function checkScreen(role: string, language: string, screen: Screen, path: string): Promise<void> {
  const { page } = env;
  const problems: string[] = [];
  for (const width of WIDTHS) {
    if (width === WIDTHS[0]) {
      await page.setViewportSize({ width, height: 900 });
      await openSettled(env, path);
    } else await resizeSettled(page, width);
    const found = await findings(page);
    if (found.length) {
      problems.push(report(`${role} ${path} in ${language} at ${width}px`, found));
      await shot(page, `a11y-${language}-${role}-${screen.name.replace(/\W+/g, '-')}-${width}`);
    }
  }
  expect(problems.join('\n'), 'serious or critical axe-core violations').toBe('');
}

const WALKS = LANGUAGES.flatMap((language) => ROLES.map((role) => ({ language, role })));

describe.each(WALKS)('axe-core finds no serious issue on the screens of $role in $language', ({ language, role }) => {
  let pathOf: (screen: Screen) => string = () => '';
  beforeAll(async () => {
    pathOf = await signInFor(env, role);
    await chooseLanguage(env, language);
  });

  it.each(screensOf(role))('$name', async (screen) => {
    await checkScreen(role, language, screen, pathOf(screen));
    expect(await env.page.evaluate(() => document.documentElement.lang), 'the page’s language').toBe(language);
  });
});
