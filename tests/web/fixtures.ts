import { http, HttpResponse } from 'msw';
import type { ErrorCode, ErrorParams } from '../../contract/errors/index.ts';
import { REVIEW360_DEFAULTS } from '../../contract/limits.ts';
import type {
  AttentionOut,
  BetweenReviewsOut,
  CatalogueOut,
  MeOut,
  NotificationSettingsOut,
  RequestListOut,
  Review360SettingsOut,
} from '../../src/api/types.ts';
import type { CompanyOut } from '../../src/api/types.ts';

export const API = '/api';

export function user(overrides: Partial<MeOut> = {}): MeOut {
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

export function company(overrides: Partial<CompanyOut> = {}): CompanyOut {
  return {
    id: 1,
    name: 'ООО «Ромашка»',
    plan: 'team',
    role: 'MANAGER',
    is_admin: true,
    employee_in_position_id: 11,
    // Times show in the caller's zone: UTC here, so a test reads the same clock on any host.
    time_zone: 'UTC',
    ...overrides,
  };
}

/** A person's notice settings as the server answers them: Russian, every mail on, the company's time zone. */
export function notificationSettings(overrides: Partial<NotificationSettingsOut> = {}): NotificationSettingsOut {
  return {
    lang: 'ru',
    mail_off: [],
    digest: false,
    chat: true,
    time_zone: null,
    company_time_zone: 'Europe/Moscow',
    ...overrides,
  };
}

export function value(overrides: Partial<CatalogueOut> = {}): CatalogueOut {
  return {
    id: 1,
    name: 'Клиентоориентированность',
    description: 'Решаем задачи клиента',
    order: 1,
    is_active: true,
    forms_count: 0,
    version: 1,
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-02-01T12:30:00Z',
    ...overrides,
  };
}

export function page<T>(results: T[]): { count: number; next: string | null; previous: string | null; results: T[] } {
  return { count: results.length, next: null, previous: null, results };
}

/** A signed-in user with the given companies (for the header's bell no notices, for the dashboards no 1:1s). */
export function sessionHandlers(me: MeOut = user(), companies: CompanyOut[] = [company()]) {
  return [
    http.get(`${API}/auth/me/`, () => HttpResponse.json(me)),
    http.get(`${API}/companies/companies/`, () => HttpResponse.json(page(companies))),
    http.get(`${API}/companies/companies/:companyId/notifications/unread_count/`, () =>
      HttpResponse.json({ count: 0 }),
    ),
    http.get(`${API}/companies/companies/:companyId/notifications/`, () => HttpResponse.json(page([]))),
    http.get(`${API}/companies/companies/:companyId/one_on_ones/dashboard/`, () =>
      HttpResponse.json({ next_meeting: null, action_items: [] }),
    ),
  ];
}

/** A period's 360 settings as the server answers them before anyone saved any: the defaults, version 0. */
export function review360NeverSetUp(overrides: Partial<Review360SettingsOut> = {}): Review360SettingsOut {
  return {
    period: 1,
    period_name: '',
    enabled: false,
    nomination_mode: 'employee_proposes',
    ...REVIEW360_DEFAULTS,
    deadline: null,
    effective_deadline: '2026-03-15',
    questions: [],
    questions_frozen: false,
    results_released: false,
    version: 0,
    updated_at: null,
    ...overrides,
  };
}

/**
 * What every test's server answers unless the test says otherwise (msw.ts): the manager dashboard's card of the
 * team's goals needing attention, what a form's person received between reviews, the dashboards' 360 requests and a
 * period's 360 settings as never set up, and the lists the period and person forms choose from (values, templates,
 * job families, departments), with none, in any company.
 */
export const defaultHandlers = [
  http.get(`${API}/companies/companies/:companyId/performance_review/review360/requests/`, () =>
    HttpResponse.json({ count: 0, next: null, previous: null, results: [] } satisfies RequestListOut),
  ),
  http.get(`${API}/companies/companies/:companyId/performance_review/review360/settings/:period/`, ({ params }) =>
    HttpResponse.json(review360NeverSetUp({ period: Number(params.period) })),
  ),
  // The person's calendar address on the notification settings: none until a test says otherwise.
  http.get(`${API}/calendar/feed/`, () => HttpResponse.json({ active: false, created_at: null })),
  http.get(`${API}/companies/companies/:companyId/performance_review/goals/attention/`, () =>
    HttpResponse.json({ count: 0, check_in_days: 7, results: [] } satisfies AttentionOut),
  ),
  http.get(`${API}/companies/companies/:companyId/performance_review/assessment_forms/:id/between_reviews/`, () =>
    HttpResponse.json({ feedback: [], praise: [], action_items: [] } satisfies BetweenReviewsOut),
  ),
  // The company's values (a period's 360 questions choose from them), the choices of a period's templates and a
  // person's job place: none, unless a test gives some.
  http.get(`${API}/companies/companies/:companyId/performance_review/values/`, () => HttpResponse.json(page([]))),
  http.get(`${API}/companies/companies/:companyId/performance_review/templates/`, () => HttpResponse.json([])),
  http.get(`${API}/companies/companies/:companyId/performance_review/job_families/`, () => HttpResponse.json(page([]))),
  http.get(`${API}/companies/companies/:companyId/structure/departments/`, () => HttpResponse.json(page([]))),
];

/**
 * An error answer as the server sends it: `{"detail", "code", "params"?, "request_id"}`, the detail worded in
 * Russian (the web words it from the code, whatever the detail says).
 */
export function problem(status: number, code: ErrorCode, params?: ErrorParams, extra: Record<string, unknown> = {}) {
  return HttpResponse.json(
    { detail: `(${code})`, code, ...(params ? { params } : {}), request_id: 'req-1', ...extra },
    { status },
  );
}

/** A 400 as the server sends it: messages by field and the same errors by code under `codes`. */
export function fieldErrors(fields: Record<string, { code: ErrorCode; params?: ErrorParams }[]>) {
  const messages = Object.fromEntries(
    Object.entries(fields).map(([field, errors]) => [field, errors.map((e) => `(${e.code})`)]),
  );
  return HttpResponse.json({ ...messages, codes: fields }, { status: 400 });
}

export const anonymousHandlers = [http.get(`${API}/auth/me/`, () => problem(401, 'not_authenticated'))];

export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
