import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { openSettled, shot, SHOTS, signIn, useBrowser } from './harness.ts';

const env = useBrowser();
const DASHBOARD = '/c/1/performance-review/manager-dashboard/';
/** Where the people checking this screen by eye look for its pictures, besides the test results. */
const LOOK = process.env.MANAGER_SHOTS ?? '/tmp/manager-shots';

async function look(page: Page, name: string) {
  await shot(page, name);
  mkdirSync(LOOK, { recursive: true });
  copyFileSync(join(SHOTS, `${name}.png`), join(LOOK, `${name}.png`));
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function setAnnaActive(isActive: boolean) {
  const [anna] = await env.database.db
    .select({ id: s.employeeInPositions.id })
    .from(s.employeeInPositions)
    .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
    .where(and(eq(s.users.email, DEMO_LOGINS.employee), eq(s.employeeInPositions.companyId, 1)));
  await env.database.db.update(s.employeeInPositions).set({ isActive }).where(eq(s.employeeInPositions.id, anna.id));
}

describe('the manager dashboard in a browser', () => {
  it("keeps a manager's filters to their people, sorts, marks deactivated people and says why a row cannot be picked", async () => {
    const { page } = env;
    await setAnnaActive(false);
    try {
      await deactivatedAnna(page);
    } finally {
      await setAnnaActive(true);
    }
  });

  it('launches after a preview of who gets a form and who is skipped and why, at 1280 and 375 px', async () => {
    await launchWithPreview(env.page);
  });
});

async function deactivatedAnna(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(env, 'manager');
  await openSettled(env, DASHBOARD);
  const anna = page.getByRole('row').filter({ hasText: 'Анна Смирнова' });
  await anna.getByText('Деактивирован').waitFor();
  await page.getByRole('combobox', { name: 'Подразделение' }).click();
  const departments = await page.getByRole('option').allTextContents();
  expect(departments).toContain('Разработка');
  expect(departments).not.toContain('Продажи');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Период' }).click();
  expect(await page.getByRole('option').allTextContents()).not.toContain('Оценка за следующий год');
  await page.keyboard.press('Escape');

  const stage = page.getByRole('columnheader', { name: 'Этап', exact: true });
  await page.getByRole('button', { name: 'Этап', exact: true }).click();
  await page.waitForURL(/ordering=stage/);
  await expect.poll(() => stage.getAttribute('aria-sort'), { timeout: 10_000 }).toBe('ascending');
  await page.getByRole('button', { name: 'Этап', exact: true }).click();
  await page.waitForURL(/ordering=-stage/);
  await expect.poll(() => stage.getAttribute('aria-sort'), { timeout: 10_000 }).toBe('descending');
  await look(page, 'manager-1280-sorted');

  await page.getByRole('combobox', { name: 'Сотрудники' }).click();
  await page.getByRole('option', { name: 'Деактивированные' }).click();
  const forms = page.getByRole('table', { name: 'Анкеты сотрудников' });
  await expect.poll(() => forms.getByRole('row').count()).toBe(2);
  await anna.getByText('Деактивирован').waitFor();
  await look(page, 'manager-1280-deactivated');
}

async function launchWithPreview(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(env, 'admin');
  await openSettled(env, DASHBOARD);
  const blocked = page.getByRole('checkbox', { disabled: true }).first();
  if (await blocked.count()) expect(await blocked.getAttribute('title')).toMatch(/передать/i);
  await page.getByRole('button', { name: 'Запустить оценку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Запуск оценки' });
  await dialog.getByRole('heading', { name: /Получат анкету: \d+/ }).waitFor();
  await dialog.getByRole('radio', { name: 'Отдельным сотрудникам' }).click();
  await dialog.getByRole('combobox', { name: 'Сотрудники' }).fill('Смирн');
  await page.getByRole('option', { name: 'Анна Смирнова' }).click();
  await dialog.getByRole('heading', { name: 'Будут пропущены: 1' }).waitFor();
  await dialog.getByText('Анкета в этом периоде уже есть.').waitFor();
  await look(page, 'launch-1280-skipped');

  await dialog.getByRole('radio', { name: 'Всем сотрудникам' }).click();
  await look(page, 'launch-1280-everyone');

  // On a phone the dialog opens over the page as laid out there (the side menu a drawer), not resized open.
  await page.setViewportSize({ width: 375, height: 800 });
  await openSettled(env, DASHBOARD);
  expect(await fitsWidth(page)).toBe(true);
  await look(page, 'manager-375');
  await page.getByRole('button', { name: 'Запустить оценку' }).click();
  await dialog.getByRole('combobox', { name: 'Период' }).click();
  await page.getByRole('option', { name: 'Оценка за следующий год (черновик)' }).click();
  await dialog.getByRole('heading', { name: 'Получат анкету: 29' }).waitFor();
  await dialog.getByText('Некому оценивать: нет руководителя и руководителя подразделения.').waitFor();
  await look(page, 'launch-375-preview');
  await dialog.getByRole('button', { name: 'Создать анкеты (29)' }).click();
  await dialog.getByText('Создано анкет: 29').waitFor();
  await dialog.getByRole('heading', { name: 'Пропущены: 1' }).waitFor();
  await look(page, 'launch-375-done');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await dialog.waitFor({ state: 'detached' });
}
