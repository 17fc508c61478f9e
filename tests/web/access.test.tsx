import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccess, PAGES, type Member } from '../../src/shell/access.ts';
import { ROUTES } from '../../src/resources/registry.ts';
import { browser } from '../../src/shell/browser.ts';
import { company, problem, sessionHandlers, user } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { server } from './msw.ts';
import { json, PR, reviewerForm } from '../../src/features/forms/tests/review-fixtures.ts';

const ROLES: Record<'employee' | 'manager' | 'admin', Member> = {
  employee: { role: 'EMPLOYEE', is_admin: false },
  manager: { role: 'MANAGER', is_admin: false },
  admin: { role: 'MANAGER', is_admin: true },
};
type Role = keyof typeof ROLES;
const ROLE_NAMES: Role[] = ['employee', 'manager', 'admin'];

/** The pages an employee found by typing their address, and who may open each. */
const ROUTE_CASES: { path: string; open: Role[] }[] = [
  { path: 'settings/', open: ['admin'] },
  { path: 'settings/hipo-skills/', open: ['admin'] },
  { path: 'settings/performance-review-periods/', open: ['admin'] },
  { path: 'settings/structure/', open: ['admin'] },
  { path: 'settings/structure/import/', open: ['admin'] },
  { path: 'performance-review/manager-dashboard/', open: ['manager', 'admin'] },
];

function signedInAs(role: Role) {
  server.use(...sessionHandlers(user(), [company(ROLES[role])]));
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

describe('the access rule', () => {
  it('lets everyone read values and agreements, admins alone change values, reviewers set agreements', () => {
    const { employee, manager, admin } = ROLES;
    expect([employee, manager, admin].map((m) => canAccess(m, { resource: ROUTES.values }))).toEqual([
      true,
      true,
      true,
    ]);
    expect([employee, manager, admin].map((m) => canAccess(m, { resource: ROUTES.values, action: 'edit' }))).toEqual([
      false,
      false,
      true,
    ]);
    expect(
      [employee, manager, admin].map((m) => canAccess(m, { resource: ROUTES.agreements, action: 'create' })),
    ).toEqual([false, true, true]);
    expect(
      canAccess(manager, { resource: ROUTES.agreements, action: 'edit', record: { id: 1, can_edit: false } }),
    ).toBe(false);
    expect(canAccess(admin, { resource: 'somewhere-else' })).toBe(false);
    expect(canAccess(employee, { resource: PAGES.employeeDashboard })).toBe(true);
    expect([employee, manager, admin].map((m) => canAccess(m, { resource: PAGES.goals }))).toEqual([true, true, true]);
    expect(canAccess(employee, { resource: PAGES.goal, action: 'edit' })).toBe(true);
  });
});

describe.each(ROUTE_CASES)('/c/1/$path', ({ path, open }) => {
  it.each(ROLE_NAMES.filter((role) => !open.includes(role)))(
    'shows "no access" with a way home to the %s',
    async (role) => {
      signedInAs(role);
      renderApp(`/c/1/${path}`);
      expect(await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице', level: 1 })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Нет доступа — Оценка эффективности'));
      expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/c/1/');
      expect(screen.getByTestId('location').textContent).toBe(`/c/1/${path}`);
    },
  );
});

describe('what each role is offered', () => {
  async function menuOf(role: Role): Promise<string[]> {
    signedInAs(role);
    renderApp('/c/1/settings/values/');
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Главная');
    return within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  }

  it('gives the employee their own pages, values and agreements only', async () => {
    expect(await menuOf('employee')).toEqual([
      'Главная',
      'Оценка эффективности',
      'Моя оценка',
      'Цели',
      'Встречи 1:1',
      'Обратная связь',
      'Благодарности',
      'Обратная связь 360',
      'Ценности компании',
      'Договорённости',
    ]);
  });

  it('adds the team’s review for a manager', async () => {
    const menu = await menuOf('manager');
    expect(menu).toContain('Оценка команды');
    expect(menu).not.toContain('Настройки');
  });

  it('gives an admin the settings', async () => {
    expect(await menuOf('admin')).toEqual(
      expect.arrayContaining(['Оценка команды', 'Настройки', 'Периоды оценки', 'Навыки HiPo', 'Оргструктура']),
    );
  });

  it('opens the manager dashboard for a manager and the settings for an admin', async () => {
    signedInAs('manager');
    const { unmount } = renderApp('/c/1/performance-review/manager-dashboard/');
    expect(await screen.findByRole('heading', { name: 'Оценка команды', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /нет доступа/i })).toBeNull();
    unmount();
    signedInAs('admin');
    renderApp('/c/1/settings/');
    expect(await screen.findByRole('heading', { name: 'Настройки', level: 1 })).toBeTruthy();
  });
});

describe('a form the caller may not read', () => {
  it('says the form was not found, in words, with a way home', async () => {
    signedInAs('employee');
    server.use(http.get(`${PR}/assessment_forms/99/`, () => problem(404, 'not_found')));
    renderApp('/c/1/performance-review/employee-dashboard/form/?id=99');
    expect(await screen.findByRole('heading', { name: 'Анкета не найдена', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' })).toBeTruthy();
    expect(screen.queryByText(/Not found|Не найдено\./)).toBeNull();
  });

  it('still opens a form the caller may read', async () => {
    signedInAs('manager');
    server.use(http.get(`${PR}/assessment_forms/5/`, () => json(reviewerForm({ id: 5 }))));
    renderApp('/c/1/performance-review/employee-dashboard/form/?id=5');
    await waitFor(() => expect(document.title).toBe('Анкета оценки — Оценка эффективности'));
    expect(screen.queryByRole('heading', { name: 'Анкета не найдена' })).toBeNull();
  });
});
