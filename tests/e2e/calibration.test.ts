import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANNAS_REASON,
  lockedSession,
  moveAnnaUp,
  OTHERS_REASON,
  openSession,
  sessionToLock,
} from './calibration-setup.ts';
import { completeAnnasForm } from './forms.ts';
import { resizeSettled, settled, shot, SHOTS, signIn, useBrowser } from './harness.ts';

const env = useBrowser();
const C = '/c/1';
const ANNA = 'Анна Смирнова';

/** The board's box by its name, and a person's card in it. */
const box = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (scope: Locator, name: string) => scope.getByRole('listitem').filter({ hasText: name });

/** The cards of a box but Anna's. */
const others = (scope: Locator) => scope.getByRole('listitem').filter({ hasNotText: ANNA });

/** How many people the distribution's table counts at a grade. */
async function countAt(page: Page, label: string): Promise<number> {
  const table = page.getByRole('table', { name: 'Распределение итоговых оценок по сравнению с целевым' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  return Number(await row.getByRole('cell').first().textContent());
}

/** Gives the reason in the dialog that opened, and sends it. */
async function giveReason(page: Page, dialogName: string, reason: string, submit: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'Причина' }).fill(reason);
  await dialog.getByRole('button', { name: submit }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A box below the top row that holds someone other than Anna, with the box above it. */
async function boxWithOneAbove(page: Page): Promise<[string, string]> {
  const pairs: [string, string][] = [
    ['Дилемма', 'Неогранённый алмаз'],
    ['Ключевой сотрудник', 'Восходящая звезда'],
    ['Сильный исполнитель', 'Звезда'],
    ['Зона риска', 'Дилемма'],
    ['Стабильный исполнитель', 'Ключевой сотрудник'],
    ['Надёжный профессионал', 'Сильный исполнитель'],
  ];
  for (const pair of pairs) if (await others(box(page, pair[0])).count()) return pair;
  throw new Error('nobody below the top row of the board');
}

/** Presses Tab until the focus is on the button of that text. */
async function tabTo(page: Page, text: string) {
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent)) === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

/** The demo employee's form of the active period, completed through the API by the first test that needs it. */
let completing: Promise<number> | undefined;
const annasForm = () => (completing ??= completeAnnasForm(env));

/** The admin on the session's page, its board shown. */
async function showSession(id: number) {
  await signIn(env, 'admin', `${C}/performance-review/calibration/${id}/`);
  await card(env.page.locator('body'), ANNA).first().waitFor();
}

/** A session of the period locked with its moves, made once: who it raised a row, and to which box. */
let locking: Promise<{ name: string; box: string }> | undefined;
const afterLock = async () => {
  const form = await annasForm();
  return (locking ??= lockedSession(env, 'Калибровка второго полугодия', form));
};

describe('an admin runs a calibration session in Chromium, in Russian', () => {
  it('sees the 9-box of the period once the forms are graded', async () => {
    await annasForm();
    await signIn(env, 'admin', `${C}/performance-review/nine-box/`);
    const { page } = env;
    await settled(page);
    await page
      .getByRole('link', { name: /^Открыть анкету: / })
      .first()
      .waitFor();
    await page.getByText(/Результативность — итоговая оценка \(от 0 до 5\): после калибровки/).waitFor();
    // Her completed form puts her on the board, by her manager's 3 and one hipo skill of three.
    const placed = card(page.getByRole('region', { name: /^Стабильный исполнитель/ }), ANNA);
    await expect.poll(() => placed.count()).toBe(1);
    await shot(page, 'calibration-01-nine-box');
    await resizeSettled(page, 375);
    await shot(page, 'calibration-01-nine-box-375');
    await resizeSettled(page, 1366);
  });

  it('opens a session for the period with the manager invited and the usual target curve', async () => {
    await annasForm();
    await signIn(env, 'admin', `${C}/performance-review/calibration/`);
    const { page } = env;
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Новая сессия' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая калибровочная сессия' });
    await dialog.getByRole('textbox', { name: 'Название' }).fill('Калибровка второго полугодия');
    await dialog.getByRole('combobox', { name: 'Участники' }).fill('Иванов');
    await page.getByRole('option', { name: 'Дмитрий Иванов' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Сумма: 100 %');
    await shot(page, 'calibration-02-new-session');
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/performance-review\/calibration\/\d+\/$/);
    await page.getByRole('heading', { name: 'Калибровка второго полугодия', level: 1 }).waitFor();
    await page.getByText('Участники: Дмитрий Иванов').waitFor();
    await card(page.locator('body'), ANNA).first().waitFor();
  });

  it('drags the employee to high performance, choosing the calibrated grade of that level with the keyboard', async () => {
    await annasForm();
    await showSession((await openSession(env, 'Калибровка второго полугодия')).id);
    const { page } = env;
    // Tall enough for the whole board, her box in the bottom row included: a drag runs between two points of the
    // window, and one near its edge would scroll the page under it.
    await resizeSettled(page, 1366, 2600);
    const handle = page.getByRole('button', { name: `Перетащить: ${ANNA}` });
    // Her manager's 3 is medium performance, one hipo of three low potential: «Стабильный исполнитель».
    const target = box(page, 'Надёжный профессионал');
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the card or the box is not on the screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 20 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: `Переместить: ${ANNA}` });
    await expect.poll(() => dialog.getByRole('radio', { name: /^Надёжный профессионал/ }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Причина' }).fill(ANNAS_REASON);
    // Another performance level: no move without a grade of that level, and only those are offered.
    await expect.poll(() => dialog.getByRole('button', { name: 'Переместить' }).isDisabled()).toBe(true);
    const grade = dialog.getByRole('combobox', { name: /Калибровочная оценка/ });
    await grade.focus();
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['4 — превосходит ожидания', '5 — исключительно']);
    await page.keyboard.press('Enter');
    await expect.poll(() => grade.textContent()).toContain('4 — превосходит ожидания');
    await settled(page);
    await dialog.screenshot({ path: join(SHOTS, 'calibration-02-move-grade.png') });
    await dialog.getByRole('button', { name: 'Переместить' }).click();
    await dialog.waitFor({ state: 'detached' });
    const moved = card(box(page, 'Надёжный профессионал'), ANNA);
    await moved.getByText('Перемещён при калибровке').waitFor();
    await moved.getByText('Итоговая: 3 · После калибровки: 4').waitFor();
  });

  it('raises her calibrated grade from the card menu, and the distribution follows', async () => {
    const form = await annasForm();
    const session = await openSession(env, 'Калибровка второго полугодия');
    await moveAnnaUp(env, session.id, form, 4);
    await showSession(session.id);
    const { page } = env;
    await card(box(page, 'Надёжный профессионал'), ANNA).getByText('Итоговая: 3 · После калибровки: 4').waitFor();
    const before = await countAt(page, '5 — исключительно');
    await page.getByRole('button', { name: `Действия: ${ANNA}` }).click();
    await page.getByRole('menuitem', { name: 'Изменить оценку…' }).click();
    const dialog = page.getByRole('dialog', { name: `Калибровочная оценка: ${ANNA}` });
    await dialog.getByRole('combobox', { name: 'Калибровочная оценка' }).click();
    await page.getByRole('option', { name: '5 — исключительно' }).click();
    await giveReason(page, `Калибровочная оценка: ${ANNA}`, 'Лучший результат отдела за год', 'Сохранить');
    await expect.poll(() => countAt(page, '5 — исключительно')).toBe(before + 1);
    await card(box(page, 'Надёжный профессионал'), ANNA).getByText('Итоговая: 3 · После калибровки: 5').waitFor();
  });

  it('moves another person with the keyboard alone', async () => {
    const form = await annasForm();
    const session = await openSession(env, 'Калибровка второго полугодия');
    await moveAnnaUp(env, session.id, form, 4);
    await showSession(session.id);
    const { page } = env;
    // Someone below the top row: the arrow up takes their card to the box above.
    const [fromName, toName] = await boxWithOneAbove(page);
    const handle = others(box(page, fromName))
      .first()
      .getByRole('button', { name: /^Перетащить: / });
    const keyboardPerson = ((await handle.getAttribute('aria-label')) ?? '').replace('Перетащить: ', '');
    // Each key waits for the board: the card picked up (its handle pressed), then said aloud to be over the box above.
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // The arrows move it only once the board has measured its boxes, which it says by naming the box it is over.
    await page
      .getByText(`Карточка «${keyboardPerson}» над клеткой «${fromName}».`, { exact: true })
      .waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowUp');
    await page
      .getByText(`Карточка «${keyboardPerson}» над клеткой «${toName}».`, { exact: true })
      .waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: `Переместить: ${keyboardPerson}` });
    await expect.poll(() => dialog.getByRole('radio', { name: new RegExp(`^${toName}`) }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Причина' }).pressSequentially(OTHERS_REASON);
    await tabTo(page, 'Переместить');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await card(box(page, toName), keyboardPerson).waitFor();
    const history = page.getByRole('list', { name: 'История изменений сессии' });
    await history.getByText(`${keyboardPerson}. Клетка: ${fromName} → ${toName}`).waitFor();
    // Her move is two changes with one reason: the box, and the grade it needs.
    await history.getByText(`${ANNA}. Клетка: Стабильный исполнитель → Надёжный профессионал`).waitFor();
    await history.getByText(`${ANNA}. Итоговая оценка: 3 → 4`).waitFor();
    expect(await history.getByText(`Причина: ${ANNAS_REASON}`).count()).toBe(2);
    await page.getByText('Сотрудник перемещён').waitFor({ state: 'detached' });
    await settled(page);
    await shot(page, 'calibration-03-session');
  });

  it('locks the session, which is then read-only', async () => {
    const { session } = await sessionToLock(env, 'Калибровка второго полугодия', await annasForm());
    await showSession(session.id);
    const { page } = env;
    await page.getByRole('button', { name: 'Зафиксировать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Зафиксировать сессию?' });
    await dialog.getByText(/изменённых оценок: 1, изменённых уровней потенциала: 1/).waitFor();
    await dialog.getByRole('button', { name: 'Зафиксировать' }).click();
    await page.getByText(/Сессия зафиксирована \d+/).waitFor();
    expect(await page.getByRole('button', { name: /^Перетащить: / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Действия: / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Открыть снова' }).waitFor();
    await page.getByText('Сессия зафиксирована', { exact: true }).waitFor({ state: 'detached' });
    const history = page.getByRole('list', { name: 'История изменений сессии' });
    await history.getByText('Сессия зафиксирована; записано в анкеты: оценок — 1, уровней потенциала — 1').waitFor();
    await settled(page);
    await shot(page, 'calibration-04-session-locked');
    await resizeSettled(page, 375);
    await shot(page, 'calibration-04-session-locked-375');
    await resizeSettled(page, 1366);
  });

  it("places her on the company's 9-box by the calibrated grade, where the locked session shows her", async () => {
    const raisedOne = await afterLock();
    await signIn(env, 'admin', `${C}/performance-review/nine-box/`);
    const { page } = env;
    await page.waitForLoadState('networkidle');
    const placed = card(page.getByRole('region', { name: /^Надёжный профессионал/ }), ANNA);
    await placed.getByText('Итоговая: 3 · После калибровки: 5').waitFor();
    // The one moved up a row keeps his grade and sits in the box the session showed, by the potential it wrote.
    const raised = card(page.getByRole('region', { name: new RegExp(`^${raisedOne.box}`) }), raisedOne.name);
    await raised.getByText(/Потенциал после калибровки: /).waitFor();
    expect(await placed.count()).toBe(1);
    expect(await raised.count()).toBe(1);
    await settled(page);
    await shot(page, 'calibration-05-nine-box-calibrated');
  });

  it("shows the employee her calibrated grade beside her manager's on the completed form", async () => {
    await afterLock();
    await signIn(env, 'employee', `${C}/performance-review/employee-dashboard/form/?id=${await annasForm()}`);
    const { page } = env;
    const calibrated = page.getByRole('textbox', { name: 'После калибровки' });
    await expect.poll(() => calibrated.inputValue()).toBe('5 — Исключительно');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Итоговая оценка' }).textContent())
      .toContain('3 — Соответствует ожиданиям');
    await calibrated.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'calibration-05-employee-form.png') });
  });
});
