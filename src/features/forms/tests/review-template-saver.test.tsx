import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, recordWrites, reviewForm, type Sent } from './review-fixtures.ts';
import { ANSWERS, FORM_PATH, serveForm, side, template, type Template } from './template-fixtures.ts';

/** A template answer's text is kept in the browser under the path it is written to, as an item's field is. */
const TEXT_DRAFT = 'perf-review.draft.u7.7.assessment_forms/items/answers/7/q/t1/.text';
const TEXT = 'Ваш ответ: Что получилось';
type Answer = Template['answers'][number];
let sent: Sent[] = [];
/** The text answer as the server holds it: writes at its version change it, others meet a 409 with it. */
let stored: Answer;

function isWrite(body: unknown): body is { text?: string; value?: number; version: number } {
  return typeof body === 'object' && body !== null && 'version' in body;
}

/** A server keeping the text answer: the form shows `shown`, writes compare their version with the stored one. */
function serveAnswer(shown: Answer, held: Answer = shown) {
  stored = held;
  serveForm(reviewForm({ template: template([shown]) }));
  server.use(
    recordWrites(sent, 'patch', ANSWERS, (body) => {
      if (!isWrite(body)) return problem(400, 'invalid');
      if (body.version !== stored.version) return problem(409, 'stale_version', undefined, { current: stored });
      const self = stored.self ?? side(null);
      stored = { ...stored, self: { ...self, text: body.text ?? self.text }, version: stored.version + 1 };
      return json(stored);
    }),
  );
}

const textAnswer = (text: string, version: number): Answer => ({
  id: 12,
  section_key: 'q',
  item_key: 't1',
  self: side(null, text),
  reviewer: null,
  version,
});

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  server.use(...sessionHandlers());
});

describe('an answer of the form template is saved like the form’s items', () => {
  it('meets a newer answer from another tab with the choice of theirs or mine', async () => {
    serveAnswer(textAnswer('', 1), textAnswer('Текст вкладки A', 2));
    renderApp(FORM_PATH);
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: TEXT });
    fireEvent.change(field, { target: { value: 'Текст вкладки B' } });
    fireEvent.blur(field);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('«Текст вкладки A»');
    expect(screen.getByText('Не сохранено')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Взять их вариант' }));
    await waitFor(() => expect(field.value).toBe('Текст вкладки A'));
    expect(sent.map((write) => write.body)).toEqual([
      { section_key: 'q', item_key: 't1', text: 'Текст вкладки B', version: 1 },
    ]);
    expect(localStorage.getItem(TEXT_DRAFT)).toBeNull();
  });

  it('keeps "mine" by sending it at the server’s version', async () => {
    serveAnswer(textAnswer('', 1), textAnswer('Текст вкладки A', 2));
    renderApp(FORM_PATH);
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: TEXT });
    fireEvent.change(field, { target: { value: 'Мой текст' } });
    fireEvent.blur(field);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Сохранить мой вариант' }));
    await screen.findByText('Сохранено');
    expect(sent.map((write) => write.body)).toEqual([
      { section_key: 'q', item_key: 't1', text: 'Мой текст', version: 1 },
      { section_key: 'q', item_key: 't1', text: 'Мой текст', version: 2 },
    ]);
    expect(stored.self?.text).toBe('Мой текст');
  });

  it('restores text typed before the session ended and sends it once the form is open again', async () => {
    localStorage.setItem(
      TEXT_DRAFT,
      JSON.stringify({
        value: 'Набрано до выхода',
        base: '',
        baseVersion: 1,
        conflict: false,
        savedAt: '2025-03-02T10:00:00Z',
      }),
    );
    serveAnswer(textAnswer('', 1));
    renderApp(FORM_PATH);
    await screen.findByText('Сохранено');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: TEXT }).value).toBe('Набрано до выхода');
    expect(sent.map((write) => write.body)).toEqual([
      { section_key: 'q', item_key: 't1', text: 'Набрано до выхода', version: 1 },
    ]);
    expect(localStorage.getItem(TEXT_DRAFT)).toBeNull();
  });

  it('shows a rating chosen offline as unsaved and sends it when the connection returns', async () => {
    serveForm(reviewForm({ template: template() }));
    let down = true;
    server.use(
      http.patch(ANSWERS, async ({ request }) => {
        const body: unknown = await request.json();
        sent.push({ method: request.method, url: new URL(request.url), body });
        if (down) return HttpResponse.error();
        return json({ id: 11, section_key: 'q', item_key: 'r1', self: side(2), reviewer: null, version: 1 });
      }),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('radio', { name: '2 — Соответствует' }));
    await screen.findByText('Не сохранено: нет связи — отправим, когда она вернётся');
    down = false;
    window.dispatchEvent(new Event('online'));
    await screen.findByText('Сохранено');
    expect(sent.map((write) => write.body)).toEqual([
      { section_key: 'q', item_key: 'r1', value: 2, version: 0 },
      { section_key: 'q', item_key: 'r1', value: 2, version: 0 },
    ]);
  });
});
