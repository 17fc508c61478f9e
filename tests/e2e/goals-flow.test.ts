import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CheckInOut } from '../../server/src/modules/goals/checkins.schemas.ts';
import type { GoalOut } from '../../server/src/modules/goals/goals.schemas.ts';
import { annasFormAt, call } from './forms.ts';
import { openSettled, settled, shot, signIn, useBrowser } from './harness.ts';

const env = useBrowser();
const C = '/c/1';
const FORM = `${C}/performance-review/employee-dashboard/form/`;
const TITLE = 'Запустить самообслуживание для клиентов';
const CLIENTS = 'Клиенты на самообслуживании';
const GUIDES = 'Готовые инструкции';
const COMMENTS = [
  'Первые три клиента перешли на личный кабинет.',
  'Два клиента ждут доработки выгрузки, инструкции задерживаются.',
  'Перевели ещё троих клиентов, выгрузку доработаем к концу месяца.',
];

/** The goal's page as a person reaches it: its address is the goal's, its heading the title. */
const goalIdOf = (page: Page) => Number(/\/goals\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1]);

/** The employee creates her goal with two key results in the dialog of the goals page; its id. */
async function createGoal(page: Page): Promise<number> {
  await signIn(env, 'employee', `${C}/goals/`);
  await settled(page);
  await page.getByRole('button', { name: 'Новая цель' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая цель' });
  await dialog.getByLabel(/Название цели/).fill(TITLE);
  await dialog.getByLabel(/Ключевой результат/).fill(CLIENTS);
  await dialog.getByLabel('Целевое значение').fill('10');
  await dialog.getByRole('button', { name: 'Добавить ключевой результат' }).click();
  await dialog
    .getByLabel(/Ключевой результат/)
    .nth(1)
    .fill(GUIDES);
  await dialog.getByLabel('Целевое значение').nth(1).fill('5');
  await shot(page, 'goals-flow-create');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await settled(page);
  const keyResults = page.getByRole('region', { name: 'Ключевые результаты' });
  await expect.poll(() => keyResults.textContent()).toContain(CLIENTS);
  expect(await keyResults.textContent()).toContain(GUIDES);
  expect(await page.getByText('Черновик').count()).toBeGreaterThan(0);
  return goalIdOf(page);
}

/** Her manager approves the draft on its page. */
async function approve(page: Page, id: number): Promise<void> {
  await signIn(env, 'manager', `${C}/goals/${String(id)}/`);
  await settled(page);
  await page.getByRole('button', { name: 'Утвердить' }).click();
  await page.getByText('Активна').first().waitFor();
  expect(await page.getByRole('button', { name: 'Утвердить' }).count()).toBe(0);
}

/** A check-in through the API as the person signed in, at the goal's current version. */
async function checkInByApi(id: number, values: [number, number], health: string, comment: string): Promise<void> {
  const goal = await call<GoalOut>(env, 'GET', `goals/${String(id)}/`);
  const [clients, guides] = goal.key_results;
  await call<CheckInOut>(env, 'POST', `goals/${String(id)}/check_ins/`, {
    version: goal.version,
    health,
    comment,
    values: [
      { key_result: clients.id, value: values[0] },
      { key_result: guides.id, value: values[1] },
    ],
  });
}

/** The employee's third check-in, in the check-in dialog of the goal's page. */
async function checkInByDialog(page: Page, id: number): Promise<void> {
  await signIn(env, 'employee', `${C}/goals/${String(id)}/`);
  await settled(page);
  await page.getByRole('button', { name: 'Отметить прогресс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отметка о прогрессе' });
  await dialog.getByLabel(`Новое значение: ${CLIENTS}`).fill('8');
  await dialog.getByLabel(`Новое значение: ${GUIDES}`).fill('4');
  await dialog.getByRole('radio', { name: 'Под угрозой' }).check();
  await dialog.getByLabel('Комментарий').fill(COMMENTS[2]);
  await shot(page, 'goals-flow-check-in');
  await dialog.getByRole('button', { name: 'Отметить' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const checkIns = page.getByRole('region', { name: 'Отметки о прогрессе' });
  await checkIns.getByText(COMMENTS[2]).waitFor();
  expect(await page.getByLabel('Прогресс: 80%').count()).toBeGreaterThan(0);
}

describe('a goal through the year into the review', () => {
  it('is created with two key results, approved, checked in three times and shown on the review form', async () => {
    const { page } = env;
    const id = await createGoal(page);
    await approve(page, id);
    await signIn(env, 'employee');
    await checkInByApi(id, [3, 1], 'on_track', COMMENTS[0]);
    await signIn(env, 'manager');
    await checkInByApi(id, [5, 1], 'at_risk', COMMENTS[1]);
    await checkInByDialog(page, id);

    // The next period's form grades the goals of this one: her manager reads it with the goal's year in it.
    const formId = await annasFormAt(env, 'Оценка по целям года', 'MANAGER');
    await signIn(env, 'manager', FORM);
    await openSettled(env, `${FORM}?id=${String(formId)}`);
    const item = page
      .locator('[data-testid^="agreements-"]')
      .filter({ has: page.getByRole('heading', { name: TITLE, level: 3 }) });
    await item.scrollIntoViewIfNeeded();
    await shot(page, 'goals-flow-form');
    expect(await item.getByRole('progressbar', { name: 'Прогресс: 80%' }).count()).toBe(1);
    const timeline = item.getByRole('list', { name: 'Отметки прогресса' });
    // Each check-in is an item of the timeline; the values it changed are a list inside it.
    const rows = timeline.locator(':scope > li');
    expect(await rows.count()).toBe(3);
    const texts = await rows.allInnerTexts();
    COMMENTS.forEach((comment, n) => expect(texts[n]).toContain(comment));
    expect(texts[0]).toContain('По плану');
    expect(texts[0]).toContain('Прогресс: 0% → 25%');
    expect(texts[1]).toContain('Под угрозой');
    expect(texts[1]).toContain('Прогресс: 25% → 35%');
    expect(texts[2]).toContain('Прогресс: 35% → 80%');
    expect(texts[2]).toContain(`${CLIENTS}: 5 → 8`);
    expect(texts[2]).toContain(`${GUIDES}: 1 → 4`);
    const outcome = await item.innerText();
    expect(outcome).toContain('Итог по цели');
    expect(outcome.split('Отметки прогресса')[0]).toContain('Под угрозой');
  });
});
