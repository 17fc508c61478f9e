import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, company, page, sessionHandlers, user, value } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const VALUES = `${API}/companies/companies/1/performance_review/values/`;
const ROWS = [
  value({ id: 1, order: 1, name: 'Клиентоориентированность', description: 'Решаем задачи клиента' }),
  value({ id: 2, order: 2, name: 'Честность', description: 'Говорим как есть', is_active: false }),
  value({ id: 3, order: 3, name: 'Развитие', description: 'Учимся каждый день' }),
];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(http.get(VALUES, () => HttpResponse.json(page(ROWS))));
});

describe('company values list', () => {
  it('shows the rows from the API under Russian column headers', async () => {
    server.use(...sessionHandlers());
    renderApp('/c/1/settings/values/');
    expect(await screen.findByText('Честность')).toBeTruthy();
    const table = screen.getByRole('table');
    for (const header of ['Порядок', 'Название', 'Описание', 'Активна', 'Изменена']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(within(table).getByText('Клиентоориентированность')).toBeTruthy();
    expect(within(table).getByText('Развитие')).toBeTruthy();
  });

  it('offers create and delete to a company admin', async () => {
    server.use(...sessionHandlers(user(), [company({ is_admin: true })]));
    renderApp('/c/1/settings/values/');
    await screen.findByText('Честность');
    expect(screen.getByRole('link', { name: /Создать/ })).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('button', { name: 'Удалить' })).toHaveLength(ROWS.length);
  });

  it('deletes a value and names it in the notice', async () => {
    server.use(
      ...sessionHandlers(),
      http.delete(`${VALUES}3/`, () => new HttpResponse(null, { status: 204 })),
    );
    renderApp('/c/1/settings/values/');
    const row = (await screen.findByText('Развитие')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Ценность «Развитие» удалена')).toBeTruthy();
    expect(screen.queryByText('Элемент удален')).toBeNull();
  });

  it('is read-only for a member who is not an admin', async () => {
    server.use(...sessionHandlers(user(), [company({ is_admin: false, role: 'EMPLOYEE' })]));
    renderApp('/c/1/settings/values/');
    await screen.findByText('Честность');
    expect(screen.queryByRole('link', { name: /Создать/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Опустить ниже' })).toBeNull();
  });

  it('moves a value down by posting the whole order with it swapped', async () => {
    server.use(...sessionHandlers());
    const posted: unknown[] = [];
    server.use(
      http.post(`${VALUES}reorder/`, async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/c/1/settings/values/');
    await screen.findByText('Честность');
    const [firstDown] = screen.getAllByRole('button', { name: 'Опустить ниже' });
    await userEvent.click(firstDown);
    await waitFor(() => expect(posted).toEqual([{ ids: [2, 1, 3] }]));
  });
});
