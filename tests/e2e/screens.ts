import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIDE_MENU_COLLAPSED_WIDTH } from '../../src/theme.ts';
import type { AppLocale } from '../../src/i18n/index.ts';
import { appEn } from '../../src/i18n/en.ts';
import { appRu } from '../../src/i18n/ru.ts';
import { navigateSettled, openSettled, resizeSettled, shot, useBrowser, type E2E } from './harness.ts';
import { chooseLanguage, screensOf, signInFor, type Role, type Screen } from './routes.ts';

/**
 * Every screen, for each kind of person, in Russian and in English, on a wide monitor (1920), a laptop (1280), a
 * tablet (768) and a phone (375): each screen opened once in the app, resized between the widths, and at each width
 * - it fits the window, with the side menu open where it stays open (from 600 px): nothing scrolls sideways, no
 *   button is cut off, no table or chart is cut by the box it scrolls in, and the header's title is not cut short;
 * - axe-core finds no serious or critical accessibility issue (at one width per breakpoint). The app's content security policy allows no inline
 *   script, so axe's source goes in through the browser's own evaluation, which the policy does not govern.
 */
declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

const WIDTHS = [1920, 1280, 768, 375];
/**
 * The widths axe-core checks: one per breakpoint the screens change at (src/theme.ts: xl from 1200, md from 768, xs
 * below 576). 1920 lays out the very elements 1280 does, only wider, so its layout is measured and axe is spared.
 */
const AXE_WIDTHS = new Set([1280, 768, 375]);
const HEIGHT = 900;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Below this the side menu slides over the page instead of standing beside it (react-admin's `sm`). */
const MENU_BESIDE_FROM = 600;

type Fit = {
  language: string;
  innerWidth: number;
  scrollWidth: number;
  overflowing: string[];
  cutButtons: string[];
  cutBoxes: string[];
  cutTitles: string[];
};

/**
 * Measured in the page: how wide the document is, what sticks out past the window, which buttons do, which boxes
 * hold more than they show (their content scrolls sideways or is clipped), and which of the header's texts end in an
 * ellipsis.
 */
function measure(): Fit {
  const width = window.innerWidth;
  const describeElement = (el: Element) => {
    const rect = el.getBoundingClientRect();
    const classes = [...el.classList].filter((name) => !name.startsWith('css-')).slice(0, 3);
    const label = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')} "${label}" [${Math.round(rect.left)}..${Math.round(rect.right)}]`;
  };
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const sticksOut = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.right > width + 0.5 || rect.left < -0.5;
  };
  // Where an overflow starts: an element past the edge whose parent is not.
  const overflowing = [...document.body.querySelectorAll('*')]
    .filter((el) => shown(el) && sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)))
    .slice(0, 6)
    .map(describeElement);
  const cutButtons = [...document.querySelectorAll('button, a.MuiButton-root, [role=button]')]
    .filter((el) => shown(el) && sticksOut(el))
    .map(describeElement);
  const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;
  // A table or chart whose box scrolls sideways: the reader sees part of it, as if the page ended there.
  const cutBoxes = [...document.body.querySelectorAll('*')]
    .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && shown(el) && cut(el))
    .map((el) => `${describeElement(el)} shows ${el.clientWidth} of ${el.scrollWidth}px`);
  // A page's own name (up to 30 characters, two lines on a phone) shows whole; a longer one, naming a record, may
  // end in an ellipsis.
  const clipped = (el: Element) => {
    const style = getComputedStyle(el);
    return style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
  };
  const cutTitles = [...document.querySelectorAll('header *')]
    .filter((el) => el.textContent.trim().length <= 30 && clipped(el) && shown(el))
    .filter((el) => cut(el) || el.scrollHeight > el.clientHeight + 1)
    .map(describeElement);
  return {
    language: document.documentElement.lang,
    innerWidth: width,
    scrollWidth: document.documentElement.scrollWidth,
    overflowing,
    cutButtons,
    cutBoxes,
    cutTitles,
  };
}

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

async function menuWidth(page: Page): Promise<number> {
  const box = await page.locator('.RaSidebar-fixed').first().boundingBox();
  return box?.width ?? 0;
}

/**
 * Opens the screen at the widest width: the first of a walk loads the app, the others are opened in it as its own
 * links open them (a page loaded again for each would spend most of the walk loading the same code).
 */
async function openScreen(env: E2E, path: string, first: boolean): Promise<void> {
  await env.page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  if (first) await openSettled(env, path);
  else await navigateSettled(env, path);
}

