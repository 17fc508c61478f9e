import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { signIn, useBrowser, type E2E } from './harness.ts';

const env = useBrowser();
const FORM = '/c/1/performance-review/employee-dashboard/form/';
/** The panel and the dialog as people see them, wide and on a phone, for whoever reviews the screens. */
const AI_SHOTS = process.env.AI_SHOTS ?? '/tmp/ai-shots';
const IMPROVE = 'Улучшить формулировку результата: «сделал отчеты быстрее»';
const PHONE = { width: 375, height: 812 };

async function capture(target: Locator, name: string) {
  mkdirSync(AI_SHOTS, { recursive: true });
  await target.screenshot({ path: join(AI_SHOTS, `${name}.png`) });
}

/**
 * The same screen on a phone: a page of its own opened at 375 px, as a phone opens it (resizing a wide
 * page would keep its side menu open, as a drawer over the screen).
 */
async function onPhone(e: E2E, path: string, show: (page: Page) => Promise<Locator>, name: string) {
  const phone = await e.context.newPage();
  try {
    await phone.setViewportSize(PHONE);
    await phone.goto(`${e.origin}${path}`);
    await capture(await show(phone), `${name}-375`);
  } finally {
    await phone.close();
  }
}

/** A form the demo manager reviews that has reached the feedback stage: both sides have written on it. */
async function teamFormInFeedback(e: E2E): Promise<number> {
  const reviewer = alias(s.employeeInPositions, 'reviewer');
  const [row] = await e.database.db
    .select({ id: s.assessmentForms.id })
    .from(s.assessmentForms)
    .innerJoin(reviewer, eq(reviewer.id, s.assessmentForms.reviewerId))
    .innerJoin(s.users, eq(s.users.id, reviewer.userId))
    .where(and(eq(s.users.email, DEMO_LOGINS.manager), eq(s.assessmentForms.stage, 'FEEDBACK')))
    .orderBy(asc(s.assessmentForms.id))
    .limit(1);
  return row.id;
}

async function waitForValue(field: Locator, text: string) {
  await field.waitFor();
  await expect.poll(() => field.inputValue(), { timeout: 20_000 }).toBe(text);
}

describe('the AI assistant on the review form, in Russian', () => {
  it('the manager summarises a team form and follows a source to the marked text', async () => {
    const { page } = env;
    const id = await teamFormInFeedback(env);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(env, 'manager', `${FORM}?id=${id}`);
    const panel = page.getByRole('region', { name: 'Сводка ИИ' });
    await panel.getByRole('button', { name: 'Сформировать' }).click();
    const source = panel.getByRole('button', { name: /^Перейти к цитате/ }).first();
    await source.waitFor();
    await panel.getByRole('button', { name: 'Обновить' }).waitFor();
    await panel.getByText(/Подготовлено .* · встроенный помощник/).waitFor();
    await capture(panel, 'summary-1280');

    await source.click();
    const focused = await page.evaluate(() => document.activeElement?.id ?? '');
    expect(focused).toMatch(/^ai-src-(value|agreement|result|hipo|feedback)-\d+-/);
    const marked = page.locator('[data-ai-source="Цитата из сводки"]');
    await marked.waitFor();
    expect(await marked.locator(`[id="${focused}"]`).count()).toBe(1);
    mkdirSync(AI_SHOTS, { recursive: true });
    await page.screenshot({ path: join(AI_SHOTS, 'summary-source-1280.png') });

    await onPhone(
      env,
      `${FORM}?id=${id}`,
      async (phone) => {
        const small = phone.getByRole('region', { name: 'Сводка ИИ' });
        await small.getByRole('button', { name: 'Сформировать' }).click();
        await small
          .getByRole('button', { name: /^Перейти к цитате/ })
          .first()
          .waitFor();
        return small;
      },
      'summary',
    );
  });

  it('the employee improves the wording of a result in SELF and accepts it; a reload shows it', async () => {
    const { page } = env;
    await signIn(env, 'employee', FORM);
    await page.getByLabel('Новый результат').fill('сделал отчеты быстрее');
    await page.getByRole('button', { name: 'Добавить' }).click();
    const result = page.getByLabel('Результат', { exact: true }).first();
    await waitForValue(result, 'сделал отчеты быстрее');

    await page.getByRole('button', { name: IMPROVE }).click();
    const dialog = page.getByRole('dialog', { name: 'Улучшить формулировку' });
    const suggestion = dialog.getByRole('textbox', { name: 'Предложение (можно изменить)' });
    await waitForValue(suggestion, 'Сделал отчеты быстрее.');
    await dialog.getByText('Что изменено').waitFor();
    await capture(dialog, 'improve-1280');
    await onPhone(
      env,
      FORM,
      async (phone) => {
        await phone.getByRole('button', { name: IMPROVE }).click();
        const small = phone.getByRole('dialog', { name: 'Улучшить формулировку' });
        await waitForValue(
          small.getByRole('textbox', { name: 'Предложение (можно изменить)' }),
          'Сделал отчеты быстрее.',
        );
        return small;
      },
      'improve',
    );

    await dialog.getByRole('button', { name: 'Принять' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Сохранено').first().waitFor();
    await page.reload();
    await waitForValue(page.getByLabel('Результат', { exact: true }).first(), 'Сделал отчеты быстрее.');
  });
});
