import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADER_HEIGHT, PAGE_BACKGROUND } from '../../src/theme.ts';
import { apiGet, openSettled, settled, shot, useBrowser } from './harness.ts';
import { screensOf, signInFor } from './routes.ts';

/** What a person who works from the keyboard sees on the review form and the home page, in Chromium. */
const env = useBrowser();

type Ring = { style: string; width: number; color: string; name: string };

/** The mark around the element that has the focus now: its outline, or a field's (a text's, a choice's) border. */
function focusRing(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) throw new Error('nothing has the focus');
    const name = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40);
    const border = el.closest('.MuiOutlinedInput-root')?.querySelector('fieldset');
    if (border) {
      const style = getComputedStyle(border);
      return {
        style: style.borderTopStyle,
        width: parseFloat(style.borderTopWidth),
        color: style.borderTopColor,
        name,
      };
    }
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, name };
  });
}

/** WCAG's contrast ratio of two sRGB colours given as `rgb(r, g, b)` or `#rrggbb`. */
function contrast(a: string, b: string): number {
  const channels = (color: string) =>
    color.startsWith('#')
      ? [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16))
      : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('the employee’s review form from the keyboard', () => {
  let formPath = '';
  beforeAll(async () => {
    const pathOf = await signInFor(env, 'employee');
    const form = screensOf('employee').find((screen) => screen.name === 'own review form');
    if (!form) throw new Error('the employee has no review form screen');
    formPath = pathOf(form);
  });

  it('rings every control the keyboard reaches clearly (3:1 against white and the page)', async () => {
    const { page } = env;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettled(env, formPath);
    // From the top of the page: the header's buttons, the side menu's links, then the form's own controls.
    const rings: Ring[] = [];
    for (let step = 0; step < 24; step += 1) {
      await page.keyboard.press('Tab');
      rings.push(await focusRing(page));
    }
    for (const ring of rings) {
      expect(ring.style, `the ring of ${ring.name}`).toBe('solid');
      expect(ring.width, `the ring of ${ring.name}`).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.color, '#ffffff'), `the ring of ${ring.name} on white`).toBeGreaterThanOrEqual(3);
      expect(contrast(ring.color, PAGE_BACKGROUND), `the ring of ${ring.name} on the page`).toBeGreaterThanOrEqual(3);
    }
  });

  it('scrolls a field reached with Shift+Tab clear of the header and the sticky progress bar', async () => {
    const { page } = env;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettled(env, formPath);
    const fields = page.getByRole('textbox', { name: /^Комментарий сотрудника/ });
    const target = fields.nth(1);
    // The field after it has the focus, and the page is scrolled until the target is just above the window.
    await fields.nth(2).evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await target.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 10));
    await page.keyboard.press('Shift+Tab');
    let steps = 0;
    while (!(await target.evaluate((el) => el === document.activeElement)) && steps < 10) {
      await page.keyboard.press('Shift+Tab');
      steps += 1;
    }
    const field = await target.boundingBox();
    const bar = await page.getByRole('progressbar', { name: 'Заполненность анкеты' }).boundingBox();
    if (!field || !bar) throw new Error('the field or the progress bar is not shown');
    if (field.y < bar.y + bar.height) await shot(page, 'keyboard-field-under-sticky-bar');
    expect(bar.y, 'the progress bar sits below the header').toBeGreaterThanOrEqual(HEADER_HEIGHT);
    expect(field.y, 'the focused field starts below the progress bar').toBeGreaterThanOrEqual(bar.y + bar.height);
  });
});

describe('the home page', () => {
  it('draws the number cards as tall as their content, not as tall as the longest card beside them', async () => {
    const { page } = env;
    const pathOf = await signInFor(env, 'admin');
    const home = screensOf('admin').find((screen) => screen.name === 'company dashboard');
    if (!home) throw new Error('the admin has no home page');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettled(env, pathOf(home));
    const card = (title: string) =>
      page.locator('.MuiCard-root').filter({ has: page.getByText(title, { exact: true }) });
    const people = await card('Сотрудники').boundingBox();
    const period = await card('Активный период').boundingBox();
    if (!people || !period) throw new Error('the cards are not shown');
    expect(period.height).toBeGreaterThan(150);
    expect(people.height).toBeLessThan(110);
    expect((await card('Подразделения').boundingBox())?.height).toBe(people.height);
  });
});

