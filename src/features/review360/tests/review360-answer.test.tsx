import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestOut } from '../../../api/types.ts';
import { page, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { PR } from '../../forms/tests/review-fixtures.ts';
import { brief, detail, GRADED, PAGE, R360, requestApi } from './review360-answer-fixtures.ts';

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

const gradeGroup = (value: string) => screen.findByRole('radiogroup', { name: `Оценка: ${value}` });

describe('answering a 360 feedback request', () => {
  it('shows who is reviewed and keeps the draft on the server with its version as the reviewer answers', async () => {
    const { sent } = requestApi(detail());
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Обратная связь: Ольга Кузнецова', level: 1 })).toBeTruthy();
    expect(screen.getByText('Период: Весна 2025')).toBeTruthy();
    expect(screen.getByText('Ответить до 15 апреля 2025 г.')).toBeTruthy();
    expect(screen.getByText('Вы отвечаете как коллега')).toBeTruthy();
    expect(screen.getByText(/Ответы анонимны: их показывают только сводно/)).toBeTruthy();
    expect(screen.getByText('Решаем задачи клиента')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Что этому человеку стоит продолжать делать?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Что стоит изменить?' })).toBeTruthy();

    // The saved draft is shown.
    const kept = await gradeGroup('Клиентоориентированность');
    expect(within(kept).getByRole('radio', { name: '4 — Выше ожиданий' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Комментарий: Клиентоориентированность' })).toHaveProperty(
      'value',
      'Всегда на связи',
    );

    await userEvent.click(within(await gradeGroup('Командная работа')).getByRole('radio', { name: /^3 — / }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Ваш ответ: Что этому человеку стоит продолжать делать?' }),
      'Делиться знаниями',
    );
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        answers: [
          { question_id: 101, grade: 4, comment: 'Всегда на связи' },
          { question_id: 102, grade: 3, comment: '' },
          { question_id: 103, grade: null, comment: 'Делиться знаниями' },
          { question_id: 104, grade: null, comment: '' },
        ],
        version: 3 + sent.length - 1,
      }),
    );
    expect(await screen.findByText('Черновик сохранён')).toBeTruthy();
    // Each save carried the version the previous one returned: none was refused.
    expect(sent.map((write) => write.version)).toEqual(sent.map((_, index) => 3 + index));
  });

  it('once sent, thanks the reviewer and no longer shows the answers', async () => {
    const { state } = requestApi(detail({ answers: GRADED }));
    server.use(
      http.post(`${R360}/requests/5/submit/`, () => {
        state.current = detail({ status: 'submitted', answers: [], version: 4 });
        return HttpResponse.json(brief({ status: 'submitted', version: 4 }));
      }),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Отправить ответ?' })).getByRole('button', {
        name: 'Отправить',
      }),
    );
    expect(await screen.findByText('Ответ отправлен. Спасибо!')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText('Всегда на связи')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отказаться' })).toBeNull();
  });

  it('declines only with a reason, and then shows the reason', async () => {
    const { state } = requestApi(detail());
    const declined: unknown[] = [];
    server.use(
      http.post(`${R360}/requests/5/decline/`, async ({ request }) => {
        declined.push(await request.json());
        state.current = detail({ status: 'declined', decline_reason: 'Мы не работали вместе', answers: [] });
        return HttpResponse.json(brief({ status: 'declined', decline_reason: 'Мы не работали вместе', version: 4 }));
      }),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отказаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отказаться от запроса?' });
    const confirm = within(dialog).getByRole('button', { name: 'Отказаться' });
    expect(confirm).toHaveProperty('disabled', true);
    const reason = within(dialog).getByRole('textbox', { name: 'Причина' });
    await userEvent.type(reason, '   ');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.tab();
    expect(within(dialog).getByText('Обязательно для заполнения')).toBeTruthy();
    await userEvent.type(reason, 'Мы не работали вместе');
    await userEvent.click(confirm);
    expect(await screen.findByText('Вы отказались от этого запроса.')).toBeTruthy();
    expect(screen.getByText('Причина: Мы не работали вместе')).toBeTruthy();
    expect(declined).toEqual([{ reason: 'Мы не работали вместе', version: 3 }]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('reloads the latest draft with a word when it was saved elsewhere meanwhile', async () => {
    const { state, sent } = requestApi(detail());
    renderApp(PAGE);
    const change = await screen.findByRole('textbox', { name: 'Ваш ответ: Что стоит изменить?' });
    // Another tab saved the draft since this one was read.
    state.current = detail({
      version: 7,
      answers: [
        { question_id: 101, grade: 2, comment: 'Из другой вкладки' },
        { question_id: 104, grade: null, comment: 'Чаще делегировать' },
      ],
    });
    await userEvent.type(change, 'Меньше совещаний');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Ваш ответ: Что стоит изменить?' })).toHaveProperty(
        'value',
        'Чаще делегировать',
      ),
    );
    const kept = await gradeGroup('Клиентоориентированность');
    expect(within(kept).getByRole('radio', { name: /^2 — / })).toHaveProperty('checked', true);
    // Said above the form (and, for a moment, in a notice where the reviewer is).
    expect(
      screen.getAllByText('Черновик изменили в другом окне или вкладке: показан последний сохранённый вариант.').length,
    ).toBeGreaterThan(0);

    // Answering goes on from the reloaded draft and its version.
    const refused = sent.length;
    await userEvent.click(within(kept).getByRole('radio', { name: /^3 — / }));
    await waitFor(() => expect(sent.length).toBeGreaterThan(refused));
    expect(sent.at(-1)?.version).toBe(7);
    expect(await screen.findByText('Черновик сохранён')).toBeTruthy();
  });

  it('says why a session acting as someone else cannot answer', async () => {
    server.use(http.get(`${R360}/requests/5/`, () => problem(403, 'review360_impersonation')));
    renderApp(PAGE);
    expect(await screen.findByText(/В режиме имперсонации ответы обратной связи 360 недоступны\./)).toBeTruthy();
    // The refusal will not change by asking again.
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it("says a request that is not the caller's is not among theirs", async () => {
    server.use(http.get(`${R360}/requests/5/`, () => problem(404, 'not_found')));
    renderApp(PAGE);
    expect(await screen.findByText('Такого запроса нет среди ваших запросов на обратную связь.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });
});

describe('the feedback requests card', () => {
  function dashboardHandlers(requests: RequestOut[]) {
    let reads = 0;
    server.use(
      http.get(`${PR}/assessment_forms/current/`, () => HttpResponse.json({ form: null })),
      http.get(`${PR}/agreements/`, () => HttpResponse.json(page([]))),
      http.get(`${PR}/assessment_forms/`, () => HttpResponse.json(page([]))),
      http.get(`${R360}/requests/`, () => {
        reads += 1;
        return HttpResponse.json(page(requests));
      }),
    );
    return { reads: () => reads };
  }

  it('lists the requests waiting for an answer first, each opening its answer page', async () => {
    dashboardHandlers([
      brief({ id: 1, subject_name: 'Иван Петров', status: 'submitted', deadline: '2025-03-01' }),
      brief({ id: 2, subject_name: 'Ольга Кузнецова', deadline: '2025-04-20' }),
      brief({ id: 3, subject_name: 'Вера Соколова', closed: true, deadline: '2025-02-01' }),
      brief({ id: 4, subject_name: 'Пётр Сидоров', subject_position: 'Тимлид', deadline: '2025-04-10' }),
    ]);
    renderApp('/c/1/performance-review/employee-dashboard/');
    const card = await screen.findByRole('region', { name: 'Запросы на обратную связь' });
    expect(within(card).getByText('Ждут вашего ответа: 2')).toBeTruthy();
    const links = within(card).getAllByRole('link');
    // Each link reads the person, the request's facts and its status.
    expect(links.map((link) => link.textContent)).toEqual([
      'Пётр СидоровТимлид · Весна 2025 · ответить до 10 апреля 2025 г.Ждёт ответа',
      'Ольга КузнецоваВедущий аналитик · Весна 2025 · ответить до 20 апреля 2025 г.Ждёт ответа',
      'Иван ПетровВедущий аналитик · Весна 2025 · ответить до 1 марта 2025 г.Ответ отправлен',
      'Вера СоколоваВедущий аналитик · Весна 2025 · ответить до 1 февраля 2025 г.Сбор завершён',
    ]);
    expect(links[0].getAttribute('href')).toBe('/c/1/performance-review/feedback-requests/4/');
  });

  it('is not shown to someone who was asked for none', async () => {
    const api = dashboardHandlers([]);
    renderApp('/c/1/performance-review/employee-dashboard/');
    await screen.findByRole('region', { name: 'Договорённости' });
    await waitFor(() => expect(api.reads()).toBe(1));
    expect(screen.queryByRole('region', { name: 'Запросы на обратную связь' })).toBeNull();
  });
});
