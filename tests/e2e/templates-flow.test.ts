import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { annasFormIn, call, openPeriod } from './forms.ts';
import { openSettled, settled, shot, signIn, useBrowser } from './harness.ts';

const env = useBrowser();
const C = '/c/1';
const FORM = `${C}/performance-review/employee-dashboard/form/`;
const TEMPLATE = 'Новый шаблон';
const PERIOD = 'Оценка по новому шаблону';
const SECTION = 'Рост за полугодие';
const RATING = 'Как вы оцениваете свой вклад в команду?';
const TEXT = 'Чему вы научились за полугодие?';
const SELF_TEXT = 'Разобралась в очередях сообщений и настроила мониторинг.';
const MANAGER_TEXT = 'Мониторинг уже дважды спас релиз, спасибо.';

/** Picks an option of a select or an autocomplete by the field's label. */
async function pick(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The admin builds a template of one questions section (a rating on the demo's 1-4 scale and a required text
 * question) in the builder, is told what is wrong with a weight short of 100, fixes it and saves; its id.
 */
async function buildTemplate(page: Page): Promise<number> {
  await signIn(env, 'admin', `${C}/settings/templates/`);
  await settled(page);
  await page.getByRole('button', { name: 'Новый шаблон' }).click();
  await page.getByRole('heading', { name: `Шаблон «${TEMPLATE}»`, level: 1 }).waitFor();
  await settled(page);
  const id = Number(/\/templates\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1]);
  await page.getByRole('button', { name: 'Добавить раздел' }).click();
  await page.getByLabel('Название (рус.)').fill(SECTION);
  await page.getByLabel('Название (англ.)').fill('Growth this half-year');
  await page.getByLabel('Вес, %').fill('50');
  await pick(page, page, 'Шкала', 'Шкала 1–4');
  await pick(page, page, 'Тип вопроса', 'Оценка');
  await page.getByLabel('Вопрос (рус.)').fill(RATING);
  await page.getByLabel('Вопрос (англ.)').fill('How do you rate your contribution to the team?');
  await page.getByRole('button', { name: 'Добавить вопрос' }).click();
  await page.getByLabel('Вопрос (рус.)').nth(1).fill(TEXT);
  await page.getByLabel('Вопрос (англ.)').nth(1).fill('What have you learned this half-year?');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Что нужно исправить' });
  await problems.waitFor();
  await shot(page, 'templates-flow-01-weights');
  expect(await problems.innerText()).toContain('Веса оцениваемых разделов должны в сумме давать 100');

  await page.getByLabel('Вес, %').fill('100');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Шаблон сохранён').waitFor();
  expect(await problems.count()).toBe(0);
  await shot(page, 'templates-flow-02-saved');
  return id;
}

/**
 * A new active period whose default template is the new one. The period form has no template field, so the
 * period is set up through the API and the database (the demo's active period closed: one active period a company).
 */
async function periodWith(template: number): Promise<number> {
  const period = await openPeriod(env, PERIOD);
  const { version } = await call<{ version: number }>(env, 'GET', `assessment_periods/${String(period)}/`);
  await call(env, 'PATCH', `assessment_periods/${String(period)}/`, { template_id: template, version });
  return period;
}

/** The admin launches the period for the development department; the preview names the template. */
async function launch(page: Page): Promise<void> {
  await openSettled(env, `${C}/settings/performance-review-periods/`);
  await page.getByRole('button', { name: `Запустить оценку: ${PERIOD}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Подразделениям' }).check();
  await dialog.getByRole('combobox', { name: 'Подразделения (вместе с вложенными)' }).fill('Разработка');
  // An option reads as the department's path in the structure.
  await page.getByRole('option', { name: /Разработка$/ }).click();
  const anna = dialog.getByRole('listitem').filter({ hasText: 'Анна Смирнова' });
  await anna.waitFor();
  expect(await anna.innerText()).toContain(`шаблон «${TEMPLATE}»`);
  await shot(page, 'templates-flow-03-launch-preview');
  await dialog.getByRole('button', { name: /Создать анкеты/ }).click();
  await dialog.getByText(/Создано анкет: \d+/).waitFor();
}

/** Answers the template's two questions on the form page as whoever is signed in. */
async function answer(page: Page, rating: string, text: string): Promise<void> {
  // A point reads as its number, a dash and its label.
  await page
    .getByRole('radiogroup', { name: `Ваш ответ: ${RATING}` })
    .getByRole('radio', { name: new RegExp(`^\\d+ — ${rating}$`) })
    .check();
  const rated = page.locator('[data-testid$="-q1"]');
  await rated.getByText('Сохранено').waitFor();
  const field = page.getByLabel(`Ваш ответ: ${TEXT}`);
  await field.fill(text);
  await field.blur();
  await page.locator('[data-testid$="-q2"]').getByText('Сохранено').waitFor();
}

/** The employee is told what is missing, answers and sends the form to her manager. */
async function selfAssess(page: Page, form: number): Promise<void> {
  await signIn(env, 'employee', FORM);
  await openSettled(env, `${FORM}?id=${String(form)}`);
  await page.getByRole('heading', { name: RATING, level: 3 }).waitFor();
  await page.getByRole('heading', { name: TEXT, level: 3 }).waitFor();
  await page.getByRole('button', { name: 'Отправить руководителю' }).click();
  const missing = page.getByRole('dialog', { name: /^Чтобы перейти на этап «Оценка руководителя», осталось/ });
  const gap = missing.getByRole('listitem').filter({ hasText: SECTION });
  await gap.waitFor();
  expect(await gap.innerText()).toContain('2 обязательных вопроса без ответа сотрудника');
  // Which: the section, then its unanswered questions by their text.
  expect(await gap.innerText()).toContain(`${SECTION}: ${RATING}, ${TEXT}`);
  await shot(page, 'templates-flow-04-missing');
  await missing.getByRole('button', { name: 'Закрыть' }).click();

  await answer(page, 'Соответствует ожиданиям', SELF_TEXT);
  await shot(page, 'templates-flow-05-self');
  await page.getByRole('button', { name: 'Отправить руководителю' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByText('Анкета переведена на этап «Оценка руководителя»').waitFor();
}

/** The manager reads her answers, answers his side and moves the form to feedback. */
async function managerAssess(page: Page, form: number): Promise<void> {
  await signIn(env, 'manager', FORM);
  await openSettled(env, `${FORM}?id=${String(form)}`);
  await page.getByText(`Ответ сотрудника: ${SELF_TEXT}`).waitFor();
  await answer(page, 'Превосходит ожидания', MANAGER_TEXT);
  await shot(page, 'templates-flow-06-manager');
  await page.getByRole('button', { name: 'Перейти к обратной связи' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByText('Анкета переведена на этап «Обратная связь»').waitFor();
}

describe('a review template from the builder to a completed form', () => {
  it('is built, launched for the development department, filled in by both sides and read back', async () => {
    const { page } = env;
    const template = await buildTemplate(page);
    const period = await periodWith(template);
    await launch(page);
    const form = await annasFormIn(env, period);
    await selfAssess(page, form);
    await managerAssess(page, form);

    await signIn(env, 'employee', FORM);
    await openSettled(env, `${FORM}?id=${String(form)}`);
    const text = page.getByText(`Ответ руководителя: ${MANAGER_TEXT}`);
    await text.waitFor();
    expect(await text.count()).toBe(1);
    expect(await page.getByText(/^Ответ руководителя: 4 — Превосходит ожидания$/).count()).toBe(1);
    await shot(page, 'templates-flow-07-feedback');
  });
});
