import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatSettingsOut, TelegramLinkOut } from '../../../api/types.ts';
import {
  API,
  company,
  fieldErrors,
  notificationSettings,
  sessionHandlers,
  user,
} from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const PAGE = '/c/1/settings/chat/';
const SETTINGS_URL = `${API}/companies/companies/1/chat_settings/`;
const NOTIFICATIONS = `${API}/companies/companies/1/notifications/`;

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

function chatApi(initial: ChatSettingsOut) {
  const puts: unknown[] = [];
  let current = initial;
  server.use(
    http.get(SETTINGS_URL, () => HttpResponse.json(current)),
    http.put(SETTINGS_URL, async ({ request }) => {
      const body = (await request.json()) as { telegram_token?: string; webhook_url?: string };
      puts.push(body);
      if (body.telegram_token === '1:bad') return fieldErrors({ telegram_token: [{ code: 'telegram_token_refused' }] });
      current = {
        ...current,
        webhook_url: body.webhook_url ?? current.webhook_url,
        ...(body.telegram_token ? { telegram_bot_username: 'demo_bot', telegram_token_hint: '123456789:…0001' } : {}),
      };
      return HttpResponse.json(current);
    }),
  );
  return puts;
}

const EMPTY: ChatSettingsOut = {
  telegram_bot_username: '',
  telegram_token_hint: '',
  webhook_url: '',
  webhook_lang: 'ru',
};

describe('the company chat settings page', () => {
  it('is one of the settings an admin finds, and saves a bot token and a webhook, showing only a hint after', async () => {
    server.use(...sessionHandlers());
    const puts = chatApi(EMPTY);
    renderApp('/c/1/settings/');
    await userEvent.click(await screen.findByRole('link', { name: /Уведомления в чатах/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(PAGE));
    await userEvent.type(await screen.findByLabelText('Токен бота'), '123456789:AAHtoken-of-the-bot-0001');
    await userEvent.type(screen.getByLabelText('Адрес входящего вебхука'), 'https://chat.example.com/hooks/x');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки чатов сохранены')).toBeTruthy();
    expect(puts).toEqual([
      {
        webhook_url: 'https://chat.example.com/hooks/x',
        webhook_lang: 'ru',
        telegram_token: '123456789:AAHtoken-of-the-bot-0001',
      },
    ]);
    expect(await screen.findByText(/Сейчас: @demo_bot, токен 123456789:…0001/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Токен бота').value).toBe('');
  });

  it('shows Telegram’s refusal of a token under the field', async () => {
    server.use(...sessionHandlers());
    chatApi(EMPTY);
    renderApp(PAGE);
    await userEvent.type(await screen.findByLabelText('Токен бота'), '1:bad');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Telegram не принял этот токен бота.')).toBeTruthy();
  });
});

describe('a person’s Telegram on the notification settings', () => {
  function telegramApi(initial: TelegramLinkOut, timeZone = 'UTC') {
    const calls: string[] = [];
    let current = initial;
    server.use(
      ...sessionHandlers(user(), [company({ is_admin: false, role: 'EMPLOYEE', time_zone: timeZone })]),
      http.get(`${NOTIFICATIONS}settings/`, () => HttpResponse.json(notificationSettings())),
      http.get(`${NOTIFICATIONS}telegram/`, () => HttpResponse.json(current)),
      http.post(`${NOTIFICATIONS}telegram/code/`, () => {
        calls.push('code');
        return HttpResponse.json({
          code: 'abcDEF123_-xyz456789012',
          link: 'https://t.me/demo_bot?start=abcDEF123_-xyz456789012',
          expires_at: '2030-03-02T09:15:00.000Z',
        });
      }),
      http.post(`${NOTIFICATIONS}telegram/unlink/`, () => {
        calls.push('unlink');
        current = { ...current, linked: false, linked_at: null };
        return HttpResponse.json(current);
      }),
    );
    return calls;
  }

  it('links with a one-time code: the bot’s link, the /start command and when the code ends on my clock', async () => {
    const calls = telegramApi(
      { available: true, bot_username: 'demo_bot', linked: false, linked_at: null },
      'Asia/Vladivostok',
    );
    renderApp('/c/1/notifications/?tab=settings');
    expect(
      await screen.findByText(/Привяжите Telegram, чтобы получать уведомления в чат с ботом @demo_bot/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Привязать Telegram' }));
    const link = await screen.findByRole('link', { name: 'Открыть бота в Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/demo_bot?start=abcDEF123_-xyz456789012');
    expect(screen.getByText(/\/start abcDEF123_-xyz456789012/)).toBeTruthy();
    // 09:15 UTC is 19:15 in Vladivostok.
    expect(screen.getByText(/19:15/)).toBeTruthy();
    expect(calls).toEqual(['code']);
    expect(screen.getByRole('switch', { name: 'Уведомления в Telegram' })).toHaveProperty('checked', true);
  });

  it('unlinks a linked chat', async () => {
    const calls = telegramApi(
      { available: true, bot_username: 'demo_bot', linked: true, linked_at: '2030-03-02T22:00:00.000Z' },
      'Europe/Moscow',
    );
    renderApp('/c/1/notifications/?tab=settings');
    // 22:00 UTC on 2 March is 01:00 on 3 March in Moscow.
    expect(await screen.findByText(/Telegram привязан с 3 марта 2030 г\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Отвязать Telegram' }));
    expect(await screen.findByText('Telegram отвязан')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Привязать Telegram' })).toBeTruthy();
    expect(calls).toEqual(['unlink']);
  });

  it('says when the company has no bot', async () => {
    telegramApi({ available: false, bot_username: '', linked: false, linked_at: null });
    renderApp('/c/1/notifications/?tab=settings');
    expect(await screen.findByText('Администратор компании ещё не подключил бота Telegram.')).toBeTruthy();
  });
});
