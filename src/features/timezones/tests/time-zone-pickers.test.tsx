import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { utcOffsetOf } from '../../../../contract/time-zones.ts';
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

const C1 = `${API}/companies/companies/1`;
const label = (zone: string) => `${zone} (${utcOffsetOf(zone, new Date())})`;

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe("the company's time zone (settings)", () => {
  function companyApi(answer?: () => Response) {
    const puts: unknown[] = [];
    server.use(
      ...sessionHandlers(),
      http.get(`${C1}/settings/`, () => HttpResponse.json({ time_zone: 'Europe/Moscow' })),
      http.put(`${C1}/settings/`, async ({ request }) => {
        const body = await request.json();
        puts.push(body);
        return answer ? answer() : HttpResponse.json(body);
      }),
    );
    return puts;
  }

  it("lists Russia's zones first with their offsets, and saves the one chosen", async () => {
    const puts = companyApi();
    renderApp('/c/1/settings/company/');
    const field = await screen.findByRole('combobox', { name: 'Часовой пояс' });
    expect(field).toHaveProperty('value', label('Europe/Moscow'));
    await userEvent.clear(field);
    await userEvent.click(field);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options[0].textContent).toBe(label('Europe/Kaliningrad'));
    expect(options[1].textContent).toBe(label('Europe/Moscow'));
    expect(within(listbox).getByText('Россия')).toBeTruthy();
    await userEvent.type(field, 'Vladi');
    await userEvent.click(await screen.findByRole('option', { name: label('Asia/Vladivostok') }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Часовой пояс сохранён')).toBeTruthy();
    expect(puts).toEqual([{ time_zone: 'Asia/Vladivostok' }]);
  });

  it('shows a refused zone by its code, under the field', async () => {
    companyApi(() => fieldErrors({ time_zone: [{ code: 'invalid_time_zone' }] }));
    renderApp('/c/1/settings/company/');
    await screen.findByRole('combobox', { name: 'Часовой пояс' });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Неизвестный часовой пояс. Выберите его из списка, например Europe/Moscow.'),
    ).toBeTruthy();
  });

  it('is offered on the settings page', async () => {
    companyApi();
    renderApp('/c/1/settings/');
    expect(await screen.findByRole('heading', { name: 'Часовой пояс компании' })).toBeTruthy();
  });
});

describe("a person's own time zone (notification settings)", () => {
  const SETTINGS = notificationSettings();

  function settingsApi() {
    const puts: unknown[] = [];
    server.use(
      ...sessionHandlers(user(), [company({ is_admin: false, role: 'EMPLOYEE' })]),
      http.get(`${C1}/notifications/settings/`, () => HttpResponse.json(SETTINGS)),
      http.get(`${C1}/notifications/telegram/`, () =>
        HttpResponse.json({ available: false, bot_username: '', linked: false, linked_at: null }),
      ),
      http.put(`${C1}/notifications/settings/`, async ({ request }) => {
        const body = await request.json();
        puts.push(body);
        return HttpResponse.json({ ...SETTINGS, ...(body as object) });
      }),
    );
    return puts;
  }

  it("says the company's zone applies until one is chosen, then saves the person's own", async () => {
    const puts = settingsApi();
    renderApp('/c/1/notifications/?tab=settings');
    const field = await screen.findByRole('combobox', { name: 'Мой часовой пояс' });
    expect(field).toHaveProperty('value', '');
    expect(
      screen.getByText(
        `Не выбран — как у компании: ${label('Europe/Moscow')}. Сроки заканчиваются в 23:59 по этому поясу.`,
      ),
    ).toBeTruthy();
    await userEvent.type(field, 'Kalin');
    await userEvent.click(await screen.findByRole('option', { name: label('Europe/Kaliningrad') }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ lang: 'ru', mail_off: [], digest: false, chat: true, time_zone: 'Europe/Kaliningrad' });
  });
});
