import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../src/shell/browser.ts';
import { anonymousHandlers, API, company, sessionHandlers, user } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { server } from './msw.ts';

const providers = (demo: boolean) =>
  http.get(`${API}/auth/providers/`, () => HttpResponse.json({ providers: [{ name: 'dev', title: 'Dev IdP' }], demo }));

function location(): string {
  return screen.getByTestId('location').textContent;
}

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browser, 'assign').mockImplementation(assign);
});

describe('routing and sign-in', () => {
  it('sends an anonymous visitor to login with the wanted page, which starts the social login', async () => {
    server.use(...anonymousHandlers, providers(false));
    renderApp('/c/1/');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/auth/social/login/dev/?next=%2Fc%2F1%2F'));
    expect(location()).toBe('/auth/login/?next=%2Fc%2F1%2F');
    expect(screen.getByText('Переходим на страницу входа…')).toBeTruthy();
  });

  it('adds the missing trailing slash to a path', async () => {
    server.use(...sessionHandlers());
    renderApp('/c/1/settings?tab=1');
    await waitFor(() => expect(location()).toBe('/c/1/settings/?tab=1'));
    expect(await screen.findByRole('heading', { name: 'Настройки', level: 1 })).toBeTruthy();
  });

  it('shows a translated error and a retry button when the login callback failed', async () => {
    server.use(providers(false));
    renderApp('/auth/login/?error=session_expired');
    expect(await screen.findByText('Сеанс входа устарел. Начните вход заново.')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Попробовать снова' })).getAttribute('href')).toBe(
      '/api/auth/social/login/dev/?next=%2F',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('after logout offers sign-in and the demo roles instead of signing straight back in', async () => {
    const roles: unknown[] = [];
    server.use(
      providers(true),
      http.post(`${API}/demo/impersonate_as_demo_user/`, async ({ request }) => {
        roles.push(await request.json());
        return HttpResponse.json(user());
      }),
    );
    renderApp('/auth/login/?choose=1&next=%2Fc%2F1%2F');
    await userEvent.click(await screen.findByRole('button', { name: 'Войти как руководитель' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/c/1/'));
    expect(roles).toEqual([{ role: 'manager' }]);
    expect(screen.getByRole('link', { name: 'Войти' })).toBeTruthy();
  });

  it('logout ends the session and lands on the chooser', async () => {
    const logouts: string[] = [];
    server.use(
      providers(false),
      http.post(`${API}/auth/logout/`, ({ request }) => {
        logouts.push(request.headers.get('x-csrftoken') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/auth/logout/');
    await waitFor(() => expect(location()).toBe('/auth/login/?choose=1'));
    expect(logouts).toEqual(['test-token']);
    expect(await screen.findByText('Вы вышли из системы.')).toBeTruthy();
  });
});

describe('the root page', () => {
  it('opens the first company', async () => {
    server.use(...sessionHandlers(user(), [company({ id: 5 }), company({ id: 9 })]));
    renderApp('/');
    await waitFor(() => expect(location()).toBe('/c/5/'));
  });

  it('sends a user without a company to the users service', async () => {
    server.use(
      ...sessionHandlers(user(), []),
      http.get(`${API}/plugins/users/get_service_url/`, () => HttpResponse.json({ url: 'https://users.example.com/' })),
    );
    renderApp('/');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://users.example.com/'));
  });

  it('explains what to do when there is no company and no users service', async () => {
    server.use(
      ...sessionHandlers(user(), []),
      http.get(`${API}/plugins/users/get_service_url/`, () => HttpResponse.json({ url: '' })),
    );
    renderApp('/');
    expect(await screen.findByText('Вы пока не состоите ни в одной компании')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses a company the user is not a member of', async () => {
    server.use(...sessionHandlers(user(), [company({ id: 1 })]));
    renderApp('/c/2/');
    expect(await screen.findByText('Компания не найдена или у вас нет к ней доступа.')).toBeTruthy();
  });
});
