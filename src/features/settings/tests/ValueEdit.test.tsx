import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  company,
  fieldErrors,
  page,
  problem,
  sessionHandlers,
  user,
  value,
} from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const VALUES = `${API}/companies/companies/1/performance_review/values/`;
const RECORD = value({ id: 2, name: 'Честность', version: 4 });

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(
    ...sessionHandlers(),
    http.get(`${VALUES}2/`, () => HttpResponse.json(RECORD)),
    http.get(VALUES, () => HttpResponse.json(page([RECORD]))),
  );
});

async function renameTo(name: string) {
  const input = await screen.findByLabelText(/Название/);
  await waitFor(() => expect((input as HTMLInputElement).value).toBe('Честность'));
  await userEvent.clear(input);
  await userEvent.type(input, name);
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
}

describe('editing a company value', () => {
  it('sends the changed field with the version it was read at, and names the saved value', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${VALUES}2/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...RECORD, name: 'Открытость', version: 5 });
      }),
    );
    renderApp('/c/1/settings/values/2/');
    await renameTo('Открытость');
    await waitFor(() => expect(bodies).toEqual([{ name: 'Открытость', version: 4 }]));
    expect(await screen.findByText('Ценность «Открытость» сохранена')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/values/'));
  });

  it('tells the user in Russian that someone else changed the record (409)', async () => {
    server.use(
      http.patch(`${VALUES}2/`, () => problem(409, 'stale_version', undefined, { current: { ...RECORD, version: 5 } })),
    );
    renderApp('/c/1/settings/values/2/');
    await renameTo('Открытость');
    expect(await screen.findByText(/Запись уже изменил кто-то другой/)).toBeTruthy();
  });

  it('shows the server field error under the input, worded from its code (400)', async () => {
    server.use(http.patch(`${VALUES}2/`, () => fieldErrors({ name: [{ code: 'too_long', params: { max: 200 } }] })));
    renderApp('/c/1/settings/values/2/');
    await renameTo('Клиентоориентированность');
    expect(await screen.findByText('Не более 200 символов.')).toBeTruthy();
  });

  it('shows under the input, in Russian, which value a look-alike name is taken for (400)', async () => {
    server.use(
      http.patch(`${VALUES}2/`, () =>
        fieldErrors({ name: [{ code: 'name_lookalike', params: { name: 'Открытость', id: 3 } }] }),
      ),
    );
    renderApp('/c/1/settings/values/2/');
    await renameTo('Oткрытость');
    const input = screen.getByLabelText(/Название/);
    const message = await screen.findByText(/Название выглядит так же, как уже существующее «Открытость»/);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.closest('[id]')?.id);
  });

  it('sends a non-admin who opens the edit page back to the list', async () => {
    server.use(...sessionHandlers(user(), [company({ is_admin: false })]));
    renderApp('/c/1/settings/values/2/');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/values/'));
  });
});

describe('creating a company value', () => {
  it('names the created value in the notice and returns to the list', async () => {
    server.use(http.post(VALUES, () => HttpResponse.json(value({ id: 3, name: 'Открытость' }), { status: 201 })));
    renderApp('/c/1/settings/values/create/');
    await userEvent.type(await screen.findByLabelText(/Название/), 'Открытость');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ценность «Открытость» создана')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/values/'));
  });
});
