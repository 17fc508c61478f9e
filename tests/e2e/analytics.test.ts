import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { HeatmapOut } from '../../src/api/types.ts';
import { describe, expect, it } from 'vitest';
import { apiGet, openSettled, resizeSettled, settled, shot, signIn, useBrowser } from './harness.ts';

const env = useBrowser();
const ANALYTICS = '/c/1/performance-review/analytics/';
const FORM = '/c/1/performance-review/employee-dashboard/form/';

/** Clicks the dialog's download link once the file is ready and gives the saved file's name and first bytes. */
async function download(page: Page): Promise<{ name: string; head: string }> {
  const dialog = page.getByRole('dialog');
  const link = dialog.getByRole('link', { name: /^Скачать файл / });
  await link.waitFor({ timeout: 60_000 });
  const [saved] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await saved.path();
  const head = readFileSync(path).subarray(0, 4).toString('latin1');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  return { name: saved.suggestedFilename(), head };
}

describe('review analytics and exports in a browser', () => {
  it('an admin sees the heatmap with figures as text, in Russian, at 1280 and 375 px', async () => {
    const { page } = env;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(env, 'admin');
    await openSettled(env, ANALYTICS);
    await page.getByRole('heading', { name: 'Аналитика оценки', level: 1 }).waitFor();
    const heatmap = page.getByRole('table', { name: 'Тепловая карта: ценности × подразделения' });
    await heatmap.waitFor();
    // Every value graded in the period is a column, every department with forms a row, each mean written out.
    const answer = await apiGet<HeatmapOut>(env, 'companies/companies/1/performance_review/analytics/heatmap/');
    expect(answer.values.length).toBeGreaterThan(0);
    for (const value of answer.values) await heatmap.getByRole('columnheader', { name: value.name }).waitFor();
    await heatmap.getByRole('rowheader', { name: 'Разработка' }).waitFor();
    expect(await heatmap.getByRole('cell').first().textContent()).toMatch(/^\d,\d\d$|^—$/);
    await page.getByText(/Вы администратор и видите все ячейки/).waitFor();
    await shot(page, 'analytics-heatmap-ru-1280');
    await resizeSettled(page, 375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'analytics-heatmap-ru-375');
    await resizeSettled(page, 1280);
  });

  it('every chart reads as a table too', async () => {
    const { page } = env;
    await signIn(env, 'admin');
    await openSettled(env, ANALYTICS);
    const grades = page.getByRole('region', { name: 'Распределение оценок' });
    await grades.getByRole('button', { name: 'Таблица' }).click();
    const table = grades.getByRole('table', { name: 'Распределение оценок' });
    await table.getByRole('rowheader', { name: 'Оценка руководителя' }).waitFor();
    expect(await table.getByRole('columnheader').count()).toBeGreaterThan(1);
    await grades.getByRole('button', { name: 'График' }).click();
    await grades.getByRole('img', { name: /Распределение оценок: график/ }).waitFor();
  });

  it("exports the period's forms to XLSX and downloads the file", async () => {
    const { page } = env;
    await signIn(env, 'admin');
    await openSettled(env, ANALYTICS);
    await page.getByRole('button', { name: 'Экспорт' }).click();
    await page.getByRole('menuitem', { name: /Анкеты периода \(XLSX\)/ }).click();
    const file = await download(page);
    expect(file.name).toMatch(/\.xlsx$/);
    expect(file.head).toBe('PK\u0003\u0004');
    // The finished export is listed under "Мои выгрузки" with its link.
    const mine = page.getByRole('list', { name: 'Мои выгрузки' });
    await mine.getByRole('link', { name: `Скачать файл ${file.name}` }).waitFor();
    await settled(page);
    await shot(page, 'analytics-my-exports-ru');
  });

  it("downloads a form's PDF from the form's header", async () => {
    const { page } = env;
    await signIn(env, 'admin');
    const forms = await apiGet<{ results: { id: number }[] }>(
      env,
      'companies/companies/1/performance_review/assessment_forms/?team=true',
    );
    await openSettled(env, `${FORM}?id=${forms.results[0].id}`);
    await page.getByRole('button', { name: 'Скачать PDF' }).click();
    const file = await download(page);
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.head).toBe('%PDF');
  });

  it('a manager sees the people they oversee, cells of fewer than 3 people withheld as «< 3»', async () => {
    const { page } = env;
    await signIn(env, 'manager');
    await openSettled(env, ANALYTICS);
    await page.getByText(/ячейки, в которых меньше 3 человек, скрыты/).waitFor();
    const answer = await apiGet<HeatmapOut>(env, 'companies/companies/1/performance_review/analytics/heatmap/');
    expect(answer.scope.suppression).toBe(true);
    const heatmap = page.getByRole('table', { name: 'Тепловая карта: ценности × подразделения' });
    for (const row of answer.departments) {
      const cells = heatmap.getByRole('row').filter({ hasText: row.department.name ?? 'Без подразделения' });
      const texts = await cells.first().getByRole('cell').allTextContents();
      row.cells.forEach((cell, index) => {
        if (cell.suppressed) expect(texts[index]).toBe('< 3скрыто: меньше 3 человек');
        else expect(texts[index]).toMatch(/^\d,\d\d$/);
      });
    }
    await shot(page, 'analytics-manager-ru-1280');
  });
});
