import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldErrors, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { brief, detail, GRADED, PAGE, R360, requestApi } from './review360-answer-fixtures.ts';

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

describe('sending a 360 answer with a grade missing', () => {
  it('names a missing grade at its question before asking to confirm, and sends nothing', async () => {
    requestApi(detail());
    const submitted: unknown[] = [];
    server.use(
      http.post(`${R360}/requests/5/submit/`, async ({ request }) => {
        submitted.push(await request.json());
        return HttpResponse.json(brief({ status: 'submitted', version: 4 }));
      }),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));

    const team = screen.getByRole('region', { name: 'Командная работа' });
    expect(await within(team).findByText('Поставьте оценку.')).toBeTruthy();
    expect(within(team).getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(screen.getByRole('region', { name: 'Клиентоориентированность' })).queryByText('Поставьте оценку.'),
    ).toBeNull();
    expect(screen.getByText('Ответ не отправлен: проверьте отмеченные вопросы.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(team));
    expect(submitted).toEqual([]);

    // Graded, the answer may be sent: now the confirm says it cannot be changed.
    await userEvent.click(within(team).getByRole('radio', { name: /^5 — / }));
    expect(within(team).queryByText('Поставьте оценку.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправить ответ?' });
    expect(within(dialog).getByText('После отправки ответ нельзя будет изменить или отозвать.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      answers: [
        { question_id: 101, grade: 4 },
        { question_id: 102, grade: 5 },
        { question_id: 103, grade: null },
        { question_id: 104, grade: null },
      ],
    });
  });

  it('shows a missing grade the server still refuses at its question, in Russian', async () => {
    requestApi(detail({ answers: GRADED }));
    server.use(
      http.post(`${R360}/requests/5/submit/`, () =>
        fieldErrors({ 'answers.1.grade': [{ code: 'review360_grade_required' }] }),
      ),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправить ответ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    const team = screen.getByRole('region', { name: 'Командная работа' });
    expect(await within(team).findByText('Поставьте оценку.')).toBeTruthy();
    expect(screen.getByText('Ответ не отправлен: проверьте отмеченные вопросы.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(team));
    // A refused answer stays a draft, saved as it goes on.
    await userEvent.click(within(team).getByRole('radio', { name: /^4 — / }));
    expect(within(team).queryByText('Поставьте оценку.')).toBeNull();
    expect(await screen.findByText('Черновик сохранён')).toBeTruthy();
  });
});
