import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, page, sessionHandlers, user } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { server } from './msw.ts';
import { filterOptions, SESSIONS } from '../../src/features/calibration/tests/calibration-fixtures.ts';
import {
  detail,
  PAGE as REQUEST_PAGE,
  requestApi,
} from '../../src/features/review360/tests/review360-answer-fixtures.ts';

const CALIBRATION = '/c/1/performance-review/calibration/';
const STRUCTURE = '/api/companies/companies/1/structure';
const ASK = 'Не сохранять введённое?';

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

async function newSessionDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Новая сессия' }));
  return screen.findByRole('dialog', { name: 'Новая калибровочная сессия' });
}

describe('a dialog with input asks before throwing it away', () => {
  it('"Новая калибровочная сессия": Escape and a click outside ask once something is typed', async () => {
    server.use(
      ...sessionHandlers(user(), [company()]),
      filterOptions(),
      http.get(SESSIONS, () => HttpResponse.json(page([]))),
      http.get(`${STRUCTURE}/departments/`, () => HttpResponse.json(page([]))),
      http.get(`${STRUCTURE}/employee_in_positions/`, () => HttpResponse.json(page([]))),
    );
    renderApp(CALIBRATION);

    // Nothing typed: Escape just closes.
    await newSessionDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const dialog = await newSessionDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    await userEvent.type(name, 'Калибровка продаж');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: ASK });
    expect(within(ask).getByText('Окно закроется, и то, что вы ввели, не сохранится.')).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Вернуться к вводу' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(name).toHaveProperty('value', 'Калибровка продаж');

    // A click outside the dialog asks too; throwing the input away closes it.
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!(backdrop instanceof HTMLElement)) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: ASK })).getByRole('button', { name: 'Не сохранять' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await newSessionDialog();
    expect(within(again).getByRole('textbox', { name: 'Название' })).toHaveProperty('value', '');
  });

  it('a reason (declining a 360 request): Cancel asks too, and Escape on the question keeps the reason', async () => {
    server.use(...sessionHandlers());
    requestApi(detail());
    renderApp(REQUEST_PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отказаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отказаться от запроса?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Причина' });
    await userEvent.type(reason, 'Мы не работали вместе');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await screen.findByRole('alertdialog', { name: ASK });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Отказаться от запроса?' })).toBeTruthy();
    expect(reason).toHaveProperty('value', 'Мы не работали вместе');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: ASK })).getByRole('button', { name: 'Не сохранять' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
