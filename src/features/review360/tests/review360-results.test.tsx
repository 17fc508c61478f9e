import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS, analyticsHandlers } from '../../analytics/tests/analytics-fixtures.ts';
import { company, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import {
  ANALYTICS_360,
  COUNTS,
  NearObserver,
  notAvailable,
  OPTIONS,
  released,
  SUMMARY,
  TEAM,
} from './review360-results-fixtures.ts';
import type { ResultsOut } from '../../../api/types.ts';
import { server } from '../../../../tests/web/msw.ts';
import { R360, settings } from './review360-nomination-fixtures.ts';
import { formRow, json, pageOf, PR, reviewerForm, reviewForm } from '../../forms/tests/review-fixtures.ts';
import { WAIT_MS } from '../../../../tests/web/timing.ts';

const FORM_PAGE = '/c/1/performance-review/employee-dashboard/form/?id=7';
let resultsAsked: URL[] = [];

function serveResults(answer: ResultsOut, form = reviewerForm()) {
  server.use(
    http.get(`${PR}/assessment_forms/7/`, () => json(form)),
    http.get(`${R360}/results/`, ({ request }) => {
      resultsAsked.push(new URL(request.url));
      return json(answer);
    }),
  );
}

/** An observer that never reports the part near the window: a reader who does not scroll. */
class FarObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const section = () => screen.findByRole('region', { name: 'Обратная связь 360' });

const rowCells = (table: HTMLElement, row: string) =>
  within(within(table).getByRole('rowheader', { name: row }).closest('tr') ?? table).getAllByRole('cell');

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  resultsAsked = [];
  vi.stubGlobal('IntersectionObserver', NearObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('360 results on the form', () => {
  beforeEach(() => server.use(...sessionHandlers(undefined, [company({ is_admin: false })])));

  it('are drawn at once when the form is opened for them (#review360), however far down they are', async () => {
    // A page that never scrolls near the section: it must not wait for the reader to scroll.
    vi.stubGlobal('IntersectionObserver', FarObserver);
    serveResults(released());
    renderApp(`${FORM_PAGE}#review360`);
    const card = await section();
    expect(await within(card).findByRole('table', { name: 'Оценки 360' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Показать обратную связь 360' })).toBeNull();
  });

  it('shows the groups that reached the threshold and says «недостаточно ответов», with no number, for the others', async () => {
    serveResults(released());
    renderApp(FORM_PAGE);
    const card = await section();
    const table = await within(card).findByRole('table', { name: 'Оценки 360' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Вопрос', 'Самооценка', 'Руководитель', 'Коллеги3 ответа', 'Подчинённые', 'Итог 360']);
    const [self, manager, peers, reports, overall] = rowCells(table, 'Ответственность');
    expect(self.textContent).toBe('4');
    expect(peers.textContent).toContain('4,33');
    expect(peers.textContent).toContain('Оценки 0: 0, 1: 0, 2: 0, 3: 1, 4: 0, 5: 2');
    expect(overall.textContent).toBe('4,33');
    for (const cell of [manager, reports]) {
      expect(cell.textContent).toBe('недостаточно ответов');
      expect(cell.textContent).not.toMatch(/\d/);
    }
    expect(within(card).getByText(/ответили не меньше 3 человек/)).toBeTruthy();
    expect(resultsAsked.map((url) => url.searchParams.get('form'))).toEqual(['7']);
  });

  it('lists the comments per group without names, and says when a question drew none', async () => {
    serveResults(released());
    renderApp(FORM_PAGE);
    const card = await section();
    const keep = await within(card).findByRole('region', { name: 'Что стоит продолжать делать' });
    expect(within(keep).getByRole('heading', { name: 'Коллеги' })).toBeTruthy();
    expect(
      within(keep)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Помогать новичкам', 'Проводить разборы релизов']);
    expect(within(keep).queryByRole('heading', { name: 'Руководитель' })).toBeNull();
    const value = within(card).getByRole('region', { name: 'Ответственность' });
    expect(within(value).getByRole('listitem').textContent).toBe('Всегда держит слово');
    const change = within(card).getByRole('region', { name: 'Что стоит изменить' });
    expect(within(change).getByText('Комментариев нет')).toBeTruthy();
  });

  it('says collecting is still going on, and shows no figures', async () => {
    serveResults(notAvailable('collecting'));
    renderApp(FORM_PAGE);
    const card = await section();
    expect(
      await within(card).findByText('Сбор обратной связи ещё идёт: результаты появятся, когда он завершится'),
    ).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
    expect(card.textContent).toBe(
      'Обратная связь 360Сбор обратной связи ещё идёт: результаты появятся, когда он завершится',
    );
  });

  it('tells the employee before the feedback stage when the results come', async () => {
    serveResults(notAvailable('not_yet', 'released'), reviewForm({ stage: 'MANAGER', available_transitions: [] }));
    renderApp(FORM_PAGE);
    const card = await section();
    expect(
      await within(card).findByText('Результаты обратной связи 360 станут доступны на этапе «Обратная связь»'),
    ).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('is not shown when the period has no 360', async () => {
    serveResults(notAvailable('not_enabled', null));
    renderApp(FORM_PAGE);
    // The section stands (loading) from the moment it asks until the answer says the period has no 360.
    await vi.waitFor(() => expect(resultsAsked).toHaveLength(1), { timeout: WAIT_MS });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Обратная связь 360' })).toBeNull());
    expect(screen.getByText('Ответственность')).toBeTruthy();
  });

  it('waits for the reader where the browser cannot tell what is in view, and loads at the press of a button', async () => {
    vi.unstubAllGlobals();
    serveResults(released());
    renderApp(FORM_PAGE);
    const button = await screen.findByRole('button', { name: 'Показать обратную связь 360' });
    expect(resultsAsked).toHaveLength(0);
    await userEvent.click(button);
    expect(await within(await section()).findByRole('table', { name: 'Оценки 360' })).toBeTruthy();
  });
});

function dashboardHandlers(enabled: boolean, teamAsked: URL[]) {
  return [
    http.get(`${PR}/`, () => json(SUMMARY)),
    http.get(`${PR}/assessment_forms/filter_options/`, () => json(OPTIONS)),
    http.get(`${PR}/assessment_forms/stage_counts/`, () => json(COUNTS)),
    http.get(`${PR}/assessment_forms/`, () => json(pageOf([formRow()]))),
    http.get(`${R360}/requests/`, () => json(pageOf([]))),
    http.get(`${R360}/settings/2/`, ({ request }) => {
      teamAsked.push(new URL(request.url));
      return json(settings({ enabled }));
    }),
    http.get(`${R360}/results/team/`, ({ request }) => {
      teamAsked.push(new URL(request.url));
      return json(pageOf(TEAM));
    }),
  ];
}

describe('the team table on the manager dashboard', () => {
  beforeEach(() => server.use(...sessionHandlers(undefined, [company({ is_admin: false })])));

  it('gives each person their 360 state, worded as everywhere, and the labelled mean per value, a dash for none', async () => {
    const teamAsked: URL[] = [];
    server.use(...dashboardHandlers(true, teamAsked));
    renderApp('/c/1/performance-review/manager-dashboard/');
    const table = await screen.findByRole('table', { name: 'Обратная связь 360 команды' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Сотрудник', 'Статус 360', 'Средняя оценка 360', 'Ответственность', 'Командность']);
    expect(rowCells(table, 'Анна Смирнова').map((cell) => cell.textContent)).toEqual(['Сбор завершён', '4,25', '—']);
    expect(rowCells(table, 'Сергей Петров').map((cell) => cell.textContent)).toEqual(['Сбор ответов', '—', '—']);
    // Closed with nobody nominated: the words of the team tab and the HR progress page.
    expect(rowCells(table, 'Игорь Фёдоров').map((cell) => cell.textContent)).toEqual([
      'Сбор завершён, оценщиков не было',
      '—',
      '—',
    ]);
    // The name opens her form at its 360 section.
    expect(within(table).getByRole('link', { name: 'Анна Смирнова' }).getAttribute('href')).toBe(
      '/c/1/performance-review/employee-dashboard/form/?id=21#review360',
    );
    expect(teamAsked.map((url) => url.searchParams.get('period'))).toEqual([null, '2']);
  });

  it('still comes when the forms list could not be read', async () => {
    const teamAsked: URL[] = [];
    server.use(
      http.get(`${PR}/assessment_forms/`, () => json({ detail: 'Сервер недоступен', code: 'internal' }, 500)),
      ...dashboardHandlers(true, teamAsked),
    );
    renderApp('/c/1/performance-review/manager-dashboard/');
    await screen.findByText('Не удалось загрузить данные.', { exact: false }, { timeout: WAIT_MS });
    await screen.findByRole('table', { name: 'Обратная связь 360 команды' }, { timeout: WAIT_MS });
  });

  it('is left out when the active period has no 360', async () => {
    const teamAsked: URL[] = [];
    server.use(...dashboardHandlers(false, teamAsked));
    renderApp('/c/1/performance-review/manager-dashboard/');
    await screen.findByText('Анна Смирнова');
    // The card stands while it asks the period's settings, and goes once they say there is no 360.
    await vi.waitFor(() => expect(teamAsked).toHaveLength(1), { timeout: WAIT_MS });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Обратная связь 360 команды' })).toBeNull());
    expect(teamAsked.map((url) => url.pathname)).toEqual([`${R360}/settings/2/`]);
  });
});

describe('the 360 section of the analytics', () => {
  it('reads the mean per value and department as a table, withheld cells as «< 3» and never a number', async () => {
    server.use(
      ...sessionHandlers(undefined, [company({ is_admin: false, role: 'MANAGER' })]),
      // Before the page's other measures, whose 360 answer has none yet.
      http.get(`${ANALYTICS}/review360/`, () => json(ANALYTICS_360)),
      ...analyticsHandlers(),
    );
    renderApp('/c/1/performance-review/analytics/');
    const card = await screen.findByRole('region', { name: 'Обратная связь 360' });
    await userEvent.click(within(card).getByRole('button', { name: 'Таблица' }));
    const table = await within(card).findByRole('table', { name: 'Обратная связь 360' });
    expect(rowCells(table, 'Разработка').map((cell) => cell.textContent)).toEqual(['4,10', '3,50', '3,80']);
    expect(rowCells(table, 'Продажи').map((cell) => cell.textContent)).toEqual(
      Array(3).fill('< 3скрыто: меньше 3 человек'),
    );
    expect(rowCells(table, 'Итого').map((cell) => cell.textContent)).toEqual([
      '4,10* (без скрытых ячеек)',
      '3,50* (без скрытых ячеек)',
      '3,80* (без скрытых ячеек)',
    ]);
  });
});
