import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  DelegatesOut,
  DelegationOut,
  FormFilterOptionsOut,
  FormListRowOut,
  StageCountsOut,
} from '../../../api/types.ts';
import type { ReviewSummaryOut } from '../../../api/types.ts';
import { company, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { formRow, json, pageOf, PR, recordWrites, reviewForm, type Sent } from './review-fixtures.ts';

const DASHBOARD = '/c/1/performance-review/manager-dashboard/';
const ROWS: FormListRowOut[] = [
  formRow({ id: 21, employee: { id: 5, full_name: 'Анна Смирнова', position: 'Разработчик', is_active: true } }),
  formRow({
    id: 22,
    stage: 'MANAGER',
    employee: { id: 6, full_name: 'Сергей Петров', position: 'Аналитик', is_active: false },
    progress: { self: { done: 5, total: 5 }, manager: { done: 2, total: 6 } },
  }),
  formRow({
    id: 23,
    stage: 'COMPLETE',
    employee: { id: 8, full_name: 'Игорь Фёдоров', position: 'Архитектор', is_active: true },
  }),
  formRow({
    id: 24,
    employee: { id: 9, full_name: 'Олег Белов', position: 'Тестировщик', is_active: true },
    reviewer: { id: 14, full_name: 'Павел Орлов' },
  }),
];
const OPTIONS: FormFilterOptionsOut = {
  periods: [
    { id: 2, name: 'Весна 2025', status: 'active' },
    { id: 1, name: 'Осень 2024', status: 'closed' },
  ],
  departments: [{ id: 3, name: 'Разработка' }],
};
const SUMMARY: ReviewSummaryOut = {
  active_period: null,
  my_form: null,
  reviewing_count: 0,
  forms_by_stage: { SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 },
};
const COUNTS: StageCountsOut = { SELF: 3, MANAGER: 2, FEEDBACK: 1, COMPLETE: 4 };
const DELEGATES: DelegatesOut = {
  results: [
    { id: 11, full_name: 'Дмитрий Иванов', position: 'Руководитель' },
    { id: 14, full_name: 'Павел Орлов', position: 'Тимлид' },
  ],
};
const DELEGATED: DelegationOut = { delegated: 2, to: 14 };
let listQueries: URLSearchParams[] = [];
let countQueries: URLSearchParams[] = [];

function dashboardHandlers({ options = true } = {}) {
  return [
    http.get(`${PR}/`, () => json(SUMMARY)),
    http.get(`${PR}/assessment_forms/filter_options/`, () =>
      options ? json(OPTIONS) : problem(403, 'permission_denied'),
    ),
    http.get(`${PR}/assessment_forms/stage_counts/`, ({ request }) => {
      countQueries.push(new URL(request.url).searchParams);
      return json(COUNTS);
    }),
    http.get(`${PR}/assessment_forms/`, ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return json(pageOf(ROWS));
    }),
  ];
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  listQueries = [];
  countQueries = [];
  server.use(...sessionHandlers());
});

