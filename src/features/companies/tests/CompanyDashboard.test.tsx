import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardInfoOut, TaskOut } from '../../../api/types.ts';
import { API, company, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const BASE = `${API}/companies/companies/1`;

const INFO: DashboardInfoOut = {
  company: { id: 1, name: 'ООО «Ромашка»' },
  employees_count: 31,
  departments_count: 3,
  active_period: {
    id: 2,
    name: 'Весна 2025',
    start_date: '2025-03-01',
    end_date: '2025-05-31',
    self_deadline: '2025-03-20',
    manager_deadline: '2025-04-15',
    feedback_deadline: '2025-05-10',
  },
  forms_by_stage: { SELF: 10, MANAGER: 8, FEEDBACK: 7, COMPLETE: 5 },
};

const TASKS: TaskOut[] = [
  {
    code: 'assess_employee',
    form_id: 12,
    employee_name: 'Пётр Сидоров',
    period_name: 'Весна 2025',
    due_date: '2025-04-15',
    overdue: true,
    path: '/c/1/performance-review/manager-dashboard/',
  },
  {
    code: 'fill_self_assessment',
    form_id: 13,
    employee_name: null,
    period_name: 'Весна 2025',
    due_date: '2025-03-20',
    overdue: false,
    path: '/c/1/performance-review/employee-dashboard/form/',
  },
];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(
    ...sessionHandlers(),
    http.get(`${BASE}/dashboard/info/`, () => HttpResponse.json(INFO)),
    http.get(`${BASE}/dashboard/tasks/`, () => HttpResponse.json({ results: TASKS })),
    http.get(`${BASE}/dashboard/apps/`, () =>
      HttpResponse.json({
        results: [{ code: 'employee_dashboard', path: '/c/1/performance-review/employee-dashboard/' }],
      }),
    ),
  );
});

describe('company dashboard', () => {
  it('shows the counts, the active period with its deadlines in Russian, and forms per stage', async () => {
    renderApp('/c/1/');
    expect(await screen.findByText('31')).toBeTruthy();
    expect(screen.getByText('Весна 2025')).toBeTruthy();
    expect(screen.getByText('20 марта 2025 г.')).toBeTruthy();
    expect(screen.getByText('Обратная связь: 7')).toBeTruthy();
    expect(screen.getByText('Анкеты по этапам')).toBeTruthy();
  });

  it('shows an employee who reviews nobody no forms-per-stage card, and a delegate who reviews someone theirs', async () => {
    const none = { SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 };
    server.use(
      ...sessionHandlers(user(), [company({ role: 'EMPLOYEE', is_admin: false })]),
      http.get(`${BASE}/dashboard/info/`, () => HttpResponse.json({ ...INFO, forms_by_stage: none })),
    );
    const { unmount } = renderApp('/c/1/');
    expect(await screen.findByText('31')).toBeTruthy();
    expect(screen.getByText('Весна 2025')).toBeTruthy();
    expect(screen.queryByText('Анкеты по этапам')).toBeNull();
    unmount();

    server.use(
      http.get(`${BASE}/dashboard/info/`, () =>
        HttpResponse.json({ ...INFO, forms_by_stage: { ...none, MANAGER: 1 } }),
      ),
    );
    renderApp('/c/1/');
    expect(await screen.findByText('Анкеты по этапам')).toBeTruthy();
    expect(screen.getByText('Оценка руководителя: 1')).toBeTruthy();
  });

  it('lists tasks as links and marks the overdue one', async () => {
    renderApp('/c/1/');
    const task = await screen.findByRole('link', { name: /Оценить сотрудника: Пётр Сидоров/ });
    expect(task.getAttribute('href')).toBe('/c/1/performance-review/manager-dashboard/');
    expect(within(task).getByText('просрочено')).toBeTruthy();
    const own = screen.getByRole('link', { name: /Заполнить самооценку/ });
    expect(within(own).queryByText('просрочено')).toBeNull();
    // Each link is an item of the list, as a screen reader counts them.
    expect(task.closest('li')?.parentElement?.tagName).toBe('UL');
  });

  it('shows only the apps the server offers', async () => {
    renderApp('/c/1/');
    const tile = await screen.findByRole('link', { name: 'Моя оценка' });
    expect(tile.getAttribute('href')).toBe('/c/1/performance-review/employee-dashboard/');
    expect(screen.queryByRole('link', { name: 'Настройки' })).toBeNull();
  });

  it('sends product feedback with the page it was written on', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/feedback/create/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    renderApp('/c/1/');
    await userEvent.click(await screen.findByRole('button', { name: 'Отзыв о продукте' }));
    await userEvent.type(screen.getByLabelText('Что нам улучшить?'), 'Нужен тёмный режим');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(bodies).toEqual([{ text: 'Нужен тёмный режим', page: '/c/1/', company_id: 1 }]));
    expect(await screen.findByText('Спасибо! Отзыв отправлен.')).toBeTruthy();
  });
});
