import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { session, sessionPerson, SESSIONS } from './calibration-fixtures.ts';

const PAGE = '/c/1/performance-review/calibration/12/';

const SCALE = [1, 2, 3, 4].map((value) => ({ value, label: { ru: `Балл ${value}`, en: `Point ${value}` } }));
const OLGA = sessionPerson(41, 'Ольга Кузнецова', 'high', 'high', 4);
const IGOR = { ...sessionPerson(42, 'Игорь Лебедев', 'medium', 'medium', 3), scale: SCALE };

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers(user(), [company()]));
});

function sessionApi(people = [OLGA, IGOR]) {
  server.use(
    http.get(`${SESSIONS}12/`, () => HttpResponse.json(session(people))),
    http.get(`${SESSIONS}12/history/`, () => HttpResponse.json(page([]))),
  );
}

describe("a calibration session with forms on their template's own scale", () => {
  it("offers the points of the person's form's scale, with their labels", async () => {
    sessionApi();
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Действия: Игорь Лебедев' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Изменить оценку…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Калибровочная оценка: Игорь Лебедев' });
    expect(within(dialog).getByText('Оценка руководителя: 3 — Балл 3')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Калибровочная оценка' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options.slice(1)).toEqual(['1 — Балл 1', '2 — Балл 2', '3 — Балл 3', '4 — Балл 4']);
  });

  it('says the distribution is normalised across scales', async () => {
    sessionApi();
    renderApp(PAGE);
    expect(await screen.findByText(/нормированными на шкалу 0–5/)).toBeTruthy();
  });

  it('says nothing of scales for forms on the built-in one', async () => {
    sessionApi([OLGA]);
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Распределение оценок' })).toBeTruthy();
    expect(screen.queryByText(/нормированными на шкалу 0–5/)).toBeNull();
  });
});
