import { describe, expect, it } from 'vitest';
import { openSettled, shot, signIn, useBrowser } from './harness.ts';

/** Issue 21 in Chromium: the HR admin's own self-assessment keeps the employee's rule; dialogs ask before discarding. */
const env = useBrowser();
const C = '/c/1/performance-review';

describe('the HR admin as an employee, in Russian', () => {
  it('their empty self-assessment lists what is missing, never "all filled in", and Submit names the gaps', async () => {
    const { page } = env;
    await signIn(env, 'admin');
    await openSettled(env, `${C}/employee-dashboard/`);
    const card = page.getByRole('region', { name: 'Моя анкета' });
    await card.getByText('Осталось сделать:').waitFor();
    expect(await card.getByText('Всё заполнено — отправьте анкету руководителю.').count()).toBe(0);

    await openSettled(env, `${C}/employee-dashboard/form/`);
    await page.getByRole('button', { name: 'Отправить руководителю' }).click();
    const dialog = page.getByRole('dialog', { name: 'Чтобы перейти на этап «Оценка руководителя», осталось:' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Подтвердить' }).count()).toBe(0);
    await shot(page, 'i21-own-form-missing');
  });
});

describe('a dialog with input in Chromium', () => {
  it('"Новая калибровочная сессия" asks on Escape once a name is typed, and keeps it on "Вернуться к вводу"', async () => {
    const { page } = env;
    await signIn(env, 'admin');
    await openSettled(env, `${C}/calibration/`);
    await page.getByRole('button', { name: 'Новая сессия' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая калибровочная сессия' });
    const name = dialog.getByRole('textbox', { name: 'Название' });
    await name.fill('Калибровка продаж');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Не сохранять введённое?' });
    await ask.waitFor();
    await shot(page, 'i21-discard-ask');
    await ask.getByRole('button', { name: 'Вернуться к вводу' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('Калибровка продаж');
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Не сохранять' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
