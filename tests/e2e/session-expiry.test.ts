import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { SHOTS, shot, signIn, useBrowser } from './harness.ts';

const env = useBrowser();
const FORM = '/c/1/performance-review/employee-dashboard/form/';
const COMMENT = 'Комментарий сотрудника';
const NOTICE = 'Сессия истекла — войдите снова, введённое сохранится';

/** The employee's first value on the form. */
const firstValue = (page: Page) => page.locator('[data-testid^="values-"]').first();

async function storedItem(id: number) {
  const [row] = await env.database.db.select().from(s.formValueItems).where(eq(s.formValueItems.id, id));
  return row;
}

describe('a session that ends while the employee types, in Chromium', () => {
  it('keeps what she typed and chose, asks her to sign in once, and saves it all after she does', async () => {
    const { page } = env;
    await signIn(env, 'employee', FORM);
    const row = firstValue(page);
    const field = row.getByLabel(COMMENT);
    await field.waitFor();
    const id = Number((await row.getAttribute('data-testid'))?.replace('values-', ''));
    const before = await storedItem(id);

    await field.fill('Начало');
    await field.blur();
    await row.getByText('Сохранено', { exact: true }).waitFor();

    // The session ends (its cookie is gone) while she goes on typing: the autosave meets a 401.
    await env.context.clearCookies();
    await field.pressSequentially(', продолжение');
    await page.getByText(NOTICE).waitFor();
    // She types more and chooses a grade with the notice in sight; nothing of it reaches the server yet.
    await field.pressSequentially(' и конец');
    await field.blur();
    await row.getByRole('combobox', { name: 'Самооценка' }).click();
    await page.getByRole('option', { name: /^4 — / }).click();
    await row.getByText('Не сохранено: отправим, когда вы снова войдёте').waitFor();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(SHOTS, 'session-expiry-01-notice.png') });
    expect(page.url()).toBe(`${env.origin}${FORM}`);
    expect(await page.getByText(NOTICE).count()).toBe(1);
    expect(await storedItem(id)).toMatchObject({ selfComment: 'Начало', selfGrade: before.selfGrade });

    await page.getByRole('link', { name: 'Войти снова' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.fill('input[name=email]', DEMO_LOGINS.employee);
    await page.fill('input[name=password]', 'demo');
    await page.click('button[type=submit]');
    // Back on the same page, the address without any `next`.
    await page.waitForURL(`${env.origin}${FORM}`);
    await firstValue(page).getByText('Сохранено', { exact: true }).waitFor();
    await expect
      .poll(async () => storedItem(id), { timeout: 10_000 })
      .toMatchObject({ selfComment: 'Начало, продолжение и конец', selfGrade: 4 });
    expect(await firstValue(page).getByLabel(COMMENT).inputValue()).toBe('Начало, продолжение и конец');
    expect(await page.getByText(NOTICE).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('.draft.'))))
      .toEqual([]);
    await shot(page, 'session-expiry-02-saved-after-sign-in');
  });
});
