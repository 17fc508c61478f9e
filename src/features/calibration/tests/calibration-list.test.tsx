import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PersonOut, SessionSummaryOut } from '../../../api/types.ts';
import { company, fieldErrors, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { filterOptions, PR, SALES, session, SESSIONS } from './calibration-fixtures.ts';
import { reviewForm } from '../../forms/tests/review-fixtures.ts';

const PAGE = '/c/1/performance-review/calibration/';
const STRUCTURE = '/api/companies/companies/1/structure';

function summary(overrides: Partial<SessionSummaryOut> = {}): SessionSummaryOut {
  const { id, name, period, department_ids, target_curve, status, participants_count, created_by, created_at } =
    session([]);
  return {
    id,
    name,
    period,
    department_ids,
    target_curve,
    status,
    participants_count,
    created_by,
    created_at,
    locked_at: null,
    locked_by: null,
    version: 1,
    ...overrides,
  };
}

function person(overrides: Partial<PersonOut>): PersonOut {
  return {
    id: 31,
    user_id: 3,
    email: 'ivan@example.com',
    first_name: 'Иван',
    last_name: 'Петров',
    full_name: 'Иван Петров',
    position: 'Руководитель продаж',
    department_id: SALES.id,
    department_name: SALES.name,
    manager_id: null,
    manager_name: null,
    job_family_id: null,
    job_level: null,
    is_active: true,
    role: 'MANAGER',
    is_admin: false,
    version: 1,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the calibration sessions', () => {
  it('lists the sessions with their period and status, each opening its page', async () => {
    server.use(
      ...sessionHandlers(user(), [company()]),
      http.get(SESSIONS, () =>
        HttpResponse.json(
          page([
            summary({ id: 13, name: 'Итоги года', status: 'locked', locked_at: '2026-03-03T12:00:00Z' }),
            summary(),
          ]),
        ),
      ),
    );
    renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Список калибровочных сессий' });
    const link = within(table).getByRole('link', { name: 'Итоги года' });
    expect(link.getAttribute('href')).toBe('/c/1/performance-review/calibration/13/');
    const [, locked, open] = within(table).getAllByRole('row');
    expect(locked.textContent).toContain('Зафиксирована');
    expect(locked.textContent).toContain('3 марта 2026 г.');
    expect(open.textContent).toContain('Открыта');
    expect(open.textContent).toContain('Весна 2026');
    expect(screen.getByRole('menuitem', { name: 'Калибровка' })).toBeTruthy();
  });

  it('tells a manager with no invitation so, and offers no new session', async () => {
    server.use(
      ...sessionHandlers(user(), [company({ is_admin: false, role: 'MANAGER' })]),
      http.get(SESSIONS, () => HttpResponse.json(page([]))),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Вас пока не пригласили ни в одну калибровочную сессию.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Новая сессия' })).toBeNull();
  });
});

describe('a new session', () => {
  function createApi(answer: () => Response) {
    const bodies: unknown[] = [];
    server.use(
      ...sessionHandlers(user(), [company()]),
      filterOptions(),
      http.get(SESSIONS, () => HttpResponse.json(page([]))),
      http.get(`${STRUCTURE}/departments/`, () =>
        HttpResponse.json(
          page([{ id: SALES.id, name: SALES.name, parent_id: null, path: 'Продажи', depth: 0, head: null }]),
        ),
      ),
      http.get(`${STRUCTURE}/employee_in_positions/`, () =>
        HttpResponse.json(
          page([
            person({}),
            person({ id: 32, user_id: 8, full_name: 'Пётр Сидоров', role: 'EMPLOYEE' }),
            person({ id: 33, user_id: 3, full_name: 'Иван Петров' }),
          ]),
        ),
      ),
      http.post(SESSIONS, async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
      http.get(`${SESSIONS}12/`, () => HttpResponse.json(session([]))),
      http.get(`${SESSIONS}12/history/`, () => HttpResponse.json(page([]))),
    );
    return bodies;
  }

  it('keeps the target curve to 100 %, invites managers only, and opens the new session', async () => {
    const bodies = createApi(() => HttpResponse.json(session([]), { status: 201 }));
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Новая сессия' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая калибровочная сессия' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Калибровка продаж');
    expect(within(dialog).getByRole('status').textContent).toBe('Сумма: 100 %');

    const five = within(dialog).getByRole('textbox', { name: 'Оценка 5, %' });
    await userEvent.clear(five);
    await userEvent.type(five, '15');
    expect(within(dialog).getByRole('status').textContent).toBe('Сумма: 105 % — должно быть ровно 100 %');
    const submit = within(dialog).getByRole('button', { name: 'Создать' });
    expect(submit).toHaveProperty('disabled', true);
    const three = within(dialog).getByRole('textbox', { name: 'Оценка 3, %' });
    await userEvent.clear(three);
    await userEvent.type(three, '35');
    expect(within(dialog).getByRole('status').textContent).toBe('Сумма: 100 %');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Подразделения' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Продажи' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Участники' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Иван Петров']);
    await userEvent.click(options[0]);
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PAGE}12/`));
    expect(bodies).toEqual([
      {
        name: 'Калибровка продаж',
        period: 3,
        department_ids: [SALES.id],
        participant_ids: [3],
        target_curve: { '0': 0, '1': 10, '2': 20, '3': 35, '4': 20, '5': 15 },
      },
    ]);
  });

  it('shows a 400 on the field it names', async () => {
    createApi(() => fieldErrors({ participant_ids: [{ code: 'not_a_manager' }] }));
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Новая сессия' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая калибровочная сессия' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Калибровка');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(
      await within(dialog).findByText('Участниками могут быть только руководители и администраторы компании.'),
    ).toBeTruthy();
  });
});

describe('the review form', () => {
  it("shows the calibrated grade beside the manager's overall grade", async () => {
    server.use(
      ...sessionHandlers(user(), [company({ is_admin: false, role: 'EMPLOYEE' })]),
      http.get(`${PR}/assessment_forms/7/`, () =>
        HttpResponse.json(
          reviewForm({
            stage: 'COMPLETE',
            me: { is_employee: true, is_reviewer: false, is_admin: false, read_only: true },
            manager_grades: { id: 12, version: 3, overall_grade: 3, final_comment: 'Хороший год' },
            calibrated_grade: 4,
            available_transitions: [],
          }),
        ),
      ),
    );
    renderApp('/c/1/performance-review/employee-dashboard/form/?id=7');
    const calibrated = await screen.findByRole('textbox', { name: 'После калибровки' });
    expect(calibrated).toHaveProperty('value', '4 — Превосходит ожидания');
    expect(screen.getByRole('combobox', { name: 'Итоговая оценка' }).textContent).toContain(
      '3 — Соответствует ожиданиям',
    );
  });
});
