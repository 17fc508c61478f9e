import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANSWER,
  annasFormAt,
  annasFormIn,
  formOf,
  GROWTH,
  openPeriod,
  RESULT,
  SELF_COMMENT,
  stageOf,
  STRENGTHS,
} from './forms.ts';
import { settled, shot, signIn, useBrowser } from './harness.ts';

/**
 * A review cycle in the order people meet it: the admin launches a period, the employee assesses herself, the manager
 * assesses and writes the feedback, the employee answers, the manager completes. Each step starts from a form put
 * through the API in the stage that step needs (forms.ts), in a period of its own.
 */
const env = useBrowser();
const FORM = '/c/1/performance-review/employee-dashboard/form/';
const PERIOD = 'Оценка 2027';

/**
 * Picks an option of a select, and waits, as a person would, until the list has closed and the select shows the
 * choice: a click that did not take fails here, naming the select, instead of at the wait for its save.
 */
async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  const select = scope.getByRole('combobox', { name: label });
  await select.click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await expect.poll(() => select.textContent(), { message: label }).toMatch(option);
}

/** Text sits in form fields here: wait until a field holds it. */
async function waitForValue(field: Locator, text: string) {
  await field.waitFor();
  await expect.poll(() => field.inputValue(), { timeout: 20_000 }).toBe(text);
}

