import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GoalOut } from '../../../api/types.ts';
import { company, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { checkIn, filterOptions, goal, goalUrl, keyResult } from './goals-fixtures.ts';

const PAGE = '/c/1/goals/21/';
const ASK = 'Не сохранять введённое?';

/** The goal's page, its check-ins, and a check-in's answer; every body sent is kept. */
function checkingIn(shown: GoalOut = goal()) {
  const bodies: unknown[] = [];
  server.use(
    ...sessionHandlers(user(), [company()]),
    filterOptions(),
    http.get(goalUrl(21), () => HttpResponse.json(shown)),
    http.get(`${goalUrl(21)}check_ins/`, () => HttpResponse.json(page([checkIn()]))),
    http.post(`${goalUrl(21)}check_ins/`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ check_in_id: 302, goal: goal({ version: 4 }) }, { status: 201 });
    }),
  );
  return bodies;
}

async function openDialog() {
  renderApp(PAGE);
  await userEvent.click(await screen.findByRole('button', { name: 'Отметить прогресс' }));
  return screen.findByRole('dialog', { name: 'Отметка о прогрессе' });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

// jsdom has no CSS.escape, with which the keyboard's walk through a radio group finds the group's other radios.
const css = Object.getOwnPropertyDescriptor(window, 'CSS');
beforeAll(() => {
  const escape = (text: string) => text.replace(/["\\]/g, '\\$&');
  Object.defineProperty(window, 'CSS', { value: { escape }, configurable: true, writable: true });
});
afterAll(() => {
  if (css) Object.defineProperty(window, 'CSS', css);
  else Reflect.deleteProperty(window, 'CSS');
});

describe('the check-in dialog', () => {
  it("offers the health as one named radio group, chosen from the keyboard; the check-ins' heading then takes the focus", async () => {
    const bodies = checkingIn(goal({ health: null }));
    const dialog = await openDialog();
    const health = within(dialog).getByRole('radiogroup', { name: 'Как идут дела' });
    expect(
      within(health)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['health', 'health', 'health']);
    // Nothing chosen yet: the check-in waits for a health.
    expect(within(dialog).getByRole('button', { name: 'Отметить' })).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByLabelText('Комментарий'));
    // Back into the group with none chosen lands on its last choice, as in a browser; an arrow moves and chooses.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(health).getByRole('radio', { name: 'Отстаёт' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(health).getByRole('radio', { name: 'Под угрозой' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ version: 3, health: 'at_risk', comment: '', values: [] }]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Отметки о прогрессе', level: 2 })),
    );
  });

  it('closes at once with nothing typed, and asks before throwing typed input away', async () => {
    checkingIn();
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Отметить прогресс' }));
    dialog = await screen.findByRole('dialog', { name: 'Отметка о прогрессе' });
    const comment = within(dialog).getByLabelText('Комментарий');
    await userEvent.type(comment, 'Подписали договор.');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: ASK });
    await userEvent.click(within(ask).getByRole('button', { name: 'Вернуться к вводу' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(comment).toHaveProperty('value', 'Подписали договор.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: ASK })).getByRole('button', { name: 'Не сохранять' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('points out a value far outside start..target before sending, and still sends it', async () => {
    const bodies = checkingIn(goal({ key_results: [keyResult(), keyResult({ id: 72, name: 'Выручка', unit: '' })] }));
    const dialog = await openDialog();
    const clients = within(dialog).getByLabelText('Новое значение: Новые клиенты');
    expect(clients.getAttribute('aria-describedby')).toBeTruthy();
    const help = () => document.getElementById(clients.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(help()).toBe('Сейчас: 4 шт. (начало: 0, цель: 10)');
    // Within a length of the span past the target (10 + 10): no warning.
    await userEvent.clear(clients);
    await userEvent.type(clients, '20');
    expect(help()).toBe('Сейчас: 4 шт. (начало: 0, цель: 10)');
    await userEvent.type(clients, '0');
    expect(help()).toBe(
      'Это далеко от начала (0) и цели (10): проверьте, нет ли опечатки.Сейчас: 4 шт. (начало: 0, цель: 10)',
    );
    // Past the server's limit the warning words what it allows.
    const revenue = within(dialog).getByLabelText('Новое значение: Выручка');
    await userEvent.clear(revenue);
    await userEvent.type(revenue, '5000');
    expect(within(dialog).getByText(/^Значение слишком далеко от начального и целевого: допустимо от/)).toBeTruthy();
    await userEvent.clear(revenue);
    await userEvent.type(revenue, '4');
    expect(within(dialog).queryByText(/^Значение слишком далеко/)).toBeNull();
    expect(clients.getAttribute('aria-invalid')).toBe('false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ version: 3, health: 'on_track', comment: '', values: [{ key_result: 71, value: 200 }] }]);
  });
});
