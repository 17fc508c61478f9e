import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiTokenOut } from '../../../api/types.ts';
import { API, fieldErrors, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const PAGE = '/c/1/settings/api-tokens/';
const TOKENS = `${API}/companies/companies/1/api_tokens/`;
const SECRET = `prt_${'a'.repeat(43)}`;

function token(overrides: Partial<ApiTokenOut> = {}): ApiTokenOut {
  return {
    id: 1,
    name: 'Выгрузка в 1С',
    hint: 'prt_Zx9q',
    scopes: ['structure:read', 'goals:write'],
    created_at: '2026-03-02T10:00:00.000Z',
    expires_at: '2098-12-31T21:00:00.000Z',
    expires_on: '2098-12-31',
    last_used_at: null,
    revoked_at: null,
    ...overrides,
  };
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

function tokensApi() {
  const rows = [token()];
  const created: unknown[] = [];
  const revoked: string[] = [];
  server.use(
    http.get(TOKENS, () => HttpResponse.json(rows)),
    http.post(TOKENS, async ({ request }) => {
      const body = (await request.json()) as { name: string; scopes: string[]; expires_on: string };
      created.push(body);
      if (body.expires_on < '2000-01-01') return fieldErrors({ expires_on: [{ code: 'token_expiry_past' }] });
      const row = token({ id: 2, name: body.name, scopes: body.scopes as ApiTokenOut['scopes'], hint: 'prt_aaaa' });
      rows.unshift(row);
      return HttpResponse.json({ ...row, secret: SECRET }, { status: 201 });
    }),
    http.post(`${TOKENS}:id/revoke/`, ({ params }) => {
      revoked.push(String(params.id));
      const row = rows.find((r) => String(r.id) === params.id);
      if (row) row.revoked_at = '2026-05-01T00:00:00.000Z';
      return HttpResponse.json(row);
    }),
  );
  return { created, revoked };
}

describe('the API tokens page', () => {
  it('is one of the settings an admin finds on the settings page', async () => {
    tokensApi();
    renderApp('/c/1/settings/');
    await userEvent.click(await screen.findByRole('link', { name: /API-токены/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(PAGE));
    expect(await screen.findByRole('heading', { name: 'API-токены', level: 1 })).toBeTruthy();
  });

  it('lists the tokens with their scopes, dates and state', async () => {
    tokensApi();
    renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'API-токены' });
    const row = within(table).getAllByRole('row').at(1);
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Выгрузка в 1С')).toBeTruthy();
    expect(within(row).getByText('Структура: чтение')).toBeTruthy();
    expect(within(row).getByText('Цели: запись')).toBeTruthy();
    expect(within(row).getByText('Не использовался')).toBeTruthy();
    expect(within(row).getByText('Действует')).toBeTruthy();
  });

  it('creates a token with scopes by area and shows its secret once, with a warning and a copy button', async () => {
    const { created } = tokensApi();
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Создать токен' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый API-токен' });
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Скрипт');
    await user.click(within(dialog).getByRole('combobox', { name: 'Анкеты' }));
    await user.click(await screen.findByRole('option', { name: 'Чтение и запись' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать токен' }));
    const shown = await screen.findByRole('dialog', { name: 'Токен создан' });
    expect(within(shown).getByText('Скопируйте токен сейчас: больше он показан не будет.')).toBeTruthy();
    expect(within(shown).getByDisplayValue(SECRET)).toBeTruthy();
    expect(created).toEqual([{ name: 'Скрипт', scopes: ['forms:write'], expires_on: expect.any(String) as string }]);
    await user.click(within(shown).getByRole('button', { name: 'Копировать' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Готово' }));
    expect(await screen.findByText('Скрипт')).toBeTruthy();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows the field the server refused', async () => {
    tokensApi();
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Создать токен' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый API-токен' });
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Старый');
    await user.click(within(dialog).getByRole('combobox', { name: 'Цели' }));
    await user.click(await screen.findByRole('option', { name: 'Чтение' }));
    const date = within(dialog).getByLabelText(/Действует по/);
    await user.clear(date);
    await user.type(date, '1999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Создать токен' }));
    expect(await within(dialog).findByText('Срок действия должен быть не раньше сегодняшнего дня.')).toBeTruthy();
  });

  it('revokes a token after a confirmation', async () => {
    const { revoked } = tokensApi();
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Отозвать токен «Выгрузка в 1С»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать токен «Выгрузка в 1С»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText(/^Отозван /)).toBeTruthy();
    expect(revoked).toEqual(['1']);
  });
});
