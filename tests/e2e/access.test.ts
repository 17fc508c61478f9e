import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentForms } from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS, STAFF_EMAIL } from '../../server/src/db/seed-data.ts';
import { settled, shot, signIn, useBrowser } from './harness.ts';

/**
 * The employee of the demo company signs in through the development sign-in page (then, test by test, by the demo
 * endpoint) and types the addresses of pages that are not theirs: each says "no access" in Russian, with a way home, and offers nothing of the page.
 */
const env = useBrowser();
const C = '/c/1';
const NO_ACCESS = 'У вас нет доступа к этой странице';

describe('an employee types the addresses of pages that are not theirs', () => {
  it('signs in on the development page, which offers every demo account with its role in Russian', async () => {
    const { page } = env;
    await env.context.clearCookies();
    await page.goto(`${env.origin}${C}/`);
    await page.waitForURL(/\/oidc\/interaction\//);
    const accounts = page.locator('button.acc');
    await expect
      .poll(() => accounts.allInnerTexts())
      .toEqual([
        `Елена Морозова — администратор ${DEMO_LOGINS.admin}`,
        `Дмитрий Иванов — руководитель ${DEMO_LOGINS.manager}`,
        `Анна Смирнова — сотрудник ${DEMO_LOGINS.employee}`,
        `Служба Поддержки — служба поддержки ${STAFF_EMAIL}`,
      ]);
    await shot(page, 'access-01-sign-in');
    await accounts.filter({ hasText: DEMO_LOGINS.employee }).click();
    await page.click('button[type=submit]');
    await page.waitForURL(`${env.origin}${C}/`);
    await settled(page);
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).not.toContain('Настройки');
    expect(await menu.getByRole('menuitem').allInnerTexts()).not.toContain('Оценка команды');
  });

  for (const [index, path] of [
    'settings/',
    'settings/hipo-skills/',
    'performance-review/manager-dashboard/',
  ].entries()) {
    it(`sees "no access" at ${path}`, async () => {
      const { page } = env;
      await signIn(env, 'employee', `${C}/${path}`);
      await page.getByRole('heading', { name: NO_ACCESS, level: 1 }).waitFor();
      await settled(page);
      expect(page.url()).toBe(`${env.origin}${C}/${path}`);
      expect(await page.title()).toBe('Нет доступа — Оценка эффективности');
      expect(await page.getByRole('button', { name: /Передать оценку/ }).count()).toBe(0);
      expect(await page.getByText('Навыки HiPo').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe(`${C}/`);
      await shot(page, `access-0${index + 2}-no-access-${path.replace(/\W+/g, '-')}`);
    });
  }

  it('reads "Анкета не найдена" for another person’s form', async () => {
    const { page } = env;
    await signIn(env, 'employee');
    const [other] = await env.database.db
      .select({ id: assessmentForms.id })
      .from(assessmentForms)
      .where(and(eq(assessmentForms.companyId, 1), ne(assessmentForms.employeeLastName, 'Смирнова')))
      .limit(1);
    await page.goto(`${env.origin}${C}/performance-review/employee-dashboard/form/?id=${other.id}`);
    await page.getByRole('heading', { name: 'Анкета не найдена', level: 1 }).waitFor();
    await settled(page);
    expect(await page.getByText(/Not found/).count()).toBe(0);
    expect(await page.title()).toBe('Анкета не найдена — Оценка эффективности');
    await shot(page, 'access-05-form-not-found');
  });

  it('reads "Страница не найдена" at an unknown address, and the tab names each page', async () => {
    const { page } = env;
    await signIn(env, 'employee', `${C}/no-such-page/`);
    await page.getByRole('heading', { name: 'Страница не найдена', level: 1 }).waitFor();
    await settled(page);
    expect(await page.getByText('React Admin').count()).toBe(0);
    await shot(page, 'access-06-page-not-found');
    await page.getByRole('menuitem', { name: 'Моя оценка' }).click();
    await expect.poll(() => page.title()).toBe('Моя оценка — Оценка эффективности');
  });
});
