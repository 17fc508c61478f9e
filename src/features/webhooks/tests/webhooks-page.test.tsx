import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WebhookDeliveryOut, WebhookEndpointOut } from '../../../api/types.ts';
import { API, company, fieldErrors, sessionHandlers, user as me } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const PAGE = '/c/1/settings/webhooks/';
const W = `${API}/companies/companies/1/webhooks`;
const SECRET = `whsec_${'b'.repeat(43)}`;

const endpoint: WebhookEndpointOut = {
  id: 1,
  url: 'https://hris.example/hooks',
  description: 'HRIS',
  event_types: ['period.launched', 'person.created'],
  active: true,
  secret_hint: 'whsec_Zx9q',
  created_at: '2026-03-02T10:00:00.000Z',
};

function delivery(overrides: Partial<WebhookDeliveryOut> = {}): WebhookDeliveryOut {
  return {
    id: 7,
    endpoint_id: 1,
    event_id: '5b1f0a3e-0000-4000-8000-000000000001',
    event_type: 'period.launched',
    status: 'failed',
    attempts: 6,
    next_attempt_at: null,
    last_error: 'the receiver answered 500',
    last_response_status: 500,
    sent_at: null,
    created_at: '2026-03-02T10:00:00.000Z',
    payload: {},
    ...overrides,
  };
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

function webhooksApi() {
  const rows = [endpoint];
  const created: unknown[] = [];
  const resent: string[] = [];
  const log = [delivery()];
  server.use(
    http.get(`${W}/endpoints/`, () => HttpResponse.json(rows)),
    http.get(`${W}/settings/`, () => HttpResponse.json({ allow_private_addresses: false })),
    http.post(`${W}/endpoints/`, async ({ request }) => {
      const body = (await request.json()) as { url: string; event_types: WebhookEndpointOut['event_types'] };
      created.push(body);
      if (body.url.includes('127.0.0.1'))
        return fieldErrors({ url: [{ code: 'webhook_url_private', params: { address: '127.0.0.1' } }] });
      const row = { ...endpoint, id: 2, url: body.url, event_types: body.event_types, description: '' };
      rows.push(row);
      return HttpResponse.json({ ...row, secret: SECRET }, { status: 201 });
    }),
    http.get(`${W}/endpoints/:id/deliveries/`, () =>
      HttpResponse.json({ count: log.length, count_capped: false, next: null, previous: null, results: log }),
    ),
    http.post(`${W}/deliveries/:id/redeliver/`, ({ params }) => {
      resent.push(String(params.id));
      log[0] = delivery({ status: 'sent', attempts: 1, last_response_status: 200, last_error: '' });
      return HttpResponse.json(log[0]);
    }),
  );
  return { created, resent };
}

describe('the webhooks page', () => {
  it('is one of the settings an admin finds on the settings page, and lists the endpoints with their events', async () => {
    webhooksApi();
    renderApp('/c/1/settings/');
    await userEvent.click(await screen.findByRole('link', { name: /Вебхуки/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(PAGE));
    const table = await screen.findByRole('table', { name: 'Вебхуки' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('https://hris.example/hooks')).toBeTruthy();
    expect(within(row).getByText('Запуск периода')).toBeTruthy();
    expect(within(row).getByText('Новый сотрудник')).toBeTruthy();
    expect(within(row).getByText('Включён')).toBeTruthy();
    expect(screen.getByLabelText('Разрешить адреса во внутренней сети')).toBeTruthy();
  });

  it('adds an endpoint with the events ticked and shows its secret once; a refused address names the field', async () => {
    const { created } = webhooksApi();
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый адрес вебхука' });
    const url = within(dialog).getByRole('textbox', { name: /Адрес/ });
    await user.type(url, 'http://127.0.0.1/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Оценка завершена' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Запуск периода' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));
    expect(await within(dialog).findByText(/Адрес ведёт во внутреннюю сеть \(127\.0\.0\.1\)/)).toBeTruthy();
    await user.clear(url);
    await user.type(url, 'https://crm.example/in');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));
    const shown = await screen.findByRole('dialog', { name: 'Секрет подписи' });
    expect(within(shown).getByDisplayValue(SECRET)).toBeTruthy();
    expect(created.at(-1)).toEqual({
      url: 'https://crm.example/in',
      description: '',
      event_types: ['period.launched', 'review.completed'],
      active: true,
    });
    await user.click(within(shown).getByRole('button', { name: 'Готово' }));
    expect(await screen.findByText('https://crm.example/in')).toBeTruthy();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows the delivery log with status chips and sends a failed delivery again', async () => {
    server.use(...sessionHandlers(me(), [company({ time_zone: 'Asia/Vladivostok' })]));
    const { resent } = webhooksApi();
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Журнал' }));
    const dialog = await screen.findByRole('dialog', { name: 'Журнал доставок: https://hris.example/hooks' });
    expect(await within(dialog).findByText('Не доставлено')).toBeTruthy();
    expect(within(dialog).getByText('the receiver answered 500')).toBeTruthy();
    // 10:00 UTC on the admin's clock in the company, Vladivostok.
    expect(within(dialog).getByText('2 марта 2026 г., 20:00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Отправить снова' }));
    expect(await within(dialog).findByText('Доставлено')).toBeTruthy();
    expect(resent).toEqual(['7']);
  });
});
