import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, fieldErrors, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { filterOptions, GOALS, goal, goalUrl, keyResult } from './goals-fixtures.ts';

const PAGE = '/c/1/goals/';
const EMPLOYEE = company({ role: 'EMPLOYEE', is_admin: false });

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

/** The goal's one request: each answer in turn, then the goal made; every body sent is kept. */
function creation(answers: (() => Response)[]) {
  const sent: unknown[] = [];
  server.use(
    ...sessionHandlers(user(), [EMPLOYEE]),
    filterOptions(),
    http.get(GOALS, () => HttpResponse.json(page([]))),
    http.post(GOALS, async ({ request }) => {
      sent.push(await request.json());
      const answer = answers.shift();
      return answer
        ? answer()
        : HttpResponse.json(goal({ status: 'draft', key_results: [keyResult()] }), { status: 201 });
    }),
    http.get(goalUrl(21), () => HttpResponse.json(goal())),
    http.get(`${goalUrl(21)}check_ins/`, () => HttpResponse.json(page([]))),
  );
  return sent;
}

async function openDialog() {
  renderApp(PAGE);
  await userEvent.click(await screen.findByRole('button', { name: 'Новая цель' }));
  return screen.findByRole('dialog', { name: 'Новая цель' });
}

async function fillGoal() {
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByLabelText(/Название цели/), 'Выйти на рынок Казахстана');
  await userEvent.type(within(dialog).getByLabelText(/Ключевой результат/), 'Новые клиенты');
  await userEvent.type(within(dialog).getByLabelText('Целевое значение'), '10');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить ключевой результат' }));
  await userEvent.type(within(dialog).getAllByLabelText(/Ключевой результат/)[1], 'Выручка');
  await userEvent.type(within(dialog).getAllByLabelText('Целевое значение')[1], '5,5');
  return dialog;
}

describe('creating a goal', () => {
  it('sends the goal with its key results in one request and opens its page', async () => {
    const sent = creation([]);
    const dialog = await fillGoal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const heading = await screen.findByRole('heading', { name: 'Выйти на рынок Казахстана', level: 1 });
    // The new goal's page opens with its heading focused, not the page's body.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ owner_kind: 'person', employee: 11, period: 3, status: 'draft' });
    expect(sent[0]).toMatchObject({
      key_results: [
        expect.objectContaining({ name: 'Новые клиенты', kind: 'metric', start_value: 0, target_value: 10 }),
        expect.objectContaining({ name: 'Выручка', kind: 'metric', start_value: 0, target_value: 5.5 }),
      ],
    });
  });

  it('shows a refused key result at its field, focused, and the error goes once the field is edited', async () => {
    const sent = creation([
      () => fieldErrors({ 'key_results.1.target_value': [{ code: 'key_result_target_equals_start' }] }),
    ]);
    const dialog = await fillGoal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Целевое значение должно отличаться от начального.')).toBeTruthy();
    const target = within(dialog).getAllByLabelText('Целевое значение')[1];
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(within(dialog).getAllByLabelText(/Ключевой результат/)).toHaveLength(2);
    await userEvent.clear(target);
    await userEvent.type(target, '7');
    expect(within(dialog).queryByText('Целевое значение должно отличаться от начального.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { name: 'Выйти на рынок Казахстана', level: 1 })).toBeTruthy();
    expect(sent).toHaveLength(2);
  });

  it('says "Enter a number" at a field with letters, sends nothing, and focuses the first such field', async () => {
    const sent = creation([]);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Название цели/), 'Буквы');
    await userEvent.type(within(dialog).getByLabelText(/Ключевой результат/), 'Скорость');
    await userEvent.type(within(dialog).getByLabelText('Целевое значение'), '12abc');
    const weights = within(dialog).getAllByLabelText('Вес');
    await userEvent.clear(weights[1]);
    await userEvent.type(weights[1], 'x1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findAllByText('Введите число.')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Целевое значение')));
    expect(sent).toHaveLength(0);
  });

  it('opens on the title, moves to a new key result’s name, and asks before dropping typed input', async () => {
    creation([]);
    const dialog = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Название цели/)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить ключевой результат' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getAllByLabelText(/Ключевой результат/)[1]));
    await userEvent.type(within(dialog).getByLabelText(/Название цели/), 'Черновик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    const ask = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Название цели/).value).toBe('Черновик');
    expect(ask).toBeTruthy();
  });

  it('counts the title’s characters near its limit', async () => {
    creation([]);
    const dialog = await openDialog();
    const title = within(dialog).getByLabelText(/Название цели/);
    await userEvent.click(title);
    await userEvent.paste('д'.repeat(250));
    expect(within(dialog).getByText('250 из 300 символов')).toBeTruthy();
  });
});
