import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { focusManager } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, notificationSettings, page, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { FORM_LINK, NOTIFICATIONS, notice } from './notifications-fixtures.ts';

const HOME = '/c/1/settings/';

const location = () => screen.getByTestId('location').textContent;

/** The bell's notices and count, kept as the server would: marking read changes both. */
function notices(initial = [notice(), notice({ id: 2, kind: 'self_open', data: { period_name: 'Оценка 2026' } })]) {
  const rows = initial.map((row) => ({ ...row }));
  const posts: string[] = [];
  const unread = () => rows.filter((row) => row.read_at === null).length;
  server.use(
    http.get(`${NOTIFICATIONS}unread_count/`, () => HttpResponse.json({ count: unread() })),
    http.get(NOTIFICATIONS, () => HttpResponse.json(page(rows))),
    http.post(`${NOTIFICATIONS}:id/read/`, ({ params }) => {
      posts.push(`read ${String(params.id)}`);
      const row = rows.find((r) => String(r.id) === params.id);
      const marked = row && row.read_at === null ? 1 : 0;
      if (row) row.read_at = new Date().toISOString();
      return HttpResponse.json({ marked });
    }),
    http.post(`${NOTIFICATIONS}read_all/`, () => {
      posts.push('read_all');
      const marked = unread();
      for (const row of rows) row.read_at ??= new Date().toISOString();
      return HttpResponse.json({ marked });
    }),
  );
  return posts;
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

describe('the bell', () => {
  it('says how many notices are unread, in its name and its badge', async () => {
    notices();
    renderApp(HOME);
    const bell = await screen.findByRole('button', { name: 'Уведомления, 2 непрочитанных' });
    expect(within(bell).getByText('2')).toBeTruthy();
  });

  it('words one unread notice and none in Russian', async () => {
    notices([notice()]);
    renderApp(HOME);
    expect(await screen.findByRole('button', { name: 'Уведомления, 1 непрочитанное' })).toBeTruthy();
  });

  it('asks again when the window gets focus back, and every 30 seconds', async () => {
    let count = 1;
    server.use(http.get(`${NOTIFICATIONS}unread_count/`, () => HttpResponse.json({ count })));
    renderApp(HOME);
    await screen.findByRole('button', { name: 'Уведомления, 1 непрочитанное' });
    count = 3;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByRole('button', { name: 'Уведомления, 3 непрочитанных' })).toBeTruthy();
    focusManager.setFocused(undefined);
    count = 5;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await screen.findByRole('button', { name: 'Уведомления, 5 непрочитанных' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the latest notices written from their kind and data, in Russian', async () => {
    notices();
    renderApp(HOME);
    await userEvent.click(await screen.findByRole('button', { name: /Уведомления, 2/ }));
    const panel = await screen.findByRole('dialog', { name: 'Последние уведомления' });
    const items = await within(panel).findAllByRole('link', { name: /Не прочитано/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Анна Смирнова: самооценка отправлена — оцените до 12 декабря'),
      expect.stringMatching(/^«Оценка 2026»: заполните самооценку/),
    ]);
    expect(within(panel).getAllByText('2 часа назад')).toHaveLength(2);
  });

  it('follows a notice to its page inside the app and marks it read', async () => {
    const posts = notices();
    server.use(
      http.get(`${API}/companies/companies/1/performance_review/assessment_forms/7/`, () => problem(404, 'not_found')),
    );
    renderApp(HOME);
    await userEvent.click(await screen.findByRole('button', { name: /Уведомления, 2/ }));
    const panel = await screen.findByRole('dialog', { name: 'Последние уведомления' });
    await userEvent.click(await within(panel).findByRole('link', { name: /самооценка отправлена/ }));
    await waitFor(() => expect(location()).toBe(FORM_LINK));
    expect(posts).toEqual(['read 1']);
    expect(await screen.findByRole('button', { name: 'Уведомления, 1 непрочитанное' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Последние уведомления' })).toBeNull();
  });

  it('marks all read, says how many, and empties the count', async () => {
    const posts = notices();
    renderApp(HOME);
    await userEvent.click(await screen.findByRole('button', { name: /Уведомления, 2/ }));
    const panel = await screen.findByRole('dialog', { name: 'Последние уведомления' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Отметить все прочитанными' }));
    expect(await screen.findByText('Отмечено прочитанными: 2')).toBeTruthy();
    expect(posts).toEqual(['read_all']);
    // The panel stays open: what lies behind it is hidden from assistive technology until it closes.
    await waitFor(() => expect(within(panel).queryAllByRole('link', { name: /Не прочитано/ })).toEqual([]));
    expect(screen.getByRole('button', { name: 'Уведомления, нет непрочитанных', hidden: true })).toBeTruthy();
  });

  it('leads to the notifications page', async () => {
    notices();
    server.use(http.get(`${NOTIFICATIONS}settings/`, () => HttpResponse.json(notificationSettings())));
    renderApp(HOME);
    await userEvent.click(await screen.findByRole('button', { name: /Уведомления, 2/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'Все уведомления' }));
    await waitFor(() => expect(location()).toBe('/c/1/notifications/'));
    expect(await screen.findByRole('heading', { name: 'Уведомления', level: 1 })).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    notices([]);
    renderApp(HOME);
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, нет непрочитанных' }));
    expect(await screen.findByText('Уведомлений пока нет.')).toBeTruthy();
  });
});
