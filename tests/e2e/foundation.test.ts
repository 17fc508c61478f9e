import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { call } from './forms.ts';
import { shot, signIn, signInThroughProvider, typeDate, useBrowser } from './harness.ts';

/**
 * The first test signs in through the identity provider's page as a person does; the others sign in by the demo
 * endpoint and make what they need through the API.
 */
const env = useBrowser();

/** A company value made through the API as the admin; its name. */
async function newValue(name: string): Promise<string> {
  await signIn(env, 'admin');
  await call(env, 'POST', 'values/', { name, description: 'Берём на себя сложные задачи.' });
  return name;
}

describe('the foundation in Chromium, in Russian', () => {
  it('signs an admin in through the development identity provider and shows the company dashboard', async () => {
    const { page } = env;
    await env.context.clearCookies();
    await page.goto(`${env.origin}/`);
    await page.waitForURL(/\/oidc\/interaction\//);
    await shot(page, '01-identity-provider');
    await page.fill('input[name=email]', DEMO_LOGINS.admin);
    await page.fill('input[name=password]', 'wrong');
    await page.click('button[type=submit]');
    await page.getByText('Неверная почта или пароль.').waitFor();
    await shot(page, '02-identity-provider-wrong-password');
    await page.fill('input[name=password]', 'demo');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/c\/1\/$/);
    await page.getByRole('heading', { name: 'Демо Компания' }).waitFor();
    await page.getByText('Оценка за второе полугодие').first().waitFor();
    await page.getByText('Мои задачи').waitFor();
    expect(await page.getByText('Неверная почта или пароль.').count()).toBe(0);
    expect((await env.context.cookies(env.origin)).some((cookie) => cookie.name === 'csrftoken')).toBe(true);
    await shot(page, '03-company-dashboard');
  });

  it('creates a company value, refusing an empty name first', async () => {
    const { page } = env;
    await signIn(env, 'admin', '/c/1/settings/values/');
    await page.getByText('Клиент в центре').waitFor();
    await shot(page, '04-values-list');
    await page.getByRole('link', { name: 'Создать' }).click();
    await page.waitForURL(/settings\/values\/create/);
    // A text box, not the label alone: until the create page has replaced the list, its column headers bear the
    // same names.
    await page.getByRole('textbox', { name: 'Описание' }).fill('Берём на себя сложные задачи.');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/обязательно/i)
      .first()
      .waitFor();
    await shot(page, '05-value-create-required');
    expect(page.url()).toMatch(/settings\/values\/create/);
    await page.getByRole('textbox', { name: 'Название' }).fill('Смелость');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(/settings\/values\/?$/);
    await page.getByText('Смелость', { exact: true }).waitFor();
    const { results } = await call<{ results: { name: string; description: string }[] }>(env, 'GET', 'values/');
    expect(results).toContainEqual(
      expect.objectContaining({ name: 'Смелость', description: 'Берём на себя сложные задачи.' }),
    );
    await shot(page, '06-value-created');
  });

  it('edits the value', async () => {
    const { page } = env;
    const name = await newValue('Решительность');
    await signIn(env, 'admin', '/c/1/settings/values/');
    await page.getByText(name, { exact: true }).click();
    await page.waitForURL(/settings\/values\/\d+/);
    // The edit page's own field, once it shows the value as saved: typing before the value has loaded is lost.
    const field = page.getByRole('textbox', { name: 'Название' });
    await expect.poll(() => field.inputValue()).toBe(name);
    await field.fill('Смелость и честность');
    await shot(page, '07-value-edit');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(/settings\/values\/?$/);
    await page.getByText('Смелость и честность', { exact: true }).waitFor();
    await page.getByText('Ценность «Смелость и честность» сохранена').waitFor();
    expect(await page.getByText(name, { exact: true }).count()).toBe(0);
  });

  it('deletes the value after a confirmation', async () => {
    const { page } = env;
    const name = await newValue('Упорство');
    await signIn(env, 'admin', '/c/1/settings/values/');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, '08-value-delete-confirm');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Подтвердить|Да|Удалить/ })
      .click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('Клиент в центре').waitFor();
    const { results } = await call<{ results: { name: string }[] }>(env, 'GET', 'values/');
    expect(results.map((value) => value.name)).not.toContain(name);
  });

  it('creates a hipo skill in its own grid', async () => {
    const { page } = env;
    await signIn(env, 'admin', '/c/1/settings/hipo-skills/');
    await page.getByText('Лидерский потенциал').waitFor();
    await page.getByRole('link', { name: 'Создать' }).click();
    // The create page takes the list's place first: the list's header has its own «Название».
    await page.waitForURL(/settings\/hipo-skills\/create/);
    await page.getByRole('textbox', { name: 'Название' }).fill('Стратегическое мышление');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(/settings\/hipo-skills\/?$/);
    await page.getByText('Стратегическое мышление', { exact: true }).waitFor();
    const { results } = await call<{ results: { name: string }[] }>(env, 'GET', 'hipo_skills/');
    expect(results.map((skill) => skill.name)).toContain('Стратегическое мышление');
    await shot(page, '08b-hipo-skills');
  });

  it('creates a review period, told first that its dates are out of order', async () => {
    const { page } = env;
    await signIn(env, 'admin', '/c/1/settings/performance-review-periods/');
    await page.getByText('Оценка за второе полугодие', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Создать' }).click();
    await page.waitForURL(/performance-review-periods\/create/);
    await page.getByRole('textbox', { name: 'Название' }).fill('Оценка 2028');
    const dates = {
      Начало: '10012028',
      'Самооценка до': '05012028',
      'Оценка руководителя до': '01022028',
      'Обратная связь до': '10022028',
      Окончание: '28022028',
    };
    for (const [label, digits] of Object.entries(dates)) await typeDate(page, new RegExp(`^${label}`), digits);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Дата не может быть раньше, чем дата начала.').waitFor();
    await shot(page, '08c-period-dates-out-of-order');
    await typeDate(page, /^Самооценка до/, '20012028');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(/performance-review-periods\/?$/);
    await page.getByText('Оценка 2028', { exact: true }).waitFor();
    const { results } = await call<{ results: { name: string; start_date: string; self_deadline: string }[] }>(
      env,
      'GET',
      'assessment_periods/',
    );
    expect(results).toContainEqual(
      expect.objectContaining({ name: 'Оценка 2028', start_date: '2028-01-10', self_deadline: '2028-01-20' }),
    );
    await shot(page, '08d-periods');
  });

  it('logs out and the session is gone', async () => {
    const { page } = env;
    await signIn(env, 'admin', '/c/1/');
    await page.getByText('Елена Морозова').click();
    await page.getByText('Выйти').click();
    await page.waitForURL(/\/auth\/login\//);
    await page.getByRole('button', { name: /Войти/ }).first().waitFor();
    await shot(page, '09-logged-out');
    const status = await page.evaluate(async () => (await fetch('/api/auth/me/')).status);
    expect(status).toBe(401);
  });

  it('sends an anonymous visitor of a deep link to sign-in and back to that page', async () => {
    await env.context.clearCookies();
    await signInThroughProvider(env, DEMO_LOGINS.employee, '/c/1/settings/values/');
    await env.page.waitForURL(/\/c\/1\/settings\/values\/$/);
    await env.page.getByText('Клиент в центре').waitFor();
    expect(await env.page.getByRole('link', { name: 'Создать' }).count()).toBe(0);
    await shot(env.page, '10-values-read-only-for-employee');
  });
});
