import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { FORM_PATH, resultItem, serveForm, SUMMARY_URL, summaryAnswer } from './ai-fixtures.ts';
import { json, recordWrites, reviewerForm, reviewForm, type Sent } from '../../forms/tests/review-fixtures.ts';
import { side, template } from '../../forms/tests/template-fixtures.ts';

let sent: Sent[] = [];

async function panel() {
  return screen.findByRole('region', { name: 'Сводка ИИ' });
}

async function generate(name = 'Сформировать') {
  await userEvent.click(within(await panel()).getByRole('button', { name }));
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  server.use(...sessionHandlers());
});

describe('who sees the AI summary', () => {
  it('is hidden from the employee before the feedback stage, and nothing is asked', async () => {
    serveForm(reviewForm({ stage: 'MANAGER', available_transitions: [] }));
    renderApp(FORM_PATH);
    await screen.findByText('Ответственность');
    expect(screen.queryByRole('region', { name: 'Сводка ИИ' })).toBeNull();
  });

  it('is offered to the employee at FEEDBACK, without asking until the button is pressed', async () => {
    serveForm(reviewForm({ stage: 'FEEDBACK', available_transitions: [] }));
    server.use(recordWrites(sent, 'post', SUMMARY_URL, () => json(summaryAnswer())));
    renderApp(FORM_PATH);
    expect(within(await panel()).getByText(/Помощник не ставит оценок/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});

describe('the reviewer generates a summary', () => {
  beforeEach(() => serveForm(reviewerForm({ results: [resultItem()] })));

  it('shows the bullets grouped, what was left out, the time and the engine', async () => {
    server.use(recordWrites(sent, 'post', SUMMARY_URL, () => json(summaryAnswer())));
    renderApp(FORM_PATH);
    await generate();
    const summary = await panel();
    const strengths = await within(summary).findByRole('region', { name: 'Сильные стороны' });
    expect(within(strengths).getByText('Доводит начатое до результата.')).toBeTruthy();
    const growth = within(summary).getByRole('region', { name: 'Зоны роста' });
    expect(
      within(growth).getByRole('button', { name: 'Перейти к цитате: «сделал отчёты быстрее» (Результат)' }),
    ).toBeTruthy();
    const gaps = within(summary).getByRole('region', { name: 'Что обсудить' });
    expect(within(gaps).getByText(/Расхождение в оценках/)).toBeTruthy();
    expect(within(summary).getByText('2 утверждения не вошли: не подтверждены текстом анкеты')).toBeTruthy();
    expect(within(summary).getByText(/Подготовлено 2 апреля 2025 г\., .* · встроенный помощник/)).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ body: { form_id: 7 } })]);
    expect(within(summary).getByRole('button', { name: 'Обновить' })).toBeTruthy();
  });

  it("names a colleague's feedback and a praise by their kind, not by a field of the form", async () => {
    const praised = summaryAnswer({
      summary: [
        {
          section: 'strength',
          text: 'Коллеги благодарят за помощь с релизом.',
          sources: [
            { kind: 'praise', id: 5, field: 'text', quote: 'Спасибо за помощь с релизом' },
            { kind: 'peer_feedback', id: 6, field: 'text', quote: 'Хорошо объясняет решения' },
          ],
        },
      ],
      gaps: [],
    });
    server.use(recordWrites(sent, 'post', SUMMARY_URL, () => json(praised)));
    renderApp(FORM_PATH);
    await generate();
    const summary = await panel();
    expect(
      await within(summary).findByRole('button', {
        name: 'Перейти к цитате: «Спасибо за помощь с релизом» (благодарность)',
      }),
    ).toBeTruthy();
    expect(
      within(summary).getByRole('button', {
        name: 'Перейти к цитате: «Хорошо объясняет решения» (обратная связь коллеги)',
      }),
    ).toBeTruthy();
  });

  it('names the engine while it works once an answer told its name', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(SUMMARY_URL, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return json(summaryAnswer());
      }),
    );
    renderApp(FORM_PATH);
    await generate();
    expect(await screen.findByText('Помощник ИИ готовит сводку…')).toBeTruthy();
    release();
    await within(await panel()).findByRole('button', { name: 'Обновить' });
    await generate('Обновить');
    expect(await screen.findByText('Помощник ИИ (встроенный помощник) готовит сводку…')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByText(/готовит сводку/)).toBeNull());
  });

  it('a source link moves the focus to the quoted text and marks it in words', async () => {
    server.use(http.post(SUMMARY_URL, () => json(summaryAnswer())));
    renderApp(FORM_PATH);
    await generate();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Перейти к цитате: «Довожу дела до конца» (Ответственность, комментарий сотрудника)',
      }),
    );
    const field = screen.getByRole('textbox', { name: 'Комментарий сотрудника: Ответственность' });
    expect(field.id).toBe('ai-src-value-31-self_comment');
    expect(document.activeElement).toBe(field);
    expect(field.closest('[data-ai-source]')?.getAttribute('data-ai-source')).toBe('Цитата из сводки');

    await userEvent.click(screen.getByRole('button', { name: 'Перейти к цитате: «Ответственность»' }));
    const title = document.getElementById('ai-src-value-31-title');
    expect(document.activeElement).toBe(title);
    expect(title?.getAttribute('data-ai-source')).toBe('Цитата из сводки');
  });

  it("names a template answer's place by its section and question, and leads to it", async () => {
    const answers = [
      { id: 12, section_key: 'q', item_key: 't1', self: side(null, 'Запустили релиз'), reviewer: null, version: 1 },
    ];
    serveForm(reviewerForm({ results: [resultItem()], template: template(answers) }));
    const quoted = {
      kind: 'template_answer' as const,
      id: 12,
      field: 'self_comment' as const,
      quote: 'Запустили релиз',
    };
    const bullet = { section: 'strength' as const, text: 'Выпускает релизы.', sources: [quoted] };
    server.use(http.post(SUMMARY_URL, () => json(summaryAnswer({ summary: [bullet], gaps: [] }))));
    renderApp(FORM_PATH);
    await generate();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Перейти к цитате: «Запустили релиз» (Вопросы о полугодии: Что получилось, комментарий сотрудника)',
      }),
    );
    const answer = document.getElementById('ai-src-template_answer-12-self_comment');
    expect(answer?.textContent).toContain('Запустили релиз');
    expect(document.activeElement).toBe(answer);
  });

  it('tells how long to wait after too many requests, from the code parameters', async () => {
    server.use(
      http.post(SUMMARY_URL, () =>
        HttpResponse.json(
          { detail: '(ai_rate_limited)', code: 'ai_rate_limited', params: { seconds: 42 }, request_id: 'req-1' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    renderApp(FORM_PATH);
    await generate();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Слишком много запросов к помощнику ИИ. Повторите через 42 с.');
    expect(
      within(await panel())
        .getByRole('button', { name: 'Сформировать' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('says the assistant is unavailable on a 503, without calling the whole server unreachable', async () => {
    server.use(http.post(SUMMARY_URL, () => problem(503, 'ai_unavailable')));
    renderApp(FORM_PATH);
    await generate();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Помощник ИИ сейчас недоступен. Попробуйте ещё раз через минуту.');
    expect(screen.queryByText('Нет связи с сервером, повторяем…')).toBeNull();
    expect(
      within(await panel())
        .getByRole('button', { name: 'Сформировать' })
        .hasAttribute('disabled'),
    ).toBe(false);
  });
});
