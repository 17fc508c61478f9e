import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedbackOut } from '../../../api/types.ts';
import { API, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const STAFF = user({ id: 1, email: 'support@demo.example', full_name: 'Служба Поддержки', is_staff: true });

function feedback(overrides: Partial<FeedbackOut> = {}): FeedbackOut {
  return {
    id: 1,
    text: 'Нужен тёмный режим',
    page: '/c/1/',
    created_at: '2025-03-20T09:30:00Z',
    user: { id: 7, email: 'anna@example.com', full_name: 'Анна Смирнова' },
    company: { id: 1, name: 'ООО «Ромашка»' },
    ...overrides,
  };
}

/** The staff list answering `results`, recording each query it was asked. */
function feedbackList(asked: URLSearchParams[], answer: (query: URLSearchParams) => Response) {
  return http.get(`${API}/staff/feedback/`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    return answer(query);
  });
}

function location(): string {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the staff area', () => {
  it('opens for staff without a company instead of the users service', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...sessionHandlers(STAFF, []),
      http.get(`${API}/auth/impersonate/users/`, () => HttpResponse.json(page([]))),
      feedbackList(asked, () => HttpResponse.json(page([feedback()]))),
    );
    renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Отзывы о продукте' }));
    expect(await screen.findByRole('heading', { name: 'Отзывы о продукте', level: 1 })).toBeTruthy();
    expect(location()).toBe('/staff/feedback/');
    expect(screen.getByRole('link', { name: 'Отзывы о продукте' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the feedback in a table: date in the reader’s language, author, company, page and text', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...sessionHandlers(STAFF, []),
      feedbackList(asked, () =>
        HttpResponse.json(page([feedback(), feedback({ id: 2, text: 'Без автора', user: null, company: null })])),
      ),
    );
    renderApp('/staff/feedback/');
    const table = await screen.findByRole('table', { name: 'Отзывы о продукте, сначала новые' });
    await within(table).findByText('Нужен тёмный режим');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Дата', 'Автор', 'Компания', 'Страница', 'Текст']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText(/20 марта 2025/)).toBeTruthy();
    expect(within(first).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(first).getByText('anna@example.com')).toBeTruthy();
    expect(within(first).getByText('/c/1/')).toBeTruthy();
    expect(within(second).getByText('Пользователь удалён')).toBeTruthy();
    expect(within(second).getByText('Без компании')).toBeTruthy();
    expect(asked.map((query) => query.toString())).toContain('page=1&page_size=25');
  });

  it('searches, filters by a company and pages through the list by the address', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...sessionHandlers(STAFF, []),
      feedbackList(asked, (query) =>
        HttpResponse.json({
          count: 30,
          next: null,
          previous: null,
          results: [feedback({ id: Number(query.get('page')), text: `Страница ${query.get('page') ?? ''}` })],
        }),
      ),
    );
    renderApp('/staff/feedback/');
    expect(await screen.findByText('Страница 1')).toBeTruthy();
    expect(screen.getByText('1-25 из 30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Следующая' }));
    expect(await screen.findByText('Страница 2')).toBeTruthy();
    expect(location()).toBe('/staff/feedback/?page=2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по тексту и автору' }), 'режим');
    await waitFor(() => expect(location()).toBe('/staff/feedback/?search=%D1%80%D0%B5%D0%B6%D0%B8%D0%BC'));
    await waitFor(() =>
      expect(asked.at(-1)?.toString()).toBe('page=1&page_size=25&search=%D1%80%D0%B5%D0%B6%D0%B8%D0%BC'),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Только отзывы компании «ООО «Ромашка»»' }));
    expect(await screen.findByText('Компания: ООО «Ромашка»')).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)?.get('company')).toBe('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Показать отзывы всех компаний' }));
    await waitFor(() => expect(asked.at(-1)?.has('company')).toBe(false));
  });

  it('says when nothing is found and words a failure by its code, with a retry', async () => {
    let fail = true;
    server.use(
      ...sessionHandlers(STAFF, []),
      http.get(`${API}/staff/feedback/`, ({ request }) => {
        if (fail) return problem(500, 'server_error');
        return HttpResponse.json(page(new URL(request.url).searchParams.has('search') ? [] : [feedback()]));
      }),
    );
    renderApp('/staff/feedback/?search=xyz');
    expect(await screen.findByText(/Не удалось загрузить данные/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ничего не найдено.')).toBeTruthy();
  });

  it('turns away users who are not staff', async () => {
    server.use(...sessionHandlers(user(), []));
    renderApp('/staff/feedback/');
    expect(await screen.findByText('Этот раздел доступен только сотрудникам поддержки.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