describe('a whole review cycle in Chromium, in Russian', () => {
  it('the admin launches the new period for everyone', async () => {
    const period = await openPeriod(env, PERIOD);
    await signIn(env, 'admin', '/c/1/performance-review/manager-dashboard/');
    await env.page.getByRole('button', { name: 'Запустить оценку' }).click();
    await env.page
      .getByRole('dialog')
      .getByText(/Оценка 2027/)
      .waitFor();
    await env.page
      .getByRole('dialog')
      .getByRole('button', { name: /Создать анкеты/ })
      .click();
    // Everyone but the head of the company, who has nobody to assess them.
    await env.page.getByText(/Создано анкет: 29/).waitFor();
    await shot(env.page, 'cycle-01-admin-launched');
    expect(await stageOf(env, await annasFormIn(env, period))).toBe('SELF');
  });

  it('the employee is told what is missing, fills the form and submits it', async () => {
    const { page } = env;
    const id = await annasFormAt(env, PERIOD, 'SELF');
    await signIn(env, 'employee', '/c/1/performance-review/employee-dashboard/');
    await page.getByText(PERIOD).first().waitFor();
    await shot(page, 'cycle-02-employee-dashboard');
    await page.getByRole('link', { name: 'Открыть анкету' }).click();
    await page.getByRole('button', { name: 'Отправить руководителю' }).click();
    const missing = page.getByRole('dialog', { name: 'Чтобы перейти на этап «Оценка руководителя», осталось:' });
    await missing.getByRole('listitem').filter({ hasText: '5 ценностей без самооценки' }).waitFor();
    await missing.getByRole('listitem').filter({ hasText: 'Добавьте хотя бы один результат' }).waitFor();
    await shot(page, 'cycle-03-employee-missing');
    await missing.getByRole('button', { name: 'Закрыть' }).click();
    expect(await stageOf(env, id)).toBe('SELF');

    await page.getByLabel('Новый результат').fill(RESULT);
    await page.getByRole('button', { name: 'Добавить' }).click();
    await waitForValue(page.getByLabel('Результат', { exact: true }).first(), RESULT);
    for (const item of await page.locator('[data-testid^="values-"], [data-testid^="agreements-"]').all()) {
      await choose(page, item, 'Самооценка', /^4 —/);
      await item.getByText('Сохранено').waitFor();
    }
    const first = page.locator('[data-testid^="values-"]').first();
    await first.getByLabel('Комментарий сотрудника').fill(SELF_COMMENT);
    await first.getByLabel('Комментарий сотрудника').blur();
    await first.getByText('Сохранено').waitFor();
    await shot(page, 'cycle-04-employee-filled');
    await page.getByRole('button', { name: 'Отправить руководителю' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Анкета переведена на этап «Оценка руководителя»').waitFor();
    expect(await stageOf(env, id)).toBe('MANAGER');
  });

  it('the manager assesses, decides hipo, sets the overall grade and moves to FEEDBACK', async () => {
    const { page } = env;
    const id = await annasFormAt(env, PERIOD, 'MANAGER');
    await signIn(env, 'manager', '/c/1/performance-review/manager-dashboard/');
    await page.getByText('Анна Смирнова').first().waitFor();
    await shot(page, 'cycle-05-manager-dashboard');
    await page.goto(`${env.origin}/c/1/performance-review/manager-dashboard/?form=${id}`);
    await page.waitForURL(new RegExp(`form/\\?id=${id}`));
    await waitForValue(page.getByLabel('Комментарий сотрудника').first(), SELF_COMMENT);
    // Every part of the form has come and the page is at rest before the manager starts choosing.
    await settled(page);
    const detail = await formOf(env, id);
    const graded = page.locator('[data-testid^="values-"], [data-testid^="agreements-"]');
    await expect.poll(() => graded.count()).toBe(detail.values.length + detail.agreements.length);
    const decisions = page.getByRole('combobox', { name: 'Решение' });
    await expect.poll(() => decisions.count()).toBe(detail.hipo.length);
    for (const item of await graded.all()) {
      await choose(page, item, 'Оценка руководителя', /^3 —/);
      await item.getByText('Сохранено').waitFor();
    }
    for (const combo of await decisions.all()) {
      await combo.click();
      await page.getByRole('option', { name: 'Нет потенциала' }).click();
    }
    await choose(page, page.locator('body'), 'Итоговая оценка', /^4 —/);
    await page.getByRole('button', { name: 'Перейти к обратной связи' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Анкета переведена на этап «Обратная связь»').waitFor();
    await page.getByLabel('Сильные стороны').fill(STRENGTHS);
    await page.getByLabel('Зоны роста').fill(GROWTH);
    await page.getByLabel('Зоны роста').blur();
    await page.getByText('Сохранено').first().waitFor();
    await shot(page, 'cycle-06-manager-feedback');
    expect(await stageOf(env, id)).toBe('FEEDBACK');
  });

  it('the manager cannot complete before the employee has answered', async () => {
    const { page } = env;
    const id = await annasFormAt(env, PERIOD, 'FEEDBACK');
    await signIn(env, 'manager', `${FORM}?id=${id}`);
    await page.getByRole('button', { name: 'Завершить оценку' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/^Сотрудник ещё не ответил на обратную связь \(срок — до .+\)\. Завершить оценку можно/)
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Подтвердить' }).isDisabled()).toBe(true);
    await shot(page, 'cycle-07-manager-waits');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    // The server refuses the move itself, whatever the page shows.
    const csrf = (await env.context.cookies(env.origin)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const refused = await env.context.request.patch(
      `${env.origin}/api/companies/companies/1/performance_review/assessment_forms/${id}/transition/`,
      { data: { stage: 'COMPLETE' }, headers: { 'x-csrftoken': csrf } },
    );
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('acknowledgement_required');
    expect(await stageOf(env, id)).toBe('FEEDBACK');
  });

  it('the employee is asked to answer by the deadline, reads the grades and answers', async () => {
    const { page } = env;
    const id = await annasFormAt(env, PERIOD, 'FEEDBACK');
    await signIn(env, 'employee', '/c/1/performance-review/employee-dashboard/');
    const ask = page.getByText(/ответьте до .+: выберите, согласны ли вы с оценкой/);
    await ask.waitFor();
    await shot(page, 'cycle-08-employee-asked');
    await page.getByRole('link', { name: 'Открыть анкету' }).click();
    await waitForValue(page.getByLabel('Сильные стороны'), STRENGTHS);
    await ask.waitFor();
    await choose(page, page.locator('body'), 'Согласие с оценкой', /Согласен/);
    await page.getByText('Сохранено').first().waitFor();
    await ask.waitFor({ state: 'detached' });
    await page.getByLabel('Комментарий к оценке').fill(ANSWER);
    await page.getByLabel('Комментарий к оценке').blur();
    await page.getByText('Сохранено').first().waitFor();
    await shot(page, 'cycle-09-employee-answer');
    await expect
      .poll(async () => {
        const reply = (await formOf(env, id)).participant_feedback;
        return { agreement: reply?.agreement, comment: reply?.comment };
      })
      .toEqual({ agreement: 'AGREE', comment: ANSWER });
  });

  it('the manager completes the review', async () => {
    const { page } = env;
    const id = await annasFormAt(env, PERIOD, 'ANSWERED');
    await signIn(env, 'manager', `${FORM}?id=${id}`);
    await page.getByRole('button', { name: 'Завершить оценку' }).click();
    await page.getByRole('dialog').getByText('Сотрудник ответил на обратную связь: «Согласен(на)».').waitFor();
    await shot(page, 'cycle-10-manager-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Анкета переведена на этап «Завершено»').waitFor();
    await page.getByText('Анкета доступна только для чтения.').waitFor();
    await shot(page, 'cycle-11-complete');
    expect(await stageOf(env, id)).toBe('COMPLETE');
  });
});
