import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { annasFormAt, stageOf } from './forms.ts';
import { openSettled, settled, shot, signIn, useBrowser } from './harness.ts';

/**
 * Notifications in Chromium, in Russian, with the server's scheduler and mail worker running (no SMTP: mail is
 * kept): the employee submits her self-assessment, her manager's bell counts it, the notice leads him to her form,
 * and the admin reads the mail it made in "Отправленные уведомления". Each test submits a form of its own, in a
 * period of its own, through the API (forms.ts).
 */
const env = useBrowser({ notifications: true });
const C = '/c/1';
const BELL = /^Уведомления, /;

const FORM = `${C}/performance-review/employee-dashboard/form/`;

/** The number the bell's name says ("Уведомления, 3 непрочитанных"; none is 0). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: BELL }).getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? 0);
}

describe('notifications in Chromium, in Russian', () => {
  it('the employee submits her self-assessment', async () => {
    const { page } = env;
    const id = await annasFormAt(env, 'Оценка с уведомлениями', 'SELF');
    // Her grades and a result are written straight away: the form's own screens have browser tests of their own.
    const { db } = env.database;
    await db.update(s.formValueItems).set({ selfGrade: 4 }).where(eq(s.formValueItems.formId, id));
    await db.update(s.formAgreementItems).set({ selfGrade: 4 }).where(eq(s.formAgreementItems.formId, id));
    await db.insert(s.formResults).values({ companyId: 1, formId: id, text: 'Перевела отчёты на новую базу данных' });
    await signIn(env, 'employee', `${FORM}?id=${id}`);
    await page.getByRole('button', { name: 'Отправить руководителю' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Анкета переведена на этап «Оценка руководителя»').waitFor();
    expect(await stageOf(env, id)).toBe('MANAGER');
  });

  it('the manager’s bell counts her submission, and the notice leads to her form', async () => {
    const { page } = env;
    await signIn(env, 'manager', `${C}/`);
    await settled(page);
    const before = await bellCount(page);
    const id = await annasFormAt(env, 'Оценка с колокольчиком', 'MANAGER');
    await signIn(env, 'manager', `${C}/`);
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    await page.getByRole('button', { name: BELL }).click();
    const panel = page.getByRole('dialog', { name: 'Последние уведомления' });
    // The newest notice first.
    const notice = panel.getByRole('link', { name: /Анна Смирнова: самооценка отправлена — оцените до/ }).first();
    await notice.waitFor();
    await settled(page);
    await shot(page, 'notifications-01-bell-open');
    await notice.click();
    await page.waitForURL(`${env.origin}${FORM}?id=${id}`);
    await page.getByText('Анна Смирнова').first().waitFor();
    await expect.poll(() => bellCount(page)).toBe(before);
  });

  it('the manager reads all his notices and his mail settings', async () => {
    const { page } = env;
    await annasFormAt(env, 'Оценка со списком уведомлений', 'MANAGER');
    await signIn(env, 'manager', `${C}/notifications/`);
    const notices = page.getByRole('link', { name: /Анна Смирнова: самооценка отправлена/ });
    await notices.first().waitFor();
    expect(await notices.count()).toBeGreaterThan(0);
    await shot(page, 'notifications-02-page');
    await page.getByRole('tab', { name: 'Настройки писем' }).click();
    await page.getByRole('switch', { name: 'Присылать одно письмо в день (дайджест)' }).waitFor();
    await settled(page);
    expect(page.url()).toBe(`${env.origin}${C}/notifications/?tab=settings`);
    await shot(page, 'notifications-03-settings');
  });

  it('the employee adds her deadlines to a calendar by a private address, then turns it off', async () => {
    const { page } = env;
    await annasFormAt(env, 'Оценка в календаре', 'SELF');
    await signIn(env, 'employee', `${C}/notifications/?tab=settings`);
    const calendar = page.getByRole('region', { name: 'Календарь' });
    await calendar.getByRole('button', { name: 'Получить ссылку' }).click();
    const address = await calendar.getByRole('textbox', { name: 'Личная ссылка на календарь' }).inputValue();
    await shot(page, 'notifications-04-calendar-address');
    // A calendar app reads the address with no session of the person's.
    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Срок самооценки — Оценка в календаре');
    await calendar.getByRole('button', { name: 'Отключить ссылку' }).click();
    await page.getByRole('dialog', { name: 'Отключить ссылку' }).getByRole('button', { name: 'Отключить' }).click();
    await calendar.getByText('Ссылки пока нет.').waitFor();
    expect((await fetch(address)).status).toBe(404);
  });

  it('the admin reads the mail in "Отправленные уведомления"', async () => {
    const { page } = env;
    await annasFormAt(env, 'Оценка с письмом', 'MANAGER');
    await signIn(env, 'admin');
    await openSettled(env, `${C}/settings/`);
    await page.getByRole('link', { name: /Отправленные уведомления/ }).click();
    await page.waitForURL(`${env.origin}${C}/settings/notifications/`);
    const table = page.getByRole('table', { name: 'Отправленные уведомления' });
    const row = table
      .getByRole('row')
      .filter({ hasText: DEMO_LOGINS.manager })
      .filter({ hasText: 'Анна Смирнова' })
      .first();
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
    await signIn(env, 'admin');
    // The demo's period of the review, with the reminders the demo sets.
    const [active] = await env.database.db
      .select({ id: s.assessmentPeriods.id })
      .from(s.assessmentPeriods)
      .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.name, 'Оценка за второе полугодие')));
    await openSettled(env, `${C}/settings/performance-review-periods/${active.id}/`);
    const reminders = page.getByRole('region', { name: 'Напоминания' });
    expect(await reminders.getByRole('textbox', { name: 'Напоминать за … дней до срока' }).inputValue()).toBe('3, 1');
    await reminders.scrollIntoViewIfNeeded();
    await shot(page, 'notifications-05-period-reminders');
  });
});
