import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { message, NOTIFICATIONS } from './notifications-fixtures.ts';

const OUTBOX = '/c/1/settings/notifications/';
const FAILED = message({
  id: 32,
  status: 'failed',
  attempts: 6,
  subject: 'Напоминание: самооценка до 12 декабря',
  last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
  recipient: { id: 7, email: 'anna@example.com', full_name: 'Анна Смирнова' },
  mail_to: 'anna@example.com',
});

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

function outboxApi() {
  const rows = [message(), { ...FAILED }];
  const queries: URLSearchParams[] = [];
  const posts: string[] = [];
  server.use(
    http.get(`${NOTIFICATIONS}outbox/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase();
      return HttpResponse.json(
        page(
          rows.filter(
            (row) =>
              (!status || row.status === status) &&
              (!search || `${row.subject} ${row.mail_to}`.toLowerCase().includes(search)),
          ),
        ),
      );
    }),
    http.post(`${NOTIFICATIONS}outbox/:id/retry/`, ({ params }) => {
      posts.push(`retry ${String(params.id)}`);
      const row = rows.find((r) => String(r.id) === params.id);
      if (!row) return problem(404, 'not_found');
      if (row.status !== 'failed') return problem(409, 'outbox_not_failed');
      Object.assign(row, { status: 'pending', attempts: 0, last_error: '' });
      return HttpResponse.json(row);
    }),
    http.post(`${NOTIFICATIONS}outbox/retry_failed/`, () => {
      posts.push('retry_failed');
      const failed = rows.filter((row) => row.status === 'failed');
      for (const row of failed) Object.assign(row, { status: 'pending', attempts: 0, last_error: '' });
      return HttpResponse.json({ marked: failed.length });
    }),
  );
  return { queries, posts };
}

describe('the outbox "Отправленные уведомления"', () => {
  it('is one of the settings an admin finds on the settings page', async () => {
    outboxApi();
    renderApp('/c/1/settings/');
    await userEvent.click(await screen.findByRole('link', { name: /Отправленные уведомления/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(OUTBOX));
    expect(await screen.findByRole('heading', { name: 'Отправленные уведомления', level: 1 })).toBeTruthy();
  });

  it('lists the messages with their status, and says why mail is only kept', async () => {
    outboxApi();
    renderApp(OUTBOX);
    const table = await screen.findByRole('table', { name: 'Отправленные уведомления' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => within(row).getAllByRole('cell')[3]?.querySelector('.MuiChip-label')?.textContent),
    ).toEqual(['Сохранено', 'Не отправлено']);
    expect(within(rows[0]).getByText('Иван Петров')).toBeTruthy();
    expect(screen.getByText('SMTP не настроен: письма сохраняются здесь.')).toBeTruthy();
  });

  it('says when the outbox holds more messages than it counts, in Russian and in English', async () => {
    server.use(
      http.get(`${NOTIFICATIONS}outbox/`, () =>
        HttpResponse.json({ ...page([message(), { ...FAILED }]), count: 10_000, count_capped: true }),
      ),
    );
    renderApp(OUTBOX);
    await screen.findByRole('table', { name: 'Отправленные уведомления' });
    const range = () => screen.getByText(/из более чем|of more than/).textContent.replace(/\s/g, ' ');
    expect(range()).toBe('1–25 из более чем 10 000');
    expect(screen.getByRole('button', { name: 'Повторить все неотправленные (10000+)' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await screen.findByRole('table', { name: 'Sent notifications' });
    expect(range()).toBe('1–25 of more than 10,000');
  });

  it('filters by status and searches', async () => {
    const { queries } = outboxApi();
    renderApp(OUTBOX);
    const table = await screen.findByRole('table', { name: 'Отправленные уведомления' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Не отправлено' }));
    await waitFor(() => expect(within(table).queryByText('Иван Петров')).toBeNull());
    expect(queries.at(-1)?.get('status')).toBe('failed');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Получатель или тема' }), 'ivan');
    expect(await within(table).findByText('Ничего не найдено.')).toBeTruthy();
    expect(queries.at(-1)?.get('search')).toBe('ivan');
  });

  it('opens a message: subject, recipient, text, the HTML in a sandboxed frame, and its last error', async () => {
    outboxApi();
    renderApp(OUTBOX);
    await userEvent.click(await screen.findByRole('button', { name: `Открыть письмо: ${FAILED.subject}` }));
    const dialog = await screen.findByRole('dialog', { name: FAILED.subject });
    expect(within(dialog).getByText('Анна Смирнова <anna@example.com>')).toBeTruthy();
    expect(within(dialog).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeTruthy();
    expect(within(dialog).getByText(/Анна Смирнова отправила самооценку\./)).toBeTruthy();
    const frame = within(dialog).getByTitle(`Письмо «${FAILED.subject}» в HTML`);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(FAILED.body_html);
  });

  it('sends a failed message again', async () => {
    const { posts } = outboxApi();
    renderApp(OUTBOX);
    await userEvent.click(await screen.findByRole('button', { name: `Открыть письмо: ${FAILED.subject}` }));
    const dialog = await screen.findByRole('dialog', { name: FAILED.subject });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить снова' }));
    expect(await screen.findByText('Письмо поставлено в очередь на отправку')).toBeTruthy();
    expect(posts).toEqual(['retry 32']);
    expect(within(dialog).getByText('В очереди')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Отправить снова' })).toBeNull();
  });

  it('offers no second sending of a message that went out', async () => {
    outboxApi();
    renderApp(OUTBOX);
    await userEvent.click(await screen.findByRole('button', { name: `Открыть письмо: ${message().subject}` }));
    const dialog = await screen.findByRole('dialog', { name: message().subject });
    expect(within(dialog).getByText('SMTP не настроен: письма сохраняются здесь.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Отправить снова' })).toBeNull();
  });

  it('sends every failed message again, saying how many', async () => {
    const { posts } = outboxApi();
    renderApp(OUTBOX);
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить все неотправленные (1)' }));
    expect(await screen.findByText('Поставлено в очередь на отправку: 1')).toBeTruthy();
    expect(posts).toEqual(['retry_failed']);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Повторить все неотправленные/ })).toBeNull());
  });

  it('is not open to a manager who is not an admin', async () => {
    server.use(...sessionHandlers(user(), [company({ is_admin: false })]));
    renderApp(OUTBOX);
    expect(await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
