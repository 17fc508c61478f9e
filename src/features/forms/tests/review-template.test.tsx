import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldErrors, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, recordWrites, reviewerForm, reviewForm, type Sent } from './review-fixtures.ts';
import { ANSWERS, FORM_PATH, serveForm, side, template } from './template-fixtures.ts';

let sent: Sent[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  server.use(...sessionHandlers());
});

describe('a questions section of the form template', () => {
  it('saves the employee rating and text answers with the versions the server returns', async () => {
    serveForm(reviewForm({ template: template() }));
    let version = 0;
    server.use(
      recordWrites(sent, 'patch', ANSWERS, (body) => {
        version += 1;
        const item = (body as { item_key: string }).item_key;
        return json({ section_key: 'q', item_key: item, self: side(null), reviewer: null, version });
      }),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('radio', { name: '2 — Соответствует' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.click(screen.getByRole('radio', { name: '3 — Выше ожиданий' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // One change, then leaving the field: a single save, whether the pause or the blur sends it.
    await userEvent.click(screen.getByRole('textbox', { name: 'Ваш ответ: Что получилось' }));
    await userEvent.paste('Релиз');
    await userEvent.tab();
    await waitFor(() =>
      expect(sent.at(-1)?.body).toEqual({ section_key: 'q', item_key: 't1', text: 'Релиз', version: 0 }),
    );
    expect(sent.slice(0, 2).map((s) => s.body)).toEqual([
      { section_key: 'q', item_key: 'r1', value: 2, version: 0 },
      { section_key: 'q', item_key: 'r1', value: 3, version: 1 },
    ]);
  });

  it('shows a rejected answer by its code in Russian', async () => {
    serveForm(reviewForm({ template: template() }));
    server.use(recordWrites(sent, 'patch', ANSWERS, () => fieldErrors({ value: [{ code: 'answer_outside_scale' }] })));
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('radio', { name: '1 — Ниже ожиданий' }));
    expect(await screen.findByText('Такой оценки нет на шкале')).toBeTruthy();
  });

  it("shows the reviewer the employee's answers read-only beside their own radios", async () => {
    const answers = [
      { id: 11, section_key: 'q', item_key: 'r1', self: side(2), reviewer: side(null), version: 3 },
      {
        id: 12,
        section_key: 'q',
        item_key: 't1',
        self: side(null, 'Запустили релиз'),
        reviewer: side(null),
        version: 1,
      },
    ];
    serveForm(reviewerForm({ template: template(answers) }));
    renderApp(FORM_PATH);
    expect(await screen.findByText('Ответ сотрудника: 2 — Соответствует')).toBeTruthy();
    expect(screen.getByText('Ответ сотрудника: Запустили релиз')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '2 — Соответствует' })).toHaveProperty('checked', false);
  });
});

describe('what a template form still needs', () => {
  const missing = {
    code: 'template_items_without_self_answer' as const,
    count: 2,
    section: {
      key: 'q',
      title: { ru: 'Вопросы о полугодии', en: 'The half-year' },
      items: [
        { key: 'r1', title: { ru: 'Качество работы', en: 'Quality' } },
        { key: 't1', title: { ru: 'Что получилось', en: 'Wins' } },
      ],
    },
  };

  it('names the section and its unanswered required questions, in Russian and in English', async () => {
    serveForm(
      reviewForm({
        template: template(),
        available_transitions: [{ stage: 'MANAGER', reason_required: false, missing: [missing] }],
      }),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить руководителю' }));
    const ru = await screen.findByRole('dialog');
    expect(within(ru).getByText('2 обязательных вопроса без ответа сотрудника')).toBeTruthy();
    expect(within(ru).getByText('Вопросы о полугодии: Качество работы, Что получилось')).toBeTruthy();
    await userEvent.click(within(ru).getByRole('button', { name: 'Закрыть' }));

    await userEvent.click(await screen.findByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to the manager' }));
    const en = await screen.findByRole('dialog');
    expect(within(en).getByText('2 required items have no answer from the employee')).toBeTruthy();
    expect(within(en).getByText('The half-year: Quality, Wins')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
