import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { FORM_PATH, IMPROVE_URL, improveAnswer, resultItem, serveForm } from './ai-fixtures.ts';
import { json, PR, recordWrites, reviewerForm, reviewForm, type Sent } from '../../forms/tests/review-fixtures.ts';

const RESULT = `${PR}/assessment_forms/items/results/41/`;
const BUTTON = 'Улучшить формулировку результата: «сделал отчёты быстрее»';
let sent: Sent[] = [];

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: BUTTON }));
  const dialog = await screen.findByRole('dialog', { name: 'Улучшить формулировку' });
  await within(dialog).findByRole('textbox', { name: 'Предложение (можно изменить)' });
  return dialog;
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  server.use(...sessionHandlers());
  server.use(recordWrites(sent, 'post', IMPROVE_URL, () => json(improveAnswer())));
});

describe('improving the wording of a result', () => {
  it('is offered beside the employee’s own results in SELF only', async () => {
    serveForm(reviewerForm({ results: [resultItem()] }));
    renderApp(FORM_PATH);
    await screen.findByDisplayValue('сделал отчёты быстрее');
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it('shows before and after with the changes and hints; accepting saves the suggestion with the version', async () => {
    serveForm(reviewForm({ results: [resultItem()] }));
    server.use(
      recordWrites(sent, 'patch', RESULT, () => json(resultItem({ text: 'Ускорил подготовку отчётов.', version: 5 }))),
    );
    renderApp(FORM_PATH);
    const dialog = await openDialog();
    expect(sent).toEqual([expect.objectContaining({ body: { result_id: 41 } })]);
    expect(within(dialog).getByRole('region', { name: 'Было' }).textContent).toContain('сделал отчёты быстрее');
    expect(within(dialog).getByText('Начало с глагола действия')).toBeTruthy();
    expect(within(dialog).getByText('Добавьте, насколько быстрее стали отчёты')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'PATCH', body: { text: 'Ускорил подготовку отчётов.', version: 4 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: BUTTON }));
  });

  it('saves the suggestion as the person edited it', async () => {
    serveForm(reviewForm({ results: [resultItem()] }));
    server.use(recordWrites(sent, 'patch', RESULT, () => json(resultItem({ version: 5 }))));
    renderApp(FORM_PATH);
    const dialog = await openDialog();
    const after = within(dialog).getByRole('textbox', { name: 'Предложение (можно изменить)' });
    await userEvent.clear(after);
    await userEvent.type(after, 'Ускорил отчёты вдвое.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toEqual({ text: 'Ускорил отчёты вдвое.', version: 4 });
  });

  it('keeping the text as is saves nothing and returns the focus to the button', async () => {
    serveForm(reviewForm({ results: [resultItem()] }));
    renderApp(FORM_PATH);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Оставить как есть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((write) => write.method)).toEqual(['POST']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: BUTTON }));
  });
});

describe('a suggestion that changes only punctuation or spaces', () => {
  it('says there is nothing to improve, shows the hints, and offers nothing to accept', async () => {
    serveForm(reviewForm({ results: [resultItem()] }));
    server.use(
      recordWrites(sent, 'post', IMPROVE_URL, () =>
        json(
          improveAnswer({ suggestion: 'сделал  отчёты быстрее.', changes: ['в конце предложений поставлены точки'] }),
        ),
      ),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Улучшить формулировку' });
    expect(await within(dialog).findByText(/^Улучшать нечего/)).toBeTruthy();
    expect(within(dialog).getByText('Добавьте, насколько быстрее стали отчёты')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByText('в конце предложений поставлены точки')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Принять' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((write) => write.method)).toEqual(['POST']);
  });
});
