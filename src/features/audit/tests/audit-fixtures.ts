import { http, HttpResponse } from 'msw';
import type { AuditEntryOut, AuditListOut } from '../../../api/types.ts';
import { API, problem } from '../../../../tests/web/fixtures.ts';
import { server } from '../../../../tests/web/msw.ts';

export const PAGE = '/c/1/settings/audit-log/';
export const LOG = `${API}/companies/companies/1/audit_log/`;

export const ADMIN = { id: 3, full_name: 'Ирина Админова', email: 'admin@romashka.example' };
export const STAFF = { id: 9, full_name: 'Служба Поддержки', email: 'support@service.example' };

export function entry(overrides: Partial<AuditEntryOut> = {}): AuditEntryOut {
  return {
    id: 1,
    at: '2026-03-02T10:15:00.000Z',
    actor: ADMIN,
    other_person: null,
    action: 'person.updated',
    target_type: 'employee_in_position',
    target_id: 5,
    before: { role: 'EMPLOYEE', is_admin: false, title: 'Инженер' },
    after: { role: 'MANAGER', is_admin: true, title: 'Инженер' },
    data: {},
    ...overrides,
  };
}

/**
 * The rows the log holds in these tests: a change with its states, staff acting as a person, an unknown action of
 * no one's, and an AI summary asked for by staff acting as the manager.
 */
export const ROWS: AuditEntryOut[] = [
  entry(),
  entry({
    id: 2,
    at: '2026-03-01T09:00:00.000Z',
    actor: STAFF,
    action: 'webhook.deleted',
    target_type: 'webhook_endpoint',
    target_id: 4,
    before: { url: 'https://hris.example/hooks', description: '<b>HRIS</b>' },
    after: null,
    other_person: { id: 7, full_name: 'Анна Смирнова', email: 'anna@romashka.example' },
    data: { as_user: 7 },
  }),
  entry({
    id: 3,
    at: '2026-02-27T08:30:00.000Z',
    action: 'zz_future.thing_done',
    actor: null,
    target_type: 'zz_widget',
    target_id: null,
    before: null,
    after: null,
    data: {},
  }),
  entry({
    id: 4,
    at: '2026-02-26T08:00:00.000Z',
    action: 'ai.summary',
    target_type: 'assessment_form',
    target_id: 12,
    before: null,
    after: null,
    other_person: STAFF,
    data: { impersonator_id: 9 },
  }),
];

/**
 * The log's API as the server answers it: the rows given (every page the same), the actors, each list request's
 * query kept; `fail` answers the list with a 500 while it is true.
 */
export function auditApi(rows: AuditEntryOut[] = ROWS, options: { count?: number; capped?: boolean } = {}) {
  const queries: URLSearchParams[] = [];
  const state = { fail: false };
  server.use(
    http.get(LOG, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      if (state.fail) return problem(500, 'server_error');
      return HttpResponse.json({
        count: options.count ?? rows.length,
        count_capped: options.capped ?? false,
        next: null,
        previous: null,
        results: rows,
      } satisfies AuditListOut);
    }),
    http.get(`${LOG}actors/`, () => HttpResponse.json([ADMIN, STAFF])),
  );
  return { queries, state };
}
