import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NomineeOut, Review360SettingsOut, SubjectOut } from '../../../api/types.ts';
import { company, fieldErrors, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { filterOptions, SALES } from '../../calibration/tests/calibration-fixtures.ts';
import { departments, nominee, R360, request, settings, subject } from './review360-nomination-fixtures.ts';

const PAGE = '/c/1/performance-review/feedback-360/';
const EMPLOYEE = company({ role: 'EMPLOYEE', is_admin: false });
const MANAGER = company({ role: 'MANAGER', is_admin: false });

type Setup = { me?: SubjectOut; team?: SubjectOut[]; people?: NomineeOut[]; rules?: Review360SettingsOut };

/** The page's reads, answering from `state` so the writes below can change it; every query string is kept. */
function api(member = EMPLOYEE, setup: Setup = {}) {
  const state = { me: setup.me ?? subject(), team: setup.team ?? [], queries: [] as URLSearchParams[] };
  server.use(
    ...sessionHandlers(user(), [member]),
    filterOptions(),
    departments(),
    http.get(`${R360}/settings/:period/`, () => HttpResponse.json(setup.rules ?? settings())),
    http.get(`${R360}/subjects/me/`, () => HttpResponse.json(state.me)),
    http.get(`${R360}/subjects/`, () => HttpResponse.json(page(state.team))),
    http.get(`${R360}/people/`, ({ request: call }) => {
      const query = new URL(call.url).searchParams;
      state.queries.push(query);
      const search = query.get('search') ?? '';
      return HttpResponse.json(page((setup.people ?? []).filter((person) => person.name.includes(search))));
    }),
  );
  return state;
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('an employee choosing their reviewers', () => {
  it('finds a colleague by name and department and adds them, the count following', async () => {
    const state = api(EMPLOYEE, { people: [nominee(), nominee({ id: 22, name: 'Пётр Сидоров' })] });
    const bodies: unknown[] = [];
    server.use(
      http.post(`${R360}/subjects/reviewers/`, async ({ request: call }) => {
        bodies.push(await call.json());
        state.me = subject({ requests: [request()] });
        return HttpResponse.json(state.me);
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Выбрано 0 из 3–8')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Поиск по имени'), 'Ольга');
    await userEvent.click(screen.getByRole('combobox', { name: 'Отдел' }));
    await userEvent.click(await screen.findByRole('option', { name: SALES.name }));
    const results = await screen.findByRole('list', { name: 'Найденные коллеги' });
    await waitFor(() => expect(within(results).queryByText('Пётр Сидоров')).toBeNull());
    await waitFor(() =>
      expect(state.queries.some((q) => q.get('search') === 'Ольга' && q.get('department') === '5')).toBe(true),
    );
    expect(state.queries.every((q) => q.get('employee') === '11' && q.get('period') === '3')).toBe(true);
    expect(within(results).getByText('Аналитик · Продажи · коллега')).toBeTruthy();
    await userEvent.click(within(results).getByRole('button', { name: 'Добавить: Ольга Кузнецова' }));
    const chosen = await screen.findByRole('list', { name: 'Оценщики' });
    expect(await within(chosen).findByText('Ольга Кузнецова')).toBeTruthy();
    expect(within(chosen).getByText('Предложен')).toBeTruthy();
    expect(bodies).toEqual([{ period: 3, employee: 11, reviewer: 21 }]);
    expect(await screen.findByText('Выбрано 1 из 3–8')).toBeTruthy();
    const again = await screen.findByRole('button', { name: 'Добавить: Ольга Кузнецова' });
    expect(again.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Уже в списке')).toBeTruthy();
  });

  it('cannot add a colleague who already has the most requests, and says why', async () => {
    api(EMPLOYEE, { people: [nominee({ id: 23, name: 'Иван Петров', full: true, requests_received: 8 })] });
    renderApp(PAGE);
    const add = await screen.findByRole('button', { name: 'Добавить: Иван Петров' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('У коллеги уже 8 запросов в этом периоде')).toBeTruthy();
  });

  it('removes a reviewer from the list', async () => {
    const state = api(EMPLOYEE, { me: subject({ requests: [request()] }) });
    const removed: string[] = [];
    server.use(
      http.delete(`${R360}/subjects/reviewers/:id/`, ({ params }) => {
        removed.push(String(params.id));
        state.me = subject();
        return HttpResponse.json(state.me);
      }),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать: Ольга Кузнецова' }));
    expect(await screen.findByText('Пока никто не выбран.')).toBeTruthy();
    expect(removed).toEqual(['101']);
  });

  it('shows the server’s refusal of a list too short, in Russian', async () => {
    api(EMPLOYEE, { me: subject({ requests: [request(), request({ id: 102, reviewer: 22 })] }) });
    server.use(
      http.post(`${R360}/subjects/7/submit/`, () =>
        fieldErrors({ non_field_errors: [{ code: 'review360_too_few_reviewers', params: { min: 3 } }] }),
      ),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить руководителю на согласование' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Нужно не меньше 3 оценщиков.');
  });

  it('sends the list and then shows it waiting for the manager, without a way to change it', async () => {
    const three = [request(), request({ id: 102, reviewer: 22 }), request({ id: 103, reviewer: 23 })];
    const state = api(EMPLOYEE, { me: subject({ requests: three }) });
    const bodies: unknown[] = [];
    server.use(
      http.post(`${R360}/subjects/7/submit/`, async ({ request: call }) => {
        bodies.push(await call.json());
        state.me = subject({ requests: three, status: 'pending_approval', can_edit: false, can_submit: false });
        return HttpResponse.json(state.me);
      }),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить руководителю на согласование' }));
    expect(await screen.findByText('На согласовании')).toBeTruthy();
    expect(bodies).toEqual([{ version: 1 }]);
    expect(screen.queryByRole('button', { name: /Убрать/ })).toBeNull();
    expect(screen.queryByLabelText('Поиск по имени')).toBeNull();
  });

  it('reloads the list when someone changed it in between', async () => {
    let reads = 0;
    api(EMPLOYEE, { people: [nominee()] });
    server.use(
      http.get(`${R360}/subjects/me/`, () => {
        reads += 1;
        return HttpResponse.json(subject({ requests: reads > 1 ? [request({ id: 104, reviewer_name: 'Пётр' })] : [] }));
      }),
      http.post(`${R360}/subjects/reviewers/`, () => problem(409, 'review360_wrong_status')),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить: Ольга Кузнецова' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Список оценщиков уже в другом состоянии.');
    expect(alert.textContent).toContain('Данные обновлены');
    expect(await screen.findByText('Пётр')).toBeTruthy();
  });
});

describe('the period’s way of nominating', () => {
  it('tells the employee when the manager picks, and shows no picker', async () => {
    api(EMPLOYEE, {
      rules: settings({ nomination_mode: 'manager_assigns' }),
      me: subject({ can_edit: false, can_submit: false }),
    });
    renderApp(PAGE);
    expect(await screen.findByText(/Оценщиков для вас выбирает руководитель/)).toBeTruthy();
    expect(screen.queryByLabelText('Поиск по имени')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the list HR chose once the requests went out', async () => {
    api(EMPLOYEE, {
      rules: settings({ nomination_mode: 'hr_assigns' }),
      me: subject({
        status: 'collecting',
        can_edit: false,
        can_submit: false,
        requests: [request({ status: 'open' })],
      }),
    });
    renderApp(PAGE);
    expect(await screen.findByText('Сбор ответов')).toBeTruthy();
    expect(screen.getByText('Запрос отправлен')).toBeTruthy();
    expect(screen.queryByText(/выбирает HR-администратор/)).toBeNull();
  });

  it('says there will be no 360 when collecting closed before anyone was chosen', async () => {
    api(EMPLOYEE, { me: subject({ status: 'released', can_edit: false, can_submit: false }) });
    renderApp(PAGE);
    expect(await screen.findByText(/оценщики так и не были выбраны/)).toBeTruthy();
    expect(screen.queryByText('Выбрано 0 из 3–8')).toBeNull();
  });

  it('says so when the period has no 360', async () => {
    api(EMPLOYEE, { rules: settings({ enabled: false }) });
    renderApp(PAGE);
    expect(await screen.findByText('В периоде «Весна 2026» обратная связь 360 не проводится.')).toBeTruthy();
  });
});

describe('no form, no 360', () => {
  it('tells an employee without a form in the period that nothing is collected for them', async () => {
    api(EMPLOYEE);
    server.use(http.get(`${R360}/subjects/me/`, () => problem(404, 'review360_no_form')));
    renderApp(PAGE);
    expect(
      await screen.findByText(
        'В периоде «Весна 2026» у вас нет анкеты, поэтому обратная связь 360 для вас не собирается.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Не удалось загрузить данные.', { exact: false })).toBeNull();
  });
});

describe('a manager approving a list', () => {
  it('sees who declined and why, and approves the list, sending the requests', async () => {
    const pending = subject({
      id: 8,
      employee: 31,
      employee_name: 'Ольга Кузнецова',
      status: 'pending_approval',
      can_edit: true,
      can_submit: false,
      can_approve: true,
      version: 4,
      requests: [
        request({ id: 201, reviewer: 41, reviewer_name: 'Пётр Сидоров' }),
        request({
          id: 202,
          reviewer: 42,
          reviewer_name: 'Иван Петров',
          status: 'declined',
          decline_reason: 'В отпуске',
        }),
      ],
    });
    const state = api(MANAGER, { team: [pending] });
    const bodies: unknown[] = [];
    server.use(
      http.post(`${R360}/subjects/8/approve/`, async ({ request: call }) => {
        bodies.push(await call.json());
        const sent = pending.requests.map((r) => (r.status === 'proposed' ? { ...r, status: 'open' as const } : r));
        state.team = [{ ...pending, status: 'collecting', can_approve: false, version: 5, requests: sent }];
        return HttpResponse.json(state.team[0]);
      }),
    );
    renderApp(`${PAGE}?tab=team`);
    const table = await screen.findByRole('table', { name: 'Сотрудники и их оценщики' });
    expect(within(table).getAllByText('На согласовании').length).toBeGreaterThan(0);
    await userEvent.click(within(table).getByRole('button', { name: 'Открыть оценщиков: Ольга Кузнецова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оценщики: Ольга Кузнецова' });
    expect(within(dialog).getByText('Причина отказа: В отпуске')).toBeTruthy();
    expect(within(dialog).getByText('Выбрано 1 из 3–8')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Согласовать и отправить запросы' }));
    expect(await within(dialog).findByText('Сбор ответов')).toBeTruthy();
    expect(within(dialog).getByText('Запрос отправлен')).toBeTruthy();
    expect(bodies).toEqual([{ version: 4 }]);
  });
});
