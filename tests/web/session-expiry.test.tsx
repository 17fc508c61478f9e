import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ValueItemOut } from '../../src/api/types.ts';
import { API, problem, sessionHandlers, user } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { server } from './msw.ts';
import {
  json,
  PR,
  recordWrites,
  reviewForm,
  valueItem,
  type Sent,
} from '../../src/features/forms/tests/review-fixtures.ts';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const VALUE = `${PR}/assessment_forms/items/values/31/`;
const KEY = 'perf-review.draft.u7.7.assessment_forms/items/values/31/';
const COMMENT = 'Комментарий сотрудника';
const NOTICE = 'Сессия истекла — войдите снова, введённое сохранится';
let sent: Sent[] = [];
let signedIn = true;
let stored: ValueItemOut;

function isPatch(body: unknown): body is Partial<ValueItemOut> & { version: number } {
  return typeof body === 'object' && body !== null && 'version' in body;
}

/** The server keeps the item; once the session has ended every write is answered 401. */
function serveItem(item: ValueItemOut) {
  stored = item;
  server.use(
    http.get(`${PR}/assessment_forms/7/`, () => json(reviewForm({ values: [stored] }))),
    recordWrites(sent, 'patch', VALUE, (body) => {
      if (!signedIn) return problem(401, 'not_authenticated');
      if (!isPatch(body)) return problem(400, 'invalid');
      if (body.version !== stored.version) return problem(409, 'stale_version', undefined, { current: stored });
      stored = { ...stored, ...body, version: stored.version + 1 };
      return json(stored);
    }),
  );
}

function keep(field: string, value: string, baseVersion: number) {
  const draft = { value, base: '', baseVersion, conflict: false, savedAt: '2025-03-02T10:00:00Z' };
  localStorage.setItem(`${KEY}.${field}`, JSON.stringify(draft));
}

const draftOf = (field: string): unknown => JSON.parse(localStorage.getItem(`${KEY}.${field}`) ?? 'null');
const commentField = () => screen.getByLabelText<HTMLTextAreaElement>(COMMENT);

async function chooseGrade(grade: RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Самооценка: Ответственность' }));
  await userEvent.click(await screen.findByRole('option', { name: grade }));
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  signedIn = true;
  server.use(...sessionHandlers());
});

describe('the session ends while the employee types', () => {
  it('keeps the text and the grade, stays on the page and offers one sign-in back to it', async () => {
    let logouts = 0;
    server.use(
      http.post(`${API}/auth/logout/`, () => {
        logouts += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    serveItem(valueItem({ version: 3 }));
    renderApp(FORM_PATH);
    const field = await screen.findByLabelText(COMMENT);
    signedIn = false;
    fireEvent.change(field, { target: { value: 'Мой текст' } });
    fireEvent.blur(field);
    const notice = await screen.findByText(NOTICE);
    await chooseGrade(/^4 — Выше ожиданий/);
    fireEvent.change(field, { target: { value: 'Мой текст, дописанный' } });
    fireEvent.blur(field);
    await waitFor(() => expect(sent).toHaveLength(3));

    const alert = notice.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the notice is not an alert');
    expect(within(alert).getByRole('link', { name: 'Войти снова' }).getAttribute('href')).toBe(
      `/auth/login/?next=${encodeURIComponent(FORM_PATH)}`,
    );
    expect(screen.getAllByText(NOTICE)).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe(FORM_PATH);
    expect(logouts).toBe(0);
    expect(commentField().value).toBe('Мой текст, дописанный');
    expect(screen.getByText('Не сохранено: отправим, когда вы снова войдёте')).toBeTruthy();
    expect(draftOf('self_comment')).toMatchObject({ value: 'Мой текст, дописанный', base: '', baseVersion: 3 });
    expect(draftOf('self_grade')).toMatchObject({ value: '4', base: '', baseVersion: 3 });
  });

  it('after signing in again sends the kept edits, each with the version it was based on', async () => {
    keep('self_grade', '4', 3);
    keep('self_comment', 'Мой текст', 3);
    serveItem(valueItem({ version: 3 }));
    renderApp(FORM_PATH);
    await screen.findByText('Сохранено');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((write) => write.body)).toEqual([
      { self_grade: 4, version: 3 },
      { self_comment: 'Мой текст', version: 4 },
    ]);
    expect(stored).toMatchObject({ self_grade: 4, self_comment: 'Мой текст', version: 5 });
    await waitFor(() => expect(localStorage.getItem(`${KEY}.self_grade`)).toBeNull());
    expect(localStorage.getItem(`${KEY}.self_comment`)).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('a kept grade the server changed meanwhile shows the conflict notice, kept and not sent', async () => {
    keep('self_grade', '4', 3);
    serveItem(valueItem({ version: 4, self_grade: 2 }));
    renderApp(FORM_PATH);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Самооценка: 2 — Частично');
    expect(screen.getByRole('combobox', { name: 'Самооценка: Ответственность' }).textContent).toContain('4 — Выше');
    expect(sent).toHaveLength(0);
    expect(draftOf('self_grade')).toMatchObject({ value: '4', conflict: true });
  });

  it('another person signing in on the same browser neither sees nor sends the kept edits', async () => {
    keep('self_comment', 'Текст Анны', 3);
    keep('self_grade', '4', 3);
    server.use(...sessionHandlers(user({ id: 8, full_name: 'Иван Петров' })));
    serveItem(valueItem({ version: 3, self_comment: 'На сервере' }));
    renderApp(FORM_PATH);
    await waitFor(() => expect(commentField().value).toBe('На сервере'));
    expect(screen.getByRole('combobox', { name: 'Самооценка: Ответственность' }).textContent).not.toContain('4');
    expect(sent).toHaveLength(0);
    expect(draftOf('self_comment')).toMatchObject({ value: 'Текст Анны' });
    expect(draftOf('self_grade')).toMatchObject({ value: '4' });
  });
});
