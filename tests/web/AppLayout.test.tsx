import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/index.ts';
import { browser } from '../../src/shell/browser.ts';
import { API, company, sessionHandlers, user } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { matchMediaOf } from './media.ts';
import { server } from './msw.ts';

const SETTINGS = '/c/1/settings/';

function location(): string {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  server.use(
    http.get(`${API}/auth/providers/`, () =>
      HttpResponse.json({ providers: [{ name: 'dev', title: 'Dev' }], demo: false }),
    ),
  );
});

describe('the company layout', () => {
  it('shows the impersonation banner and stops impersonating on request', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const stops: string[] = [];
    server.use(
      ...sessionHandlers(
        user({
          full_name: 'Анна Смирнова',
          impersonator: { id: 1, email: 'staff@example.com', full_name: 'Служба поддержки' },
        }),
      ),
      http.post(`${API}/auth/impersonate/stop/`, ({ request }) => {
        stops.push(request.method);
        return HttpResponse.json({});
      }),
    );
    renderApp(SETTINGS);
    expect(
      await screen.findByText(/Вы работаете от имени пользователя Анна Смирнова \(вы вошли как Служба поддержки\)/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Вернуться к своему аккаунту' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/staff/'));
    expect(stops).toEqual(['POST']);
  });

  it('has no banner for a user acting as themselves', async () => {
    server.use(...sessionHandlers());
    renderApp(SETTINGS);
    await screen.findByRole('heading', { name: 'Настройки', level: 1 });
    expect(screen.queryByText(/Вы работаете от имени/)).toBeNull();
  });

  it('logs out from the user menu to the sign-in chooser', async () => {
    const logouts: string[] = [];
    server.use(
      ...sessionHandlers(),
      http.post(`${API}/auth/logout/`, ({ request }) => {
        logouts.push(request.method);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp(SETTINGS);
    await userEvent.click(await screen.findByRole('button', { name: /Профиль/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(location()).toBe('/auth/login/?choose=1'));
    expect(logouts).toEqual(['POST']);
  });

  it('names the user menu in Russian on a phone, and with the name where the name shows', async () => {
    // The impersonation banner names the user: the identity the menu's label is made of has loaded.
    server.use(
      ...sessionHandlers(
        user({
          full_name: 'Анна Смирнова',
          impersonator: { id: 1, email: 'staff@example.com', full_name: 'Служба поддержки' },
        }),
      ),
    );
    const { unmount } = renderApp(SETTINGS);
    await screen.findByText(/Вы работаете от имени пользователя Анна Смирнова/);
    // jsdom matches no media query: the header is a phone's, where the menu is an icon with a tooltip.
    expect(screen.getByRole('button', { name: 'Профиль' })).toBeTruthy();
    unmount();
    matchMediaOf('min-width');
    renderApp(SETTINGS);
    expect(await screen.findByRole('button', { name: 'Профиль: Анна Смирнова' })).toBeTruthy();
  });

  it('switches to another of the user’s companies', async () => {
    server.use(
      ...sessionHandlers(user(), [
        company({ id: 1, name: 'Ромашка' }),
        company({ id: 2, name: 'Василёк', is_admin: false }),
      ]),
    );
    renderApp(SETTINGS);
    await userEvent.click(await screen.findByRole('button', { name: /Сменить компанию/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Василёк/ }));
    await waitFor(() => expect(location()).toBe('/c/2/'));
  });

  it('switches the interface to English and remembers the choice', async () => {
    server.use(...sessionHandlers());
    renderApp(SETTINGS);
    await userEvent.click(await screen.findByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('names the page, then the app, in the browser tab', async () => {
    server.use(...sessionHandlers());
    renderApp(SETTINGS);
    await screen.findByRole('heading', { name: 'Настройки', level: 1 });
    await waitFor(() => expect(document.title).toBe('Настройки — Оценка эффективности'));
  });

  it('shows an unknown address inside a company as a page not found, titled in Russian, with a way home', async () => {
    server.use(...sessionHandlers());
    renderApp('/c/1/nowhere/');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/c/1/');
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Оценка эффективности'));
    expect(screen.queryByText('React Admin')).toBeNull();
  });

  it('keeps the page when a data call answers 401 and offers a sign-in that returns to it', async () => {
    window.history.replaceState(null, '', '/c/1/settings/values/');
    let signOuts = 0;
    server.use(
      ...sessionHandlers(),
      http.get(`${API}/companies/companies/1/performance_review/values/`, () =>
        HttpResponse.json({ detail: 'Session expired.', code: 'not_authenticated' }, { status: 401 }),
      ),
      http.post(`${API}/auth/logout/`, () => {
        signOuts += 1;
        return HttpResponse.json({ detail: 'x' }, { status: 401 });
      }),
    );
    renderApp('/c/1/settings/values/');
    await screen.findByText('Сессия истекла — войдите снова, введённое сохранится');
    const signIn = screen.getByRole('link', { name: 'Войти снова' });
    expect(signIn.getAttribute('href')).toBe('/auth/login/?next=%2Fc%2F1%2Fsettings%2Fvalues%2F');
    expect(location()).toBe('/c/1/settings/values/');
    expect(signOuts).toBe(0);
  });

  it('names the header spinner while data loads, for a screen reader, and shows the reload button after', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      ...sessionHandlers(),
      http.get(`${API}/companies/companies/1/performance_review/values/`, async () => {
        await held;
        return HttpResponse.json([]);
      }),
    );
    renderApp('/c/1/settings/values/');
    // jsdom applies no media query: the header's reload button is laid out from the `sm` width up, hidden here.
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('progressbar', { name: 'Загрузка', hidden: true })).toBeTruthy();
    release();
    await waitFor(() => expect(header.queryByRole('progressbar', { hidden: true })).toBeNull());
    expect(header.getByRole('button', { name: 'Обновить', hidden: true })).toBeTruthy();
  });
});
