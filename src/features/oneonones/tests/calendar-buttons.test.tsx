import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { ONE, peopleHandlers, series } from './one-on-ones-fixtures.ts';

const FEED = `${ONE}/series/3/feed/`;
const URL_ONE = 'https://reviews.example.com/api/calendar/one_on_ones/aaaaaaaaaaaaaaaaaaaaaaaa/';

/** The series 3 with no meetings yet; the feed's issues and revokes counted by method. */
function handlers(calls: string[], refuse: { issue?: boolean; revoke?: boolean } = {}) {
  return [
    ...sessionHandlers(user(), [company({ role: 'EMPLOYEE', is_admin: false })]),
    ...peopleHandlers(),
    http.get(`${ONE}/series/3/`, () => HttpResponse.json(series())),
    http.get(`${ONE}/series/3/meetings/`, () => HttpResponse.json(page([]))),
    http.post(FEED, () => {
      calls.push('POST');
      return refuse.issue
        ? problem(403, 'one_on_one_impersonation')
        : HttpResponse.json({ url: URL_ONE }, { status: 201 });
    }),
    http.delete(FEED, () => {
      calls.push('DELETE');
      return refuse.revoke ? problem(404, 'not_found') : new HttpResponse(null, { status: 204 });
    }),
  ];
}

async function openSeries() {
  renderApp('/c/1/one-on-ones/series/3/');
  return screen.findByRole('region', { name: 'Календарь' });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe("the series' calendar", () => {
  it('downloads the .ics, shows the private address to copy, and turns it off only once confirmed', async () => {
    const person = userEvent.setup();
    const calls: string[] = [];
    server.use(...handlers(calls));
    const calendar = await openSeries();
    const download = within(calendar).getByRole('link', { name: 'Скачать .ics' });
    expect(download.getAttribute('href')).toBe('/api/companies/companies/1/one_on_ones/series/3/calendar/');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(calendar).queryByRole('textbox')).toBeNull();

    await person.click(within(calendar).getByRole('button', { name: 'Получить ссылку' }));
    const address = await within(calendar).findByRole('textbox', { name: 'Личная ссылка на календарь' });
    expect(address).toHaveProperty('value', URL_ONE);
    expect(address).toHaveProperty('readOnly', true);
    expect(within(calendar).getByText(/Ссылку видно только сейчас/)).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Новая ссылка' })).toBeTruthy();
    await person.click(within(calendar).getByRole('button', { name: 'Копировать' }));
    expect(await screen.findByText('Ссылка скопирована')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(URL_ONE);

    await person.click(within(calendar).getByRole('button', { name: 'Отключить ссылку' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отключить ссылку' });
    expect(within(confirm).getByText(/Ссылка перестанет работать/)).toBeTruthy();
    await person.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(await within(calendar).findByRole('textbox', { name: 'Личная ссылка на календарь' })).toBeTruthy();
    expect(calls).toEqual(['POST']);

    await person.click(within(calendar).getByRole('button', { name: 'Отключить ссылку' }));
    const again = await screen.findByRole('dialog', { name: 'Отключить ссылку' });
    await person.click(within(again).getByRole('button', { name: 'Отключить' }));
    expect(await screen.findByText('Ссылка отключена')).toBeTruthy();
    expect(await within(calendar).findByRole('button', { name: 'Получить ссылку' })).toBeTruthy();
    expect(within(calendar).queryByRole('textbox')).toBeNull();
    expect(calls).toEqual(['POST', 'DELETE']);
  });

  it("words the server's refusals of the address by their codes", async () => {
    const calls: string[] = [];
    server.use(...handlers(calls, { issue: true, revoke: true }));
    const calendar = await openSeries();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Получить ссылку' }));
    expect(
      await within(calendar).findByText(
        'Личные заметки и личная ссылка на календарь недоступны при входе от имени другого пользователя.',
      ),
    ).toBeTruthy();
    expect(within(calendar).queryByRole('textbox')).toBeNull();

    await userEvent.click(within(calendar).getByRole('button', { name: 'Отключить ссылку' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Отключить ссылку' })).getByRole('button', {
        name: 'Отключить',
      }),
    );
    expect(await within(calendar).findByText(/Не найдено/)).toBeTruthy();
    expect(screen.queryByText('Ссылка отключена')).toBeNull();
    expect(calls).toEqual(['POST', 'DELETE']);
  });
});