/** The accessible name of what has the focus: its label, else its own words. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label =
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.labels?.[0]?.textContent : null;
    return (el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent).replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab until the control named `name` has the focus, as a person who reads each stop does (at most 40). */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const now = await focusedName(page);
    seen.push(now);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
  }
  throw new Error(`Tab never reached ${String(name)}; it passed ${seen.join(' | ')}`);
}

describe('the integration settings from the keyboard', () => {
  beforeAll(async () => {
    await signInFor(env, 'admin');
  });

  it('creates an API token with a scope and copies it, never touching the mouse', async () => {
    const { page } = env;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettled(env, '/c/1/settings/api-tokens/');
    await tabTo(page, 'Создать токен');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Новый API-токен' });
    await dialog.waitFor();
    await tabTo(page, /^Название/);
    await page.keyboard.type('Выгрузка с клавиатуры');
    await tabTo(page, /Структура/);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Чтение', exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Создать токен');
    await page.keyboard.press('Enter');
    const shown = page.getByRole('dialog', { name: 'Токен создан' });
    await shown.waitFor();
    expect(await shown.getByRole('textbox', { name: 'Токен' }).inputValue()).toMatch(/^prt_/);
    await tabTo(page, 'Готово');
    await page.keyboard.press('Enter');
    await settled(page);
    const tokens = await apiGet<{ name: string; scopes: string[] }[]>(env, 'companies/companies/1/api_tokens/');
    expect(tokens.find((t) => t.name === 'Выгрузка с клавиатуры')?.scopes).toEqual(['structure:read']);
  });

  it('adds a webhook address with an event ticked from the keyboard', async () => {
    const { page } = env;
    await openSettled(env, '/c/1/settings/webhooks/');
    await tabTo(page, 'Добавить адрес');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Новый адрес вебхука' }).waitFor();
    await tabTo(page, /^Адрес \(URL\)/);
    await page.keyboard.type('https://203.0.113.10/keyboard');
    await tabTo(page, 'Запуск периода');
    await page.keyboard.press('Space');
    await tabTo(page, 'Добавить адрес');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /Секрет/ }).waitFor();
    await page.keyboard.press('Escape');
    await settled(page);
    const hooks = await apiGet<{ url: string; event_types: string[] }[]>(
      env,
      'companies/companies/1/webhooks/endpoints/',
    );
    expect(hooks.find((h) => h.url === 'https://203.0.113.10/keyboard')?.event_types).toEqual(['period.launched']);
  });
});

describe('praise from the keyboard', () => {
  it('thanks a colleague for a value: the person and the value chosen with the arrows, sent with Enter', async () => {
    const { page } = env;
    await signInFor(env, 'employee');
    await openSettled(env, '/c/1/praise/');
    await tabTo(page, 'Поблагодарить');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Благодарность' }).waitFor();
    await tabTo(page, 'Кого благодарите');
    await page.keyboard.type('Дмитрий');
    // The list for the whole name, as a person waits for it: while it loads, the list for the first letters stays.
    await settled(page);
    await expect
      .poll(async () => (await page.getByRole('option').allTextContents()).every((name) => name.includes('Дмитрий')))
      .toBe(true);
    await page.getByRole('option', { name: /Дмитрий Иванов/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, /Ценность компании/);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Развитие' }).waitFor();
    for (let step = 0; step < 10 && (await focusedName(page)) !== 'Развитие'; step += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, 'За что');
    await page.keyboard.type('Спасибо за разбор ревью с клавиатуры');
    await tabTo(page, 'Отправить');
    await page.keyboard.press('Enter');
    // In the feed: the form keeps the text until the sent praise has come back.
    await page.getByLabel('Лента благодарностей').getByText('Спасибо за разбор ревью с клавиатуры').waitFor();
    await settled(page);
    const feed = await apiGet<{ results: { text: string; value: { name: string }; recipients: { name: string }[] }[] }>(
      env,
      'companies/companies/1/praise/?limit=5',
    );
    expect(feed.results[0]).toMatchObject({
      text: 'Спасибо за разбор ревью с клавиатуры',
      value: { name: 'Развитие' },
    });
  });
});
