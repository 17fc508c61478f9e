import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, company, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { meeting, meetingRow, ONE, peopleHandlers, series } from './one-on-ones-fixtures.ts';

const EMPLOYEE = company({ role: 'EMPLOYEE', is_admin: false });

/** The series 3 and its meetings (the query of each read kept), and the meeting page any of them opens. */
const seriesHandlers = (queries: string[] = []) => [
  ...sessionHandlers(user(), [EMPLOYEE]),
  ...peopleHandlers(),
  http.get(`${ONE}/series/3/`, () => HttpResponse.json(series())),
  http.get(`${ONE}/series/3/meetings/`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params.toString());
    const held = meetingRow({ id: 8, scheduled_at: '2026-11-26T10:00:00.000Z', status: 'held', point_count: 3 });
    const rows = [meetingRow(), { ...held, open_point_count: 0, action_item_count: 2, notes_excerpt: 'Про отпуск' }];
    return HttpResponse.json(page(params.get('when') === 'past' ? rows.slice(1) : rows));
  }),
  http.get(`${ONE}/meetings/:id/`, ({ params }) => HttpResponse.json(meeting({ id: Number(params.id) }))),
  http.get(`${API}/companies/companies/1/performance_review/goals/`, () => HttpResponse.json(page([]))),
];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the series page', () => {
  it("lists the pair's meetings, filters them by when and opens one", async () => {
    const queries: string[] = [];
    server.use(...seriesHandlers(queries));
    renderApp('/c/1/one-on-ones/series/3/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Встречи 1:1: Мария Петрова и Иван Сидоров' }),
    ).toBeTruthy();
    expect(screen.getByText(/Каждую неделю · Следующая/)).toBeTruthy();
    const history = await screen.findByRole('list', { name: 'История встреч' });
    const links = within(history).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/c/1/one-on-ones/meetings/9/',
      '/c/1/one-on-ones/meetings/8/',
    ]);
    expect(within(links[0]).getByText('Запланирована')).toBeTruthy();
    expect(within(links[1]).getByText('Состоялась')).toBeTruthy();
    expect(within(links[1]).getByText('Пунктов: 3, не обсуждено: 0 · Задач: 2 · Про отпуск')).toBeTruthy();
    expect(queries).toEqual(['when=all&page=1&page_size=20']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Какие встречи' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Прошедшие' }));
    await within(history).findByText(/Про отпуск/);
    expect(within(history).getAllByRole('link')).toHaveLength(1);
    expect(queries.at(-1)).toBe('when=past&page=1&page_size=20');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по повестке и заметкам' }), 'отпуск');
    await waitFor(() =>
      expect(queries.at(-1)).toBe(`search=${encodeURIComponent('отпуск')}&when=past&page=1&page_size=20`),
    );
    expect(within(history).getAllByRole('link')).toHaveLength(1);

    await userEvent.click(within(history).getByRole('link', { name: /Состоялась/ }));
    expect(await screen.findByRole('list', { name: 'Повестка' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/c/1/one-on-ones/meetings/8/');
  });

  it('sets up the next meeting and opens it; a refusal is worded on the page', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      ...seriesHandlers(),
      http.post(`${ONE}/series/3/meetings/`, async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) return problem(403, 'one_on_one_members_only');
        return HttpResponse.json(meeting({ id: 10 }), { status: 201 });
      }),
    );
    renderApp('/c/1/one-on-ones/series/3/');
    const prepare = await screen.findByRole('link', { name: 'Подготовиться' });
    expect(prepare.getAttribute('href')).toBe('/c/1/one-on-ones/meetings/9/');

    await userEvent.click(screen.getByRole('button', { name: 'Назначить следующую встречу' }));
    expect(await screen.findByText('Заметки и повестку встречи видят только её участники.')).toBeTruthy();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Назначить следующую встречу' }));
    expect(await screen.findByText('Следующая встреча назначена')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Повестка' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/c/1/one-on-ones/meetings/10/');
    expect(bodies).toEqual([{}, {}]);
  });
});
