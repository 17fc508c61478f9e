import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ValueItemOut } from '../../../api/types.ts';
import { problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, PR, recordWrites, reviewForm, valueItem, type Sent } from './review-fixtures.ts';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const VALUE = `${PR}/assessment_forms/items/values/31/`;
const COMMENT_DRAFT = 'perf-review.draft.u7.7.assessment_forms/items/values/31/.self_comment';
const COMMENT = 'Комментарий сотрудника';
let sent: Sent[] = [];
/** The value item as the server holds it: writes at its version change it, others meet a 409 with it. */
let stored: ValueItemOut;

function isPatch(body: unknown): body is Partial<ValueItemOut> & { version: number } {
  return typeof body === 'object' && body !== null && 'version' in body;
}

/** A server that keeps the item: the form shows it, a write at a stale version is answered with it. */
function serveItem(item: ValueItemOut) {
  stored = item;
  server.use(
    http.get(`${PR}/assessment_forms/7/`, () => json(reviewForm({ values: [stored] }))),
    recordWrites(sent, 'patch', VALUE, (body) => {
      if (!isPatch(body)) return problem(400, 'invalid');
      if (body.version !== stored.version) return problem(409, 'stale_version', undefined, { current: stored });
      stored = { ...stored, ...body, version: stored.version + 1 };
      return json(stored);
    }),
  );
}

function keepDraft(draft: { value: string; base: string | null; baseVersion: number; conflict: boolean }) {
  localStorage.setItem(COMMENT_DRAFT, JSON.stringify({ ...draft, savedAt: '2025-03-02T10:00:00Z' }));
}

const draftNow = (): unknown => JSON.parse(localStorage.getItem(COMMENT_DRAFT) ?? 'null');
const commentField = () => screen.getByLabelText<HTMLTextAreaElement>(COMMENT);

async function chooseGrade(grade: RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Самооценка: Ответственность' }));
  await userEvent.click(await screen.findByRole('option', { name: grade }));
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  server.use(...sessionHandlers());
});

