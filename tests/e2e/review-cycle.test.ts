import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { shot, signInThroughProvider, useBrowser, type E2E } from './harness.ts';

const env = useBrowser();
const FORM = '/c/1/performance-review/employee-dashboard/form/';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function switchUser(e: E2E, email: string, path: string) {
  await e.page.goto(`${e.origin}/auth/logout/`);
  await e.page.waitForURL(/\/auth\/login\//);
  await signInThroughProvider(e, email, path);
  await e.page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Text sits in form fields here: wait until a field holds it. */
async function waitForValue(field: Locator, text: string) {
  await field.waitFor();
  await expect.poll(() => field.inputValue(), { timeout: 20_000 }).toBe(text);
}

async function annasNewForm(e: E2E): Promise<{ id: number; stage: string }> {
  const [row] = await e.database.db
    .select({ id: s.assessmentForms.id, stage: s.assessmentForms.stage })
    .from(s.assessmentForms)
    .innerJoin(s.assessmentPeriods, eq(s.assessmentPeriods.id, s.assessmentForms.periodId))
    .innerJoin(s.employeeInPositions, eq(s.employeeInPositions.id, s.assessmentForms.employeeId))
    .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
    .where(and(eq(s.users.email, DEMO_LOGINS.employee), eq(s.assessmentPeriods.name, 'Оценка 2027')));
  return row;
}

describe('a whole review cycle in Chromium, in Russian', () => {
  it('the admin launches the new period for everyone', async () => {
    // A new period opens when the last one is closed: one active period a company.
    await env.database.db
      .update(s.assessmentPeriods)
      .set({ status: 'closed' })
      .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.status, 'active')));
    await env.database.db.insert(s.assessmentPeriods).values({
      companyId: 1,
      name: 'Оценка 2027',
      startDate: day(1),
      selfDeadline: day(10),
      managerDeadline: day(20),
      feedbackDeadline: day(30),
      endDate: day(40),
      status: 'active',
      formType: 'STND',
    });
    await signInThroughProvider(env, DEMO_LOGINS.admin, '/c/1/performance-review/manager-dashboard/');
    await env.page.waitForURL(/manager-dashboard/);
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
    expect((await annasNewForm(env)).stage).toBe('SELF');
  });

  it('the employee is told what is missing, fills the form and submits it', async () => {
    const { page } = env;
    await switchUser(env, DEMO_LOGINS.employee, '/c/1/performance-review/employee-dashboard/');
    await page.getByText('Оценка 2027').first().waitFor();
    await shot(page, 'cycle-02-employee-dashboard');
    await page.getByRole('link', { name: 'Открыть анкету' }).click();
    await page.getByRole('button', { name: 'Отправить руководителю' }).click();
    const missing = page.getByRole('dialog', { name: 'Чтобы перейти на этап «Оценка руководителя», осталось:' });
    await missing.getByRole('listitem').filter({ hasText: '5 ценностей без самооценки' }).waitFor();
    await missing.getByRole('listitem').filter({ hasText: 'Добавьте хотя бы один результат' }).waitFor();
    await shot(page, 'cycle-03-employee-missing');
    await missing.getByRole('button', { name: 'Закрыть' }).click();
    expect((await annasNewForm(env)).stage).toBe('SELF');

    await page.getByLabel('Новый результат').fill('Перевела отчёты на новую базу данных');
    await page.getByRole('button', { name: 'Добавить' }).click();
    await waitForValue(page.getByLabel('Результат', { exact: true }).first(), 'Перевела отчёты на новую базу данных');
    for (const item of await page.locator('[data-testid^="values-"], [data-testid^="agreements-"]').all()) {
      await choose(page, item, 'Самооценка', /^4 —/);
      await item.getByText('Сохранено').waitFor();
    }
    const first = page.locator('[data-testid^="values-"]').first();
    await first.getByLabel('Комментарий сотрудника').fill('Всегда думаю о пользе для клиента.');
    await first.getByLabel('Комментарий сотрудника').blur();
    await first.getByText('Сохранено').waitFor();
    await shot(page, 'cycle-04-employee-filled');
    await page.getByRole('button', { name: 'Отправить руководителю' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Анкета переведена на этап «Оценка руководителя»').waitFor();
    expect((await annasNewForm(env)).stage).toBe('MANAGER');
  });

  it('the manager assesses, decides hipo, sets the overall grade and moves to FEEDBACK', async () => {
    const { page } = env;
    const { id } = await annasNewForm(env);
    await switchUser(env, DEMO_LOGINS.manager, '/c/1/performance-review/manager-dashboard/');
    await page.getByText('Анна Смирнова').first().waitFor();
    await shot(page, 'cycle-05-manager-dashboard');
    await page.goto(`${env.origin}/c/1/performance-review/manager-dashboard/?form=${id}`);
    await page.waitForURL(new RegExp(`form/\\?id=${id}`));
    await waitForValue(page.getByLabel('Комментарий сотрудника').first(), 'Всегда думаю о пользе для клиента.');
    for (const item of await page.locator('[data-testid^="values-"], [data-testid^="agreements-"]').all()) {
      await choose(page, item, 'Оценка руководителя', /^3 —/);
      await item.getByText('Сохранено').waitFor();
    }
    for (const combo of await page.getByRole('combobox', { name: 'Решение' }).all()) {
      await combo.click();
      await page.getByRole('option', { name: 'Нет потенциала' }).click();
    }
    await choose(page, page.locator('body'), 'Итоговая оценка', /^4 —/);
    await page.getByRole('button', { name: 'Перейти к обратной связи' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Анкета переведена на этап «Обратная связь»').waitFor();
    await page.getByLabel('Сильные стороны').fill('Надёжность и забота о клиентах.');
    await page.getByLabel('Зоны роста').fill('Больше делиться опытом.');
    await page.getByLabel('Зоны роста').blur();
    await page.getByText('Сохранено').first().waitFor();
    await shot(page, 'cycle-06-manager-feedback');
    expect((await annasNewForm(env)).stage).toBe('FEEDBACK');
  });

  it('the manager cannot complete before the employee has answered', async () => {
    const { page } = env;
    const { id } = await annasNewForm(env);
    await page.reload();
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
    expect((await annasNewForm(env)).stage).toBe('FEEDBACK');
  });

  it('the employee is asked to answer by the deadline, reads the grades and answers', async () => {
    const { page } = env;
    await switchUser(env, DEMO_LOGINS.employee, '/c/1/performance-review/employee-dashboard/');
    const ask = page.getByText(/ответьте до .+: выберите, согласны ли вы с оценкой/);
    await ask.waitFor();
    await shot(page, 'cycle-08-employee-asked');
    await page.getByRole('link', { name: 'Открыть анкету' }).click();
    await waitForValue(page.getByLabel('Сильные стороны'), 'Надёжность и забота о клиентах.');
    await ask.waitFor();
    await choose(page, page.locator('body'), 'Согласие с оценкой', /Согласен/);
    await page.getByText('Сохранено').first().waitFor();
    await ask.waitFor({ state: 'detached' });
    await page.getByLabel('Комментарий к оценке').fill('Спасибо, согласна.');
    await page.getByLabel('Комментарий к оценке').blur();
    await page.getByText('Сохранено').first().waitFor();
    await shot(page, 'cycle-09-employee-answer');
  });

  it('the manager completes the review', async () => {
    const { page } = env;
    const { id } = await annasNewForm(env);
    await switchUser(env, DEMO_LOGINS.manager, `${FORM}?id=${id}`);
    await page.getByRole('button', { name: 'Завершить оценку' }).click();
    await page.getByRole('dialog').getByText('Сотрудник ответил на обратную связь: «Согласен(на)».').waitFor();
    await shot(page, 'cycle-10-manager-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Анкета переведена на этап «Завершено»').waitFor();
    await page.getByText('Анкета доступна только для чтения.').waitFor();
    await shot(page, 'cycle-11-complete');
    expect((await annasNewForm(env)).stage).toBe('COMPLETE');
  });
});
