import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { apiGet, openSettled, settled, shot, signInAsDemo, useBrowser } from './harness.ts';

/**
 * Notifications in Chromium, in Russian, with the server's scheduler and mail worker running (no SMTP: mail is
 * kept): the employee submits her self-assessment, her manager's bell counts it, the notice leads him to her form,
 * and the admin reads the mail it made in "Отправленные уведомления".
 */
const env = useBrowser();
const C = '/c/1';
const BELL = /^Уведомления, /;

const FORMS = 'companies/companies/1/performance_review/assessment_forms/';
type Form = { id: number; stage: string };
/** Анна Смирнова's form in the active period (the demo leaves it in SELF), read as she or her manager sees it. */
let form: Form = { id: 0, stage: '' };

/** The number the bell's name says ("Уведомления, 3 непрочитанных"; none is 0). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: BELL }).getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? 0);
}

let before = 0;

describe('notifications in Chromium, in Russian', () => {
  it('the manager starts with the bell as it is', async () => {
    await signInAsDemo(env, 'manager');
    await openSettled(env, `${C}/`);
    before = await bellCount(env.page);
  });

  it('the employee submits her self-assessment', async () => {
    const { page } = env;
    await signInAsDemo(env, 'employee');
    const current = await apiGet<{ form: Form | null }>(env, `${FORMS}current/`);
    if (!current.form) throw new Error('the demo employee has no form in the active period');
    form = current.form;
    const { id } = form;
    // Her grades and a result are written straight away: the form's own screens have browser tests of their own.
    const { db } = env.database;
    await db.update(s.formValueItems).set({ selfGrade: 4 }).where(eq(s.formValueItems.formId, id));
    await db.update(s.formAgreementItems).set({ selfGrade: 4 }).where(eq(s.formAgreementItems.formId, id));
    await db.insert(s.formResults).values({ companyId: 1, formId: id, text: 'Перевела отчёты на новую базу данных' });
    await openSettled(env, `${C}/performance-review/employee-dashboard/form/?id=${id}`);
    await page.getByRole('button', { name: 'Отправить руководителю' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Анкета переведена на этап «Оценка руководителя»').waitFor();
    expect((await apiGet<Form>(env, `${FORMS}${id}/`)).stage).toBe('MANAGER');
  });

  it('the manager’s bell counts it, and the notice leads to her form', async () => {
    const { page } = env;
    const { id } = form;
    await signInAsDemo(env, 'manager');
    await openSettled(env, `${C}/`);
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    await page.getByRole('button', { name: BELL }).click();
    const panel = page.getByRole('dialog', { name: 'Последние уведомления' });
    const notice = panel.getByRole('link', { name: /Анна Смирнова: самооценка отправлена — оцените до/ });
    await notice.waitFor();
    await settled(page);
    await shot(page, 'notifications-01-bell-open');
    await notice.click();
    await page.waitForURL(`${env.origin}${C}/performance-review/employee-dashboard/form/?id=${id}`);
    await page.getByText('Анна Смирнова').first().waitFor();
    await expect.poll(() => bellCount(page)).toBe(before);
  });

  it('the manager reads all his notices and his mail settings', async () => {
    const { page } = env;
    await openSettled(env, `${C}/notifications/`);
    await page.getByRole('link', { name: /Анна Смирнова: самооценка отправлена/ }).waitFor();
    await shot(page, 'notifications-02-page');
    await page.getByRole('tab', { name: 'Настройки писем' }).click();
    await page.getByRole('switch', { name: 'Присылать одно письмо в день (дайджест)' }).waitFor();
    await settled(page);
    await shot(page, 'notifications-03-settings');
  });

  it('the admin reads the mail in "Отправленные уведомления"', async () => {
    const { page } = env;
    await signInAsDemo(env, 'admin');
    await openSettled(env, `${C}/settings/`);
    await page.getByRole('link', { name: /Отправленные уведомления/ }).click();
    await page.waitForURL(`${env.origin}${C}/settings/notifications/`);
    const table = page.getByRole('table', { name: 'Отправленные уведомления' });
    const row = table.getByRole('row').filter({ hasText: DEMO_LOGINS.manager }).filter({ hasText: 'Анна Смирнова' });
    // The worker keeps the mail within a round or two (every 500 ms here): "В очереди" until then.
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: 'networkidle' });
          return row.getByText('Сохранено').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.getByText('SMTP не настроен: письма сохраняются здесь.').first().waitFor();
    await row.getByRole('button', { name: /^Открыть письмо: / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Дмитрий Иванов <${DEMO_LOGINS.manager}>`).waitFor();
    expect(await dialog.locator('pre').innerText()).toContain('Анна Смирнова');
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect
      .poll(() => page.frameLocator('[role=dialog] iframe').locator('body').innerText())
      .toContain('Анна Смирнова');
    await settled(page);
    await shot(page, 'notifications-04-outbox-message');
  });

  it('the admin finds the period’s reminders in its form', async () => {
    const { page } = env;
    const [active] = await env.database.db
      .select({ id: s.assessmentPeriods.id })
      .from(s.assessmentPeriods)
      .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.status, 'active')));
    await openSettled(env, `${C}/settings/performance-review-periods/${active.id}/`);
    const reminders = page.getByRole('region', { name: 'Напоминания' });
    expect(await reminders.getByRole('textbox', { name: 'Напоминать за … дней до срока' }).inputValue()).toBe('3, 1');
    await reminders.scrollIntoViewIfNeeded();
    await shot(page, 'notifications-05-period-reminders');
  });
});
