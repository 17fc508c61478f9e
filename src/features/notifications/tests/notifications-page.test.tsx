import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  company,
  fieldErrors,
  notificationSettings,
  page,
  sessionHandlers,
  user,
} from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { NOTIFICATIONS, notice } from './notifications-fixtures.ts';

const PAGE = '/c/1/notifications/';
const SETTINGS = notificationSettings({ mail_off: ['relieved'] });

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers(user(), [company({ is_admin: false, role: 'EMPLOYEE' })]));
});

describe('the notifications page', () => {
  it('lists every notice, keeps the unread ones on request, and marks one read', async () => {
    const rows = [
      notice(),
      notice({ id: 2, kind: 'complete', data: { period_name: 'Оценка 2025' }, read_at: '2026-01-10T09:00:00Z' }),
    ];
    const queries: string[] = [];
    const reads: string[] = [];
    server.use(
      http.get(`${NOTIFICATIONS}unread_count/`, () =>
        HttpResponse.json({ count: rows.filter((row) => !row.read_at).length }),
      ),
      http.get(NOTIFICATIONS, ({ request }) => {
        const unread = new URL(request.url).searchParams.get('unread');
        queries.push(new URL(request.url).search);
        return HttpResponse.json(page(unread ? rows.filter((row) => !row.read_at) : rows));
      }),
      http.post(`${NOTIFICATIONS}:id/read/`, ({ params }) => {
        reads.push(String(params.id));
        const row = rows.find((r) => String(r.id) === params.id);
        if (row) row.read_at = '2026-11-23T10:00:00Z';
        return HttpResponse.json({ marked: 1 });
      }),
    );
    renderApp(PAGE);
    const list = await screen.findByRole('list', { name: 'Список уведомлений' });
    expect(within(list).getByRole('link', { name: /^«Оценка 2025»: ваша анкета завершена/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Только непрочитанные' }));
    await waitFor(() => expect(within(list).queryByRole('link', { name: /завершена/ })).toBeNull());
    expect(queries.at(-1)).toContain('unread=true');
    expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?unread=true`);
    await userEvent.click(within(list).getByRole('button', { name: 'Отметить прочитанным' }));
    expect(await screen.findByText('Непрочитанных уведомлений нет.')).toBeTruthy();
    expect(reads).toEqual(['1']);
    expect(screen.getByRole('button', { name: 'Уведомления, нет непрочитанных' })).toBeTruthy();
  });
});

describe('mail settings', () => {
  function settingsApi(answer?: () => Response) {
    const puts: unknown[] = [];
    server.use(
      http.get(`${NOTIFICATIONS}settings/`, () => HttpResponse.json(SETTINGS)),
      http.get(`${NOTIFICATIONS}telegram/`, () =>
        HttpResponse.json({ available: false, bot_username: '', linked: false, linked_at: null }),
      ),
      http.put(`${NOTIFICATIONS}settings/`, async ({ request }) => {
        const body = await request.json();
        puts.push(body);
        return answer ? answer() : HttpResponse.json(body);
      }),
    );
    return puts;
  }

  it('shows the choices by group, in Russian, and saves them with a notice', async () => {
    const puts = settingsApi();
    renderApp(`${PAGE}?tab=settings`);
    const stages = await screen.findByRole('group', { name: 'Этапы анкеты' });
    expect(within(stages).getByRole('switch', { name: 'Открыта самооценка' })).toHaveProperty('checked', true);
    const handover = screen.getByRole('group', { name: 'Передача анкет' });
    expect(within(handover).getByRole('switch', { name: 'Оценивающий анкеты сменился' })).toHaveProperty(
      'checked',
      false,
    );
    // The HR digest is for admins only.
    expect(screen.queryByRole('group', { name: 'Для HR' })).toBeNull();

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Сроки' })).getByRole('switch', { name: 'Напоминание перед сроком' }),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Присылать одно письмо в день (дайджест)' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Язык писем' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки уведомлений сохранены')).toBeTruthy();
    expect(puts).toEqual([
      { lang: 'en', mail_off: ['relieved', 'reminder'], digest: true, chat: true, time_zone: null },
    ]);
  });

  it('shows a refusal worded by its code', async () => {
    settingsApi(() => fieldErrors({ mail_off: [{ code: 'too_many', params: { max: 14 } }] }));
    renderApp(`${PAGE}?tab=settings`);
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не более 14 элементов.');
  });

  it('offers admins the HR digest', async () => {
    settingsApi();
    server.use(...sessionHandlers());
    renderApp(`${PAGE}?tab=settings`);
    const hr = await screen.findByRole('group', { name: 'Для HR' });
    expect(within(hr).getByRole('switch', { name: 'Ежедневная сводка просрочек' })).toBeTruthy();
  });
});
