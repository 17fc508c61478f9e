import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const FEED = '/api/calendar/feed/';
const ADDRESS = 'https://reviews.example.com/api/calendar/people/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/';
const SETTINGS = '/c/1/notifications/?tab=settings';

/** The settings page's other reads, and the calendar address kept as the server would, with every call counted. */
function feedApi(calls: string[], refuse: { issue?: boolean } = {}) {
  let state: { active: boolean; created_at: string | null } = { active: false, created_at: null };
  server.use(
    http.get('/api/companies/companies/1/notifications/settings/', () =>
      HttpResponse.json({ lang: 'ru', mail_off: [], digest: false, chat: true }),
    ),
    http.get('/api/companies/companies/1/notifications/telegram/', () =>
      HttpResponse.json({ available: false, bot_username: '', linked: false, linked_at: null }),
    ),
    http.get(FEED, () => HttpResponse.json(state)),
    http.post(FEED, () => {
      calls.push('POST');
      if (refuse.issue) return problem(403, 'one_on_one_impersonation');
      state = { active: true, created_at: '2026-11-20T09:00:00.000Z' };
      return HttpResponse.json({ url: ADDRESS }, { status: 201 });
    }),
    http.delete(FEED, () => {
      calls.push('DELETE');
      state = { active: false, created_at: null };
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

async function openCalendar() {
  renderApp(SETTINGS);
  return screen.findByRole('region', { name: 'Календарь' });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers(user(), [company({ is_admin: false, role: 'EMPLOYEE' })]));
});

describe("the person's calendar address", () => {
  it('explains the feed, shows a new address once to copy, and turns it off only once confirmed', async () => {
    const person = userEvent.setup();
    const calls: string[] = [];
    feedApi(calls);
    const calendar = await openCalendar();
    expect(within(calendar).getByText(/сроки ваших анкет/)).toBeTruthy();
    expect(await within(calendar).findByText('Ссылки пока нет.')).toBeTruthy();
    expect(within(calendar).queryByRole('button', { name: 'Отключить ссылку' })).toBeNull();

    await person.click(within(calendar).getByRole('button', { name: 'Получить ссылку' }));
    const address = await within(calendar).findByRole('textbox', { name: 'Личная ссылка на календарь' });
    expect(address).toHaveProperty('value', ADDRESS);
    expect(address).toHaveProperty('readOnly', true);
    expect(within(calendar).getByText(/Ссылку видно только сейчас/)).toBeTruthy();
    await person.click(within(calendar).getByRole('button', { name: 'Копировать' }));
    expect(await screen.findByText('Ссылка скопирована')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);

    await person.click(await within(calendar).findByRole('button', { name: 'Отключить ссылку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить ссылку' });
    await person.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(await within(calendar).findByRole('textbox', { name: 'Личная ссылка на календарь' })).toBeTruthy();
    expect(calls).toEqual(['POST']);

    await person.click(await within(calendar).findByRole('button', { name: 'Отключить ссылку' }));
    const again = await screen.findByRole('dialog', { name: 'Отключить ссылку' });
    await person.click(within(again).getByRole('button', { name: 'Отключить' }));
    expect(await screen.findByText('Ссылка отключена')).toBeTruthy();
    expect(await within(calendar).findByText('Ссылки пока нет.')).toBeTruthy();
    expect(within(calendar).queryByRole('textbox')).toBeNull();
    expect(calls).toEqual(['POST', 'DELETE']);
  });

  it('says since when an address works, without showing it again', async () => {
    const calls: string[] = [];
    feedApi(calls);
    server.use(http.get(FEED, () => HttpResponse.json({ active: true, created_at: '2026-11-20T09:00:00.000Z' })));
    const calendar = await openCalendar();
    expect(await within(calendar).findByText(/Ссылка действует с 20 ноября 2026/)).toBeTruthy();
    expect(within(calendar).queryByRole('textbox')).toBeNull();
    expect(within(calendar).getByRole('button', { name: 'Новая ссылка' })).toBeTruthy();
  });

  it('speaks English once the reader picks it, the date in the English way', async () => {
    const calls: string[] = [];
    feedApi(calls);
    server.use(http.get(FEED, () => HttpResponse.json({ active: true, created_at: '2026-11-20T09:00:00.000Z' })));
    await openCalendar();
    await userEvent.click(await screen.findByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    expect(await within(calendar).findByText(/November 20, 2026/)).toBeTruthy();
    await userEvent.click(within(calendar).getByRole('button', { name: 'New address' }));
    expect(await within(calendar).findByRole('textbox', { name: 'Private calendar address' })).toHaveProperty(
      'value',
      ADDRESS,
    );
    expect(calls).toEqual(['POST']);
  });

  it("words the server's refusal by its code", async () => {
    const calls: string[] = [];
    feedApi(calls, { issue: true });
    const calendar = await openCalendar();
    await userEvent.click(await within(calendar).findByRole('button', { name: 'Получить ссылку' }));
    expect(
      await within(calendar).findByText(
        'Личные заметки и личная ссылка на календарь недоступны при входе от имени другого пользователя.',
      ),
    ).toBeTruthy();
    expect(within(calendar).queryByRole('textbox')).toBeNull();
    expect(calls).toEqual(['POST']);
  });
});