describe('the manager dashboard', () => {
  it('filters by the active period, sends picked stages comma-joined and shows the counts under the other filters', async () => {
    server.use(...dashboardHandlers());
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Самооценка: 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Оценка руководителя: 2' }));
    await waitFor(() => expect(listQueries.some((query) => query.get('stage') === 'SELF,MANAGER')).toBe(true));
    expect(listQueries.every((query) => query.get('team') === 'true' && query.get('period') === '2')).toBe(true);
    expect(countQueries.every((query) => query.get('stage') === null && query.get('period') === '2')).toBe(true);
    expect(screen.getByRole('button', { name: 'Самооценка: 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Завершено: 4' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('hands the picked forms to another manager and says how many went', async () => {
    const sent: Sent[] = [];
    server.use(
      ...dashboardHandlers(),
      http.get(`${PR}/participants/delegates/`, () => json(DELEGATES)),
      recordWrites(sent, 'post', `${PR}/participants/delegation/`, () => json(DELEGATED)),
    );
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Анна Смирнова' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Сергей Петров' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Игорь Фёдоров' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Передать оценку (2)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Кому передать' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Павел Орлов — Тимлид' }));
    const before = listQueries.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Передать оценку' }));
    await screen.findByText('Передано анкет: 2');
    expect(sent.map((write) => write.body)).toEqual([{ form_ids: [21, 22], to: 14 }]);
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it('opens the form named by ?form= straight away', async () => {
    server.use(
      ...dashboardHandlers(),
      http.get(`${PR}/assessment_forms/7/`, () => json(reviewForm())),
    );
    renderApp(`${DASHBOARD}?form=7`);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/c/1/performance-review/employee-dashboard/form/?id=7'),
    );
    await screen.findByRole('heading', { name: 'Анна Смирнова — Весна 2025' });
  });

  it('when the filter choices cannot be read, lists the forms of every period with no department filter', async () => {
    server.use(...dashboardHandlers({ options: false }));
    renderApp(DASHBOARD);
    await screen.findByRole('checkbox', { name: 'Анна Смирнова' });
    expect(listQueries.every((query) => query.get('period') === null)).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Подразделение' })).toBeNull();
  });

  it('labels the pager in Russian', async () => {
    server.use(...dashboardHandlers());
    renderApp(DASHBOARD);
    await screen.findByRole('checkbox', { name: 'Анна Смирнова' });
    expect(screen.getByRole('button', { name: 'Предыдущая' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Следующая' })).toBeTruthy();
  });

  it('sorts by a column, the same column again the other way round', async () => {
    server.use(...dashboardHandlers());
    renderApp(DASHBOARD);
    await screen.findByRole('checkbox', { name: 'Анна Смирнова' });
    expect(listQueries.every((query) => query.get('ordering') === 'employee')).toBe(true);
    const header = screen.getByRole('columnheader', { name: 'Сотрудник' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(header).getByRole('button', { name: 'Сотрудник' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('ordering')).toBe('-employee'));
    expect(screen.getByRole('columnheader', { name: 'Сотрудник' }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: 'Этап' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('ordering')).toBe('stage'));
    expect(screen.getByTestId('location').textContent).toContain('ordering=stage');
  });

  it('marks deactivated people and filters them in or out; progress reads as items filled in', async () => {
    server.use(...dashboardHandlers());
    renderApp(DASHBOARD);
    const petrov = (await screen.findByRole('checkbox', { name: 'Сергей Петров' })).closest('tr');
    if (!petrov) throw new Error('no row');
    expect(within(petrov).getByText('Деактивирован')).toBeTruthy();
    expect(within(petrov).getByText('5 из 5')).toBeTruthy();
    expect(within(petrov).getByRole('progressbar', { name: 'Руководитель заполнил 2 из 6 пунктов' })).toBeTruthy();
    const anna = screen.getByRole('checkbox', { name: 'Анна Смирнова' }).closest('tr');
    expect(anna && within(anna).queryByText('Деактивирован')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Самооценка, заполнено' })).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Сотрудники' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Деактивированные' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('employee_active')).toBe('false'));
    expect(countQueries.at(-1)?.get('employee_active')).toBe('false');
    await userEvent.click(screen.getByRole('combobox', { name: 'Сотрудники' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Работающие' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('employee_active')).toBe('true'));
  });

  it('says why a form cannot be picked for a hand-over', async () => {
    server.use(...sessionHandlers(undefined, [company({ is_admin: false })]), ...dashboardHandlers());
    renderApp(DASHBOARD);
    const done = await screen.findByRole('checkbox', { name: 'Игорь Фёдоров' });
    expect(done.getAttribute('title')).toBe('Завершённую анкету передать нельзя');
    const others = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Олег Белов' });
    expect(others.disabled).toBe(true);
    expect(others.getAttribute('title')).toBe('Передать может только тот, кто оценивает эту анкету');
    expect(screen.getByRole('checkbox', { name: 'Анна Смирнова' }).getAttribute('title')).toBeNull();
    await userEvent.hover(done.closest('span')?.parentElement ?? done);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Завершённую анкету передать нельзя');
  });

  it("lists the departments and periods the server offers for the caller's scope", async () => {
    server.use(...dashboardHandlers());
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Подразделение' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Все подразделения',
      'Разработка',
    ]);
  });
});
