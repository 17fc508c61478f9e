import { and, desc, eq } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/src/db/schema/index.ts';
import { STAFF_EMAIL } from '../../server/src/db/seed-data.ts';
import { signIn, useBrowser } from './harness.ts';

/**
 * Support staff, who belong to no company, find a user in the staff area and act as them with a reason,
 * then return to their own account; in Russian, on a desktop and on a phone.
 */
const env = useBrowser();
const SHOTS = '/tmp/staff-shots';
const REASON = 'Обращение 4521: не видит свою анкету';

async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page is no wider than the window: nothing sticks out sideways. */
async function fitsWidth(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

describe('staff impersonation in Chromium, in Russian', () => {
  it('support signs in, finds the employee, acts as them with a reason, and returns', async () => {
    const { page } = env;
    await page.setViewportSize({ width: 1280, height: 900 });
    // Staff belong to no company: signing in opens their staff area, not a page saying they belong to none.
    await signIn(env, { email: STAFF_EMAIL });
    await page.waitForURL(/\/staff\/impersonation\/$/);
    await page.getByRole('heading', { name: 'Имперсонация', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Пользователи' }).waitFor();
    await snap(page, '1280-01-list');

    await page.getByRole('searchbox', { name: 'Имя, почта или компания' }).fill('employee');
    await page.waitForURL(/search=employee/);
    const table = page.getByRole('table', { name: 'Пользователи' });
    await table.getByRole('button', { name: 'Войти как Анна Смирнова' }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('cell', { name: 'Демо Компания' }).waitFor();
    await snap(page, '1280-02-search');

    await page.getByRole('button', { name: 'Войти как Анна Смирнова' }).click();
    const dialog = page.getByRole('dialog', { name: 'Войти как Анна Смирнова' });
    // The reason is required: "Войти" waits for one.
    expect(await dialog.getByRole('button', { name: 'Войти' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Причина входа' }).fill(REASON);
    await snap(page, '1280-03-reason');
    await dialog.getByRole('button', { name: 'Войти' }).click();

    await page.waitForURL(/\/c\/1\/$/);
    await page.getByText('Вы работаете от имени пользователя Анна Смирнова (вы вошли как Служба Поддержки).').waitFor();
    await page.getByRole('heading', { name: 'Демо Компания' }).waitFor();
    await page.getByText('Мои задачи').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Служебный раздел' }).count()).toBe(0);
    await snap(page, '1280-04-as-employee');

    const [start] = await env.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonate_start'), eq(auditLog.targetType, 'user')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(start.data).toEqual({ reason: REASON });

    await page.getByRole('button', { name: 'Вернуться к своему аккаунту' }).click();
    await page.waitForURL(/\/staff\/impersonation\/$/);
    await page.getByRole('heading', { name: 'Имперсонация', level: 1 }).waitFor();
    expect(await page.getByText(/Вы работаете от имени/).count()).toBe(0);
    await snap(page, '1280-05-back');
  });

  it('fits a 375 px phone: the list, the search and the reason dialog', async () => {
    const { page } = env;
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(env, { email: STAFF_EMAIL });
    await page.goto(`${env.origin}/staff/impersonation/?search=employee`);
    const table = page.getByRole('table', { name: 'Пользователи' });
    await table.getByRole('button', { name: 'Войти как Анна Смирнова' }).waitFor();
    await fitsWidth(page);
    await snap(page, '375-01-search');

    await page.goto(`${env.origin}/staff/impersonation/`);
    await table.getByText('Демо Компания').first().waitFor();
    await fitsWidth(page);
    await snap(page, '375-02-list');

    await page.goto(`${env.origin}/staff/impersonation/?search=employee`);
    await page.getByRole('button', { name: 'Войти как Анна Смирнова' }).click();
    await page.getByRole('dialog', { name: 'Войти как Анна Смирнова' }).waitFor();
    await fitsWidth(page);
    await snap(page, '375-03-reason');
  });
});
