import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIDE_MENU_COLLAPSED_WIDTH } from '../../src/theme.ts';
import { openSettled, resizeSettled, shot, useBrowser } from './harness.ts';
import { chooseLanguage, LANGUAGES, ROLES, screensOf, signInFor, type Screen } from './routes.ts';

/**
 * Every screen fits the window on a phone (375), a tablet (768), a laptop (1280) and a wide monitor (1920), in
 * Russian and in English, with the side menu open where it stays open (from 600 px): nothing scrolls sideways, no
 * button is cut off, no table or chart is cut by the box it scrolls in, and the header's title is not cut short.
 */
const env = useBrowser();
const WIDTHS = [1920, 1280, 768, 375];
const HEIGHT = 900;
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

async function menuWidth(page: Page): Promise<number> {
  const box = await page.locator('.RaSidebar-fixed').first().boundingBox();
  return box?.width ?? 0;
}

async function checkScreen(screen: Screen, path: string, role: string, language: string): Promise<void> {
  const { page } = env;
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await openSettled(env, path);
  for (const width of WIDTHS) {
    await resizeSettled(page, width, HEIGHT);
    const where = `${role} ${path} in ${language} at ${width}px`;
    if (width >= MENU_BESIDE_FROM && !path.startsWith('/staff/')) {
      expect.soft(await menuWidth(page), `${where}: side menu open`).toBeGreaterThan(SIDE_MENU_COLLAPSED_WIDTH);
    }
    const fit = await page.evaluate(measure);
    if (fit.scrollWidth > fit.innerWidth || [...fit.cutButtons, ...fit.cutBoxes, ...fit.cutTitles].length) {
      await shot(page, `layout-${language}-${role}-${screen.name.replace(/\W+/g, '-')}-${width}`);
    }
    expect.soft(fit.language, `${where}: the page's language`).toBe(language);
    expect
      .soft(fit.scrollWidth, `${where}: page wider than the window; sticking out: ${fit.overflowing.join('; ')}`)
      .toBeLessThanOrEqual(fit.innerWidth);
    expect.soft(fit.cutButtons, `${where}: buttons past the window's edge`).toEqual([]);
    expect.soft(fit.cutBoxes, `${where}: content cut by the box it scrolls in`).toEqual([]);
    expect.soft(fit.cutTitles, `${where}: header texts cut short`).toEqual([]);
  }
}

const WALKS = LANGUAGES.flatMap((language) => ROLES.map((role) => ({ language, role })));

describe.each(WALKS)('every screen of $role in $language fits 375, 768, 1280 and 1920 px', ({ language, role }) => {
  let pathOf: (screen: Screen) => string = () => '';
  beforeAll(async () => {
    pathOf = await signInFor(env, role);
    await chooseLanguage(env, language);
  });

  it.each(screensOf(role))('$name', async (screen) => {
    await checkScreen(screen, pathOf(screen), role, language);
  });
});

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