/** What a screen shows in place of itself when its code, its data or its rendering failed. */
function failureTexts(language: AppLocale): string[] {
  const { errors } = language === 'ru' ? appRu : appEn;
  return [errors.screen_failed, errors.chunk_failed, errors.chunk_timeout, errors.load_failed];
}

async function checkScreen(env: E2E, screen: Screen, path: string, role: string, language: AppLocale): Promise<void> {
  const { page } = env;
  const text = await page.locator('body').innerText();
  expect(
    failureTexts(language).filter((failure) => text.includes(failure)),
    `${role} ${path} in ${language}: an error in place of the screen`,
  ).toEqual([]);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await resizeSettled(page, width, HEIGHT);
    const where = `${role} ${path} in ${language} at ${width}px`;
    if (width >= MENU_BESIDE_FROM && !path.startsWith('/staff/')) {
      expect.soft(await menuWidth(page), `${where}: side menu open`).toBeGreaterThan(SIDE_MENU_COLLAPSED_WIDTH);
    }
    const fit = await page.evaluate(measure);
    const found = AXE_WIDTHS.has(width) ? await findings(page) : [];
    if (found.length) problems.push(report(where, found));
    if (
      found.length ||
      fit.scrollWidth > fit.innerWidth ||
      [...fit.cutButtons, ...fit.cutBoxes, ...fit.cutTitles].length
    ) {
      await shot(page, `screen-${language}-${role}-${screen.name.replace(/\W+/g, '-')}-${width}`);
    }
    expect.soft(fit.language, `${where}: the page's language`).toBe(language);
    expect
      .soft(fit.scrollWidth, `${where}: page wider than the window; sticking out: ${fit.overflowing.join('; ')}`)
      .toBeLessThanOrEqual(fit.innerWidth);
    expect.soft(fit.cutButtons, `${where}: buttons past the window's edge`).toEqual([]);
    expect.soft(fit.cutBoxes, `${where}: content cut by the box it scrolls in`).toEqual([]);
    expect.soft(fit.cutTitles, `${where}: header texts cut short`).toEqual([]);
  }
  expect(problems.join('\n'), 'serious or critical axe-core violations').toBe('');
}

/**
 * The walk of the given roles' screens in one language, in a test file of its own (screens-<language>-<roles>): the
 * walks run side by side, each with its own server and browser.
 */
export function walkScreens(language: AppLocale, roles: readonly Role[]): E2E {
  const env = useBrowser();
  describe.each(roles)(`every screen of %s in ${language} fits 375-1920 px and passes axe-core`, (role) => {
    let pathOf: (screen: Screen) => string = () => '';
    let loaded = false;
    beforeAll(async () => {
      pathOf = await signInFor(env, role);
      await chooseLanguage(env, language);
    });

    it.each(screensOf(role))('$name', async (screen) => {
      await openScreen(env, pathOf(screen), !loaded);
      loaded = true;
      await checkScreen(env, screen, pathOf(screen), role, language);
    });
  });
  return env;
}

/** A word too long for a line, typed into a text field of the review form on a phone. */
export function longWord(env: E2E): void {
  describe('a word too long for a line in a text field', () => {
    it('grows the field downwards and keeps the review form within a phone’s width', async () => {
      const { page } = env;
      const pathOf = await signInFor(env, 'employee');
      await chooseLanguage(env, 'ru');
      const form = screensOf('employee').find((screen) => screen.name === 'own review form');
      if (!form) throw new Error('the employee has no review form screen');
      await page.setViewportSize({ width: 375, height: HEIGHT });
      await openSettled(env, pathOf(form));
      const field = page.getByRole('textbox', { name: /^Комментарий сотрудника/ }).first();
      const before = await field.boundingBox();
      // A pasted link or any word without a break: the field keeps its width and breaks it over lines.
      await field.fill('x'.repeat(600));
      const after = await field.boundingBox();
      const fit = await page.evaluate(measure);
      if (fit.scrollWidth > fit.innerWidth) await shot(page, 'layout-long-word-375');
      expect(fit.scrollWidth, `sticking out: ${fit.overflowing.join('; ')}`).toBeLessThanOrEqual(fit.innerWidth);
      expect(after?.width).toBe(before?.width);
      expect(after?.height ?? 0).toBeGreaterThan(5 * (before?.height ?? Infinity));
      // Back as it was, before the pause after which the comment would be saved.
      await field.fill('');
    });
  });
}
