import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsHandlers, ANALYTICS, DONE, HEATMAP, scope } from './analytics-fixtures.ts';
import { company, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json } from '../../forms/tests/review-fixtures.ts';

const PAGE = '/c/1/performance-review/analytics/';
const HIDDEN_TEXT = 'скрыто: меньше 3 человек';
let seen: URL[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  seen = [];
  server.use(...sessionHandlers(undefined, [company({ is_admin: false, role: 'MANAGER' })]));
});

/** The section (a card named by its heading) of a measure. */
const section = (name: string) => screen.findByRole('region', { name });

/** Switches a section to its table and gives the table. */
async function tableOf(name: string, table = name) {
  const card = await section(name);
  await userEvent.click(within(card).getByRole('button', { name: 'Таблица' }));
  return within(card).findByRole('table', { name: table });
}

const cellsOf = (table: HTMLElement, row: string) =>
  within(within(table).getByRole('rowheader', { name: row }).closest('tr') ?? table)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the analytics page', () => {
  it('shows the heatmap as a table, with the means as text and withheld cells as «< 3», never a number', async () => {
    server.use(...analyticsHandlers(seen));
    renderApp(PAGE);
    const heatmap = await screen.findByRole('table', { name: 'Тепловая карта: ценности × подразделения' });
    // A value grade on a template's own scale is counted at its place on 0..5, and the note says so.
    expect(screen.getByText(/приводится к 0–5 по положению на этой шкале/)).toBeTruthy();
    expect(within(heatmap).getByRole('columnheader', { name: 'Ответственность' })).toBeTruthy();
    expect(cellsOf(heatmap, 'Разработка')).toEqual(['3,80', '4,25', '4,03']);
    // Sales has fewer than three people: every cell says so, for the eye and for a screen reader.
    expect(cellsOf(heatmap, 'Продажи')).toEqual(Array(3).fill(`< 3${HIDDEN_TEXT}`));
    // The totals leave the withheld cells out and say so.
    expect(cellsOf(heatmap, 'Средняя по ценности')).toEqual([
      '3,80* (без скрытых ячеек)',
      '4,25* (без скрытых ячеек)',
      '4,03* (без скрытых ячеек)',
    ]);
    expect(screen.getByText(/ячейки, в которых меньше 3 человек, скрыты/)).toBeTruthy();
    expect(
      screen.getByText('Весна 2026 (1 марта 2026 г. — 31 мая 2026 г.). Просрочка считается на 20 апреля 2026 г.'),
    ).toBeTruthy();
    // No period in the address: the active one is asked for.
    expect(seen.every((url) => url.searchParams.get('period') === '2')).toBe(true);
  });

  it('reads every chart as a table, withheld cells included', async () => {
    server.use(...analyticsHandlers(seen));
    renderApp(PAGE);

    const completion = await tableOf('Ход оценки');
    expect(cellsOf(completion, 'Разработка')).toEqual(['6', '1', '2', '1', '2', '1', '33\u00a0%']);
    expect(cellsOf(completion, 'Продажи').every((text) => text === `< 3${HIDDEN_TEXT}`)).toBe(true);

    const grades = await tableOf('Распределение оценок');
    // Grades on a template's own scale are compared at their place on 0..5, and the section says so.
    expect(screen.getByText(/приводятся к шкале 0–5 по положению на своей шкале/)).toBeTruthy();
    expect(cellsOf(grades, 'Самооценка')).toEqual([
      '0 (0\u00a0%)',
      '0 (0\u00a0%)',
      '1 (10\u00a0%)',
      '3 (30\u00a0%)',
      '4 (40\u00a0%)',
      '2 (20\u00a0%)',
      '10',
      '3,70',
    ]);
    expect(cellsOf(grades, 'После калибровки').every((text) => text === `< 3${HIDDEN_TEXT}`)).toBe(true);

    const gap = await tableOf('Самооценка и оценка руководителя');
    expect(cellsOf(gap, 'Ответственность')).toEqual(['4,20', '3,80', '+0,40', '5', '5']);

    const hipo = await tableOf('Доля высокого потенциала (hipo)');
    expect(cellsOf(hipo, 'Разработка')).toEqual(['5', '10', '3', '30\u00a0%']);

    const goals = await tableOf('Прогресс и состояние целей');
    expect(cellsOf(goals, 'Разработка')).toEqual(['4', '6', '55\u00a0%', '3', '2', '1', '0']);
    expect(cellsOf(goals, 'Продажи')).toEqual(Array(7).fill(`< 3${HIDDEN_TEXT}`));

    const leniency = await tableOf('Строгость оценивающих');
    expect(cellsOf(leniency, 'Павел Орлов Тимлид')).toEqual(['5', '3,80', '+0,20']);
    expect(cellsOf(leniency, 'Ольга Белова Руководитель продаж')).toEqual(Array(3).fill(`< 3${HIDDEN_TEXT}`));
    expect(screen.getByText('Отклонение считается от средней по вашим сотрудникам: 3,60.')).toBeTruthy();

    const trend = await tableOf('Динамика по периодам');
    expect(within(trend).getByRole('rowheader', { name: 'Осень 2025' })).toBeTruthy();

    // And back to the chart, named for screen readers.
    const card = await section('Ход оценки');
    await userEvent.click(within(card).getByRole('button', { name: 'График' }));
    expect(within(card).getByRole('img', { name: /^Ход оценки: график/ })).toBeTruthy();
    // A chart cannot draw a withheld figure: it says so, and where to read it.
    expect(
      within(card).getByText('Значения, где меньше 3 человек, на графике не показаны; в таблице они отмечены «< 3».'),
    ).toBeTruthy();
  });

  it('narrows every measure to a department with its sub-departments and keeps the choice in the address', async () => {
    server.use(...analyticsHandlers(seen));
    renderApp(PAGE);
    await screen.findByRole('table', { name: 'Тепловая карта: ценности × подразделения' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Подразделение' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Разработка' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?department=3`));
    const narrowed = () =>
      new Set(
        seen.filter((url) => url.searchParams.get('department') === '3').map((url) => url.pathname.split('/').at(-2)),
      );
    await waitFor(() =>
      expect(narrowed()).toEqual(
        new Set([
          'completion',
          'grades',
          'heatmap',
          'gap',
          'hipo',
          'goals',
          'leniency',
          'trend',
          'praise',
          'one_on_ones',
          'review360',
        ]),
      ),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Период' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Осень 2025' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?department=3&period=1`));
  });

  it('tells an admin that every cell is shown', async () => {
    server.use(...sessionHandlers(), ...analyticsHandlers(seen));
    server.use(http.get(`${ANALYTICS}/completion/`, () => json({ ...HEATMAP, scope: scope({ suppression: false }) })));
    renderApp(PAGE);
    expect(await screen.findByText(/Вы администратор и видите все ячейки/)).toBeTruthy();
  });

  it('lists the recent exports with their download links', async () => {
    server.use(...analyticsHandlers(seen, [DONE]));
    renderApp(PAGE);
    const mine = await screen.findByRole('list', { name: 'Мои выгрузки' });
    const link = await within(mine).findByRole('link', { name: 'Скачать файл forms-2026.xlsx' });
    expect(link.getAttribute('href')).toBe(DONE.download_url);
    expect(within(mine).getByText('Готово')).toBeTruthy();
  });

  it('is not offered to an employee, nor asked of the server', async () => {
    server.use(...sessionHandlers(undefined, [company({ is_admin: false, role: 'EMPLOYEE' })]));
    server.use(...analyticsHandlers(seen));
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Аналитика' })).toBeNull();
    expect(seen).toEqual([]);
  });
});
