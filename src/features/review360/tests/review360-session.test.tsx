import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestDetailOut } from '../../../api/types.ts';
import { problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { PR } from '../../forms/tests/review-fixtures.ts';
import { detail, question } from './review360-answer-fixtures.ts';

const REQUEST = `${PR}/review360/requests/5/`;
const KEPT = 'perf-review.review360-draft.u7.5';
const QUESTION = 'Ваш ответ: Что этому человеку стоит продолжать делать?';
const NOTICE = 'Сессия истекла — войдите снова, введённое сохранится';

const request: RequestDetailOut = detail({ questions: [question(103, 'continue', { order: 1 })], answers: [] });
let signedIn = true;
let sent: unknown[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  signedIn = true;
  sent = [];
  server.use(
    ...sessionHandlers(),
    http.get(REQUEST, () => HttpResponse.json(request)),
    http.put(`${REQUEST}draft/`, async ({ request: put }) => {
      sent.push(await put.json());
      if (!signedIn) return problem(401, 'not_authenticated');
      return HttpResponse.json({ ...request, version: 4 });
    }),
  );
});

describe('a 360 answer typed while the session ends', () => {
  it('is kept in the browser for its reviewer and saved as the draft after signing in again', async () => {
    const first = renderApp('/c/1/performance-review/feedback-requests/5/');
    signedIn = false;
    fireEvent.change(await screen.findByRole('textbox', { name: QUESTION }), {
      target: { value: 'Делиться знаниями' },
    });
    await screen.findByText(NOTICE);
    const answers = [{ question_id: 103, grade: null, comment: 'Делиться знаниями' }];
    expect(JSON.parse(localStorage.getItem(KEPT) ?? 'null')).toEqual({ answers, version: 3 });

    first.unmount();
    signedIn = true;
    sent = [];
    renderApp('/c/1/performance-review/feedback-requests/5/');
    expect(await screen.findByRole('textbox', { name: QUESTION })).toHaveProperty('value', 'Делиться знаниями');
    await waitFor(() => expect(sent).toEqual([{ answers, version: 3 }]));
    await waitFor(() => expect(localStorage.getItem(KEPT)).toBeNull());
  });
});
