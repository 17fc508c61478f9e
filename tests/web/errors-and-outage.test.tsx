import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardInfoOut } from '../../src/api/types.ts';
import { API, fieldErrors, page, problem, sessionHandlers, value } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { server } from './msw.ts';

const BASE = `${API}/companies/companies/1`;
const VALUES = `${BASE}/performance_review/values/`;
const RECORD = value({ id: 2, name: 'Честность', version: 4 });
const NOTICE = 'Нет связи с сервером, повторяем…';

const INFO: DashboardInfoOut = {
  company: { id: 1, name: 'ООО «Ромашка»' },
  employees_count: 31,
  departments_count: 3,
  active_period: null,
  forms_by_stage: { SELF: 1, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 },
};

/** The answer of a server whose database is away: 503 `db_unavailable`, try again in a second. */
function databaseAway() {
  return HttpResponse.json(
    { detail: '(anything)', code: 'db_unavailable', request_id: 'req-1' },
    { status: 503, headers: { 'Retry-After': '1' } },
  );
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

describe('field errors by code', () => {
  it('shows a 400 on its field in Russian, and in English once the interface speaks English', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(`${VALUES}2/`, () => HttpResponse.json(RECORD)),
      http.get(VALUES, () => HttpResponse.json(page([RECORD]))),
      http.patch(`${VALUES}2/`, ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return fieldErrors({ name: [{ code: 'too_long', params: { max: 200 } }] });
      }),
    );
    renderApp('/c/1/settings/values/2/');
    const input = await screen.findByLabelText(/Название/);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Честность'));
    await userEvent.type(input, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не более 200 символов.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    const field = await screen.findByLabelText(/Name/);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Честность'));
    await userEvent.type(field, '?');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure this field has no more than 200 characters.')).toBeTruthy();
    expect(languages).toEqual(['ru', 'en']);
  });
});

describe('while the server cannot be reached', () => {
  it('shows one notice instead of errors, retries the reads and clears the notice once they get through', async () => {
    let down = true;
    const infoCalls: number[] = [];
    server.use(
      http.get(`${BASE}/dashboard/info/`, () => {
        infoCalls.push(Date.now());
        return down ? databaseAway() : HttpResponse.json(INFO);
      }),
      http.get(`${BASE}/dashboard/tasks/`, () => (down ? HttpResponse.error() : HttpResponse.json({ results: [] }))),
      http.get(`${BASE}/dashboard/apps/`, () => (down ? databaseAway() : HttpResponse.json({ results: [] }))),
    );
    renderApp('/c/1/');
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    await waitFor(() => expect(infoCalls.length).toBeGreaterThan(1));
    expect(screen.queryByText(/Не удалось загрузить данные/)).toBeNull();
    expect(screen.getAllByText(NOTICE)).toHaveLength(1);

    down = false;
    expect(await screen.findByText('31')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    // The pause between tries is the one the server asked for (Retry-After: 1).
    expect(infoCalls[1] - infoCalls[0]).toBeGreaterThanOrEqual(900);
  });

  it('retries the settings grids too, which turn retries off by default', async () => {
    let down = true;
    server.use(http.get(VALUES, () => (down ? databaseAway() : HttpResponse.json(page([RECORD])))));
    renderApp('/c/1/settings/values/');
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    down = false;
    expect(await screen.findByText('Честность')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    expect(screen.queryByText(/Нет связи с базой данных/)).toBeNull();
  });

  it('sends a write once, says it failed and leaves retrying it to the user', async () => {
    const posts: unknown[] = [];
    server.use(
      http.get(`${BASE}/dashboard/info/`, () => HttpResponse.json(INFO)),
      http.get(`${BASE}/dashboard/tasks/`, () => HttpResponse.json({ results: [] })),
      http.get(`${BASE}/dashboard/apps/`, () => HttpResponse.json({ results: [] })),
      http.post(`${API}/feedback/create/`, async ({ request }) => {
        posts.push(await request.json());
        return databaseAway();
      }),
    );
    renderApp('/c/1/');
    await userEvent.click(await screen.findByRole('button', { name: 'Отзыв о продукте' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Удобно');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(/Нет связи с базой данных/)).toBeTruthy();
    expect(screen.getByText(NOTICE)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(posts).toHaveLength(1);
  });

  it('words a refusal by its code even when the server words it otherwise', async () => {
    server.use(
      http.get(`${BASE}/dashboard/info/`, () => problem(403, 'permission_denied')),
      http.get(`${BASE}/dashboard/tasks/`, () => HttpResponse.json({ results: [] })),
      http.get(`${BASE}/dashboard/apps/`, () => HttpResponse.json({ results: [] })),
    );
    renderApp('/c/1/');
    expect(await screen.findByText(/Недостаточно прав для этого действия\./)).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