describe('a draft kept in the browser meets a newer server text', () => {
  it('a draft left in conflict by a closed tab is offered on reload, not sent over the newer text', async () => {
    // Tab B met tab A's save and was closed without choosing; tab A is reloaded.
    keepDraft({ value: 'Текст вкладки B', base: '', baseVersion: 3, conflict: true });
    serveItem(valueItem({ version: 4, self_comment: 'Текст вкладки A', self_grade: 1 }));
    renderApp(FORM_PATH);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Комментарий сотрудника: «Текст вкладки A»');
    expect(commentField().value).toBe('Текст вкладки B');
    expect(screen.getByText('Не сохранено')).toBeTruthy();
    expect(screen.queryByText('Сохранено')).toBeNull();
    expect(sent).toHaveLength(0);

    await userEvent.click(within(alert).getByRole('button', { name: 'Взять их вариант' }));
    await waitFor(() => expect(commentField().value).toBe('Текст вкладки A'));
    expect(localStorage.getItem(COMMENT_DRAFT)).toBeNull();
    expect(sent).toHaveLength(0);
    expect(stored.self_comment).toBe('Текст вкладки A');
  });

  it('offers a draft whose base the server no longer holds; "keep mine" sends it at the server version', async () => {
    keepDraft({ value: 'Мой черновик', base: 'Было', baseVersion: 3, conflict: false });
    serveItem(valueItem({ version: 5, self_comment: 'Их новый текст' }));
    renderApp(FORM_PATH);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('«Их новый текст»');
    expect(sent).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Сохранить мой вариант' }));
    await screen.findByText('Сохранено');
    expect(sent.map((write) => write.body)).toEqual([{ self_comment: 'Мой черновик', version: 5 }]);
    expect(localStorage.getItem(COMMENT_DRAFT)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a draft at the newer version when only another field of the item changed', async () => {
    keepDraft({ value: 'Мой черновик', base: 'Было', baseVersion: 3, conflict: false });
    serveItem(valueItem({ version: 4, self_comment: 'Было', self_grade: 2 }));
    renderApp(FORM_PATH);
    await screen.findByText('Сохранено');
    expect(sent.map((write) => write.body)).toEqual([{ self_comment: 'Мой черновик', version: 4 }]);
    expect(localStorage.getItem(COMMENT_DRAFT)).toBeNull();
  });

  it('offers plain text kept by an older build instead of sending it', async () => {
    localStorage.setItem(COMMENT_DRAFT, 'Старый черновик');
    serveItem(valueItem({ version: 4, self_comment: 'Текст на сервере' }));
    renderApp(FORM_PATH);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('«Текст на сервере»');
    expect(commentField().value).toBe('Старый черновик');
    expect(sent).toHaveLength(0);
  });
});

describe('while an item is in conflict', () => {
  it('keeps the draft marked as conflicting with its base version, never as one to send', async () => {
    serveItem(valueItem({ version: 3 }));
    const view = renderApp(FORM_PATH);
    const field = await screen.findByLabelText(COMMENT);
    stored = { ...stored, version: 4, self_comment: 'Из другой вкладки' };
    fireEvent.change(field, { target: { value: 'Мой текст' } });
    fireEvent.blur(field);
    await screen.findByRole('alert');
    view.unmount();
    expect(draftNow()).toMatchObject({ value: 'Мой текст', base: '', baseVersion: 3, conflict: true });
    expect(sent).toHaveLength(1);
  });

  it('queues a later grade visibly, shows the real server values and sends it after the choice', async () => {
    serveItem(valueItem({ version: 3 }));
    renderApp(FORM_PATH);
    const field = await screen.findByLabelText(COMMENT);
    // Tab A saved a comment, then a grade of 1, while this tab still shows version 3.
    stored = { ...stored, version: 5, self_comment: 'Текст вкладки A', self_grade: 1 };
    fireEvent.change(field, { target: { value: 'Текст вкладки B' } });
    fireEvent.blur(field);
    await screen.findByRole('alert');
    stored = { ...stored, version: 6, self_comment: 'Текст вкладки A, правка' };

    await chooseGrade(/^3 — Соответствует ожиданиям/);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('«Текст вкладки A, правка»'));
    expect(alert.textContent).toContain(
      'Ещё не сохранено и ждёт вашего выбора: Самооценка: 3 — Соответствует ожиданиям (на сервере — 1 — Проявляется редко).',
    );
    expect(screen.getByRole('combobox', { name: 'Самооценка: Ответственность' }).textContent).toContain(
      '3 — Соответствует',
    );
    expect(screen.getByText('Не сохранено')).toBeTruthy();
    expect(sent).toHaveLength(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Взять их вариант' }));
    await screen.findByText('Сохранено');
    expect(sent.map((write) => write.body)).toEqual([
      { self_comment: 'Текст вкладки B', version: 3 },
      { self_grade: 3, version: 6 },
    ]);
    expect(commentField().value).toBe('Текст вкладки A, правка');
    expect(localStorage.getItem(COMMENT_DRAFT)).toBeNull();
    expect(stored).toMatchObject({ self_comment: 'Текст вкладки A, правка', self_grade: 3 });
  });

  it('"keep mine" sends the text and the queued grade together at the server version', async () => {
    serveItem(valueItem({ version: 3 }));
    renderApp(FORM_PATH);
    const field = await screen.findByLabelText(COMMENT);
    stored = { ...stored, version: 4, self_comment: 'Текст вкладки A' };
    fireEvent.change(field, { target: { value: 'Текст вкладки B' } });
    fireEvent.blur(field);
    await screen.findByRole('alert');
    await chooseGrade(/^4 — Выше ожиданий/);
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить мой вариант' }));
    await screen.findByText('Сохранено');
    expect(sent.at(-1)?.body).toEqual({ self_comment: 'Текст вкладки B', self_grade: 4, version: 4 });
    expect(localStorage.getItem(COMMENT_DRAFT)).toBeNull();
  });
});

describe('without a connection', () => {
  it('shows a grade chosen offline as unsaved and sends it when the connection returns', async () => {
    serveItem(valueItem({ version: 3 }));
    let down = true;
    server.use(
      http.patch(VALUE, async ({ request }) => {
        if (!down) return;
        sent.push({ method: request.method, url: new URL(request.url), body: await request.json() });
        return HttpResponse.error();
      }),
    );
    renderApp(FORM_PATH);
    await chooseGrade(/^2 — Частично/);
    await screen.findByText('Не сохранено: нет связи — отправим, когда она вернётся');
    expect(screen.queryByText('Сохранено')).toBeNull();

    down = false;
    window.dispatchEvent(new Event('online'));
    await screen.findByText('Сохранено');
    expect(sent.map((write) => write.body)).toEqual([
      { self_grade: 2, version: 3 },
      { self_grade: 2, version: 3 },
    ]);
    expect(stored).toMatchObject({ self_grade: 2, version: 4 });
  });
});
