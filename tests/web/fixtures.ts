import { http, HttpResponse } from 'msw';
import type { Company, CompanyValue, CurrentUser } from '../../src/types.ts';

export const API = '/api';

export function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    email: 'anna@example.com',
    first_name: 'Анна',
    last_name: 'Смирнова',
    full_name: 'Анна Смирнова',
    is_staff: false,
    impersonator: null,
    ...overrides,
  };
}

export function company(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    name: 'ООО «Ромашка»',
    plan: 'team',
    role: 'MANAGER',
    is_admin: true,
    employee_in_position_id: 11,
    ...overrides,
  };
}

export function value(overrides: Partial<CompanyValue> = {}): CompanyValue {
  return {
    id: 1,
    name: 'Клиентоориентированность',
    description: 'Решаем задачи клиента',
    order: 1,
    is_active: true,
    version: 1,
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-02-01T12:30:00Z',
    ...overrides,
  };
}

export function page<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

/** A signed-in user with the given companies. */
export function sessionHandlers(me: CurrentUser = user(), companies: Company[] = [company()]) {
  return [
    http.get(`${API}/auth/me/`, () => HttpResponse.json(me)),
    http.get(`${API}/companies/companies/`, () => HttpResponse.json(page(companies))),
  ];
}

export const anonymousHandlers = [
  http.get(`${API}/auth/me/`, () =>
    HttpResponse.json(
      { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
      { status: 401 },
    ),
  ),
];

export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
