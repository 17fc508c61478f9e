import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { shot, signIn, useBrowser } from './harness.ts';

const env = useBrowser();
const FORM = '/c/1/performance-review/employee-dashboard/form/';
const COMMENT = 'Комментарий сотрудника';

/** The employee's first value on the form, as one tab shows it. */
const firstValue = (page: Page) => page.locator('[data-testid^="values-"]').first();

async function storedItem(id: number) {
  const [row] = await env.database.db.select().from(s.formValueItems).where(eq(s.formValueItems.id, id));
  return row;
}

async function typeComment(row: Locator, text: string) {
  const field = row.getByLabel(COMMENT);
  await field.fill(text);
  // Leaving the field saves it at once.
  await field.blur();
}

async function chooseGrade(page: Page, row: Locator, grade: RegExp) {
  await row.getByRole('combobox', { name: 'Самооценка' }).click();
  await page.getByRole('option', { name: grade }).click();
}

async function openForm(page: Page): Promise<{ row: Locator; id: number }> {
  await page.goto(`${env.origin}${FORM}`);
  const row = firstValue(page);
  await row.getByLabel(COMMENT).waitFor();
  const id = Number((await row.getAttribute('data-testid'))?.replace('values-', ''));
  return { row, id };
}

describe('two tabs of one person on the same form, in Chromium', () => {
  it('a draft rejected in one tab is never sent over the newer text by a reload of the other', async () => {
    await signIn(env, 'employee', FORM);
    const a = env.page;
    const { row: rowA, id } = await openForm(a);
    const b = await env.context.newPage();
    const { row: rowB } = await openForm(b);

    await typeComment(rowA, 'Текст вкладки A');
    await rowA.getByText('Сохранено').waitFor();

    await typeComment(rowB, 'Текст вкладки B');
    const alertB = rowB.getByRole('alert');
    await alertB.getByText('Комментарий сотрудника: «Текст вкладки A»', { exact: false }).waitFor();

    // Tab A grades 1 meanwhile; tab B, still in conflict, grades 3: it waits, shown unsaved, beside the server's 1.
    await chooseGrade(a, rowA, /^1 — Проявляется редко/);
    await rowA.getByText('Сохранено').waitFor();
    await chooseGrade(b, rowB, /^3 — Соответствует ожиданиям/);
    await alertB
      .getByText('Самооценка: 3 — Соответствует ожиданиям (на сервере — 1 — Проявляется редко)', { exact: false })
      .waitFor();
    await rowB.getByText('Не сохранено', { exact: true }).waitFor();
    await shot(b, 'drafts-01-tab-b-in-conflict');
    expect(await storedItem(id)).toMatchObject({ selfComment: 'Текст вкладки A', selfGrade: 1 });

    // Tab B is closed without a choice; tab A is reloaded.
    await b.close();
    const { row: reloaded } = await openForm(a);
    const alertA = reloaded.getByRole('alert');
    // Tab B's grade, kept in the conflict with its text, is offered too: nothing of tab B is sent unseen.
    await alertA.getByText('Комментарий сотрудника: «Текст вкладки A»', { exact: false }).waitFor();
    expect(await alertA.textContent()).toContain('Самооценка: 1 — Проявляется редко');
    expect(await reloaded.getByLabel(COMMENT).inputValue()).toBe('Текст вкладки B');
    expect(await reloaded.getByText('Сохранено', { exact: true }).count()).toBe(0);
    await shot(a, 'drafts-02-tab-a-offered-the-draft');
    expect(await storedItem(id)).toMatchObject({ selfComment: 'Текст вкладки A', selfGrade: 1 });

    await alertA.getByRole('button', { name: 'Взять их вариант' }).click();
    await expect.poll(() => reloaded.getByLabel(COMMENT).inputValue()).toBe('Текст вкладки A');
    await expect
      .poll(() => a.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('.draft.'))))
      .toEqual([]);
    await a.reload();
    await firstValue(a).getByLabel(COMMENT).waitFor();
    expect(await firstValue(a).getByRole('alert').count()).toBe(0);
    expect(await storedItem(id)).toMatchObject({ selfComment: 'Текст вкладки A', selfGrade: 1 });
  });

  it('a grade chosen offline stays shown unsaved and is sent when the connection returns', async () => {
    const page = env.page;
    await signIn(env, 'employee', FORM);
    const { id } = await openForm(page);
    // Graded 1 before, as stored.
    await env.database.db.update(s.formValueItems).set({ selfGrade: 1 }).where(eq(s.formValueItems.id, id));
    const { row } = await openForm(page);
    await expect.poll(() => row.getByRole('combobox', { name: 'Самооценка' }).textContent()).toMatch(/^1 — /);
    await env.context.setOffline(true);
    await chooseGrade(page, row, /^4 — Выше ожиданий/);
    await row.getByText('Не сохранено: нет связи — отправим, когда она вернётся').waitFor();
    await shot(page, 'drafts-03-grade-unsaved-offline');
    expect((await storedItem(id)).selfGrade).toBe(1);

    await env.context.setOffline(false);
    await row.getByText('Сохранено', { exact: true }).waitFor();
    await expect.poll(async () => (await storedItem(id)).selfGrade).toBe(4);
  });
});
